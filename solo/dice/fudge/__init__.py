"""Fudge (R-FUDGE-*): 4dF on the trait ladder."""
