"""What a screen reader hears: sentences announced by the app and keys that read the table aloud."""
