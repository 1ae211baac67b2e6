"""The table controller: a state machine between the core and the widgets (Qt signals only)."""

from .record_cursor import RecordCursor
from .table import TRANSITIONS, Mode, TableController, setup_from_record, table_of_record

__all__ = ["TRANSITIONS", "Mode", "RecordCursor", "TableController", "setup_from_record",
           "table_of_record"]
