"""The journal file: its records read back, each line checked, the file's size capped.

``journal.jsonl`` holds one JSON object per line (see docs/save-format.md). A journal may
have been edited by hand, copied from someone else or damaged, so reading it refuses,
in one line naming the file and the line, anything that parses but does not fit: JSON
nested too deeply, numbers out of range (``1e999999``, ``NaN``, thousands of digits), a
record that is not an object, a record number that is not a whole number or repeats an
earlier one, an unknown record type, a patch that is not a list of ``{"p": [...], …}``.
A journal beyond :data:`MAX_BYTES` is refused before a byte is read.
"""

from __future__ import annotations

import gc
import io
import json
import math
from json.scanner import make_scanner
from pathlib import Path

from solo.regular_files import read_regular
from solo.saves.errors import SaveError

MAX_BYTES = 256 * 2**20
"""256 MB: a journal of 10,000 actions is about 10 MB; this is years of play."""
MAX_NUMBER = 2**63
"""Whole numbers in a record stay within a signed 64-bit integer (seeds, counts, Resolve)."""
MAX_DIGITS = 40
"""A number written with more digits than this is refused before Python converts it."""
RECORD_TYPES = ("action", "undo", "redo")


class _Unfit(ValueError):
    """A journal line that parses but does not fit; the text says why."""


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Unfit(f"a number of {len(text)} digits is out of range")
    value = int(text)
    if abs(value) > MAX_NUMBER:
        raise _Unfit(f"the number {value} is out of range")
    return value


def _decimal(text: str) -> float:
    value = float(text[:400]) if len(text) <= 400 else math.inf
    if not math.isfinite(value):
        raise _Unfit(f"the number {text[:20]}{'…' if len(text) > 20 else ''} is out of range")
    return value


def _constant(text: str) -> float:
    raise _Unfit(f"{text} is out of range (not a number a journal holds)")


_DECODER = json.JSONDecoder(parse_int=_number, parse_float=_decimal, parse_constant=_constant)
_SCAN = make_scanner(_DECODER)  # type: ignore[arg-type]  # typeshed: any context object
"""What the decoder scans with (JSONDecoder makes its own ``scan_once`` the same way)."""


def read_journal(path: Path, partial_ok: bool = False) -> list[dict[str, object]]:
    """Every record; ``partial_ok`` skips a last line still being written (no newline).
    SaveError naming the file (and the line) for a journal that is not a regular file, is
    too big, or holds a line that does not fit."""
    try:
        raw = read_regular(path, MAX_BYTES, follow_symlinks=False)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(f"{path}: cannot read: {exc.strerror}") from None
    was_enabled = gc.isenabled()
    gc.disable()  # tens of thousands of small dicts: the cyclic GC would rescan them all
    try:
        return _records(path, raw, partial_ok)
    finally:
        if was_enabled:
            gc.enable()


def _records(path: Path, raw: bytes, partial_ok: bool) -> list[dict[str, object]]:
    records: list[dict[str, object]] = []
    seen: dict[int, int] = {}  # record number -> journal line
    for number, line in enumerate(io.BytesIO(raw), start=1):
        if not line.strip() or (partial_ok and not line.endswith(b"\n")):
            continue
        try:
            record = _well_formed(line)
            if record is None:  # something is wrong with it: read it again to say what
                record = _parse(line)
            _check_number(record, seen, number)
        except _Unfit as exc:
            raise SaveError(f"{path}:{number}: {exc}") from None
        records.append(record)
    return records


def _well_formed(line: bytes) -> dict[str, object] | None:
    """A line read the quick way, when it is one well-shaped record object: the JSON
    scanner run straight on it (what :func:`_parse` runs, without its layers) and the shape
    checked with exact types (JSON makes no subclasses). None for anything else, which
    :func:`_parse` reads again to say exactly what is wrong."""
    try:
        text = line.decode("utf-8")
        record, end = _SCAN(text, 0)
    except (ValueError, RecursionError, StopIteration):  # _Unfit is a ValueError
        return None
    if text[end:] not in ("\n", "") or type(record) is not dict:
        return None
    return record if _fits(record) else None


def _fits(record: dict[str, object]) -> bool:
    """What :func:`_check_shape` checks, answered without words."""
    if record.get("type", "action") not in RECORD_TYPES:
        return False
    ops = record.get("patch", [])
    if type(ops) is not list:
        return False
    for op in ops:
        if type(op) is not dict:
            return False
        path = op.get("p")
        if type(path) is not list or not path:
            return False
        for key in path:
            if type(key) is not str and type(key) is not int:
                return False
    return True


def _parse(line: bytes) -> dict[str, object]:
    try:
        record = _DECODER.decode(line.decode("utf-8"))
    except _Unfit:
        raise
    except RecursionError:
        raise _Unfit("a journal line nested too deeply") from None
    except UnicodeDecodeError as exc:
        raise _Unfit(f"broken journal line: not UTF-8 text (byte {exc.start})") from None
    except ValueError as exc:
        raise _Unfit(f"broken journal line: {exc}") from None
    if not isinstance(record, dict):
        raise _Unfit("a journal line must be a JSON object")
    _check_shape(record)
    return record


def _check_shape(record: dict[str, object]) -> None:
    kind = record.get("type", "action")
    if kind not in RECORD_TYPES:
        raise _Unfit(f"unknown record type {kind!r}; expected one of {', '.join(RECORD_TYPES)}")
    ops = record.get("patch", [])
    if not isinstance(ops, list) or not all(_is_op(op) for op in ops):
        raise _Unfit('the patch must be a list of {"p": [keys…], …} changes')


def _is_op(op: object) -> bool:
    if not isinstance(op, dict):
        return False
    path = op.get("p")
    return (
        isinstance(path, list)
        and bool(path)
        and all(isinstance(k, str | int) and not isinstance(k, bool) for k in path)
    )


def _check_number(record: dict[str, object], seen: dict[int, int], line: int) -> None:
    n = record.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise _Unfit(f"'n' must be the record's number (a whole number ≥ 1), got {n!r}")
    if n in seen:
        raise _Unfit(f"duplicate record n={n} (already on line {seen[n]})")
    seen[n] = line
