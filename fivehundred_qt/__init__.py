"""fivehundred-qt: the card game 500 (Five Hundred) and partnership Spades."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("fivehundred-qt")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
