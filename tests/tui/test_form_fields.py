"""One way both forms (the hero builder, the odds lab) take a widget's edit."""

from __future__ import annotations

from solo.game.hero.draft import HeroDraft
from solo.tui.form_fields import edited
from solo.tui.lab_form import LabForm


def test_an_edit_sets_the_field_the_widget_is_named_after():
    assert edited(HeroDraft(), "hero-goal", "hero-", "Find the crown") == HeroDraft(
        goal="Find the crown"
    )
    assert edited(LabForm(), "lab-pool", "lab-", "7") == LabForm(pool="7")


def test_a_widget_that_is_no_field_or_an_unchanged_value_changes_nothing():
    assert edited(LabForm(), "lab-chart", "lab-", "7") is None
    assert edited(LabForm(), None, "lab-", "7") is None
    assert edited(LabForm(), "lab-pool", "lab-", LabForm().pool) is None
    assert edited(HeroDraft(), "lab-goal", "hero-", "x") is None  # another form's prefix
