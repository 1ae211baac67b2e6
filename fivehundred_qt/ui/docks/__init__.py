"""The docks beside an offline or network table: the score sheet and the auction."""
