#!/bin/sh
# The baseline of a cold verify: for each program of a corpus folder, one plain
# `swiftc -Onone` (coursec's flags for a run snippet), then the program, its
# standard output compared with the .out file next to it. JOBS programs at once.
#
#   naive-verify.sh CORPUS_DIR JOBS [--count-only]
#
# Prints "N passed, N failed" and names each failure on stderr; exits 1 when
# one failed. So it also checks the corpus: every expected output must be what
# the program prints. With --count-only it exits 0 all the same: a real book's
# listings do not all pass, and the baseline's cost is the same either way.
set -eu

if [ "$1" = "--one" ]; then
    program=$2 work=$3
    name=$(basename "$program" .swift)
    mkdir -p "$work/$name"
    cd "$work/$name"
    if swiftc -Onone -module-name Snippet -o main "$program" 2>errors && ./main >printed 2>/dev/null &&
        cmp -s printed "${program%.swift}.out"; then
        echo pass >verdict
    else
        echo fail >verdict
        echo "naive-verify: $name failed" >&2
    fi
    exit 0
fi

corpus=$(cd "$1" && pwd)
jobs=$2
count_only=${3:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/coursec-naive-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

ls "$corpus"/*.swift | xargs -P "$jobs" -I{} sh "$0" --one {} "$work"
passed=$(cat "$work"/*/verdict | grep -c pass || true)
failed=$(cat "$work"/*/verdict | grep -c fail || true)
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] || [ "$count_only" = --count-only ]
