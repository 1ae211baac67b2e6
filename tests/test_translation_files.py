"""The translation sources (resources/translations/*.ts) are complete and sound, and a damaged
compiled translation (*.qm) is never given to Qt.

Qt's lupdate is run on a copy of each file against today's source: any text of the source that
the file lacks comes in "unfinished", any text the source no longer has turns "vanished" or
"obsolete".  Either fails here: whoever changes a text translates it (docs/glossary.md).
The finished translations keep their source's placeholders, accelerators and plural forms.

A .qm with bytes changed once crashed the app at every start (Qt's loader trusts it): only the
file the build made, by its checksum, is used; any other is left out with a message, in English.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fivehundred_qt import translation
from fivehundred_qt.translation import LANGUAGES, SOURCE_LANGUAGE, TRANSLATIONS
from fivehundred_qt.translation_files import CHECKSUMS, DamagedTranslation, read_messages

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


def messages_of(ts: Path) -> list[tuple[str, ET.Element]]:
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
    for context, message in messages_of(refreshed[code]):
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
    for context, message in messages_of(SOURCES / f"fivehundred_{code}.ts"):
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


# ---------------------------------------------------------------- compiled files (issue 36, item 4)
def flipped(data: bytes, seed: int, share: float = 0.01) -> bytes:
    """``data`` with ``share`` of its bytes (after Qt's 16-byte magic number) changed by a bit."""
    rng = random.Random(seed)
    out = bytearray(data)
    for at in rng.sample(range(16, len(out)), int(len(out) * share)):
        out[at] ^= 1 << rng.randrange(8)
    return bytes(out)


@pytest.fixture
def copies(tmp_path, monkeypatch, qapp):
    """The built translations and their checksums copied to a folder the app reads instead."""
    for built in TRANSLATIONS.iterdir():
        shutil.copy(built, tmp_path / built.name)
    monkeypatch.setattr(translation, "TRANSLATIONS", tmp_path)
    translation.translation_warning()           # nothing left over from other tests
    yield tmp_path
    translation.use_language("en")
    translation.translation_warning()


def test_the_build_writes_a_checksum_for_every_compiled_translation():
    import json

    sums = json.loads((TRANSLATIONS / CHECKSUMS).read_text(encoding="utf-8"))
    assert set(sums) == {f"{ts.stem}.qm" for ts in SOURCES.glob("*.ts")}


def test_a_sound_copy_is_used(copies):
    assert translation.use_language("de") == "de"
    assert translation.translation_warning() is None


@pytest.mark.parametrize("seed", range(4))
def test_a_translation_with_flipped_bytes_is_left_out_with_a_message(copies, seed):
    # 1% of the bytes flipped: such files crashed the app with SIGSEGV in 5 of 8 tries.
    damaged = copies / "fivehundred_de.qm"
    damaged.write_bytes(flipped(damaged.read_bytes(), seed))
    assert translation.use_language("de") == "en"
    assert translation.current_language() == "en"
    assert "de" not in translation.available_languages()
    warning = translation.translation_warning()
    assert warning is not None and str(damaged) in warning and "checksum" in warning


def test_a_translation_the_build_did_not_make_is_left_out(copies):
    (copies / CHECKSUMS).write_text('{"fivehundred_cy.qm": "00"}', encoding="utf-8")
    assert translation.use_language("de") == "en"
    warning = translation.translation_warning()
    assert warning is not None and "no checksum" in warning


def test_damaged_checksums_leave_every_translation_out(copies):
    (copies / CHECKSUMS).write_bytes(b'{"fivehundred_de.qm": ')
    assert translation.available_languages() == [SOURCE_LANGUAGE]
    warning = translation.translation_warning()
    assert warning is not None and "checksums cannot be read" in warning


@pytest.mark.parametrize("name", ["fivehundred_de.qm", "fivehundred_cy.qm", "qtbase_cy.qm"])
def test_the_reader_takes_every_message_of_a_sound_file(name):
    # lrelease leaves out what is unfinished, and a comment that no other message needs.
    messages = read_messages((TRANSLATIONS / name).read_bytes())
    finished = {(context, message.findtext("source"))
                for context, message in messages_of(SOURCES / name.replace(".qm", ".ts"))
                if message.find("translation").get("type") is None}
    assert {(m.context, m.source) for m in messages} == finished
    assert all(m.source and all(m.translations) for m in messages)


@pytest.mark.parametrize("seed", range(8))
def test_the_reader_refuses_a_file_with_flipped_bytes(seed):
    data = flipped((TRANSLATIONS / "fivehundred_de.qm").read_bytes(), seed)
    with pytest.raises(DamagedTranslation):
        read_messages(data)


SELFTEST_WITH = """
import sys
from pathlib import Path
from fivehundred_qt import translation
from fivehundred_qt.cli import main

translation.TRANSLATIONS = Path(sys.argv[1])
sys.exit(main(["selftest"]))
"""


def run_selftest(folder: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), FIVEHUNDRED_QT_HOME=str(folder / "home"))
    return subprocess.run([sys.executable, "-c", SELFTEST_WITH, str(folder)], capture_output=True,
                          text=True, env=env, timeout=180, check=False, cwd=ROOT)


def test_selftest_translates_every_text_in_every_language(copies):
    proc = run_selftest(copies)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    counts = {code: len(read_messages((copies / f"fivehundred_{code}.qm").read_bytes()))
              for code in ("de", "cy")}
    assert (f"languages: en de cy, every text translated (de {counts['de']}, cy {counts['cy']})"
            in proc.stdout)


def test_selftest_fails_on_a_damaged_translation(copies):
    damaged = copies / "fivehundred_cy.qm"
    damaged.write_bytes(flipped(damaged.read_bytes(), 1))
    proc = run_selftest(copies)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert f"selftest: the translation file {damaged} cannot be used" in proc.stderr
