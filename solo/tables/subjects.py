"""What a question is about (R-GM-6): a world question's subject, an action's approach,
read from its words.

"Is anyone in the building?" asks whether someone is there; "Does the harbour master wake
up?" what a person does; "Is the airlock still working?" whether something works. A content
entry tagged ``about: [device]`` reads as the answer to such a question ("Yes, but — it
will not last much longer.") and is drawn only for one: the draw prefers it to a scene
Detail that has nothing to do with the question (:mod:`solo.tables.offer`). An action's
approach ("Do I pry the tomb open?" is exertion, "Do I slip the ledger out?" stealth) picks
the Conditions that can follow from it (``after: [exertion, fight]``: "Scraped Palms").
"""

from __future__ import annotations

from enum import Enum

from solo.tables.places import plain_words


class Subject(Enum):
    """The closed vocabulary of the ``about`` tag."""

    PRESENCE = "presence"  # whether someone or something is there
    PERSON = "person"  # what a person does or is
    MOOD = "mood"  # what a person feels about the hero: trust, anger, recognition
    KNOWLEDGE = "knowledge"  # what someone knows, or whether a thing is true
    OBJECT = "object"  # a thing to find, hold or have
    WAY = "way"  # a way through, or how a place is: a door, a road, deep water
    DEVICE = "device"  # whether a machine or contraption works
    EVENT = "event"  # whether something happens: a storm, an arrival


SUBJECTS = tuple(s.value for s in Subject)


class Approach(Enum):
    """How the hero goes about an action: the closed vocabulary of the ``after`` tag."""

    FIGHT = "fight"  # strike, shoot, wrestle, duel
    EXERTION = "exertion"  # climb, swim, pry, lift, run, force
    STEALTH = "stealth"  # sneak, slip, steal, hide, lose a tail
    TALK = "talk"  # persuade, bluff, accuse, threaten, bargain
    WITS = "wits"  # read, decipher, repair, hack, reroute
    SEARCH = "search"  # find, search, track, spot
    TRAVEL = "travel"  # ride, drive, pilot, sail, cross the wilds
    REVELRY = "revelry"  # drink, gamble, dance, carouse


APPROACHES = tuple(a.value for a in Approach)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


APPROACH_WORDS: dict[Approach, frozenset[str]] = {
    Approach.FIGHT: _words(
        "fight punch hit strike shoot stab kill attack wrestle duel disarm parry block kick "
        "tackle knock shove grapple ambush overpower subdue cut slash slay smash bite"
    ),
    Approach.STEALTH: _words(
        "sneak slip steal pickpocket hide lose shadow tail creep pocket pilfer swipe lift "
        "palm plant sabotage eavesdrop"
    ),
    Approach.TALK: _words(
        "talk persuade convince accuse lie bluff charm threaten intimidate bargain haggle "
        "negotiate flatter calm ask beg bribe seduce question interrogate argue plead "
        "reassure deceive con trick"
    ),
    Approach.WITS: _words(
        "read decipher decode hack reroute repair patch fix figure solve study translate "
        "analyse analyze identify remember recall understand work out program bypass "
        "disable rewire calibrate treat heal diagnose pick computer computers engine "
        "terminal console machine device code cipher circuit wiring reactor"
    ),
    Approach.SEARCH: _words("find search look spot track notice locate scout follow"),
    Approach.EXERTION: _words(
        "climb swim pry force lift carry push pull jump run escape break drag dig hold "
        "open haul row outrun vault crawl squeeze"
    ),
    Approach.TRAVEL: _words("ride drive pilot sail fly steer navigate cross travel land dock"),
    Approach.REVELRY: _words("drink win gamble dance carouse sing bet toast feast outdrink"),
}
"""An action's words that say its approach; the first such word after "I" decides."""


def approach_of(action: str) -> Approach | None:
    """How an action goes about it ("Do I pry the tomb open?" → exertion), from the first
    word after "I" that names an approach; None when none does."""
    words = plain_words(action)
    after_i = words[words.index("i") + 1 :] if "i" in words else words
    for word in after_i:
        for approach, verbs in APPROACH_WORDS.items():
            if word in verbs:
                return approach
    return None


KNOWLEDGE_WORDS = _words(
    "know knows knew known remember remembers recall true truth lie lies lying lied forged "
    "fake faked genuine real secret secrets suspect suspects heard rumour rumours rumor aware "
    "realise realises realize realizes guessed honest informed tipped"
)
DEVICE_WORDS = _words(
    "working work works running power powered engine engines reactor computer computers "
    "machine machines lift elevator radio phone telephone generator console terminal "
    "airlock alarm alarms signal broken fuel battery batteries pump motor start starts "
    "jammed wired circuit sensors sensor scanner scanners drive thrusters "
    "clockwork mechanism trap traps"
)
PRESENCE_WORDS = _words(
    "anyone anybody someone somebody something anything alive guarded followed following "
    "watching watched waiting hiding occupied empty ambush lurking"
)
WAY_WORDS = _words(
    "door doors gate gates window windows path paths road roads way bridge passage route "
    "stair stairs staircase tunnel tunnels hatch lock locked unlocked open opened closed "
    "shut blocked clear deep shallow safe climb swim cross reach exit entrance ladder roof "
    "wall walls fence river ford trail pass corridor alley alleys crawlway crawlways "
    "crawlspace vent vents duct ducts shaft shafts chute grate"
)
MOOD_WORDS = _words(
    "side trust trusts like likes believe believes help helps agree agrees angry friendly "
    "hostile recognise recognises recognize recognizes forgive forgives afraid scared welcome "
    "remember loyal grateful suspicious jealous love loves hate hates owe owes"
)
HAVE_WORDS = _words("have has had carry carries carrying keep keeps hold")
THING_PLACES = _words("in inside under on behind among within beneath")
EVENT_WORDS = _words(
    "rain rains raining storm snow snows fog fire flood arrive arrives arrival happen "
    "happens begin begins break breaks collapse collapses explode explodes weather "
    "dawn night tide wind"
)
PEOPLE_WORDS = _words(
    "someone somebody anyone anybody everyone nobody who man woman men women people "
    "person guard guards clerk stranger strangers crowd child children captain innkeeper "
    "master villager villagers heir stowaway watchman doorman driver pilot crew "
    "passenger passengers priest vendor rival contact informant lord lady servant "
    "soldier soldiers cop cops police thief friend ally enemy merchant sailor sailors "
    "monk witch knight host bartender waiter gossip newsstand owner family neighbour "
    "neighbours patrol hunter hunters boss officer detective doctor nurse sergeant king "
    "queen prince princess baron duke abbot mayor sheriff killer bandit bandits pirate "
    "pirates smuggler agent locals townsfolk townspeople folk"
)
"""Words that put a person in a question or an entry."""
PRONOUNS = _words("he she they")
QUESTION_OPENERS = _words("is are was were does do did can could will would has have had should")


def subject_of(question: str) -> Subject | None:
    """What a world question is about, or None when its words do not say.

    The first that holds, in this order: knowledge ("know", "forged", "true"), presence
    ("anyone", "guarded", "Is there a stowaway?"), a device ("working", "reactor", a last
    word "hold": "Does the dam hold?", not "the ship's hold"), a way
    ("door", "deep", "locked"), an object someone has ("Does he have the key?"), a person
    (a role or a name: "Does the captain notice?"; what they feel about the hero: "Are the
    villagers on my side?"), an event ("Does the storm break?"), an
    object somewhere ("Is there a key in the drawer?")."""
    words = plain_words(question.replace("'s", " ").replace("’s", " "))
    found = set(words)
    someone = bool((PEOPLE_WORDS | PRONOUNS) & found) or names_someone(question.rstrip() + "?")
    if KNOWLEDGE_WORDS & found:
        return Subject.KNOWLEDGE
    if PRESENCE_WORDS & found or (someone and _there_or_here(words)):
        return Subject.PRESENCE
    if DEVICE_WORDS & found or _holds(words, someone):
        return Subject.DEVICE
    if WAY_WORDS & found:
        return Subject.WAY
    if HAVE_WORDS & found:
        return Subject.OBJECT
    if someone:
        return Subject.MOOD if MOOD_WORDS & found else Subject.PERSON
    if EVENT_WORDS & found:
        return Subject.EVENT
    if _there_or_here(words) or THING_PLACES & found:
        return Subject.OBJECT
    return None


def _holds(words: list[str], someone: bool) -> bool:
    """ "Does the dam hold?": a question that asks whether a thing holds (a verb at the end,
    after "does", "will"…), not "Is the crate in the hold?"."""
    asks_does = words[:1] in (["does"], ["do"], ["did"], ["will"], ["would"], ["can"])
    return asks_does and words[-1:] in (["hold"], ["holds"]) and not someone


def _there_or_here(words: list[str]) -> bool:
    """ "Is there a…", "Are there…" or "… here…"."""
    opens_there = len(words) > 1 and words[0] in QUESTION_OPENERS and words[1] == "there"
    return opens_there or "here" in words


def names_someone(text: str) -> bool:
    """A question with a capitalised word after its first, other than "I" ("Does Sammy
    know…?"); an entry's capitals are its title case, not names, so text that is no
    question names nobody."""
    if not text.rstrip().endswith("?"):
        return False
    for sentence in text.replace("!", "?").replace(".", "?").split("?"):
        words = "".join(c if c.isalpha() else " " for c in sentence).split()
        if any(w[0].isupper() and w != "I" for w in words[1:]):
            return True
    return False
