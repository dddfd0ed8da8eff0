"""Reading a mechanic file's YAML text into a checked :class:`MechanicSpec` (the format
is docs/mechanic-format.md). No file is opened here: the shells read the file and pass
its text and name.

Every mistake is a :class:`~solo.tables.errors.ContentError` naming file, line and the
value (the first one found is raised), and so is a description whose odds would take
too long to count at its default options.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TypeVar

from msgspec import Struct
from msgspec.structs import replace
from yaml.nodes import MappingNode, Node, ScalarNode

from solo.dice.custom.mechanic import CustomMechanic, described
from solo.dice.custom.spec import (
    AllCancelled,
    DieSpec,
    Keep,
    MechanicSpec,
    Modifiers,
    NoRung,
    OptionSpec,
    PoolSpec,
    Reading,
    RungRange,
    Score,
)
from solo.dice.ladder import IMPASSE, Answer
from solo.tables.errors import ContentError, Location
from solo.tables.nodes import NodeReader, describe
from solo.tables.yaml_reading import compose_text

VERSION = 1
BUILT_IN = ("fubar", "buckets", "minifu", "fudge", "d6", "frameworks", "fu")
"""The built-in systems' names, which a described mechanic may not take."""
COMMON = ("bonus", "penalty", "opposition", "scale")
MAX_FACES = 1000
MAX_SIZE = 60
KEYS = (
    "version",
    "name",
    "title",
    "summary",
    "dice",
    "options",
    "modifiers",
    "pool",
    "against",
    "score",
    "read",
    "rungs",
    "all_cancelled",
    "campaign",
)
_NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
_OPTION = re.compile(r"[a-z][a-z0-9_]*")
_RANGE = re.compile(r"(-?[0-9]+)?\.\.(-?[0-9]+)?")
RUNG_WORDS = tuple(a.key for a in Answer)
SIDES = ("acting", "against")
YES_WORDS = {"true": True, "yes": True, "false": False, "no": False}
W = TypeVar("W", Modifiers, Reading)


def load_mechanic(text: str | bytes, file: str) -> CustomMechanic:
    """The mechanic a file's ``text`` describes; ContentError naming ``file`` otherwise.

    Besides the file's own checks, its odds at its default options are estimated (too
    big to count is refused at the pool's line) and counted (a total no rung holds is
    refused at the rungs' line)."""
    spec, where = _Reader(file).read(text)
    mech = described(spec)
    try:
        defaults = mech.params()
        refused = mech.refusal(defaults)
        if not refused:
            mech.odds(defaults)
    except NoRung as exc:
        raise ContentError.at(where.rungs, f"at its default options, {exc.plain}") from None
    except ValueError as exc:
        raise ContentError.at(where.pool, f"at its default options: {exc}") from None
    if refused:
        raise ContentError.at(where.pool, f"at its default options, {refused}")
    return mech


def read_mechanic(text: str | bytes, file: str) -> MechanicSpec:
    """The checked description in ``text`` (its odds are not estimated here)."""
    return _Reader(file).read(text)[0]


class _Where(Struct, frozen=True):
    """Where a file's pool and rungs are, for the checks at its default options."""

    pool: Location
    rungs: Location


class _Failed(Exception):
    """Raised inside the reader at the first error; :meth:`_Reader.read` turns it into
    the ContentError."""


class _Reader(NodeReader):
    """One mechanic file, section by section; stops at the first mistake."""

    def error(self, node: Node, message: str, offset: int = 0) -> None:
        super().error(node, message, offset)
        raise _Failed

    def read(self, text: str | bytes) -> tuple[MechanicSpec, _Where]:
        root = compose_text(text, self.file)
        if root is None:
            raise ContentError(
                self.file, 1, 1, "the file is empty; a mechanic needs dice, a pool and rungs"
            )
        try:
            spec = self._spec(root)
        except _Failed:
            raise self.errors[0] from None
        keys = [k.value for k, _ in root.value]
        pool, rungs = (root.value[keys.index(key)][1] for key in ("pool", "rungs"))
        return spec, _Where(self.where(pool), self.where(rungs))

    def _spec(self, root: Node) -> MechanicSpec:
        top = self.mapping(root, "a mechanic file", KEYS) or {}
        for key in ("version", "name", "dice", "pool", "rungs"):
            if key not in top:
                self.error(root, f"a mechanic file needs {key!r}")
        if self.integer(top["version"], "version") != VERSION:
            self.error(top["version"], f"version must be {VERSION}, got {describe(top['version'])}")
        name = self._name(top["name"])
        dice = self._dice(top["dice"])
        options = self._options(top["options"]) if "options" in top else ()
        acting = self._pool(top["pool"], "pool", dice, options)
        against = self._against(top["against"], dice, options) if "against" in top else None
        modifiers = self._word(top.get("modifiers"), "modifiers", Modifiers, Modifiers.NET)
        reading = self._word(top.get("read"), "read", Reading, Reading.TOTAL)
        spec = MechanicSpec(
            name=name,
            title=self._text(top.get("title"), name),
            summary=self._text(top.get("summary"), f"a mechanic described in {self.file}"),
            options=options,
            modifiers=modifiers,
            acting=self._keep_by_net(acting, modifiers, top["pool"]),
            against=against,
            score=self._score(top["score"]) if "score" in top else Score(),
            reading=reading,
            rungs=(),
            source=str(self.where(top["rungs"])),
        )
        self._check_shape(spec, root, top)  # the pools and the reading fit, before the rungs
        tie = top.get("all_cancelled")
        world, action = self._campaign(top["campaign"], options) if "campaign" in top else ((), ())
        return replace(
            spec,
            world=world,
            action=action,
            rungs=self._rungs(top["rungs"], reading),
            all_cancelled=None if tie is None else self._all_cancelled(tie),
        )

    # -- the sections --
    def _name(self, node: Node) -> str:
        name = self.text(node, "name") or ""
        if not _NAME.fullmatch(name):
            self.error(
                node,
                f"name must be lowercase letters and digits joined by dashes, got {describe(node)}",
            )
        if name in BUILT_IN:
            self.error(
                node, f"name {name!r} is a built-in system's; pick another (e.g. {name}-mine)"
            )
        return name

    def _text(self, node: Node | None, default: str) -> str:
        if node is None:
            return default
        return self.text(node, "a title or summary") or default

    def _dice(self, node: Node) -> dict[str, DieSpec]:
        out: dict[str, DieSpec] = {}
        for name, faces_node in self._entries(node, "dice").items():
            faces = []
            for face in self.sequence(faces_node, f"die {name!r}") or []:
                value = self.integer(face, f"a face of die {name!r}")
                faces.append(value if value is not None else 0)
            if not faces or len(faces) > MAX_FACES:
                self.error(
                    faces_node, f"die {name!r} needs 1 to {MAX_FACES} faces, got {len(faces)}"
                )
            out[name] = DieSpec(name, tuple(faces))
        return out

    def _entries(self, node: Node, what: str) -> dict[str, Node]:
        if not isinstance(node, MappingNode) or not node.value:
            self.error(node, f"{what} must be a mapping of names, got {describe(node)}")
        assert isinstance(node, MappingNode)
        names = [k.value for k, _ in node.value if isinstance(k, ScalarNode)]
        return self.mapping(node, what, names) or {}

    def _options(self, node: Node) -> tuple[OptionSpec, ...]:
        return tuple(self._option(name, n) for name, n in self._entries(node, "options").items())

    def _option(self, name: str, node: Node) -> OptionSpec:
        if not _OPTION.fullmatch(name) or name in COMMON:
            self.error(
                node,
                f"option name {name!r} must be a lowercase word and not one of {', '.join(COMMON)}",
            )
        fields = self.mapping(node, f"option {name!r}", ("default", "min", "max", "help")) or {}
        low = self._count(fields["min"], f"{name} min") if "min" in fields else 0
        high = self._count(fields["max"], f"{name} max") if "max" in fields else MAX_SIZE
        if "default" not in fields:
            self.error(node, f"option {name!r} needs a default")
        default = self._count(fields["default"], f"{name} default")
        if not low <= default <= high:
            self.error(fields["default"], f"{name} default {default} is not within {low}..{high}")
        helped = self.text(fields["help"], f"{name} help") if "help" in fields else ""
        return OptionSpec(name, default, low, high, helped or "")

    def _count(self, node: Node, what: str, low: int = 0, high: int = MAX_SIZE) -> int:
        value = self.integer(node, what)
        if value is None or not low <= value <= high:
            self.error(
                node, f"{what} must be a whole number from {low} to {high}, got {describe(node)}"
            )
        assert value is not None
        return value

    def _pool(
        self, node: Node, what: str, dice: dict[str, DieSpec], options: tuple[OptionSpec, ...]
    ) -> PoolSpec:
        fields = self.mapping(node, what, ("die", "size", "keep")) or {}
        for key in ("die", "size"):
            if key not in fields:
                self.error(node, f"{what} needs {key!r}")
        die_name = self.text(fields["die"], f"{what} die") or ""
        if die_name not in dice:
            known = ", ".join(dice)
            self.error(
                fields["die"], f"{what} rolls die {die_name!r}, which dice does not name ({known})"
            )
        size = self._size(fields["size"], what, options)
        keep, count = self._keep(fields["keep"], what) if "keep" in fields else (Keep.ALL, None)
        return PoolSpec(dice[die_name], size, keep, count)

    def _against(
        self, node: Node, dice: dict[str, DieSpec], options: tuple[OptionSpec, ...]
    ) -> PoolSpec:
        """The opposing pool: a plain ``keep: N`` keeps its highest (no net decides it)."""
        pool = self._pool(node, "against", dice, options)
        return replace(pool, keep=Keep.HIGHEST) if pool.keep is Keep.BY_NET else pool

    def _size(self, node: Node, what: str, options: tuple[OptionSpec, ...]) -> int | str:
        if isinstance(node, ScalarNode) and node.tag.endswith(":int"):
            return self._count(node, f"{what} size")
        word = self.text(node, f"{what} size") or ""
        if word not in {o.name for o in options}:
            self.error(
                node, f"{what} size must be a number or an option's name, got {describe(node)}"
            )
        return word

    def _keep(self, node: Node, what: str) -> tuple[Keep, int]:
        if isinstance(node, ScalarNode):
            return Keep.BY_NET, self._count(node, f"{what} keep", 1)
        fields = self.mapping(node, f"{what} keep", ("highest", "lowest")) or {}
        if len(fields) != 1:
            self.error(node, f"{what} keep is a number, or one of highest: N or lowest: N")
        ((which, count_node),) = fields.items()
        return Keep(which), self._count(count_node, f"{what} keep {which}", 1)

    def _word(self, node: Node | None, what: str, kind: type[W], default: W) -> W:
        if node is None:
            return default
        word = self.text(node, what) or ""
        try:
            return kind(word)
        except ValueError:
            words = ", ".join(str(k.value) for k in kind)
            self.error(node, f"{what} must be one of {words}, got {describe(node)}")
            raise

    def _keep_by_net(self, acting: PoolSpec, modifiers: Modifiers, node: Node) -> PoolSpec:
        if modifiers is Modifiers.NET and acting.keep is not Keep.BY_NET:
            self.error(
                node,
                "with modifiers: net the pool keeps a set number of dice, the best with a "
                "net bonus and the worst with a net penalty: write keep: N",
            )
        return acting

    def _score(self, node: Node) -> Score:
        if isinstance(node, ScalarNode):
            if node.value != "face":
                self.error(node, f"score is face or count: [faces], got {describe(node)}")
            return Score()
        fields = self.mapping(node, "score", ("count",)) or {}
        if "count" not in fields:
            self.error(node, "score counts faces: write count: [faces]")
        faces = [
            self.integer(f, "a counted face")
            for f in self.sequence(fields["count"], "score count") or []
        ]
        if not faces:
            self.error(fields["count"], "score count needs at least one face")
        return Score(frozenset(f for f in faces if f is not None))

    def _rungs(self, node: Node, reading: Reading) -> tuple[RungRange, ...]:
        if reading is not Reading.CANCEL:
            return self._rung_side(node, "rungs", "")
        fields = self.mapping(node, "rungs", SIDES) or {}
        for side in SIDES:
            if side not in fields:
                self.error(node, f"read: cancel needs rungs for each winner: {side}: {{…}}")
        return self._rung_side(fields["acting"], "rungs acting", "acting") + self._rung_side(
            fields["against"], "rungs against", "against"
        )

    def _rung_side(self, node: Node, what: str, side: str) -> tuple[RungRange, ...]:
        fields = self.mapping(node, what, RUNG_WORDS) or {}
        if not fields:
            self.error(node, f"{what} needs at least one rung ({', '.join(RUNG_WORDS)})")
        out = [
            RungRange(Answer.from_key(k), *self._range(v, f"{what} {k}"), side)
            for k, v in fields.items()
        ]
        self._no_overlap_or_gap(sorted(out, key=_low_first), node, what)
        return tuple(out)

    def _range(self, node: Node, what: str) -> tuple[int | None, int | None]:
        if isinstance(node, ScalarNode) and node.tag.endswith(":int"):
            value = self.integer(node, what)
            return value, value
        text = (self.text(node, what) or "").replace(" ", "")
        match = _RANGE.fullmatch(text)
        if match is None:
            self.error(
                node,
                f"{what} must be a number or a range like 2..4, ..0 or 5.., got {describe(node)}",
            )
        assert match is not None
        low, high = (None if g is None else int(g) for g in match.groups())
        if low is not None and high is not None and low > high:
            self.error(node, f"{what} runs backwards: {describe(node)}")
        return low, high

    def _no_overlap_or_gap(self, ranges: list[RungRange], node: Node, what: str) -> None:
        for before, after in pairwise(ranges):
            end = before.high
            start = after.low
            if end is None or start is None or start <= end:
                self.error(node, f"{what}: {before.answer.key} and {after.answer.key} overlap")
            elif start > end + 1:
                self.error(
                    node,
                    f"{what}: no rung holds {end + 1}; every number between the rungs needs one",
                )

    def _all_cancelled(self, node: Node) -> AllCancelled:
        botch = False
        word_node = node
        if isinstance(node, MappingNode):
            fields = self.mapping(node, "all_cancelled", ("rung", "botch")) or {}
            if "rung" not in fields:
                self.error(node, "all_cancelled needs rung: (a rung or impasse)")
            word_node = fields["rung"]
            if "botch" in fields:
                flag = (self.text(fields["botch"], "botch") or "").lower()
                if flag not in YES_WORDS:
                    self.error(
                        fields["botch"],
                        f"botch must be true or false, got {describe(fields['botch'])}",
                    )
                botch = YES_WORDS[flag]
        word = self.text(word_node, "all_cancelled") or ""
        if word == IMPASSE:
            return AllCancelled(None, botch)
        if word not in RUNG_WORDS:
            self.error(
                word_node, f"all_cancelled must be a rung or impasse, got {describe(word_node)}"
            )
        return AllCancelled(Answer.from_key(word), botch)

    def _campaign(
        self, node: Node, options: tuple[OptionSpec, ...]
    ) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
        fields = self.mapping(node, "campaign", ("world", "action")) or {}
        world = (
            self._settings(fields["world"], "campaign world", options) if "world" in fields else ()
        )
        action = (
            self._settings(fields["action"], "campaign action", options)
            if "action" in fields
            else ()
        )
        return world, action

    def _settings(
        self, node: Node, what: str, options: tuple[OptionSpec, ...]
    ) -> tuple[tuple[str, int], ...]:
        known = {o.name: o for o in options}
        fields = self.mapping(node, what, tuple(known)) or {}
        return tuple(
            (name, self._count(value, f"{what} {name}", known[name].low, known[name].high))
            for name, value in fields.items()
        )

    # -- the whole --
    def _check_shape(self, spec: MechanicSpec, root: Node, top: dict[str, Node]) -> None:
        where = top.get("read", root)
        if spec.modifiers is Modifiers.SPLIT and spec.against is None:
            self.error(
                top.get("modifiers", root),
                "modifiers: split adds penalty dice to an opposing pool: add against: {die, size}",
            )
        if spec.reading is Reading.TOTAL and spec.against is not None:
            self.error(
                top["against"],
                "read: total reads the acting pool alone; with an against pool use read: margin or cancel",
            )
        if spec.reading is not Reading.TOTAL and spec.against is None:
            self.error(
                where,
                f"read: {spec.reading.value} needs an opposing pool: add against: {{die, size}}",
            )
        if spec.reading is Reading.CANCEL:
            self._check_cancel(spec, top)
        elif "all_cancelled" in top:
            self.error(top["all_cancelled"], "all_cancelled belongs to read: cancel")

    def _check_cancel(self, spec: MechanicSpec, top: dict[str, Node]) -> None:
        assert spec.against is not None
        die = spec.acting.die
        if spec.against.die != die:
            self.error(
                top["against"], f"read: cancel needs both pools to roll the same die ({die.name})"
            )
        if len(set(die.faces)) != len(die.faces) or min(die.faces) < 1:
            self.error(
                top["dice"],
                f"read: cancel needs a die whose faces are different numbers of 1 or more; {die.name} has {list(die.faces)}",
            )
        for key, pool in (("pool", spec.acting), ("against", spec.against)):
            if pool.keep_count is not None:
                self.error(top[key], "read: cancel uses every die: leave out keep")
        if "all_cancelled" not in top:
            self.error(
                top["rungs"],
                "read: cancel needs all_cancelled: (a rung or impasse) for when every die ties",
            )


def _low_first(rung: RungRange) -> tuple[int, int]:
    return (0, 0) if rung.low is None else (1, rung.low)
