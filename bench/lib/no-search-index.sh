#!/bin/bash
# A stand-in for Pagefind, for measuring a build without its search step: it speaks
# Pagefind's service protocol as coursec uses it (pagefind_extended --service: base64
# JSON frames, each followed by a comma) and, asked for a bundle's files, answers
# with the two coursec requires of one, and indexes nothing.
set -eu
answer() { printf '{"message_id":%s,"payload":%s}' "$1" "$2" | base64 -w0; printf ','; }
field() { printf '%s' "$json" | sed -n "s/.*\"$1\":\"\{0,1\}\([^\",}]*\).*/\1/p"; }
while IFS= read -r -d , frame; do
    json=$(printf '%s' "$frame" | base64 -d)
    id=$(field message_id)
    case "$(field type)" in
        NewIndex) answer "$id" '{"type":"NewIndex","index_id":0}' ;;
        AddDir) answer "$id" '{"type":"IndexedDir","page_count":0}' ;;
        GetFiles)
            script=$(printf '// no search index: bench/lib/no-search-index.sh\n' | base64 -w0)
            entry=$(printf '{"version":"0","languages":{}}\n' | base64 -w0)
            answer "$id" "{\"type\":\"GetFiles\",\"files\":[{\"path\":\"pagefind.js\",\"content\":\"$script\"},{\"path\":\"pagefind-entry.json\",\"content\":\"$entry\"}]}" ;;
        DeleteIndex) answer "$id" '{"type":"DeleteIndex"}' ;;
    esac
done
