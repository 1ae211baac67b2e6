"""The dialogs: a new game's table, preferences, statistics, game over and the review of tricks."""
