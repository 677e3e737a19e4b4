#!/bin/sh
# The floor of a cold verify: the least any tool can spend to compile and run every
# program of a corpus folder. All programs are one module (bench/lib/floor_module.py
# wraps each in an enum of its own, so their names do not clash), compiled and linked
# by one `swiftc -Onone -wmo -num-threads JOBS` (coursec's optimization for a run
# snippet; one frontend, whose code generation uses JOBS threads: without -wmo the
# driver starts a frontend per file, each parsing all 171 files, 32 s of CPU against
# 4.5 s), then each program is run once, JOBS at once,
# by the argument that selects it, and its standard output compared with the .out file
# next to it. No sandbox, no per-program folder, no cache.
#
#   floor.sh CORPUS_DIR JOBS
#
# Prints "N passed, N failed" and names each failure on stderr; exits 1 when one failed,
# so a floor that does not do the work (a program that prints something else in the
# merged module) is never reported as one.
set -eu

corpus=$(cd "$1" && pwd)
jobs=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/coursec-floor-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

count=$(python3 "$here/floor_module.py" "$corpus" "$work/src")
swiftc -Onone -wmo -num-threads "$jobs" -module-name Snippet -o "$work/main" "$work/src"/*.swift
mkdir "$work/printed"
seq 0 $((count - 1)) | xargs -P "$jobs" -I{} sh -c 'cd "$1" && ./main "$2" >"printed/$2" 2>/dev/null || true' sh "$work" {}

passed=0 failed=0 number=0
for program in $(ls "$corpus"/*.swift | LC_ALL=C sort); do
    if cmp -s "$work/printed/$number" "${program%.swift}.out"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "floor: $(basename "$program" .swift) failed" >&2
    fi
    number=$((number + 1))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
