"""The plain line-by-line prompt of `solo play --plain` (and of piped input)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from solo.cli.act import actions_text
from solo.cli.campaign import cast_text, status_text
from solo.cli.printing import showing_rules
from solo.game.choices import Likelihood, Take
from solo.game.commands import Command
from solo.game.errors import GameError
from solo.game.grammar import ShellCommand, question_words, read_line
from solo.game.hero.commands import Concede
from solo.game.story.economy_text import reroll_price
from solo.game.story.journal_text import plain_text
from solo.game.story.telling import told, told_text
from solo.game.turn.commands import Accept, Ask, Reroll
from solo.game.turn.question import kind_of
from solo.printable import printable

if TYPE_CHECKING:
    from solo.game.engine import Game

TAKES = {"": Take.AUTO, "a": Take.AUTO, "d": Take.DETAIL, "n": Take.NONE}

HELP = """\
  Do I climb the wall? +cool !high     ask about your action (+/- Descriptors or Conditions,
                                       !high !risky !combat !unfamiliar !apt, @strong;
                                       @vs: against the opposition, @none: keep it out)
  Is it raining? likely                ask about the world (very_likely … very_unlikely):
                                       "Do I/Can I/Will I/Am I/Could I…" are actions, any
                                       other question is about the world
  /world …  /action …                  ask it as a world question / as your action
  after a roll:  Enter accept · r 1,3 reroll dice 1 and 3 · d keep a Detail instead ·
                 n keep nothing · c concede
  /scene The crypt @underground        start a new scene (= what you expect: the oracle
                                       tests it; !planned at the end: no test)
  /end   /end +   /end -                end the scene (+ you were in control, - you were
                                       not; plain /end: the scene's answers say)
  /act ACTION key=value …              any action (/act --list shows them all)
  /act add_clock name=Alarm segments=6 trigger=no    a clock (trigger: hand, no, yes,
                                       event); /act tick name=Alarm by=1 ticks it by hand
  /cast                                the threads and the NPCs and foes
  /status  /undo  /redo  /help  /quit"""


QUIT_WORDS = ("/quit", "/q", "/exit")
CHOICES = "  [Enter] accept · r N,N reroll · d Detail · n nothing · c concede > "
KEPT = "\n  (the roll stays waiting in the save: it is shown again next time)"


class Quit(Exception):
    """The player typed /quit where the prompt was waiting for something else."""


class Prompt:
    def __init__(
        self, game: Game, read: Callable[[str], str], write: Callable[[str], None]
    ) -> None:
        self.game, self.read = game, read
        self.write: Callable[[str], None] = lambda text: write(printable(text))
        self.quit = False

    def loop(self) -> None:
        while not self.quit:
            try:
                line = self.read("\n> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.write("")
                return
            if not line:
                continue
            if line.lower() in QUIT_WORDS:
                return
            try:
                self.handle(line)
            except Quit:
                self.write(KEPT)
                return
            except (EOFError, KeyboardInterrupt):
                self.write("\n  (the roll stays pending: accept it next time)")
                return
            except GameError as exc:
                self.write(f"  ! {exc}")

    def handle(self, line: str) -> None:
        game = self.game
        command, _, rest = line.partition(" ")
        if command == "/help":
            self.write(HELP)
        elif command == "/status":
            self.write(status_text(game.campaign))
        elif command == "/cast":
            self.write(cast_text(game))
        elif command in ("/undo", "/redo"):
            done = game.undo() if command == "/undo" else game.redo()
            self.write(f"  {command[1:]}: {done.title}")
        elif command == "/act" and rest.strip() in ("", "--list"):
            self.write(actions_text())
        elif command in ("/scene", "/end", "/act", "/world", "/action") or not command.startswith(
            "/"
        ):
            world = not command.startswith("/") and kind_of(question_words(line)) == "world"
            request = read_line(
                line, world=world, likelihood=Likelihood.EVEN, character=game.campaign.character
            )
            assert not isinstance(request, ShellCommand)  # only /undo … /quit read as those
            self.run(request)
            if isinstance(request, Ask):
                self.choose()
        else:
            raise GameError(f"unknown command {command}; type /help")

    def resume(self) -> None:
        """A roll left pending last time (the terminal closed mid-turn): finish it."""
        pending = self.game.campaign.pending
        if pending is not None:
            self.write(f"\nA roll is waiting: {pending.question.text}")
            try:
                self.choose()
            except Quit:
                self.write(KEPT)
                self.quit = True

    def choose(self) -> None:
        """After a roll: ask what to do with it until the turn is over."""
        while True:
            self.write(f"  ({reroll_price(self.game.campaign)})")
            choice = self.read(CHOICES).strip().lower()
            if choice in QUIT_WORDS:  # /quit always quits; the roll stays waiting (12.24)
                raise Quit
            try:
                if self.settle(choice):
                    return
            except GameError as exc:
                self.write(f"  ! {exc}")
            except ValueError:  # int() of a bad die number
                self.write("  ! reroll takes die numbers, e.g. r 1,3")

    def settle(self, choice: str) -> bool:
        """Accept, concede or reroll as ``choice`` says; True when the turn is over."""
        if choice in TAKES:
            self.run(Accept(TAKES[choice]))
            return True
        if choice == "c":
            pending = self.game.campaign.pending
            high = pending is not None and pending.question.high_stakes
            self.run(Concede(high_stakes=high))
            return True
        if choice.startswith("r"):
            which = tuple(int(x) for x in choice[1:].replace(" ", "").split(",") if x)
            self.run(Reroll(which))
            return False
        self.write("  ! Enter, r N,N, d, n or c")
        return False

    def run(self, command: Command) -> None:
        """Run ``command``, then show the entry it journalled (as the CLI shows entries:
        told, or with "show rules" every line, R-GM-8)."""
        self.game.run(command)
        entry = self.game.latest(1)[0]
        shown = (
            plain_text(entry, indent="    ")
            if showing_rules()
            else told_text(told(entry), indent="    ")
        )
        for line in shown:
            self.write(line if line.startswith("    ") else f"  {line}")
        self.write(f"    [{self.game.campaign.standing()}]")
