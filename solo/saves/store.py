"""The save folder of one campaign: load, commit an action, list, restore a backup.

Commit order makes every crash recoverable: (1) append the journal record and fsync;
(2) atomically replace ``campaign.yaml`` (the old one becomes ``campaign.yaml.bak``).
On load, journal records beyond the count stored in ``campaign.yaml`` are rolled
forward from their patches, and a half-written last journal line is ignored.

Because of that roll-forward, step (2) may also wait: with :attr:`OpenSave.state_lags`
(the app turns it on) a commit is the fsynced journal line alone, and ``campaign.yaml``
is rewritten by :meth:`OpenSave.flush` (when play pauses) and on close.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Self

from msgspec import Struct, field

from solo.regular_files import open_regular, read_regular
from solo.saves import patch
from solo.saves.atomic import append_line, atomic_write, cut_to, trim_partial_line
from solo.saves.errors import SaveError
from solo.saves.journal_file import read_journal
from solo.saves.lock import SaveLock
from solo.saves.migrate import CURRENT_VERSION, migrate
from solo.saves.names import check_name
from solo.saves.state_cache import cached_state, keep_state
from solo.saves.yaml_writer import plain_yaml
from solo.saves.yamlio import MAX_BYTES, dump_yaml, load_yaml, plain_data_problem

STATE, BACKUP, JOURNAL, LOCK = "campaign.yaml", "campaign.yaml.bak", "journal.jsonl", "lock"


class OpenSave(Struct):
    """A campaign opened for play: its state, its journal records, and the lock."""

    name: str
    folder: Path
    state: Mapping[str, object]
    records: list[dict[str, object]]
    lock: SaveLock
    warnings: list[str] = field(default_factory=list)
    stored: int = 0  # journal records the state file counted when it was read
    state_lags: bool = False
    """Commits append their journal line (fsynced) and leave ``campaign.yaml`` to
    :meth:`flush` or :meth:`close`: a crash in between loses nothing, as opening rolls the
    journal forward onto the state file. Rewriting the state (YAML, two fsyncs) was most
    of a commit's CPU, twice a turn."""
    _waiting: list[bytes] | None = None  # inside together()
    state_cache: Path | None = None  # where closing keeps the state written last (see close)
    _written: tuple[bytes, dict[str, object]] | None = None
    """The state file's last bytes, and the document they were written from."""
    _unwritten: bool = False  # the state file lags the journal

    def commit(self, record: dict[str, object], state: Mapping[str, object]) -> None:
        """Durably record one action: journal line first, then the new state. If either
        write fails (disk full, read-only folder) the journal line is cut off again and
        SaveError says so: the campaign on disk and here stays exactly as it was. Inside
        :meth:`together` the writes wait for the end of the block."""
        if not self.lock.held:
            raise SaveError(f"campaign {self.name!r} is closed")
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()
        if self._waiting is not None:
            self._waiting.append(line)
            self.records.append(record)
            self.state = state
            return
        self._write([line], state)
        self.records.append(record)

    @contextmanager
    def together(self) -> Iterator[None]:
        """Commits made in the block are written as one at its end (also when the block
        raises, as each would have been): all of them, or — if the disk refuses — none,
        so one command of several actions (`solo ask` asks, then settles) is never half
        recorded."""
        if self._waiting is not None:
            yield
            return
        records, state = list(self.records), self.state
        self._waiting = []
        try:
            yield
        finally:
            lines, self._waiting = self._waiting, None
            if lines:
                self._write_or_forget(lines, records, state)

    def _write_or_forget(
        self, lines: list[bytes], records: list[dict[str, object]], state: Mapping[str, object]
    ) -> None:
        try:
            self._write(lines, self.state, first=len(records))
        except SaveError:
            self.records, self.state = records, state
            raise

    def _write(
        self, lines: list[bytes], state: Mapping[str, object], first: int | None = None
    ) -> None:
        """Append ``lines`` and save ``state``, or neither."""
        journal = self.folder / JOURNAL
        count = (len(self.records) if first is None else first) + len(lines)
        try:
            before = append_line(journal, b"\n".join(lines))
        except OSError as exc:
            raise _not_saved(journal, exc) from None
        if self.state_lags:
            self.state, self._unwritten = state, True
            return
        try:
            self._write_state(state, count)
        except OSError as exc:
            try:
                cut_to(journal, before)
            except OSError:
                pass  # the state still counts the old records: the extra lines roll forward
            raise _not_saved(self.folder / STATE, exc) from None

    def _write_state(self, state: Mapping[str, object], records: int | None = None) -> None:
        count = len(self.records) if records is None else records
        doc = {"version": CURRENT_VERSION, "journal_records": count, "campaign": state}
        raw = dump_yaml(doc)
        atomic_write(self.folder / STATE, raw, backup=self.folder / BACKUP)
        self.state = state
        self._written = raw, doc

    def flush(self) -> None:
        """Rewrite ``campaign.yaml`` if it lags the journal (:attr:`state_lags`);
        SaveError if the disk refuses (nothing is lost: the journal has every action)."""
        if not self._unwritten or not self.lock.held:
            return
        try:
            self._write_state(self.state)
        except OSError as exc:
            raise SaveError(
                f"{self.folder / STATE}: could not save ({exc.strerror or exc}); every "
                "action is in the journal, and opening the campaign reads them back"
            ) from None
        self._unwritten = False

    def close(self) -> None:
        """Write the state if it lags (if it cannot be written, opening the campaign again
        rolls the journal forward), keep the state written last in the state cache, and let
        the campaign go."""
        try:
            self.flush()
        except SaveError:
            pass
        finally:
            try:
                self._keep_written()
            finally:
                self.lock.release()

    def _keep_written(self) -> None:
        """A save that was written keeps its last state in the state cache, read as a later
        look would read it, so that look (`solo status` after `solo ask`) needs no YAML.
        Once, at the close: a turn in the app pays nothing."""
        written, self._written = self._written, None
        if written is not None and self.state_cache is not None and self.lock.held:
            path = self.folder / STATE
            raw, doc = written
            try:
                keep_state(self.state_cache, path, raw, _read_back(raw, doc, path))
            except SaveError:  # what solo just wrote reads back; if not, the cache is skipped
                pass

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SaveStore:
    """All campaigns under one saves folder."""

    def __init__(self, root: Path, state_cache: Path | None = None) -> None:
        self.root = Path(root)
        self.state_cache = state_cache
        """Where a look without the lock (:meth:`read`) keeps the states it read, so the
        next look at an unchanged one needs no YAML (:mod:`solo.saves.state_cache`)."""

    def folder(self, name: str) -> Path:
        """The folder of campaign ``name``; SaveError when the saves folder is a file, or
        when the campaign's folder is a symlink (solo never follows one out of the saves)."""
        if self.root.exists() and not self.root.is_dir():
            raise SaveError(f"{self.root}: the saves folder is a file, not a folder")
        folder = self.root / check_name(name)
        if folder.is_symlink():
            raise SaveError(
                f"{folder}: is a symbolic link; solo does not follow it out of {self.root}"
            )
        return folder

    def exists(self, name: str) -> bool:
        return (self.folder(name) / STATE).exists()

    def names(self) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir() if (p / STATE).is_file())

    def create(self, name: str, state: Mapping[str, object]) -> OpenSave:
        folder = self.folder(name)
        if (folder / STATE).exists():
            raise SaveError(f"a campaign called {name!r} already exists in {self.root}")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(f"{folder}: cannot create the campaign: {exc.strerror}") from None
        lock = SaveLock(folder / LOCK)
        lock.acquire()
        save = OpenSave(check_name(name), folder, state, [], lock, state_cache=self.state_cache)
        try:
            os.close(
                open_regular(folder / JOURNAL, os.O_WRONLY | os.O_CREAT, follow_symlinks=False)
            )
            save._write_state(state)
        except OSError as exc:
            self.discard(save)
            raise SaveError(f"{folder}: cannot create the campaign: {exc.strerror}") from None
        return save

    def discard(self, save: OpenSave) -> None:
        """Close and remove a campaign created moments ago whose first action was refused:
        only the save's own files go, and the folder only if nothing else is in it."""
        save._written = None  # nothing to keep for a later look
        save.close()
        for file in (STATE, BACKUP, JOURNAL, LOCK):
            (save.folder / file).unlink(missing_ok=True)
        try:
            save.folder.rmdir()
        except OSError:
            pass

    def open(self, name: str) -> OpenSave:
        """Open ``name`` for play: locked, a crash's leftovers repaired and saved. An
        unchanged ``campaign.yaml`` is read back from the state cache, as :meth:`read` does:
        the cache holds what reading those very bytes gave (`solo ask` then needs no YAML
        parsed to begin its turn)."""
        folder = self._existing(name)
        lock = SaveLock(folder / LOCK)
        lock.acquire()
        try:
            warnings: list[str] = []
            if _trim(folder / JOURNAL):
                warnings.append("dropped a half-written journal line left by a crash")
            save = self._load(name, folder, lock, warnings, cache=self.state_cache)
            if len(save.records) > save.stored:
                save._write_state(save.state)
            return save
        except BaseException:
            lock.release()
            raise

    def read(self, name: str) -> OpenSave:
        """Open ``name`` to look at it, without the lock (only writers take it) and without
        changing any file: another process may have it open and be writing right now.
        The result cannot commit."""
        folder = self._existing(name)
        return self._load(
            name, folder, SaveLock(folder / LOCK), [], partial_ok=True, cache=self.state_cache
        )

    def require(self, name: str) -> Path:
        """The folder of campaign ``name``; SaveError (the one message every command gives
        for an unknown campaign, naming the saves there are) when there is none."""
        folder = self.folder(name)
        if not (folder / STATE).exists():
            known = ", ".join(self.names()) or "none yet"
            raise SaveError(f"no campaign called {name!r} in {self.root} (saves: {known})")
        return folder

    def _existing(self, name: str) -> Path:
        return self.require(name)

    def _load(
        self,
        name: str,
        folder: Path,
        lock: SaveLock,
        warnings: list[str],
        partial_ok: bool = False,
        cache: Path | None = None,
    ) -> OpenSave:
        doc = read_state_file(folder / STATE, cache)
        records = read_journal(folder / JOURNAL, partial_ok=partial_ok)
        state, stored = doc.campaign, doc.journal_records
        if len(records) > stored:
            for number, record in enumerate(records[stored:], start=stored + 1):
                try:
                    state = patch.apply(state, _patch_of(record))
                except (KeyError, IndexError, TypeError, AttributeError):
                    raise SaveError(
                        f"{folder / JOURNAL}:{number}: this action does not fit "
                        f"{STATE} (was it edited by hand?); restore the backup with "
                        f"`solo saves --restore {name}`"
                    ) from None
            if not partial_ok:
                warnings.append(f"recovered {len(records) - stored} action(s) from the journal")
        elif len(records) < stored:
            warnings.append(
                f"the journal has {len(records)} of {stored} entries; older history is missing"
            )
        save = OpenSave(check_name(name), folder, state, records, lock, warnings)
        save.stored, save.state_cache = stored, self.state_cache
        return save

    def peek(self, name: str) -> dict[str, object]:
        """The stored state without locking or recovering (for `solo saves`)."""
        return read_state_file(self.folder(name) / STATE).campaign

    def restore_backup(self, name: str) -> None:
        """Put ``campaign.yaml.bak`` back as the current state (the broken file is kept)."""
        folder = self.folder(name)
        backup = folder / BACKUP
        if not backup.exists():
            raise SaveError(f"campaign {name!r} has no backup to restore")
        read_state_file(backup)  # refuse a broken backup
        with SaveLock(folder / LOCK):
            broken = folder / STATE
            kept = _regular_bytes(broken)  # a FIFO, a symlink or a huge file is not kept
            if kept is not None:
                atomic_write(folder / (STATE + ".broken"), kept)
            atomic_write(broken, read_regular(backup, MAX_BYTES, follow_symlinks=False))


class StateFile(Struct, frozen=True):
    """A ``campaign.yaml`` read and checked: the whole document (migrated to the current
    version), its campaign mapping (the same object, so an edit shows in ``doc``) and how
    many journal records the state counts."""

    doc: dict[str, object]
    campaign: dict[str, object]
    journal_records: int


def _patch_of(record: Mapping[str, object]) -> list[patch.Op]:
    """A journal record's patch (its shape checked when the journal was read)."""
    ops = record.get("patch", [])
    if not isinstance(ops, list):
        raise TypeError(f"a journal record's patch must be a list, got {ops!r}")
    return ops


def read_state_file(path: Path, cache: Path | None = None) -> StateFile:
    """The state file read and checked; with a ``cache`` (:mod:`solo.saves.state_cache`),
    read back from it when the file holds the very bytes it was read from, else read and
    kept there."""
    hint = ""
    if path.name == STATE and (path.parent / BACKUP).exists():
        hint = f" (a backup exists: `solo saves --restore {path.parent.name}`)"
    try:
        raw = read_regular(path, MAX_BYTES, follow_symlinks=False)
    except OSError as exc:
        raise SaveError(f"{path}: cannot read: {exc.strerror}{hint}") from None
    if cache is None:
        return _state_of(raw, path, hint)
    kept = cached_state(cache, path, raw)
    if isinstance(kept, StateFile):
        return kept
    state = _state_of(raw, path, hint)
    keep_state(cache, path, raw, state)
    return state


def _read_back(raw: bytes, doc: dict[str, object], path: Path) -> StateFile:
    """What reading ``raw``, just written from ``doc``, gives. When it is exactly the text
    :func:`~solo.saves.yaml_writer.plain_yaml` writes for ``doc`` (plain text, numbers and
    words YAML reads back as they were), that is a copy of ``doc`` checked as a read checks
    it, with no YAML parsed; else the YAML is read."""
    if len(raw) > MAX_BYTES or plain_data_problem(doc) is not None:
        return _state_of(raw, path, "")  # refused as a read refuses it
    if raw != (plain_yaml(doc) or "").encode("utf-8"):
        return _state_of(raw, path, "")
    return _checked(_plain_copy(doc), path, "")


def _plain_copy(value: object) -> object:
    """Plain data copied as reading it back makes it: new lists and mappings throughout."""
    if isinstance(value, dict):
        return {key: _plain_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain_copy(item) for item in value]
    return value


def _state_of(raw: bytes, path: Path, hint: str) -> StateFile:
    return _checked(load_yaml(raw, path, hint), path, hint)


def _checked(doc: object, path: Path, hint: str) -> StateFile:
    """A document read from ``path`` checked as a save: its campaign, its version migrated,
    its count of journal records."""
    if not isinstance(doc, dict) or not isinstance(doc.get("campaign"), dict):
        raise SaveError(f"{path}:1:1: not a solo save (no 'campaign' mapping){hint}")
    doc = migrate(doc, path)
    stored = doc.get("journal_records", 0)
    campaign = doc.get("campaign")
    if not isinstance(stored, int) or stored < 0:
        raise SaveError(f"{path}: journal_records must be a whole number ≥ 0{hint}")
    if not isinstance(campaign, dict):  # checked above; a migration keeps it a mapping
        raise SaveError(f"{path}:1:1: not a solo save (no 'campaign' mapping){hint}")
    return StateFile(doc, campaign, stored)


def _not_saved(path: Path, exc: OSError) -> SaveError:
    return SaveError(
        f"{path}: could not save ({exc.strerror or exc}); nothing was recorded, "
        "the campaign is as it was"
    )


def _trim(journal: Path) -> bool:
    """Cut a crash's half-written last journal line; SaveError if the journal cannot be
    read (a symlink, a FIFO, a folder: nothing is cut from what it points to)."""
    try:
        return trim_partial_line(journal)
    except OSError as exc:
        raise SaveError(f"{journal}: cannot read: {exc.strerror}") from None


def _regular_bytes(path: Path) -> bytes | None:
    """The bytes of ``path`` if it is a regular file of a save's size, else None."""
    try:
        return read_regular(path, MAX_BYTES, follow_symlinks=False)
    except OSError:
        return None
