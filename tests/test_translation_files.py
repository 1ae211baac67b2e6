"""The translation sources (resources/translations/*.ts) are complete and sound.

Qt's lupdate is run on a copy of each file against today's source: any text of the source that
the file lacks comes in "unfinished", any text the source no longer has turns "vanished" or
"obsolete".  Either fails here: whoever changes a text translates it (docs/glossary.md).
The finished translations keep their source's placeholders, accelerators and plural forms.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fivehundred_qt.translation import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "resources" / "translations"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
PLURAL_FORMS = {"de": 2, "cy": 5}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def lupdate() -> str:
    found = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent)) \
        or shutil.which("pyside6-lupdate")
    if found is None:
        pytest.fail("pyside6-lupdate (PySide6-Essentials) is not installed")
    return found


def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    """(context, message element) for every message of a .ts file."""
    root = ET.parse(ts).getroot()
    return [(context.findtext("name") or "", message)
            for context in root.iter("context") for message in context.iter("message")]


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each .ts file after lupdate against today's source, obsolete entries kept (in a copy)."""
    folder = tmp_path_factory.mktemp("ts")
    copies = {}
    for code in TRANSLATED:
        copy = folder / f"fivehundred_{code}.ts"
        shutil.copy(SOURCES / copy.name, copy)
        copies[code] = copy
    subprocess.run([lupdate(), "-silent", "-extensions", "py", "-locations", "none",
                    str(ROOT / "fivehundred_qt"), "-ts", *map(str, copies.values())],
                   check=True, timeout=120)
    return copies


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_of_the_app_is_translated_and_no_translation_is_left_over(refreshed, code):
    unfinished, gone = [], []
    for context, message in messages(refreshed[code]):
        kind = message.find("translation").get("type")
        source = f"{context}: {message.findtext('source')!r}"
        if kind == "unfinished":
            unfinished.append(source)
        elif kind in ("vanished", "obsolete"):
            gone.append(source)
    assert not unfinished, f"{len(unfinished)} texts not translated to {code}: {unfinished[:10]}"
    assert not gone, f"{len(gone)} translations of texts the app no longer has: {gone[:10]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_placeholders_accelerators_and_plural_forms(code):
    wrong = []
    for context, message in messages(SOURCES / f"fivehundred_{code}.ts"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if len(forms) != PLURAL_FORMS[code]:
                wrong.append(f"{context}: {source!r} has {len(forms)} plural forms")
        else:
            forms = [translation.text or ""]
        for form in forms:
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                wrong.append(f"{context}: {source!r} -> {form!r}: placeholders differ")
            if "<" not in source and accelerators(form) != accelerators(source):
                wrong.append(f"{context}: {source!r} -> {form!r}: accelerators differ")
            if "%n" in source and "%n" not in form and message.get("numerus") == "yes":
                wrong.append(f"{context}: {source!r} -> {form!r}: %n lost")
    assert not wrong, "\n".join(wrong[:20])
