#!/usr/bin/env python3
"""Packages bench/corpus/ as a course, so `coursec verify` checks the same programs
the naive loop does: one `swift run` block and its `output` block per program,
five programs per lesson, in one language, no support file.

    corpus_course.py CORPUS_DIR OUT_COURSE_DIR [LIMIT]

LIMIT keeps only the first LIMIT programs (for a quick run).
"""
import json
import os
import shutil
import sys

PER_LESSON = 5


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit("usage: corpus_course.py CORPUS_DIR OUT_COURSE_DIR [LIMIT]")
    corpus, out = argv[0], argv[1]
    programs = sorted(name[:-6] for name in os.listdir(corpus) if name.endswith(".swift"))
    if len(argv) == 3:
        programs = programs[: int(argv[2])]
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "en"))
    lessons = []
    for start in range(0, len(programs), PER_LESSON):
        number = start // PER_LESSON + 1
        parts = []
        for stem in programs[start:start + PER_LESSON]:
            with open(os.path.join(corpus, stem + ".swift"), encoding="utf-8") as file:
                source = file.read().rstrip("\n")
            with open(os.path.join(corpus, stem + ".out"), encoding="utf-8") as file:
                expected = file.read().rstrip("\n")
            parts += [f"## {stem}", "", "```swift run", source, "```", "", "```output", expected, "```", ""]
        lessons.append(parts)
    write_course(out, "Corpus", lessons)


def write_course(out, title, lessons):
    """An English course at `out` (its `en` folder made already): lesson N (from 1) is
    `en/NNN-<title lowercased>-NNN.md`, titled "<title> N", its body the lines given."""
    ids = []
    for number, body in enumerate(lessons, start=1):
        lesson = f"{title.lower()}-{number:03d}"
        ids.append(lesson)
        with open(os.path.join(out, "en", f"{number:03d}-{lesson}.md"), "w", encoding="utf-8") as file:
            file.write("\n".join(["---", f"id: {lesson}", f"title: {title} {number}", "---", ""] + body))
    course = {"title": {"en": title}, "sourceLanguage": "en", "lessons": ids}
    with open(os.path.join(out, "course.json"), "w", encoding="utf-8") as file:
        json.dump(course, file, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
