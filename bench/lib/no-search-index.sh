#!/bin/sh
# A stand-in for Pagefind, for measuring a build without its search step:
# called as Pagefind is (--site IN --output-path OUT --silent), it writes the
# two files coursec requires of a bundle and indexes nothing.
set -eu
while [ $# -gt 0 ]; do
    case "$1" in
        --output-path) out="$2"; shift 2 ;;
        *) shift ;;
    esac
done
mkdir -p "$out"
printf '// no search index: bench/lib/no-search-index.sh\n' > "$out/pagefind.js"
printf '{"version":"0","languages":{}}\n' > "$out/pagefind-entry.json"
