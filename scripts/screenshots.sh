#!/bin/sh
# Builds the site and looks at it in a real browser: headless Chromium
# screenshots of the home page, a Turkish lesson, the Japanese tutorial lesson
# and a FAQ page into site-screenshots/, and a check that Chromium parsed every
# page without an XML error.
#
# usage: scripts/screenshots.sh [PROJECT_DIR]
#   PROJECT_DIR holds courses/ (default: the repository). The site is built
#   with --no-verify into PROJECT_DIR/site (badges then come from cached results).
#   Set COURSEC to a built coursec binary to skip `swift build`.
set -eu

repo=$(cd "$(dirname "$0")/.." && pwd)
project=$(cd "${1:-$repo}" && pwd)
shots="$repo/site-screenshots"

need=""
command -v chromium >/dev/null 2>&1 || need="$need chromium"
[ -d /usr/share/fonts/opentype/noto ] && ls /usr/share/fonts/opentype/noto | grep -q CJK || need="$need fonts-noto-cjk"
if [ -n "$need" ]; then
    echo "installing:$need"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
fi

if [ -z "${COURSEC:-}" ]; then
    (cd "$repo" && swift build -q)
    COURSEC="$repo/.build/debug/coursec"
fi
(cd "$project" && "$COURSEC" build --no-verify --templates "$repo/templates" --out site)
site="$project/site"

browse() {
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --user-data-dir="$(mktemp -d)" "$@" 2>/dev/null
}

# Chromium reads .html files as HTML; an XHTML page that is not well-formed
# still shows, so also ask for each page's DOM and look for the XML error page.
status=0
for page in $(cd "$site" && find . -name '*.html' | sort); do
    if browse --dump-dom "file://$site/${page#./}" | grep -q "This page contains the following errors"; then
        echo "$page: error: Chromium reports an XML parse error" >&2
        status=1
    fi
done

pick() { # the first page matching a pattern, if any
    (cd "$site" && find . -path "$1" | sort | head -n 1 | sed 's|^\./||')
}
home="index.html"
turkish=$(pick './*/tr/*.html' | grep -v index.html || true)
turkish=${turkish:-$(cd "$site" && find . -path './*/tr/*.html' ! -name index.html | sort | head -n 1 | sed 's|^\./||')}
tutorial=$(cd "$site" && grep -l 'class="step"' $(find . -path './*/ja/*.html' | sort) 2>/dev/null | head -n 1 | sed 's|^\./||' || true)
faq=$(pick './faq/*.html')
[ -f "$site/faq/tr.html" ] && faq="faq/tr.html"

rm -rf "$shots"
mkdir -p "$shots"
for entry in "home:$home" "turkish-lesson:$turkish" "japanese-tutorial:$tutorial" "faq:$faq"; do
    name=${entry%%:*}
    page=${entry#*:}
    if [ -z "$page" ]; then
        echo "$name: no such page in this site, skipped" >&2
        continue
    fi
    browse --screenshot="$shots/$name.png" --window-size=1280,2000 "file://$site/$page"
    echo "$shots/$name.png  ($page)"
done
exit $status
