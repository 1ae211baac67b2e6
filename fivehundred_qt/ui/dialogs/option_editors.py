"""The editors of the rule options in the New game dialog: one class for each kind of value.

An editor pairs an option's name with its widget, label and tooltip.  Labels and tooltips are
translated templates holding the variant's words (``{misere}``, ``{Kitty}`` …), filled in by
``set_words`` whenever the variant changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from ..form_helpers import select_data

__all__ = ["BoolEditor", "ChoiceEditor", "Editor", "NumberEditor", "OptionalNumberEditor"]


class Editor:
    """The editor of one rule option.

    ``label`` and ``tip`` are already translated templates holding the variant's words
    (``{misere}``, ``{Kitty}`` …), filled in by ``set_words`` whenever the variant changes.
    """

    def __init__(self, name: str, widget: QWidget, label: str, tip: str) -> None:
        self.name = name
        self.widget = widget
        self.widget.setObjectName(name)
        self.label_template = label
        self.tip_template = tip
        self.label: QLabel | None = None

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def connect(self, slot: Callable[[], None]) -> None:
        raise NotImplementedError

    def add_to(self, form: QFormLayout) -> None:
        self.label = QLabel()
        self.label.setBuddy(self.widget)
        form.addRow(self.label, self.widget)

    def set_words(self, words: dict[str, str]) -> None:
        tip = self.tip_template.format_map(words)
        self.widget.setToolTip(tip)
        if self.label is not None:
            self.label.setText(self.label_template.format_map(words))
            self.label.setToolTip(tip)

    def set_enabled(self, enabled: bool) -> None:
        self.widget.setEnabled(enabled)
        if self.label is not None:
            self.label.setEnabled(enabled)


class BoolEditor(Editor):
    widget: QCheckBox

    def __init__(self, name: str, label: str, tip: str) -> None:
        super().__init__(name, QCheckBox(), label, tip)

    def value(self) -> bool:
        return self.widget.isChecked()

    def set_value(self, value: Any) -> None:
        self.widget.setChecked(bool(value))

    def connect(self, slot: Callable[[], None]) -> None:
        self.widget.toggled.connect(lambda _checked: slot())

    def add_to(self, form: QFormLayout) -> None:
        form.addRow(self.widget)

    def set_words(self, words: dict[str, str]) -> None:
        super().set_words(words)
        self.widget.setText(self.label_template.format_map(words))


class ChoiceEditor(Editor):
    widget: QComboBox

    def __init__(self, name: str, label: str, tip: str, items: Sequence[tuple[Any, str]]) -> None:
        super().__init__(name, QComboBox(), label, tip)
        self.items = list(items)
        for value, _text in self.items:
            self.widget.addItem("", value)
        self.widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def value(self) -> Any:
        return self.widget.currentData()

    def set_value(self, value: Any) -> None:
        select_data(self.widget, value)

    def connect(self, slot: Callable[[], None]) -> None:
        self.widget.currentIndexChanged.connect(lambda _index: slot())

    def set_words(self, words: dict[str, str]) -> None:
        super().set_words(words)
        for index, (_value, text) in enumerate(self.items):
            self.widget.setItemText(index, text.format_map(words))


class NumberEditor(Editor):
    widget: QSpinBox

    def __init__(self, name: str, label: str, tip: str, low: int, high: int, step: int = 10) -> None:
        super().__init__(name, QSpinBox(), label, tip)
        self.widget.setRange(low, high)
        self.widget.setSingleStep(step)
        self.widget.setAccelerated(True)
        self.widget.setMinimumWidth(self.widget.fontMetrics().horizontalAdvance("-000000") + 40)

    def value(self) -> int:
        return self.widget.value()

    def set_value(self, value: Any) -> None:
        self.widget.setValue(int(value))

    def connect(self, slot: Callable[[], None]) -> None:
        self.widget.valueChanged.connect(lambda _value: slot())


class OptionalNumberEditor(Editor):
    """A number or ``None``: a spin box and a "none" check box that turns the number off."""

    def __init__(self, name: str, label: str, tip: str, low: int, high: int, none_text: str,
                 fallback: int) -> None:
        box = QWidget()
        super().__init__(name, box, label, tip)
        self.spin = QSpinBox()
        self.spin.setRange(low, high)
        self.spin.setSingleStep(10)
        self.spin.setAccelerated(True)
        self.spin.setMinimumWidth(self.spin.fontMetrics().horizontalAdvance("-000000") + 40)
        self.spin.setValue(fallback)
        self.spin.setObjectName(f"{name}_value")
        self.none = QCheckBox(none_text)
        self.none.setObjectName(f"{name}_none")
        self.none.toggled.connect(lambda checked: self.spin.setEnabled(not checked))
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.spin, 1)
        row.addWidget(self.none)

    def value(self) -> int | None:
        return None if self.none.isChecked() else self.spin.value()

    def set_value(self, value: Any) -> None:
        if value is None or value == "none":
            self.none.setChecked(True)
        else:
            self.spin.setValue(int(value))
            self.none.setChecked(False)

    def connect(self, slot: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(lambda _value: slot())
        self.none.toggled.connect(lambda _checked: slot())

    def set_words(self, words: dict[str, str]) -> None:
        super().set_words(words)
        tip = self.tip_template.format_map(words)
        self.spin.setToolTip(tip)
        self.none.setToolTip(tip)

