"""Byte-level mutation operators on a record's serialized text: flipped, inserted and deleted
bytes, truncation, invalid UTF-8, NaN and Infinity, byte-order marks and UTF-16, lone surrogate
escapes, deep brackets, control characters, odd white space, duplicate keys, oversize files."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from fivehundred_qt.inputs import MAX_RECORD_BYTES

from .seeds import Seed
from .tree import DEEP

ByteMutator = Callable[[random.Random, bytes], tuple[bytes, str] | None]
NUMBER = re.compile(rb"(?<=[:\[,\s])-?\d+(?=[,\]}\s])")
STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
BOM = b"\xef\xbb\xbf"


def b_bit_flip(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    if not data:
        return None
    out = bytearray(data)
    spots = [rng.randrange(len(out)) for _ in range(rng.randint(1, 4))]
    for i in spots:
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out), f"bit_flip at {spots}"


def b_byte_set(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    if not data:
        return None
    i = rng.randrange(len(data))
    b = rng.choice((0, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x20, 0x0A, 0x7F, 0x80, 0xFF,
                    rng.randrange(256)))
    return data[:i] + bytes([b]) + data[i + 1:], f"byte_set {i}: {data[i]:#04x} -> {b:#04x}"


def b_insert(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    i = rng.randrange(len(data) + 1)
    chunk = rng.choice((bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))), b",", b"]", b"}",
                        b"{", b"[", b'"', b"\\", b"null,", b'"x":1,', b"\x00"))
    return data[:i] + chunk + data[i:], f"insert {chunk!r} at {i}"


def b_delete(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    if not data:
        return None
    i = rng.randrange(len(data))
    n = rng.choice((1, 1, 2, 3, rng.randint(1, 64)))
    return data[:i] + data[i + n:], f"delete {n} bytes at {i}"


def b_duplicate(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    if not data:
        return None
    i = rng.randrange(len(data))
    j = min(len(data), i + rng.randint(1, 200))
    return data[:j] + data[i:j] + data[j:], f"duplicate bytes {i}:{j}"


def b_truncate(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    i = rng.randrange(len(data) + 1)
    return data[:i], f"truncate to {i} of {len(data)} bytes"


def b_invalid_utf8(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    bad = rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80", b"\x80",
                      b"\xe2\x82"))
    strings = list(STRING.finditer(data))
    if strings and rng.random() < 0.7:
        i = rng.choice(strings).start() + 1
    else:
        i = rng.randrange(len(data) + 1)
    return data[:i] + bad + data[i:], f"invalid_utf8 {bad!r} at {i}"


NUMBER_TOKENS = (b"NaN", b"Infinity", b"-Infinity", b"1e400", b"-1e400", b"4.0", b"1E0", b"-0", b"0x1F",
                 b"01", b"+1", b".5", b"1_000", b"1" + b"0" * 5000, b"99999999999999999999999999999",
                 b"true", b"null", b"nan", b"inf")


def b_number(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    numbers = list(NUMBER.finditer(data))
    if not numbers:
        return None
    m = rng.choice(numbers)
    token = rng.choice(NUMBER_TOKENS)
    return (data[:m.start()] + token + data[m.end():],
            f"number {m.group().decode()} -> {token[:20].decode()}{'…' if len(token) > 20 else ''} "
            f"at {m.start()}")


def b_bom(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    how = rng.choice(("bom", "bom", "double_bom", "bom_inside", "utf16", "utf16be", "utf32"))
    if how == "bom":
        return BOM + data, "bom prefix"
    if how == "double_bom":
        return BOM + BOM + data, "two boms"
    if how == "bom_inside":
        i = rng.randrange(len(data) + 1)
        return data[:i] + BOM + data[i:], f"bom at {i}"
    text = data.decode("utf-8", "replace")
    encoding = {"utf16": "utf-16", "utf16be": "utf-16-be", "utf32": "utf-32"}[how]
    return text.encode(encoding), f"encoded as {encoding}"


def b_surrogate(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    strings = list(STRING.finditer(data))
    if not strings:
        return None
    m = rng.choice(strings)
    escape = rng.choice((b"\\ud800", b"\\udc80", b"\\udfff", b"\\ud83c\\udca1", b"\\ud800\\u0041",
                         b"\\u0000", b"\\uD800"))
    if rng.random() < 0.5:
        new = b'"' + escape + b'"'
        return data[:m.start()] + new + data[m.end():], f"string {m.group()[:20]!r} -> {new!r}"
    i = m.start() + 1
    return data[:i] + escape + data[i:], f"escape {escape!r} into string at {i}"


def b_deep(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    how = rng.choice(("value", "prefix", "object"))
    if how == "prefix":
        n = rng.choice((33, 1000, 100_000))
        return b"[" * n + data + b"]" * n, f"wrapped in {n} brackets"
    numbers = list(NUMBER.finditer(data))
    if not numbers:
        return None
    m = rng.choice(numbers)
    n = rng.choice((31, 32, 33, DEEP))
    if how == "value":
        new = b'{"a":' + b"[" * n + b"1" + b"]" * n + b"}"
    else:
        new = b'{"a":' * n + b"1" + b"}" * n
    return data[:m.start()] + new + data[m.end():], f"deep {how} {n} levels at {m.start()}"


def b_whitespace(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    how = rng.choice(("crlf", "spaces", "tabs", "nbsp", "vt", "ff", "trailing"))
    if how == "crlf":
        return data.replace(b"\n", b"\r\n") if b"\n" in data else data.replace(b",", b",\r\n"), "crlf"
    if how == "trailing":
        return data + rng.choice((b"\n", b" \n\n", b"\x00", b"x", b"{}", b"\x1a")), "trailing bytes"
    ws = {"spaces": b"   ", "tabs": b"\t", "nbsp": "\u00a0".encode(), "vt": b"\x0b", "ff": b"\x0c"}[how]
    commas = [m.start() for m in re.finditer(rb",", data)]
    i = rng.choice(commas) + 1 if commas else 0
    return data[:i] + ws + data[i:], f"whitespace {how} at {i}"


def b_duplicate_key(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    braces = [m.end() for m in re.finditer(rb"\{", data)]
    if not braces:
        return None
    i = rng.choice(braces)
    pair = rng.choice((b'"format":"fivehundred-record/1",', b'"format":"x",', b'"seat":0,',
                       b'"dealer":0,', b'"rules":{},', b'"hands":[],', b'"play":"AS",', b'"kitty":[],'))
    return data[:i] + pair + data[i:], f"key {pair.decode()} at {i}"


def b_control(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    strings = list(STRING.finditer(data))
    if not strings:
        return None
    i = rng.choice(strings).start() + 1
    c = bytes([rng.choice((0, 1, 9, 10, 13, 0x1F, 0x7F))])
    return data[:i] + c + data[i:], f"control {c!r} into string at {i}"


def b_escape(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    strings = [m for m in STRING.finditer(data) if len(m.group()) > 2 and b"\\" not in m.group()]
    if not strings:
        return None
    m = rng.choice(strings)
    inner = m.group()[1:-1].decode("utf-8", "replace")
    new = ('"' + "".join(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else ch for ch in inner) + '"').encode()
    return data[:m.start()] + new + data[m.end():], f"unicode escapes {m.group()[:20]!r} at {m.start()}"


def b_tiny(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    new = rng.choice((b"", b"  \n", b"null", b"[]", b"{}", b'"x"', b"0", BOM, b"\x00" * 8,
                      b'{"format":"fivehundred-record/1"}', b'{"format":"fivehundred-record/1","rules":'
                      b'{"game":"500"}}'))
    return new, f"whole file {new!r}"


def b_oversize(rng: random.Random, data: bytes) -> tuple[bytes, str] | None:
    pad = rng.choice((MAX_RECORD_BYTES - len(data), MAX_RECORD_BYTES + 1))
    return data + b" " * max(pad, 0), f"padded to {len(data) + max(pad, 0):,} bytes"


BYTE_MUTATORS: tuple[tuple[ByteMutator, float], ...] = (
    (b_bit_flip, 3), (b_byte_set, 2), (b_insert, 2), (b_delete, 3), (b_duplicate, 1), (b_truncate, 2),
    (b_invalid_utf8, 2), (b_number, 3), (b_bom, 2), (b_surrogate, 2), (b_deep, 1), (b_whitespace, 2),
    (b_duplicate_key, 1), (b_control, 1), (b_escape, 1), (b_tiny, 0.5), (b_oversize, 0.05),
)


def mutate_bytes(rng: random.Random, seed: Seed) -> tuple[bytes, list[str], list[str]]:
    """One of the seed's texts with 1-2 byte mutations; returns it, their descriptions and the
    mutator names."""
    data = rng.choice(seed.texts)
    funcs = [f for f, _ in BYTE_MUTATORS]
    weights = [w for _, w in BYTE_MUTATORS]
    steps = 1 if rng.random() < 0.75 else 2
    done: list[str] = []
    names: list[str] = []
    for _ in range(steps):
        for _attempt in range(10):
            func = rng.choices(funcs, weights)[0]
            result = func(rng, data)
            if result is not None:
                data, text = result
                done.append(text)
                names.append(func.__name__[2:])
                break
    return data, done, names


