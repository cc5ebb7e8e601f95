#!/usr/bin/env python3
"""Mutation testing for the library modules (standard library only; see Docs/Testing.md).

Each mutant is one plausible one-line bug (a boundary, a sign, a swapped operand, a deleted step,
a reversed loop, a tweaked constant) applied alone to one file of `Sources/<Module>`. For each
mutant the tests are rebuilt incrementally and the module's test target is run:

    swift build --build-tests --scratch-path <path>
    swift test --skip-build --scratch-path <path> --filter '^<TestTarget>\\.'

A failing (or timed-out) test run kills the mutant; a mutant that does not compile is skipped;
a mutant listed in Scripts/mutation-equivalent.txt cannot change behaviour and is not counted.

    Scripts/mutate.sh --list [--module Tween]
    Scripts/mutate.sh --module Tween --sample 30 --seed 1
    Scripts/mutate.sh --sample 20 --seed 7 --scratch-path .build-mutation

The source file is always restored: in a `finally`, on SIGINT/SIGTERM/SIGHUP, and, should the
process be killed outright, from the backup copy the next run finds in the scratch folder.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT_FILE = ROOT / "Scripts" / "mutation-equivalent.txt"

# Module directory -> test targets, where they are not `<Dir>Tests` (a kit is tested where the
# implementations it checks are).
TEST_TARGET_OVERRIDES = {
    "RuntimeConformance": ["RuntimeTests"],
    "AnimationConformance": ["TweenTests", "PhysicsTests"],
}
# Library targets that hold no behaviour of their own (re-exports only).
SKIPPED_MODULES = {"MaterialMotion"}


# ---------------------------------------------------------------------------------------------
# Modules


def library_modules() -> dict[str, str]:
    """Library module directories under Sources/ and their test targets, read from Package.swift.

    A `.target(name: ..., path: "Sources/X")` is a library module; executables, test targets and
    targets outside Sources/ are not. A module without a test target is reported and skipped.
    """
    text = (ROOT / "Package.swift").read_text()
    modules: dict[str, str] = {}
    for match in re.finditer(r"\.target\(", text):
        depth, end = 0, match.end() - 1
        for end in range(match.end() - 1, len(text)):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            if depth == 0:
                break
        body = text[match.end() : end]
        name = re.search(r"name:\s*\"([^\"]+)\"", body)
        path = re.search(r"path:\s*\"Sources/([^\"]+)\"", body)
        directory = path.group(1) if path else (name.group(1) if name else "")
        if not directory or not (ROOT / "Sources" / directory).is_dir() or directory in SKIPPED_MODULES:
            continue
        tests = TEST_TARGET_OVERRIDES.get(directory, [f"{directory}Tests"])
        if all((ROOT / "Tests" / target).is_dir() for target in tests):
            modules[directory] = "|".join(tests)
        else:
            print(f"mutate: skipping Sources/{directory}: no test target Tests/{', Tests/'.join(tests)}", file=sys.stderr)
    return modules


# ---------------------------------------------------------------------------------------------
# Lexing: which characters of a Swift file are code (not comments, not string literals)


def code_mask(text: str) -> list[bool]:
    """True for each character of `text` that is code; comments and string literal contents
    (including their quotes and any interpolation inside them) are False."""
    mask = [True] * len(text)
    i, n = 0, len(text)
    block_depth = 0
    while i < n:
        if block_depth:
            if text.startswith("/*", i):
                block_depth += 1
                mask[i] = mask[i + 1] = False
                i += 2
            elif text.startswith("*/", i):
                block_depth -= 1
                mask[i] = mask[i + 1] = False
                i += 2
            else:
                mask[i] = False
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            for k in range(i, end):
                mask[k] = False
            i = end
            continue
        if text.startswith("/*", i):
            block_depth = 1
            mask[i] = mask[i + 1] = False
            i += 2
            continue
        # String literals, with optional raw-string hashes: #"..."#, """...""".
        hashes = 0
        while i + hashes < n and text[i + hashes] == "#":
            hashes += 1
        if i + hashes < n and text[i + hashes] == '"':
            start = i
            j = i + hashes
            multiline = text.startswith('"""', j)
            quote = '"""' if multiline else '"'
            j += len(quote)
            closing = quote + "#" * hashes
            depth = 0  # interpolation parentheses, for non-raw strings
            while j < n:
                if hashes == 0 and text[j] == "\\" and j + 1 < n:
                    if text[j + 1] == "(":
                        depth += 1
                        j += 2
                        continue
                    j += 2
                    continue
                if depth:
                    if text[j] == "(":
                        depth += 1
                    elif text[j] == ")":
                        depth -= 1
                    j += 1
                    continue
                if text.startswith(closing, j):
                    j += len(closing)
                    break
                if not multiline and text[j] == "\n":
                    break
                j += 1
            for k in range(start, min(j, n)):
                mask[k] = False
            i = j
            continue
        if hashes:
            i += hashes  # `#if`, `#selector`, ...: code
            continue
        i += 1
    return mask


# ---------------------------------------------------------------------------------------------
# The catalogue of mutation operators


@dataclasses.dataclass(frozen=True)
class Mutant:
    file: str  # relative to ROOT
    line: int  # 1-based, first line changed
    operator: str
    original: str  # the changed lines, as in the file
    mutated: str  # their replacement ("" when deleted)
    start: int  # character offsets of the replaced span in the file
    end: int
    replacement: str
    # The header of the declaration the changed line is in (`func write(...) {`), whitespace
    # collapsed: tells apart mutants of the same text in different functions of one file.
    within: str = ""

    @property
    def module(self) -> str:
        return self.file.split("/")[1]

    def describe(self) -> str:
        before = " ".join(self.original.split())
        after = " ".join(self.mutated.split()) if self.mutated.strip() else "(deleted)"
        return f"{self.file}:{self.line}: [{self.operator}] {before}  =>  {after}"

    def key(self) -> tuple[str, str, str]:
        return (self.file, " ".join(self.original.split()), " ".join(self.mutated.split()))


def is_equivalent(mutant: Mutant, equivalents: dict[tuple[str, str, str, str], str]) -> bool:
    """Whether a record lists `mutant`: one without `in:` (any occurrence of its text in the
    file), or one whose `in:` text is part of the header of the declaration the mutant is in."""
    file, before, after = mutant.key()
    if (file, before, after, "") in equivalents:
        return True
    return any(
        key[:3] == (file, before, after) and key[3] and key[3] in mutant.within for key in equivalents
    )


# Token replacements applied to one occurrence in code: (operator, regex, replacement function).
# Binary operators are matched only with spaces on both sides (the formatter's style), so generic
# brackets (`Array<Int>`), arrows and ranges are never touched.
def _swap(table: dict[str, str]):
    return lambda m: table[m.group(0)]


TOKEN_OPERATORS: list[tuple[str, re.Pattern[str], object]] = [
    ("boundary", re.compile(r"(?<= )(<=|>=|<|>)(?= )"), _swap({"<": "<=", "<=": "<", ">": ">=", ">=": ">"})),
    ("equality", re.compile(r"(?<= )(==|!=)(?= )"), _swap({"==": "!=", "!=": "=="})),
    ("logic", re.compile(r"(?<= )(&&|\|\|)(?= )"), _swap({"&&": "||", "||": "&&"})),
    ("arithmetic", re.compile(r"(?<= )(&?[-+*/])(?= )"),
     _swap({"+": "-", "-": "+", "*": "/", "/": "*", "&+": "&-", "&-": "&+", "&*": "&+"})),
    ("compound assignment", re.compile(r"(?<= )(&?[-+*/]=)(?= )"),
     _swap({"+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=", "&+=": "&-=", "&-=": "&+="})),
    ("sign", re.compile(r"(?<=[(\[,:=] )-(?=[A-Za-z_(0-9.])|(?<=[(\[])-(?=[A-Za-z_(0-9.])|(?<=return )-(?=[A-Za-z_(0-9.])"),
     lambda m: ""),
    ("operand swap", re.compile(r"(?<=\.)(x|y|width|height|lhs|rhs|from|to|min|max|start|end|lower|upper)\b(?!:)"),
     _swap({"x": "y", "y": "x", "width": "height", "height": "width", "lhs": "rhs", "rhs": "lhs",
            "from": "to", "to": "from", "min": "max", "max": "min", "start": "end", "end": "start",
            "lower": "upper", "upper": "lower"})),
    ("operand swap", re.compile(r"(?<![.\w])(?<!let )(?<!var )(?<!func )(?<!case )(a|b|x|y|dx|dy|width|height|lhs|rhs|first|last)\b(?!\s*:)"),
     _swap({"a": "b", "b": "a", "x": "y", "y": "x", "dx": "dy", "dy": "dx", "width": "height",
            "height": "width", "lhs": "rhs", "rhs": "lhs", "first": "last", "last": "first"})),
    ("min/max", re.compile(r"(?<![.\w])(min|max)(?=\()"), _swap({"min": "max", "max": "min"})),
    ("boolean", re.compile(r"(?<![.\w])(true|false)\b"), _swap({"true": "false", "false": "true"})),
    ("constant", re.compile(r"(?<![\w.])(\d+\.\d+(?:e[-+]?\d+)?|\d+e[-+]?\d+)(?![\w.])"),
     lambda m: _tweak_float(m.group(0))),
    ("constant", re.compile(r"(?<![\w.])(?<!e-)(?<!e\+)(?<!p-)(\d+)(?![\w.])"), lambda m: _tweak_int(m.group(0))),
]


def _tweak_float(literal: str) -> str | None:
    value = float(literal)
    if value == 0:
        return "0.001"
    tweaked = value * 1.1  # +10 %: 0.55 -> 0.605, 0.1 -> 0.11, 0.04 -> 0.044
    text = repr(tweaked)
    return text if "." in text or "e" in text else text + ".0"


def _tweak_int(literal: str) -> str | None:
    value = int(literal)
    return "0" if value == 1 else str(value + 1)


SKIPPED_LINE = re.compile(
    r"^\s*(@|import\b|#|(public |internal |private |fileprivate |package )*(typealias|associatedtype|case\b))"
)
DECLARATION = re.compile(
    r"^\s*((@\w+(\([^)]*\))?\s+)*)((public|internal|private|fileprivate|package|open|final|static|"
    r"override|mutating|nonisolated|nonmutating|convenience|required|lazy|weak|unowned|inout|"
    r"@usableFromInline|@inlinable)\s+)*(func|init|deinit|subscript|struct|class|enum|protocol|"
    r"extension|actor)\b"
)

# Statement deletion: a whole statement that does something (a call, an assignment, a bare
# `return`, a `break`/`continue`), or a whole `guard ... else { ... }`.
CALL_STATEMENT = re.compile(r"^\s*(try\s+)?[A-Za-z_][\w.?!]*(\[[^\]]*\])?(\.[A-Za-z_][\w]*)*\(.*\)\s*$")
ASSIGNMENT_STATEMENT = re.compile(r"^\s*(?!let\b|var\b|case\b)[A-Za-z_][\w.?!\[\]]* (=|\+=|-=|\*=|/=|&\+=|&-=) .+$")
INIT_ASSIGNMENT = re.compile(r"^\s*self\.\w+ = ")  # deleting it in an init never compiles
BARE_STATEMENT = re.compile(r"^\s*(return|break|continue)\s*$")
# The declaration headers a record's `in:` names: functions, initializers, subscripts, computed
# properties and their accessors (after any attributes and modifiers).
_MODIFIERS = (
    r"(?:@\w+(?:\([^)]*\))?\s+|(?:public|private|fileprivate|internal|package|open|final|override"
    r"|static|class|mutating|nonmutating|convenience|required|nonisolated|dynamic)(?:\([^)]*\))?\s+)*"
)
ENCLOSING = re.compile(
    rf"^\s*{_MODIFIERS}(?:(?:func|init|deinit|subscript)\b|init[?!<(]|var\s.*\{{\s*$|(?:get|set|didSet|willSet)\b)"
)
FOR_LOOP = re.compile(r"^(\s*for\s+(?:case\s+)?.+?\s+in\s+)(.+?)(\s*\{\s*)$")
WHERE_FOR = re.compile(r"\swhere\s")


def mutants_of(relative: str) -> list[Mutant]:
    path = ROOT / relative
    text = path.read_text()
    mask = code_mask(text)
    result: list[Mutant] = []
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)

    def code_of(index: int) -> str:
        """The line with every non-code character blanked (same length)."""
        start = offsets[index]
        return "".join(c if mask[start + k] else " " for k, c in enumerate(lines[index]))

    codes = [code_of(i) for i in range(len(lines))]

    def within(index: int) -> str:
        """The nearest declaration header above line `index`, indented less (collapsed)."""
        indent = len(codes[index]) - len(codes[index].lstrip())
        for k in range(index - 1, -1, -1):
            code = codes[k]
            if code.strip() and len(code) - len(code.lstrip()) < indent and ENCLOSING.match(code):
                return " ".join(lines[k].split())
        return ""

    for index, line in enumerate(lines):
        code = codes[index]
        if not code.strip() or SKIPPED_LINE.match(code):
            continue
        is_declaration = bool(DECLARATION.match(code))
        start = offsets[index]
        for operator, pattern, replace in TOKEN_OPERATORS:
            if is_declaration and operator != "boundary":
                continue  # signatures: defaults and labels, seldom behaviour
            for match in pattern.finditer(code):
                replacement = replace(match)
                if replacement is None:
                    continue
                a, b = match.start(), match.end()
                mutated = line[:a] + replacement + line[b:]
                result.append(Mutant(relative, index + 1, operator, line, mutated, start + a, start + b, replacement, within(index)))
        # Reversed iteration.
        loop = FOR_LOOP.match(code)
        if loop and not WHERE_FOR.search(loop.group(2)):
            a, b = loop.start(2), loop.end(2)
            replacement = f"({line[a:b]}).reversed()"
            mutated = line[:a] + replacement + line[b:]
            result.append(Mutant(relative, index + 1, "reversed iteration", line, mutated, start + a, start + b, replacement, within(index)))
        # Statement deletion.
        stripped = code.strip()
        single = (
            (CALL_STATEMENT.match(code) and _balanced(stripped) and not stripped.startswith(("if ", "for ", "while ", "switch ")))
            or ASSIGNMENT_STATEMENT.match(code)
            or BARE_STATEMENT.match(code)
            or (stripped.startswith("guard ") and stripped.endswith("}") and _balanced(stripped))
        )
        if single and not INIT_ASSIGNMENT.match(code) and not stripped.endswith("{") and not stripped.endswith(","):
            # Only a complete statement: the next line must not continue it.
            following = codes[index + 1].strip() if index + 1 < len(codes) else ""
            if not following.startswith((".", "?", ":", "+", "-", "*", "/", "&&", "||", "==")):
                kind = "delete guard" if stripped.startswith("guard ") else "delete statement"
                result.append(Mutant(relative, index + 1, kind, line, "", offsets[index], offsets[index + 1] - 1, "", within(index)))
        elif stripped.startswith("guard ") and stripped.endswith("{") and " else " in f" {stripped} ":
            end = _closing_line(codes, index)
            if end is not None and end - index <= 4:
                original = "\n".join(lines[index : end + 1])
                result.append(Mutant(relative, index + 1, "delete guard", original, "", offsets[index], offsets[end + 1] - 1, "", within(index)))
    return result


def _balanced(code: str) -> bool:
    depth = 0
    for c in code:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _closing_line(codes: list[str], index: int) -> int | None:
    depth = 0
    for k in range(index, min(index + 12, len(codes))):
        for c in codes[k]:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    return k
    return None


def all_mutants(modules: list[str]) -> list[Mutant]:
    result = []
    for module in modules:
        for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
            result.extend(mutants_of(str(path.relative_to(ROOT))))
    return result


# ---------------------------------------------------------------------------------------------
# Equivalent mutants


def load_equivalents() -> dict[tuple[str, str, str, str], str]:
    """Records separated by blank lines:

        file: Sources/Streams/Multicast.swift
        -     if liveCount == 0, let subscription = upstreamSubscription {
        +     if liveCount <= 0, let subscription = upstreamSubscription {
        why:  liveCount never goes below zero

        file: Sources/Runtime/Engine/PropertyArbiter.swift
        in:   func write(_ value: Value, by motion:
        -     motion.hasValue = true
        + (deleted)
        why:  hold(_:) has set it already

    Lines are compared with runs of whitespace collapsed, so indentation does not matter; the
    line number is not part of the key, so the record survives edits elsewhere in the file.
    `in:` is optional: without it the record covers every occurrence of the text in the file;
    with it, only those in a declaration whose header contains it (`Mutant.within`), for a text
    that also occurs where the mutant does change behaviour. Keyed (file, original, mutated, in).
    """
    equivalents: dict[tuple[str, str, str, str], str] = {}
    if not EQUIVALENT_FILE.exists():
        return equivalents
    record: dict[str, list[str]] = {}

    def flush():
        if record.get("file") and "-" in record:
            key = (
                record["file"][0],
                " ".join("\n".join(record["-"]).split()),
                " ".join("\n".join(record.get("+", [])).split()),
                " ".join(" ".join(record.get("in", [])).split()),
            )
            equivalents[key] = " ".join(record.get("why", ["(no reason given)"]))
        record.clear()

    for raw in EQUIVALENT_FILE.read_text().split("\n"):
        if raw.startswith("#"):
            continue
        if not raw.strip():
            flush()
            continue
        for prefix, field in (("file:", "file"), ("in:", "in"), ("why:", "why"), ("-", "-"), ("+", "+")):
            if raw.startswith(prefix):
                value = raw[len(prefix) :].strip()
                if field == "+" and value == "(deleted)":
                    value = ""
                record.setdefault(field, []).append(value)
                break
    flush()
    return equivalents


# ---------------------------------------------------------------------------------------------
# Running


class Restorer:
    """Keeps the original text of the file being mutated and puts it back, whatever happens."""

    def __init__(self, scratch: Path):
        self.backup_dir = scratch / "mutation-backup"
        self.path: Path | None = None
        self.original: str | None = None
        self.mutated: str | None = None

    def recover(self):
        """Restores a file left mutated by a run that was killed outright."""
        if not self.backup_dir.is_dir():
            return
        for backup in self.backup_dir.rglob("*.swift"):
            target = ROOT / backup.relative_to(self.backup_dir)
            print(f"mutate: restoring {target.relative_to(ROOT)} left by an interrupted run", file=sys.stderr)
            target.write_text(backup.read_text())
            backup.unlink()

    def apply(self, mutant: Mutant):
        path = ROOT / mutant.file
        text = path.read_text()
        backup = self.backup_dir / mutant.file
        backup.parent.mkdir(parents=True, exist_ok=True)
        backup.write_text(text)
        self.path, self.original = path, text
        self.mutated = text[: mutant.start] + mutant.replacement + text[mutant.end :]
        path.write_text(self.mutated)

    def restore(self):
        if self.path is not None and self.original is not None:
            if self.path.read_text() != self.mutated:
                # Someone saved the file during the run: keep their text, which has no mutant.
                print(f"mutate: {self.path.relative_to(ROOT)} was edited during the run; kept as edited", file=sys.stderr)
            else:
                self.path.write_text(self.original)
            backup = self.backup_dir / self.path.relative_to(ROOT)
            if backup.exists():
                backup.unlink()
        self.path = self.original = self.mutated = None


def run(command: list[str], timeout: float, log) -> str:
    """Runs `command` in its own process group; returns "ok", "failed" or "timeout"."""
    log.write(f"\n$ {' '.join(command)}\n")
    log.flush()
    process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        return "ok" if process.wait(timeout=timeout) == 0 else "failed"
    except subprocess.TimeoutExpired:
        kill_tree(process)
        return "timeout"
    except BaseException:
        kill_tree(process)
        raise


def descendants(pid: int) -> list[int]:
    """Every process below `pid`, read from /proc (empty where /proc is missing)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                # The command name is in parentheses and may hold spaces: the ppid follows the last ")".
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
    found, stack = [], [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def kill_tree(process: subprocess.Popen) -> None:
    """Kills `process`, its process group and every descendant.

    `swift test` starts the test binary in a process group of its own, so killing the group alone
    left a timed-out mutant's tests running (and slowing every later step) after the script moved on.
    """
    for pid in descendants(process.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", action="append",
                        help="a module directory under Sources/ (repeatable); `Name:N` samples N of its mutants")
    parser.add_argument("--sample", type=int, help="mutants per module, a seeded random subset")
    parser.add_argument("--seed", default="0", help="seed for --sample (any string)")
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    parser.add_argument("--match", help="keep only the sampled mutants whose description matches this regex")
    parser.add_argument("--scratch-path", default=".build-mutation", help="build folder (default .build-mutation)")
    parser.add_argument("--test-timeout", type=float, help="seconds before a test run counts as a kill (default: 3x baseline + 30)")
    parser.add_argument("--build-timeout", type=float, default=1800, help="seconds before a build is abandoned")
    parser.add_argument("--log", default=None, help="build and test output (default <scratch>/mutate.log)")
    parser.add_argument("--equivalents", action="store_true",
                        help="print Scripts/mutation-equivalent.txt as a Markdown table (to read them)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the unmutated build and test run")
    parser.add_argument("--fail-on-survivor", action="store_true", help="exit 1 if a mutant survives")
    args = parser.parse_args()

    if args.equivalents:
        print("| file | original | mutated | why it cannot change behaviour |")
        print("| --- | --- | --- | --- |")
        for (file, before, after, within), why in load_equivalents().items():
            def cell(text: str) -> str:
                return "`" + text.replace("|", "\\|") + "`" if text else "(deleted)"
            reason = why.replace("|", "\\|")
            place = f"`{file.removeprefix('Sources/')}`" + (f" in `{within}`" if within else "")
            print(f"| {place} | {cell(before)} | {cell(after)} | {reason} |")
        return 0

    modules = library_modules()
    sizes: dict[str, int | None] = {}
    for item in args.module or list(modules):
        name, _, size = item.partition(":")
        sizes[name] = int(size) if size else args.sample
    selected = list(sizes)
    for module in selected:
        if module not in modules:
            parser.error(f"unknown module {module}; library modules: {', '.join(modules)}")
    equivalents = load_equivalents()

    chosen: list[Mutant] = []
    for module in selected:
        candidates = all_mutants([module])
        size = sizes[module]
        if size is not None and size < len(candidates):
            rng = random.Random(f"{args.seed}/{module}")
            candidates = sorted(rng.sample(candidates, size), key=lambda m: (m.file, m.start))
        chosen.extend(candidates)
    if args.match:
        chosen = [m for m in chosen if re.search(args.match, m.describe())]

    if args.list:
        for mutant in chosen:
            mark = "  (equivalent)" if is_equivalent(mutant, equivalents) else ""
            print(mutant.describe() + mark)
        counts = {m: sum(1 for x in chosen if x.module == m) for m in selected}
        print("; ".join(f"{m}: {c}" for m, c in counts.items()), file=sys.stderr)
        return 0

    scratch = (ROOT / args.scratch_path).resolve()
    scratch.mkdir(parents=True, exist_ok=True)
    log = open(args.log or scratch / "mutate.log", "a")
    restorer = Restorer(scratch)
    restorer.recover()

    def on_signal(number, frame):
        raise KeyboardInterrupt(f"signal {number}")

    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, on_signal)

    def sources_diff() -> bytes:
        return subprocess.run(["git", "diff", "--", "Sources"], cwd=ROOT, capture_output=True).stdout

    diff_before = sources_diff()
    build = ["swift", "build", "--build-tests", "--scratch-path", str(scratch)]

    def test(module: str) -> list[str]:
        return ["swift", "test", "--skip-build", "--scratch-path", str(scratch), "--filter", f"^({modules[module]})\\."]

    results: dict[str, dict[str, int]] = {m: dict(killed=0, survived=0, uncompilable=0, equivalent=0) for m in selected}
    survivors: list[Mutant] = []
    test_timeout = args.test_timeout
    try:
        if not args.no_baseline:
            began = time.monotonic()
            if run(build, args.build_timeout, log) != "ok":
                print(f"mutate: the unmutated package does not build; see {log.name}", file=sys.stderr)
                return 2
            print(f"baseline build: {time.monotonic() - began:.0f} s", flush=True)
            slowest = 0.0
            for module in selected:
                began = time.monotonic()
                if run(test(module), 1800, log) != "ok":
                    print(f"mutate: {modules[module]} fails without any mutant; see {log.name}", file=sys.stderr)
                    return 2
                slowest = max(slowest, time.monotonic() - began)
            print(f"baseline tests: slowest module {slowest:.0f} s", flush=True)
            if test_timeout is None:
                test_timeout = 3 * slowest + 30
        test_timeout = test_timeout or 300

        for number, mutant in enumerate(chosen, 1):
            tally = results[mutant.module]
            prefix = f"[{number}/{len(chosen)}]"
            if is_equivalent(mutant, equivalents):
                tally["equivalent"] += 1
                print(f"{prefix} equivalent   {mutant.describe()}", flush=True)
                continue
            began = time.monotonic()
            restorer.apply(mutant)
            try:
                built = run(build, args.build_timeout, log)
                outcome = "uncompilable"
                if built == "ok":
                    tested = run(test(mutant.module), test_timeout, log)
                    outcome = "survived" if tested == "ok" else "killed"
                elif built == "timeout":
                    outcome = "killed"  # a build that never ends (a type checker loop) is caught
            finally:
                restorer.restore()
            tally[outcome] += 1
            if outcome == "survived":
                survivors.append(mutant)
            print(f"{prefix} {outcome:<12} {mutant.describe()}  ({time.monotonic() - began:.0f} s)", flush=True)
    except KeyboardInterrupt:
        print("mutate: interrupted; the source is restored", file=sys.stderr)
        restorer.restore()
        report(results, survivors, selected, args)
        return 130
    finally:
        restorer.restore()
        if sources_diff() != diff_before:
            print("mutate: ERROR: Sources differ from before the run (edited meanwhile?)", file=sys.stderr)
            sys.exit(3)
        if not diff_before:
            print("mutate: Sources restored (git diff --quiet -- Sources)", file=sys.stderr)

    report(results, survivors, selected, args)
    if args.fail_on_survivor and survivors:
        return 1
    return 0


def report(results, survivors, selected, args):
    sample = f"seed {args.seed}" if any(args.sample or ":" in m for m in (args.module or [""])) else "all mutants"
    print(f"\nmutation score ({sample})")
    print(f"{'module':<20} {'killed':>6} {'survived':>8} {'uncompilable':>12} {'equivalent':>10} {'score':>7}")
    for module in selected:
        r = results[module]
        counted = r["killed"] + r["survived"]
        score = f"{100 * r['killed'] / counted:.0f} %" if counted else "-"
        print(f"{module:<20} {r['killed']:>6} {r['survived']:>8} {r['uncompilable']:>12} {r['equivalent']:>10} {score:>7}")
    if survivors:
        print("\nsurvivors:")
        for mutant in survivors:
            print("  " + mutant.describe())


if __name__ == "__main__":
    sys.exit(main())
