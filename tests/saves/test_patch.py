from hypothesis import given, settings
from hypothesis import strategies as st

from solo.saves import patch

scalars = st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=4)
    ),
    max_leaves=12,
)
states = st.dictionaries(st.text(max_size=2), values, max_size=5)


@settings(max_examples=300, deadline=None)
@given(states, states)
def test_patch_turns_a_into_b_and_back(a, b):
    ops = patch.diff(a, b)
    assert patch.apply(a, ops) == b
    assert patch.apply(b, ops, reverse=True) == a
    assert patch.apply(b, patch.invert(ops)) == a
    assert patch.diff(a, a) == []


def test_growing_list_patches_only_the_new_items():
    a = {"log": list(range(1000))}
    b = {"log": list(range(1001))}
    assert patch.diff(a, b) == [{"p": ["log"], "ext": [1000]}]
    assert patch.diff(b, a) == [{"p": ["log"], "cut": [1000]}]
