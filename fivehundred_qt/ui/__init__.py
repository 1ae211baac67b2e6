"""Widgets and the card table; shows the controller's events and sends the human's intents."""
