#!/bin/sh
# Builds the site and looks at it in a real browser: headless Chromium
# screenshots at 390 px and 1280 px of the home page, a lesson index, a Turkish
# lesson, the Japanese tutorial lesson and a FAQ page into site-screenshots/,
# and a check that Chromium parsed every page without an XML error.
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

# Chromium reads .html files as HTML and forgives what XML would not, so each
# page is also opened under a .xhtml name, which makes Chromium use its XML
# parser; a page that is not well-formed then shows Chromium's XML error page.
status=0
xml_copies=$(mktemp -d)
for page in $(cd "$site" && find . -name '*.html' | sort); do
    copy="$xml_copies/$(echo "${page#./}" | tr / _).xhtml"
    cp "$site/$page" "$copy"
    if browse --dump-dom "file://$copy" | grep -q "This page contains the following errors"; then
        echo "$page: error: Chromium reports an XML parse error" >&2
        status=1
    fi
done
rm -rf "$xml_copies"

# The first page of the site holding `pattern` (a grep pattern), among `pages`.
first_with() {
    pattern=$1; shift
    (cd "$site" && for page in "$@"; do grep -l "$pattern" "$page" 2>/dev/null || true; done | head -n 1 | sed 's|^\./||')
}
home="index.html"
turkish=$(first_with 'class="pair"' $(cd "$site" && find . -path './*/tr/*.html' ! -name index.html ! -path './faq/*' | sort))
tutorial=$(first_with 'class="step"' $(cd "$site" && find . -path './*/ja/*.html' ! -name index.html ! -path './faq/*' | sort))
faq=$(cd "$site" && find faq -name '*.html' | sort | head -n 1)
[ -f "$site/faq/tr.html" ] && faq="faq/tr.html"

rm -rf "$shots"
mkdir -p "$shots"
index=$(cd "$site" && find . -path './*/tr/index.html' | sort | head -n 1 | sed 's|^\./||')
# Each page kind at a phone's width and a desktop's.
for entry in "home:$home" "lesson-index:$index" "turkish-lesson:$turkish" "japanese-tutorial:$tutorial" "faq:$faq"; do
    name=${entry%%:*}
    page=${entry#*:}
    if [ -z "$page" ]; then
        echo "$name: no such page in this site, skipped" >&2
        continue
    fi
    for size in 390,3000 1280,2000; do
        browse --screenshot="$shots/$name-${size%%,*}.png" --window-size=$size "file://$site/$page"
        echo "$shots/$name-${size%%,*}.png  ($page)"
    done
done
exit $status
