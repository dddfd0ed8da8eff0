"""Frameworks (R-FW-*): d6 pools read by sets and successes."""
