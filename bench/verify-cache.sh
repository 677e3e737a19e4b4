#!/bin/sh
# Times `coursec verify` cold (a fresh, empty cache: everything compiled) and warm
# (the same cache again: nothing compiled) and prints the ratio.
#
#   bench/verify-cache.sh [PATH...]      default: courses/ in the current directory
#
# Uses the coursec that `swift build` made for this package (built first if needed).
# The cache lives in a temporary folder, so the project's .coursec-cache is untouched.
set -eu

package=$(cd "$(dirname "$0")/.." && pwd)
swift build --package-path "$package" --product coursec >/dev/null 2>&1 || {
    echo "bench: swift build failed (run it to see why)" >&2
    exit 1
}
coursec="$(swift build --package-path "$package" --show-bin-path 2>/dev/null)/coursec"

cache=$(mktemp -d "${TMPDIR:-/tmp}/coursec-bench-XXXXXX")
trap 'rm -rf "$cache"' EXIT INT TERM

now() { date +%s.%N; }

run() {
    # verify exits 1 when a snippet fails; the timing still counts (no pipefail in sh).
    "$coursec" verify "$@" --cache-dir "$cache" 2>/dev/null | tail -n 1
}

start=$(now)
summary=$(run "$@")
cold_end=$(now)
run "$@" >/dev/null
warm_end=$(now)

awk -v s="$start" -v c="$cold_end" -v w="$warm_end" -v summary="$summary" 'BEGIN {
    cold = c - s; warm = w - c
    printf "snippets: %s\n", summary
    printf "cold: %.2f s (empty cache)\n", cold
    printf "warm: %.2f s (all cached)\n", warm
    printf "ratio: %.1fx\n", (warm > 0 ? cold / warm : 0)
}'
