#!/usr/bin/env python3
"""Lays out every program of a corpus folder as one Swift module, for bench/lib/floor.sh:
the least a verifier can compile. Program N (its .swift files sorted by name) becomes
`program-N.swift`, all of it inside `enum CorpusProgramN`, so programs that declare the
same names do not clash:

- its types and type aliases (a top-level item whose first word, after attributes and
  modifiers, is struct, class, enum, protocol or typealias) are members of the enum;
- the rest, statements, variables and functions, is the body of `static func main()`
  (a function there is a local one, and sees the variables declared before it);
- `extension X` stays at file scope as `extension CorpusProgramN.X`;
- `import` lines go to the top of the file.

A top-level item starts at a line that begins outside every bracket and runs to the
line where its brackets close (the corpus is formatted that way: bench/lib/write_corpus.py).
`main.swift` calls `CorpusProgramN.main()` for the argument N. Writes the files into
OUT_DIR and prints the number of programs.

    floor_module.py CORPUS_DIR OUT_DIR
"""
import os
import re
import sys

MEMBERS = {"struct", "class", "enum", "protocol", "typealias"}
MODIFIERS = {"public", "private", "fileprivate", "internal", "open", "final", "indirect", "mutating", "nonisolated"}


def depth_change(line):
    """The change of bracket depth over a line, strings and line comments left out
    (the corpus has no multi-line strings or block comments)."""
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = line.split("//", 1)[0]
    return sum(line.count(c) for c in "({[") - sum(line.count(c) for c in ")}]")


def items(source):
    """The program's top-level items, each its lines."""
    found, current, depth = [], [], 0
    for line in source.rstrip("\n").split("\n"):
        if depth == 0 and current:
            found.append(current)
            current = []
        current.append(line)
        depth += depth_change(line)
    if current:
        found.append(current)
    return found


def first_word(line):
    for word in line.split():
        if word.startswith("@") or word in MODIFIERS or word.startswith("private(") or word.startswith("fileprivate("):
            continue
        return word
    return ""


def layout(number, source):
    namespace = f"CorpusProgram{number}"
    imports, members, extensions, body = [], [], [], []
    for item in items(source):
        word = first_word(item[0])
        if word == "import":
            imports += item
        elif word == "extension":
            extensions += [item[0].replace("extension ", f"extension {namespace}.", 1)] + item[1:]
        elif word in MEMBERS:
            members += item
        else:
            body += item
    return "\n".join(imports + [f"enum {namespace} {{"] + members + ["static func main() {"] + body
                     + ["}", "}"] + extensions) + "\n"


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: floor_module.py CORPUS_DIR OUT_DIR")
    corpus, out = argv
    names = sorted(name for name in os.listdir(corpus) if name.endswith(".swift"))
    os.makedirs(out, exist_ok=True)
    cases = []
    for number, name in enumerate(names):
        with open(os.path.join(corpus, name), encoding="utf-8") as file:
            source = file.read()
        with open(os.path.join(out, f"program-{number}.swift"), "w", encoding="utf-8") as file:
            file.write(layout(number, source))
        cases.append(f'case "{number}": CorpusProgram{number}.main()')
    with open(os.path.join(out, "main.swift"), "w", encoding="utf-8") as file:
        file.write("switch CommandLine.arguments[1] {\n" + "\n".join(cases) + "\ndefault: fatalError(\"no such program\")\n}\n")
    print(len(names))


if __name__ == "__main__":
    main(sys.argv[1:])
