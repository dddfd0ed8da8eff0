"""Content tables: Conditions, Details, complications, oracle prompts, NPCs.

Pure apart from :mod:`solo.tables.loader`, which reads the YAML packs::

    from solo.tables.draw import draw, probabilities
    from solo.tables.loader import load_library
    from solo.tables.offer import offer
    result = load_library(Path("content"))     # the shells pass solo.locations' folders
    lib = result.library                       # result.errors: every ContentError
    draw(lib, "conditions tier=minor polarity=negative", random.Random(7), count=3)
    probabilities(lib, "npc-motive")           # {Entry: Fraction}
    offer(lib, "yes_but", random.Random(7), main_tier="major", resolve=1)

The file format is described in docs/content-format.md.

What lives here: the model (:mod:`.model`, :mod:`.tags`, :mod:`.refs`, :mod:`.ranges`,
:mod:`.rolls`), reading a file (:mod:`.yaml_reading`, :mod:`.nodes`, :mod:`.validate`),
putting the files together (:mod:`.link`, :mod:`.loader`), drawing (:mod:`.draw`), an
answer's offer (:mod:`.offer`), a GM prep sheet and its rerolled lines (:mod:`.prep`), and the
errors that name a file and line (:mod:`.errors`). Import each from its module: this file
imports nothing, so a caller that needs one of them (a place tag, a prep section) does not
pay for the loader, PyYAML and the draws as well.

May import: the standard library, ``yaml`` and :mod:`solo.vocabulary` (and :mod:`solo.dice`);
never :mod:`solo.rules` (they share the vocabulary instead), ``solo.game`` or the shells.
"""
