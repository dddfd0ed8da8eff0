"""Helper process for the game crash test: play turns forever, report each saved action."""

import sys
from pathlib import Path

from solo.game.command_args import command_from
from solo.game.engine import Game
from solo.game.launch import create_game
from solo.game.setup import read_character_file
from solo.locations import demo_file
from solo.saves.store import SaveStore

store = SaveStore(Path(sys.argv[1]))
if store.exists("g"):
    game = Game(store.open("g"))
else:
    game = create_game(store, "g", read_character_file(demo_file()), None, seed=5)
i = 0
while True:
    i += 1
    if game.campaign.pending is None:
        game.run(command_from("ask", dict(question={"text": f"Question {i}?", "kind": "world"})))
    else:
        game.run(command_from("accept", dict()))
    print(len(game.save.records), flush=True)
