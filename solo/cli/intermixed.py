"""Options anywhere among a command's words.

argparse takes a ``*`` positional only from the first run of plain words, so
``solo table npc --count 2 genre=noir`` or ``solo act demo --saves DIR note text=x`` would
leave the words after the option "unrecognized". A parser passed to ``allow_intermixed``
reads its options first and then its positionals (``parse_known_intermixed_args``), also
when it runs as a subcommand of ``solo``.
"""

from __future__ import annotations

import argparse


def allow_intermixed(parser: argparse.ArgumentParser) -> None:
    base = type(parser)

    class Intermixed(base):  # type: ignore[misc, valid-type]
        _mixing = False

        def parse_known_args(self, args=None, namespace=None):
            if self._mixing:  # parse_known_intermixed_args calls back in
                return super().parse_known_args(args, namespace)
            self._mixing = True
            try:
                return self.parse_known_intermixed_args(args, namespace)
            finally:
                self._mixing = False

    parser.__class__ = Intermixed
