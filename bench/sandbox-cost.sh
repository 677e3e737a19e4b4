#!/bin/sh
# The sandbox's cost: `coursec verify --no-cache` (everything compiled and run)
# with the sandbox and with --no-sandbox, alternated ROUNDS times in one run so
# both see the same machine load; prints each total, the ratio and the cost per
# snippet.
#
#   bench/sandbox-cost.sh [ROUNDS] [PATH...]   default: 3 rounds, courses/ in the current directory
#
# Uses the coursec that `swift build` made for this package (built first if needed).
set -eu

rounds=${1:-3}
[ $# -gt 0 ] && shift
package=$(cd "$(dirname "$0")/.." && pwd)
swift build --package-path "$package" --product coursec >/dev/null 2>&1 || {
    echo "bench: swift build failed (run it to see why)" >&2
    exit 1
}
coursec="$(swift build --package-path "$package" --show-bin-path 2>/dev/null)/coursec"

now() { date +%s.%N; }

# Seconds of one verify; verify exits 1 when a snippet fails, the timing still counts.
timed() {
    start=$(now)
    "$coursec" verify --no-cache "$@" >/dev/null 2>&1 || true
    end=$(now)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }'
}

snippets=$("$coursec" verify --no-cache --format json "$@" 2>/dev/null | grep -c '"status": "\(passed\|failed\)"' || true)
sandboxed=0
unsandboxed=0
i=0
while [ "$i" -lt "$rounds" ]; do
    # Alternate which goes first, so neither always gets the warmer disk cache.
    if [ $((i % 2)) -eq 0 ]; then
        a=$(timed "$@"); b=$(timed --no-sandbox "$@")
    else
        b=$(timed --no-sandbox "$@"); a=$(timed "$@")
    fi
    echo "round $((i + 1)): sandbox $a s, no sandbox $b s"
    sandboxed=$(awk -v t="$sandboxed" -v a="$a" 'BEGIN { print t + a }')
    unsandboxed=$(awk -v t="$unsandboxed" -v b="$b" 'BEGIN { print t + b }')
    i=$((i + 1))
done

awk -v a="$sandboxed" -v b="$unsandboxed" -v n="$rounds" -v k="$snippets" 'BEGIN {
    printf "sandbox:    %.2f s per verify (mean of %d)\n", a / n, n
    printf "no sandbox: %.2f s per verify\n", b / n
    printf "ratio: %.3fx\n", (b > 0 ? a / b : 0)
    if (k > 0) printf "cost per checked snippet: %+.1f ms (%d snippets compiled or run)\n", (a - b) / n / k * 1000, k
}'
