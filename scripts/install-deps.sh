#!/usr/bin/env bash
# Installs the Debian packages coursec needs, only those missing. A fresh Debian
# machine has the Swift toolchain and nothing else we need.
#
#   scripts/install-deps.sh build   what building and running coursec needs: `make install`,
#                                   `make build`, `make site`
#   scripts/install-deps.sh         that and the tools of coursec's own tests and benchmark:
#                                   `make test`, `make test-fast`
#
# The run-time half of the build list is what a machine with only the release archive
# needs (`make dist` writes it into the archive's README; `coursec doctor` checks it).
set -euo pipefail

mode=${1:-all}
case "$mode" in
  build|all) ;;
  *) echo "usage: scripts/install-deps.sh [build|all]" >&2; exit 64 ;;
esac

build_packages=(
  pkg-config
  libcmark-gfm-dev libcmark-gfm-extensions-dev   # Markdown (cmark-gfm)
  libxml2-dev libxslt1-dev                       # XHTML trees, DTD validation, XSLT templates
  libmicrohttpd-dev                              # coursec serve's web server
  libjemalloc-dev                                # the coursec executable's malloc (glibc's cost a cold build 17 % of its CPU)
  libgettextpo-dev                               # translators' PO files (coursec po export/import)
  libssl-dev                                     # SHA-256 and HMAC-SHA256 (libcrypto) for cache keys and entries
  coreutils                                      # stdbuf: a snippet's output line-buffered, kept before a crash
  w3c-sgml-lib xml-core                          # the W3C DTDs and the XML catalog, for offline validation
  git                                            # status names changed sections from history
  bubblewrap                                     # the sandbox every snippet compiles and runs in (bwrap)
  python3-pip                                    # installs Pagefind (below); a fresh Swift image has python3 without pip
)
test_packages=(
  hugo time                                      # bench/run: the baseline site generator, peak memory (GNU time -v)
  chromium chromium-driver python3-selenium      # BrowserTests: the built site in headless Chromium through WebDriver
  fonts-noto-cjk                                 # Japanese text in the browser tests and scripts/screenshots.sh
)
command -v python3 >/dev/null 2>&1 || build_packages+=(python3)   # runs pip for Pagefind
if [ "$mode" = all ]; then
  command -v node >/dev/null 2>&1 || test_packages+=(nodejs)   # runs the site's search script in tests
  # CourseRepositoryCITests reads docs/ci/*.yml with PyYAML: the workflows must parse.
  python3 -c 'import yaml' >/dev/null 2>&1 || test_packages+=(python3-yaml)
fi

packages=("${build_packages[@]}")
[ "$mode" = all ] && packages+=("${test_packages[@]}")

# Site search: Pagefind's extended binary (Japanese segmentation), from PyPI, linked
# onto PATH as pagefind_extended, where `coursec build` looks for it (docs/site.md).
install_pagefind() {
  command -v pagefind_extended >/dev/null 2>&1 && return 0
  local pip=(python3 -m pip install --quiet pagefind-bin-extended==1.5.2)
  "${pip[@]}" 2>/dev/null || "${pip[@]}" --break-system-packages
  local binary
  binary=$(python3 -c 'import pagefind_bin_extended, os; print(os.path.join(os.path.dirname(pagefind_bin_extended.__file__), "pagefind_extended"))')
  local bin=/usr/local/bin
  [ -w "$bin" ] || bin="$HOME/.local/bin"
  mkdir -p "$bin"
  ln -sf "$binary" "$bin/pagefind_extended"
}

# BrowserTests' accessibility check runs axe-core 4.x, which is no Debian package: its
# script ships in PyPI's axe-playwright-python wheel, of which only axe.min.js is taken
# (nothing of Playwright is installed). The Makefile's test target hands it to the tests.
axe_folder=/usr/local/share/coursec-tests
[ -w /usr/local/share ] || axe_folder="$HOME/.local/share/coursec-tests"
install_axe() {
  [ "$mode" = all ] || return 0
  [ -f "$axe_folder/axe.min.js" ] && return 0
  local wheels
  wheels=$(mktemp -d)
  python3 -m pip download --quiet --no-deps -d "$wheels" axe-playwright-python==0.1.8
  mkdir -p "$axe_folder"
  python3 - "$wheels" "$axe_folder/axe.min.js" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/*.whl")[0]
with open(sys.argv[2], "wb") as script:
    script.write(zipfile.ZipFile(wheel).read("axe_playwright_python/axe.min.js"))
PY
  rm -rf "$wheels"
}

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then install_pagefind; install_axe; exit 0; fi

echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
install_pagefind
install_axe
