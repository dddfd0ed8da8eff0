"""A screen's form kept as a frozen dataclass of its fields' values (the hero builder's
:class:`~solo.game.hero.draft.HeroDraft`, the odds lab's :class:`~solo.tui.lab_form.LabForm`),
changed as the player edits the widget whose id is a prefix and the field's name.

No ``textual`` here: the screens hand over the widget's id and value.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Form = TypeVar("Form", bound="DataclassInstance")


def edited(form: Form, widget_id: str | None, prefix: str, value: object) -> Form | None:
    """The form with the widget's field set to ``value``; None when the widget is not one
    of the form's fields or the field already holds that value (nothing to redo)."""
    name = (widget_id or "").removeprefix(prefix)
    if name not in {f.name for f in fields(form)} or getattr(form, name) == value:
        return None
    return replace(form, **{name: value})
