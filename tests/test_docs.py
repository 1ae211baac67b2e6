"""The project documents itself: ``docs/rules.md`` names every rule option and preset of the code,
with the values the code allows and the values each preset sets.

A new field of ``RuleSet``, a new allowed value or a new preset fails here until the rules page
explains it.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from fivehundred_qt.core import rules as rules_module
from fivehundred_qt.core.rules import AMERICAN, AUSTRALIAN, PRESETS, SPADES_PRESET, RuleSet

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "rules.md"


def _text() -> str:
    return RULES_DOC.read_text(encoding="utf-8")


def _section(title: str) -> str:
    """The text under the ``## title`` heading, up to the next ``## `` heading."""
    text = _text()
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    assert match is not None, f"docs/rules.md has no section '## {title}'"
    return match.group(1)


def _option_entries() -> dict[str, str]:
    """Each ``- `name`: …`` entry of the Rule options section, by option name."""
    entries: dict[str, str] = {}
    for match in re.finditer(r"^- `(\w+)`:(.*?)(?=^- `|^#|\Z)", _section("Rule options"),
                             re.MULTILINE | re.DOTALL):
        entries[match.group(1)] = match.group(2)
    return entries


def test_every_rule_option_has_an_entry() -> None:
    entries = _option_entries()
    missing = [f.name for f in dataclasses.fields(RuleSet) if f.name not in entries]
    assert not missing, "docs/rules.md, Rule options, has no entry for: " + ", ".join(missing)
    unknown = sorted(set(entries) - {f.name for f in dataclasses.fields(RuleSet)})
    assert not unknown, "docs/rules.md, Rule options, describes options the code lacks: " + ", ".join(unknown)


def test_every_allowed_value_is_documented() -> None:
    entries = _option_entries()
    allowed: dict[str, tuple[Any, ...]] = {
        **rules_module._ENUMS, **rules_module._CHOICES,
        "game": rules_module.GAMES, "preset": PRESETS,
    }
    missing = [f"{name}: {value}" for name, values in allowed.items() if name in entries
               for value in values if str(value) not in entries[name]]
    assert not missing, "docs/rules.md, Rule options, leaves out allowed values: " + "; ".join(missing)


def test_every_preset_is_documented() -> None:
    presets = _section("Presets")
    missing = [name for name in PRESETS if f"**`{name}`**" not in presets]
    assert not missing, "docs/rules.md, Presets, does not describe: " + ", ".join(missing)


def _shown(value: Any) -> str:
    """A value as the presets table writes it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def test_the_presets_table_says_what_the_presets_set() -> None:
    """Every 500 option is in the table, with the value each preset gives it."""
    presets = _section("Presets")
    rows: dict[str, tuple[str, str]] = {}
    for line in presets.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        names = [n.strip().strip("`") for n in cells[0].split(",")]
        values = [[v.strip().strip("`\"").replace("−", "-")
                   for v in re.sub(r"\(.*?\)", "", cell).split(",")] for cell in cells[1:]]
        for i, name in enumerate(names):
            rows[name] = (values[0][i], values[1][i])
    spades_only = {"blind_nil", "bag_limit", "bag_penalty"}
    options = [f.name for f in dataclasses.fields(RuleSet) if f.name not in spades_only | {"preset"}]
    missing = [name for name in options if name not in rows]
    assert not missing, "docs/rules.md, Presets, table lacks: " + ", ".join(missing)
    wrong = [f"{name}: {rows[name]} but the code sets "
             f"{(_shown(getattr(AUSTRALIAN, name)), _shown(getattr(AMERICAN, name)))}"
             for name in options
             if rows[name] != (_shown(getattr(AUSTRALIAN, name)), _shown(getattr(AMERICAN, name)))]
    assert not wrong, "docs/rules.md, Presets, table is wrong: " + "; ".join(wrong)
    match = re.search(r"^- \*\*`spades`\*\*(.*?)(?=^- |\Z)", presets, re.MULTILINE | re.DOTALL)
    assert match is not None, "docs/rules.md, Presets, has no entry for spades"
    spades = " ".join(match.group(1).split()).replace("`none`", "none")
    wrong = [name for name in ("win_score", "lose_score", "blind_nil", "bag_limit", "bag_penalty")
             if f"`{name}` {_shown(getattr(SPADES_PRESET, name))}" not in spades]
    assert not wrong, "docs/rules.md, Presets, gives the spades preset wrong values for: " + ", ".join(wrong)


def test_the_docs_stand_on_their_own() -> None:
    """README and docs/ point to the project's own documents only, never to files beside it."""
    outside = [name + ".md" for name in ("RULES", "RECORD", "PROTOCOL", "DESIGN")] + ["../" + "shared"]
    found = [f"{path.relative_to(ROOT)}: {word}"
             for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
             for word in outside if word in path.read_text(encoding="utf-8")]
    assert not found, "references to documents outside the repository: " + "; ".join(found)
