"""LAN play: the Host and Join dialogs, the chat and players docks, and the window's network side."""
