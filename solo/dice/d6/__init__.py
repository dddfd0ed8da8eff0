"""D6 System (R-D6-*): die codes, the Wild Die, exact odds."""
