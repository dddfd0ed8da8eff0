"""`solo play`: play a campaign at an interactive prompt (plain terminal, no TUI).

Type a question to ask it; markers after the question shape the pool:
``+name`` a Descriptor or Condition that helps, ``-name`` one that hinders (a unique
part of its name is enough), ``!high`` ``!risky`` ``!combat`` ``!unfamiliar`` ``!apt``,
``@strong`` (opposition strength). Slash commands do the rest (``/help``).
"""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Callable
from typing import Any

from solo.game.errors import GameError
from solo.game.question import LIKELIHOOD

HELP = """\
  Do I climb the wall? +cool !high     ask about your action (+/- Descriptors or Conditions,
                                       !high !risky !combat !unfamiliar !apt, @strong)
  /world Is it raining? likely         ask about the world (very_likely … very_unlikely)
  after a roll:  Enter accept · r 1,3 reroll dice 1 and 3 · d keep a Detail instead ·
                 n keep nothing · c concede
  /scene The crypt @underground        start a new scene        /end   end the scene
  /act ACTION key=value …              any action (/act --list shows them all)
  /status  /undo  /redo  /help  /quit"""

FLAGS = {"!high": ("stakes", "high"), "!risky": ("risky", True), "!combat": ("combat", True),
         "!unfamiliar": ("unfamiliar", True), "!apt": ("apt", True)}


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("play", help="play a campaign at an interactive prompt",
                              description="Play at an interactive prompt. Type /help there.")
    p.add_argument("--save", default="demo", help="campaign (default demo, made on first use)")
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.add_argument("--seed", type=int, help="seed for a new campaign's dice")
    p.set_defaults(handler=run_play)


def run_play(args: argparse.Namespace, read: Callable[[str], str] = input,
             write: Callable[[str], None] = print) -> int:
    from solo.cli import game_output
    from solo.cli.game_commands import _open

    game = _open(args, args.save)
    try:
        write(game_output.status_text(game))
        write("\nType a question, or /help.")
        prompt = Prompt(game, read, write)
        try:
            prompt.resume()
        except (EOFError, KeyboardInterrupt):
            return 0
        prompt.loop()
    finally:
        game.close()
    return 0


class Prompt:
    def __init__(self, game: Any, read: Callable[[str], str], write: Callable[[str], None]):
        self.game, self.read, self.write = game, read, write

    def loop(self) -> None:
        while True:
            try:
                line = self.read("\n> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.write("")
                return
            if not line:
                continue
            if line in ("/quit", "/q", "/exit"):
                return
            try:
                self.handle(line)
            except (EOFError, KeyboardInterrupt):
                self.write("\n  (the roll stays pending: accept it next time)")
                return
            except GameError as exc:
                self.write(f"  ! {exc}")
            except ValueError as exc:
                self.write(f"  ! {exc}")

    def handle(self, line: str) -> None:
        from solo.cli import game_output

        game = self.game
        command, _, rest = line.partition(" ")
        if command == "/help":
            self.write(HELP)
        elif command == "/status":
            self.write(game_output.status_text(game))
        elif command in ("/undo", "/redo"):
            done = game.undo() if command == "/undo" else game.redo()
            self.write(f"  {command[1:]}: {done['title']}")
        elif command == "/scene":
            title, _, setting = rest.partition("@")
            self.show(game.do("start_scene", title=title.strip(), setting=setting.strip()))
        elif command == "/end":
            self.show(game.do("end_scene"))
        elif command == "/act":
            self.act(rest)
        elif command == "/world":
            text, likelihood = _world(rest)
            self.turn({"text": text, "kind": "world", "likelihood": likelihood})
        elif command.startswith("/"):
            raise GameError(f"unknown command {command}; type /help")
        else:
            self.turn(self.question(line))

    def act(self, rest: str) -> None:
        from solo.cli import game_output
        from solo.cli.game_commands import _options
        from solo.game.engine import ACTIONS

        words = shlex.split(rest)
        if not words or words[0] == "--list":
            self.write(game_output.actions_text(ACTIONS))
            return
        self.show(self.game.do(words[0], **_options(words[1:])))

    def question(self, line: str) -> dict[str, Any]:
        text, _, tail = line.rpartition("?")
        if not text:
            text, tail = line, ""
        q: dict[str, Any] = {"text": text.strip() + "?", "helps": [], "hinders": [],
                             "conditions": []}
        character = self.game.campaign.character
        for token in shlex.split(tail):
            if token in FLAGS:
                key, value = FLAGS[token]
                q[key] = value
            elif token.startswith("@"):
                q["opposition"] = token[1:]
            elif token[:1] in "+-" and len(token) > 1:
                _add_named(q, character, token[1:], helps=token[0] == "+")
            else:
                raise GameError(f"don't know {token!r}: use +name, -name, !high, @strong")
        if q.get("risky"):
            q["stakes"] = "high"
        return q

    def turn(self, question: dict[str, Any]) -> None:
        self.show(self.game.do("ask", question=question))
        self.choose(question)

    def resume(self) -> None:
        """A roll left pending last time (the terminal closed mid-turn): finish it."""
        pending = self.game.campaign.pending
        if pending is not None:
            self.write(f"\nA roll is waiting: {pending['question']['text']}")
            self.choose(pending["question"])

    def choose(self, question: dict[str, Any]) -> None:
        while True:
            choice = self.read("  [Enter] accept · r N,N reroll · d Detail · n nothing "
                               "· c concede > ").strip().lower()
            try:
                if choice in ("", "a", "d", "n"):
                    take = {"": "auto", "a": "auto", "d": "detail", "n": "none"}[choice]
                    step = self.game.do("accept", take=take)
                    self.show(step, skip=1)
                    return
                if choice == "c":
                    self.show(self.game.do("concede", high_stakes=question.get("stakes")
                                           == "high"))
                    return
                if choice.startswith("r"):
                    which = [int(x) for x in choice[1:].replace(" ", "").split(",") if x]
                    self.show(self.game.do("reroll", which=which))
                    continue
                self.write("  ! Enter, r N,N, d, n or c")
            except (GameError, ValueError) as exc:
                self.write(f"  ! {exc}")

    def show(self, step: Any, skip: int = 0) -> None:
        self.write(f"  {step.title}" if not skip else "")
        for line in step.details[skip:]:
            self.write(f"    {line}")
        for change in step.changes:
            self.write(f"    * {change}")
        self.write(f"    [{self.game.campaign.standing()}]")


def _world(rest: str) -> tuple[str, str]:
    text, _, tail = rest.rpartition("?")
    if not text:
        return rest.strip(), "even"
    likelihood = tail.strip().lower().replace(" ", "_") or "even"
    if likelihood not in LIKELIHOOD:
        raise GameError(f"unknown likelihood {tail.strip()!r}; expected one of "
                        f"{', '.join(LIKELIHOOD)}")
    return text.strip() + "?", likelihood


def _add_named(q: dict[str, Any], character: Any, part: str, helps: bool) -> None:
    part_l = part.lower().replace("_", " ")
    descriptors = [d.name for d in character.descriptors if part_l in d.name.lower()]
    conditions = [c.name for c in character.conditions if part_l in c.name.lower()]
    found = descriptors + conditions
    if len(found) != 1:
        what = "nothing" if not found else "several: " + "; ".join(found)
        raise GameError(f"{part!r} matches {what} — use a part of one name")
    if descriptors:
        q["helps" if helps else "hinders"].append(descriptors[0])
    else:
        q["conditions"].append(conditions[0])
