#!/usr/bin/env python3
"""The naive way to check an imported book: one whole program per group, and one per
runnable listing outside groups, each for one plain swiftc and one run.

    book_programs.py EXTRACT_JSON VERIFY_JSON OUT_DIR

EXTRACT_JSON is `coursec extract --courses DIR --json` of the imported lessons; a
group's program is its `setup`, `run` and `typecheck` blocks in document order (what
coursec compiles and runs for it, docs/verify.md "Groups"), without its
`compile-error` blocks, which are no part of it. A `run` block without a group is a
program of its own. OUT_DIR gets `NAME.swift` and `NAME.out` for each, which
bench/lib/naive-verify.sh compiles, runs and compares.

VERIFY_JSON is `coursec verify --format json` of the same lessons: it gives each
block's expected lines (a `typecheck` or `setup` block's, which nobody states, are
what coursec saw it print), so both ways check the same lines. Prints the number of
programs and of blocks in them as JSON.
"""
import json
import os
import shutil
import sys

IN_PROGRAM = ("setup", "run", "typecheck")


def expected_lines(result):
    """The lines a block is expected to print: its stated lines, else (a block whose
    output is not judged) what it printed."""
    if result is None:
        return []
    if result.get("lines"):
        return [line["expected"] for line in result["lines"] if line["expected"] is not None]
    printed = result.get("printed")
    return printed.splitlines() if printed else []


def programs(lessons, results):
    """(name, code, expected lines, block count) for each program, in the lessons' order."""
    made = []
    for number, lesson in enumerate(lessons, start=1):
        if any(block["role"] in ("support", "include") for block in lesson["blocks"]):
            # The naive loop compiles main.swift alone; a book with support files would
            # need them on every swiftc line, which this baseline does not model.
            sys.exit(f"book_programs.py: {lesson['file']} has support files, which the naive way does not compile")
        groups = {}
        for block in lesson["blocks"]:
            if block["role"] not in IN_PROGRAM or (block["group"] is None and block["role"] != "run"):
                continue
            key = block["group"] if block["group"] is not None else ("lone", block["line"])
            groups.setdefault(key, []).append(block)
        for index, blocks in enumerate(groups.values(), start=1):
            name = f"{lesson['lang']}-{number:02d}-{lesson['lesson']}-{index:03d}"
            code = "".join(block["code"] if block["code"].endswith("\n") else block["code"] + "\n" for block in blocks)
            lines = [line for block in blocks for line in expected_lines(results.get((lesson["file"], block["line"])))]
            made.append((name, code, lines, len(blocks)))
    return made


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: book_programs.py EXTRACT_JSON VERIFY_JSON OUT_DIR")
    with open(argv[0], encoding="utf-8") as file:
        lessons = json.load(file)
    with open(argv[1], encoding="utf-8") as file:
        results = {(result["file"], result["line"]): result for result in json.load(file)}
    out = argv[2]
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    made = programs(lessons, results)
    for name, code, lines, _ in made:
        with open(os.path.join(out, name + ".swift"), "w", encoding="utf-8") as file:
            file.write(code)
        with open(os.path.join(out, name + ".out"), "w", encoding="utf-8") as file:
            file.write("".join(line + "\n" for line in lines))
    print(json.dumps({"programs": len(made), "blocks": sum(count for *_, count in made)}))


if __name__ == "__main__":
    main(sys.argv[1:])
