"""The window's parts around the table: the decision strip, its bars, undo, records, a game's end."""
