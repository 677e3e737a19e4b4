#!/usr/bin/env python3
"""A course of grouped listings for the bench, and the same listings the way a user
without groups would have to check them: one whole program per group prefix.

    grouped_course.py OUT_COURSE_DIR OUT_PREFIX_DIR [GROUPS] [BLOCKS]

Each of GROUPS lessons (default 8) holds one group of BLOCKS `swift run` blocks
(default 5), each using what the blocks before it declared and printing its own lines.
OUT_PREFIX_DIR gets, for every group and every k in 1...BLOCKS, `gNN-kK.swift` (blocks
1...k as one main.swift) and `gNN-kK.out` (what blocks 1...k print together): what
bench/lib/naive-verify.sh compiles and runs, one swiftc and one run each.
"""
import os
import shutil
import sys

from corpus_course import write_course


def blocks(group, count):
    """The code and the expected output of each block of one group."""
    start = 10 * group + 3
    made = [(
        f"var total = {start}\n"
        f"var history: [Int] = []\n"
        f"func record(_ amount: Int) {{\n    total += amount\n    history.append(amount)\n}}\n"
        f"print(\"start \\(total)\")",
        [f"start {start}"],
    )]
    total, history = start, []
    for k in range(2, count + 1):
        amount = k * (group + 2)
        total += amount
        history.append(amount)
        made.append((
            f"struct Step{k} {{ let amount = {amount} }}\n"
            f"record(Step{k}().amount)\n"
            f"print(\"step {k}: \\(total)\")\n"
            f"print(history.map(String.init).joined(separator: \",\"))",
            [f"step {k}: {total}", ",".join(map(str, history))],
        ))
    return made


def main(argv):
    if len(argv) not in (2, 3, 4):
        sys.exit("usage: grouped_course.py OUT_COURSE_DIR OUT_PREFIX_DIR [GROUPS] [BLOCKS]")
    out, prefixes = argv[0], argv[1]
    groups = int(argv[2]) if len(argv) > 2 else 8
    count = int(argv[3]) if len(argv) > 3 else 5
    for folder in (out, prefixes):
        if os.path.exists(folder):
            shutil.rmtree(folder)
    os.makedirs(os.path.join(out, "en"))
    os.makedirs(prefixes)
    lessons = []
    for group in range(1, groups + 1):
        parts = []
        made = blocks(group, count)
        for k, (code, printed) in enumerate(made, start=1):
            parts += [f"Listing {k} goes on from the one before.", "",
                      f"```swift run group=ledger-{group}", code, "```", "", "```output", *printed, "```", ""]
            with open(os.path.join(prefixes, f"g{group:02d}-k{k}.swift"), "w", encoding="utf-8") as file:
                file.write("\n".join(c for c, _ in made[:k]) + "\n")
            with open(os.path.join(prefixes, f"g{group:02d}-k{k}.out"), "w", encoding="utf-8") as file:
                file.write("".join(line + "\n" for _, lines in made[:k] for line in lines))
        lessons.append(parts)
    write_course(out, "Grouped", lessons)


if __name__ == "__main__":
    main(sys.argv[1:])
