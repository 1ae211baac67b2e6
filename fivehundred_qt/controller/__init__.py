"""The table controller: a state machine between the core and the widgets (Qt signals only)."""

from .table import TRANSITIONS, Mode, TableController, setup_from_record

__all__ = ["TRANSITIONS", "Mode", "TableController", "setup_from_record"]
