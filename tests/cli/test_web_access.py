"""Who may play through `solo serve` (issue 24): hosts, origins, terminal sizes, tab limits.

The rules themselves, without a server; tests/web/test_serve_guard.py drives a real one."""

from __future__ import annotations

import argparse

import pytest

from solo.cli import serve as serve_cli
from solo.cli.web_access import (
    MAX_COLUMNS,
    MAX_ROWS,
    Address,
    access_for,
    is_own_address,
    parse_host,
    terminal_size,
)


def test_a_host_header_reads_as_name_and_port():
    assert parse_host("127.0.0.1:8000") == Address("127.0.0.1", 8000)
    assert parse_host("[::1]:8000") == Address("::1", 8000)
    assert parse_host("LocalHost.:8000") == Address("localhost", 8000)
    assert parse_host("localhost") == Address("localhost", 80)


@pytest.mark.parametrize("bad", ["", "user@localhost:8000", "localhost:99999", "a b:1", "x/y"])
def test_a_malformed_host_header_is_nothing(bad):
    assert parse_host(bad) is None


def test_a_local_server_answers_only_its_loopback_names_on_its_port():
    access = access_for("127.0.0.1", 8000)
    assert access.host("127.0.0.1:8000") == Address("127.0.0.1", 8000)
    assert access.host("localhost:8000") is not None
    assert access.host("[::1]:8000") is not None
    assert access.host("evil.example:8000") is None  # a rebound DNS name
    assert access.host("localhost:8001") is None  # another port
    assert access.host(None) is None


def test_allow_host_adds_a_name():
    access = access_for("127.0.0.1", 8000, ["Table.Lan"])
    assert access.host("table.lan:8000") is not None
    assert access.host("other.lan:8000") is None


def test_a_server_on_every_address_answers_this_machines_addresses_only():
    access = access_for("0.0.0.0", 8000)
    assert access.host("127.0.0.1:8000") is not None
    assert access.host("203.0.113.9:8000") is None  # TEST-NET-3: no machine of ours
    assert access.host("evil.example:8000") is None


def test_own_addresses_are_the_ones_a_socket_can_bind():
    assert is_own_address("127.0.0.1")
    assert not is_own_address("203.0.113.9")
    assert not is_own_address("localhost")  # a name, not an address


def test_a_socket_is_taken_only_from_the_pages_own_origin():
    access = access_for("127.0.0.1", 8000)
    host = Address("127.0.0.1", 8000)
    assert access.origin_allowed("http://127.0.0.1:8000", host)
    assert access.origin_allowed("https://127.0.0.1:8000", host)
    assert not access.origin_allowed("http://evil.example", host)
    assert not access.origin_allowed("http://localhost:8000", host)  # another origin
    assert not access.origin_allowed("http://127.0.0.1:8001", host)
    assert not access.origin_allowed("null", host)  # a sandboxed frame or a file: page
    assert not access.origin_allowed(None, host)
    assert not access.origin_allowed("", host)
    assert not access.origin_allowed("http://127.0.0.1", Address("127.0.0.1", 8000))


def test_the_terminal_a_tab_asks_for_is_clamped():
    assert terminal_size("20000", "20000") == terminal_size(MAX_COLUMNS, MAX_ROWS)
    size = terminal_size(20000, 20000)
    assert (size.columns, size.rows) == (500, 200)
    assert terminal_size("120", "40").columns == 120
    assert terminal_size("0", "-5").columns == 1
    assert terminal_size("-5", "0").rows == 1
    for junk in (None, "wide", "1e9", 3.5, True, "9" * 40):
        assert terminal_size(junk, junk) == terminal_size(80, 24)


def test_max_tabs_is_a_flag_with_a_range(tmp_path, capsys):
    parser = argparse.ArgumentParser()
    serve_cli.register(parser.add_subparsers())
    assert parser.parse_args(["serve", "--max-tabs", "2"]).max_tabs == 2
    assert parser.parse_args(["serve"]).max_tabs == 4
    for bad in ("0", "65", "many"):
        with pytest.raises(SystemExit) as stop:
            parser.parse_args(["serve", "--max-tabs", bad])
        assert stop.value.code == 2
    assert "--max-tabs" in capsys.readouterr().err
