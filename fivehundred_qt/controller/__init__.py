"""The table controller: a state machine between the core and the widgets (Qt signals only)."""

from .base import Mode, Table
from .record_cursor import RecordCursor
from .table import TRANSITIONS, TableController, setup_from_record, table_of_record

__all__ = ["TRANSITIONS", "Mode", "RecordCursor", "Table", "TableController", "setup_from_record",
           "table_of_record"]
