"""The app's languages: which there are, loading the chosen one, and the core's phrases in it.

The translations are Qt's: the sources are ``resources/translations/fivehundred_<code>.ts`` in
the repository, ``tasks.py`` compiles them to ``fivehundred_qt/translations/*.qm`` (built, never
committed) with their checksums, and ``use_language`` installs the app's and Qt's own (standard
buttons and dialogs) for a language.  Installing sends every widget a ``LanguageChange`` event,
so the open window re-translates itself at once.  Only a file the build made is given to Qt
(``translation_files.checked_qm``): a damaged one is left out, English is used, and
``translation_warning`` says so.

The core speaks English only and returns ``Phrase`` objects (reasons, terms, bids); ``say`` puts
one in the reader's language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .core import Card
from .core.cards import BLACK_JOKER_CODE, RANK_TEXT, SUIT_SYMBOLS
from .core.phrases import Argument, Phrase
from .translation_files import DamagedTranslation, checked_qm, read_messages

__all__ = ["LANGUAGES", "available_languages", "card_symbol", "current_language", "say",
           "seat_name", "translate_every_text", "translation_file", "translation_warning",
           "use_language"]

LANGUAGES: Final = {"en": "English", "de": "Deutsch", "cy": "Cymraeg"}
"""The languages the app speaks, each by its own name (as a language menu shows them)."""

SOURCE_LANGUAGE: Final = "en"
TRANSLATIONS: Final = Path(__file__).resolve().parent / "translations"
"""Where the compiled ``.qm`` files are (next to the package, in a binary too)."""

_installed: list[tuple[QTranslator, bytes]] = []
"""The translators installed, each with the bytes it reads (Qt keeps no copy)."""
_current: list[str] = [SOURCE_LANGUAGE]
_refused: dict[Path, str] = {}
"""The ``.qm`` files found damaged, and why; ``translation_warning`` says each once."""


def _checked(path: Path) -> bytes | None:
    """The bytes of the ``.qm`` at ``path`` if it is the file the build made; ``None`` if it is
    missing, or damaged (then noted for ``translation_warning``)."""
    if not path.exists():
        return None
    try:
        return checked_qm(path)
    except DamagedTranslation as exc:
        _refused.setdefault(path, str(exc))
        return None


def available_languages() -> list[str]:
    """The codes of the languages that can be used now: English and each compiled translation
    that is the one the build made."""
    return [code for code in LANGUAGES if code == SOURCE_LANGUAGE
            or _checked(translation_file(code)) is not None]


def translation_warning() -> str | None:
    """What to tell the user about damaged translation files met since the last call, or
    ``None``.  In English: the file that would have said it in their language is the one that
    is damaged."""
    if not _refused:
        return None
    said = " ".join(f"The translation file {path} cannot be used: {why}." for path, why
                    in _refused.items())
    _refused.clear()
    return said + " What it would translate is in English; reinstalling the app brings it back."


def system_language() -> str:
    """The first of the system's preferred languages the app speaks, else English."""
    available = available_languages()
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in available:
            return code
    return SOURCE_LANGUAGE


def use_language(preference: str) -> str:
    """Speak ``preference`` ("" follows the system; an unknown code falls back to English) from
    now on; returns the code in use.  Needs the ``QCoreApplication``."""
    app = QCoreApplication.instance()
    code = preference if preference in available_languages() else system_language()
    if app is None or code == _current[0]:
        return _current[0]
    for translator, _ in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if code != SOURCE_LANGUAGE:
        ours = _translator(app, translation_file(code))
        if ours is not None:
            _installed.append(ours)
            qt = QTranslator(app)     # Qt's own words (Qt's own file); ours where Qt has none
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                _installed.append((qt, b""))
            else:
                ours_for_qt = _translator(app, TRANSLATIONS / f"qtbase_{code}.qm")
                if ours_for_qt is not None:
                    _installed.append(ours_for_qt)
        else:
            code = SOURCE_LANGUAGE      # a damaged file: English rather than half a language
    for translator, _ in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    _current[0] = code
    return code


def _translator(app: QCoreApplication, path: Path) -> tuple[QTranslator, bytes] | None:
    """A translator reading the checked bytes of ``path`` (never the file again: it could have
    changed since), or ``None``."""
    data = _checked(path)
    if data is None:
        return None
    translator = QTranslator(app)
    if not translator.load(data):
        _refused.setdefault(path, "Qt could not read it")
        return None
    return translator, data


def translation_file(code: str) -> Path:
    """The app's compiled translation for the language ``code``."""
    return TRANSLATIONS / f"fivehundred_{code}.qm"


def translate_every_text(code: str) -> int:
    """Speak ``code`` and ask Qt for every text its file holds, each plural form too: Qt must
    give what the file says (``selftest``).  Returns how many texts; ``DamagedTranslation`` says
    what is wrong."""
    data = checked_qm(translation_file(code))
    if use_language(code) != code:
        raise DamagedTranslation("Qt could not read it")
    messages = read_messages(data)
    for message in messages:
        plural = len(message.translations) > 1
        for n in (1, 2, 5) if plural else (-1,):
            said = QCoreApplication.translate(message.context, message.source,
                                              message.comment or None, n)
            meant = {(form or message.source).replace("%n", str(n))
                     for form in message.translations}
            if said not in meant:
                raise DamagedTranslation(f"Qt translates {message.source[:40]!r} "
                                         f"({message.context}) as {said[:40]!r}")
    return len(messages)


def current_language() -> str:
    """The code of the language the app speaks now."""
    return _current[0]


def card_symbol(card: Card) -> str:
    """A card written short for messages: 'K♥', '10♠', 'red joker' (never a record's 'KH')."""
    if card.is_joker:
        if int(card) == BLACK_JOKER_CODE:
            return QCoreApplication.translate("wording", "black joker")
        return QCoreApplication.translate("wording", "red joker")
    return f"{RANK_TEXT[card.rank]}{SUIT_SYMBOLS[card.suit]}"


class _Decimal:
    """A number with a fraction, written with the reader's decimal point ("7,5" in German) by
    the template's format specification ('{tricks:.1f}')."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec).replace(".", QLocale().decimalPoint())


def say(value: Argument) -> str:
    """A phrase of the core (or one of its arguments) in the reader's language; numbers keep their
    place for the template's format specifications (with the reader's decimal point), players'
    names stay as they are."""
    if isinstance(value, Phrase):
        text = QCoreApplication.translate(value.context, value.text)
        return text.format(**{k: say(v) if isinstance(v, Card | Phrase | tuple)
                              else _Decimal(v) if isinstance(v, float) else v
                              for k, v in value.args.items()})
    if isinstance(value, Card):
        return card_symbol(value)
    if isinstance(value, tuple):
        return ", ".join(say(v) for v in value)
    return str(value)


def seat_name(name: str) -> str:
    """A seat's standard name (``settings.SEAT_NAMES``: "You", "North", ...) in the reader's
    language, for the names a new table is given; any other name as it is."""
    words = {
        "You": QCoreApplication.translate("Seats", "You"),
        "North": QCoreApplication.translate("Seats", "North"),
        "East": QCoreApplication.translate("Seats", "East"),
        "West": QCoreApplication.translate("Seats", "West"),
        "North-West": QCoreApplication.translate("Seats", "North-West"),
        "North-East": QCoreApplication.translate("Seats", "North-East"),
    }
    return words.get(name, name)


def is_you(name: str) -> bool:
    """Whether a seat's name is the standard name of the player's own seat ("You", in English
    or in the reader's language): the words then speak to the player."""
    return name in ("You", seat_name("You"))
