"""Cancel-and-compare systems: Buckets of Dice (d10) and Mini-FU (d6)."""
