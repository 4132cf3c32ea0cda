"""The curated exercise bank and its loader."""
