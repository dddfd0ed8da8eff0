"""The full-screen Textual app for `solo play` (the only package that imports textual)."""
