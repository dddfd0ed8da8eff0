"""solo.regular_files: only regular files are opened, sizes checked before reading."""

from __future__ import annotations

import os

import pytest

from solo.regular_files import FileRefused, check_replaceable, read_regular, size_text


def test_a_small_regular_file_is_read_whole(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"hello")
    assert read_regular(path, 5) == b"hello"


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "f"
    with open(path, "wb") as fh:
        fh.truncate(3 * 2**30)  # sparse
    with pytest.raises(FileRefused, match=r"3 GB is too big \(at most 1 KB here\)"):
        read_regular(path, 1024)


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_what_is_not_a_regular_file_is_refused_without_blocking(tmp_path, kind):
    path = tmp_path / "f"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path = "/dev/zero"
    with pytest.raises(OSError) as exc:
        read_regular(path, 1024)
    assert "not a regular file" in exc.value.strerror


def test_a_symlink_is_refused_only_when_asked(tmp_path):
    target = tmp_path / "t"
    target.write_bytes(b"x")
    (tmp_path / "l").symlink_to(target)
    assert read_regular(tmp_path / "l", 10) == b"x"
    with pytest.raises(FileRefused, match="symbolic link"):
        read_regular(tmp_path / "l", 10, follow_symlinks=False)


def test_only_a_regular_file_or_nothing_may_be_replaced(tmp_path):
    check_replaceable(tmp_path / "missing")
    (tmp_path / "file").write_text("x")
    check_replaceable(tmp_path / "file")
    with pytest.raises(FileRefused, match="a folder"):
        check_replaceable(tmp_path)


def test_size_text():
    assert [size_text(n) for n in (12, 2048, 3 * 2**20 + 2**19, 3 * 2**30)] == [
        "12 bytes",
        "2 KB",
        "3.5 MB",
        "3 GB",
    ]
