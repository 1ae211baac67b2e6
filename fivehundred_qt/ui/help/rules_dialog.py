"""In-app help: the rules of the game at this table, in a dialog.

The pages themselves are built in ``rules_500`` and ``rules_spades`` from the pieces of
``rules_text``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.rules import RuleSet
from ..geometry import fitted
from .rules_500 import five_hundred_page
from .rules_spades import spades_page

__all__ = ["RulesDialog", "rules_html"]


def rules_html(rules: RuleSet) -> str:
    """The rules of the game these ``rules`` describe, as an HTML page for a ``QTextBrowser``."""
    return spades_page(rules).html() if rules.is_spades else five_hundred_page(rules).html()


class RulesDialog(QDialog):
    """The rules of the game at this table, in a scrolling page with links to its sections."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.setWindowTitle(self.tr("Rules of this game"))
        self.resize(fitted(self, 720, 640))
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(12)
        self.browser.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
