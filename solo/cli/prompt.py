"""The plain line-by-line prompt of `solo play --plain` (and of piped input)."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from typing import Any

from solo.game.grammar import action_question, key_values, world_question
from solo.game.errors import GameError

HELP = """\
  Do I climb the wall? +cool !high     ask about your action (+/- Descriptors or Conditions,
                                       !high !risky !combat !unfamiliar !apt, @strong)
  /world Is it raining? likely         ask about the world (very_likely … very_unlikely)
  after a roll:  Enter accept · r 1,3 reroll dice 1 and 3 · d keep a Detail instead ·
                 n keep nothing · c concede
  /scene The crypt @underground        start a new scene        /end   end the scene
  /act ACTION key=value …              any action (/act --list shows them all)
  /status  /undo  /redo  /help  /quit"""


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
            self.turn(world_question(rest))
        elif command.startswith("/"):
            raise GameError(f"unknown command {command}; type /help")
        else:
            self.turn(self.question(line))

    def act(self, rest: str) -> None:
        from solo.cli import game_output
        from solo.game.engine import ACTIONS

        words = shlex.split(rest)
        if not words or words[0] == "--list":
            self.write(game_output.actions_text(ACTIONS))
            return
        self.show(self.game.do(words[0], **key_values(words[1:])))

    def question(self, line: str) -> dict[str, Any]:
        return action_question(line, self.game.campaign.character)

    def turn(self, question: dict[str, Any]) -> None:
        self.show(self.game.do("ask", question=question))
        self.choose()

    def resume(self) -> None:
        """A roll left pending last time (the terminal closed mid-turn): finish it."""
        pending = self.game.campaign.pending
        if pending is not None:
            self.write(f"\nA roll is waiting: {pending.question.text}")
            self.choose()

    def choose(self) -> None:
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
                    pending = self.game.campaign.pending
                    high = pending is not None and pending.question.high_stakes
                    self.show(self.game.do("concede", high_stakes=high))
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

