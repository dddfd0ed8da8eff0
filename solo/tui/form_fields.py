"""A screen's form kept as a frozen struct of its fields' values (the hero builder's
:class:`~solo.game.hero.draft.HeroDraft`, the odds lab's :class:`~solo.tui.lab_form.LabForm`),
changed as the player edits the widget whose id is a prefix and the field's name.

No ``textual`` here: the screens hand over the widget's id and value.
"""

from __future__ import annotations

from typing import TypeVar

from msgspec import Struct
from msgspec.structs import replace

Form = TypeVar("Form", bound=Struct)


def edited(form: Form, widget_id: str | None, prefix: str, value: object) -> Form | None:
    """The form with the widget's field set to ``value``; None when the widget is not one
    of the form's fields or the field already holds that value (nothing to redo)."""
    name = (widget_id or "").removeprefix(prefix)
    if name not in form.__struct_fields__ or getattr(form, name) == value:
        return None
    return replace(form, **{name: value})
