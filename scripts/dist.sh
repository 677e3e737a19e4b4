#!/usr/bin/env bash
# Writes the release archive of the coursec binary $1 into the folder $2 and prints its
# path: `make dist` gives it the static release build; CourseRepositoryCITests gives it
# the test build when no archive is named (COURSEC_DIST_ARCHIVE), for the same layout:
#
#   coursec-VERSION-linux-ARCH/bin/coursec
#   coursec-VERSION-linux-ARCH/libexec/coursec/coursec-jail-init   beside the binary, when built
#   coursec-VERSION-linux-ARCH/share/coursec/templates, .../interfaces
#   coursec-VERSION-linux-ARCH/share/coursec/debian-packages   one run-time package a line
#   coursec-VERSION-linux-ARCH/README
#
# VERSION is what the binary says (`coursec --version`, Coursec.version in the code). The
# shared libraries are read from the binary (ldd, each file's package by dpkg -S), so the
# packages listed are those this build links, not a list kept by hand.
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: scripts/dist.sh COURSEC_BINARY OUT_FOLDER" >&2; exit 64; }
[ -x "$1" ] || { echo "scripts/dist.sh: $1 is not an executable" >&2; exit 1; }
binary=$(realpath "$1")
mkdir -p "$2"
out=$(realpath "$2")
cd "$(dirname "$0")/.."
version=$("$binary" --version)
version=${version#coursec }
name="coursec-$version-linux-$(uname -m)"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
install -d "$root/bin" "$root/share/coursec"
install -m 755 "$binary" "$root/bin/coursec"
# The batch jail's init, built beside coursec (`make release`); without it each snippet gets a jail of its own.
if [ -x "$(dirname "$binary")/coursec-jail-init" ]; then
  install -D -m 755 "$(dirname "$binary")/coursec-jail-init" "$root/libexec/coursec/coursec-jail-init"
fi
cp -R templates "$root/share/coursec/templates"
cp -R interfaces "$root/share/coursec/interfaces"

# Each library the binary names (readelf's NEEDED: those bring their own dependencies),
# where ldd finds it, as the Debian package that holds it; the C library and the
# compiler's runtime are on every Debian system. A library no package holds is the Swift
# toolchain's (a build without --static-swift-stdlib, as the tests' is): named apart.
if ldd "$binary" | grep "not found" >&2; then exit 1; fi
needed=" $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ') "
packages=()
foreign=()
while read -r soname library; do
  [[ "$needed" == *" $soname "* ]] || continue
  owner=$(dpkg -S "$library" 2>/dev/null || dpkg -S "$(readlink -f "$library")" 2>/dev/null || true)
  if [ -n "$owner" ]; then packages+=("${owner%%:*}"); else foreign+=("$library"); fi
done < <(ldd "$binary" | awk '/=> \// { print $1, $3 }')
libraries=$(printf '%s\n' "${packages[@]}" | sort -u | grep -v -x -e libc6 -e libgcc-s1 -e libstdc++6 | tr '\n' ' ')
libraries=${libraries% }
# Besides the libraries: what coursec starts or reads at run time (docs/ci.md).
runtime="$libraries bubblewrap w3c-sgml-lib xml-core git"
printf '%s\n' $runtime > "$root/share/coursec/debian-packages"

. /etc/os-release
{
  cat <<README
coursec $version, for Linux on $(uname -m), built on $PRETTY_NAME

    bin/coursec                        the command (the Swift runtime and Foundation linked in)
    libexec/coursec/coursec-jail-init  the first process of a merged batch's sandbox, when coursec runs as root
    share/coursec/templates            the site's stylesheets, words and assets
    share/coursec/interfaces           the UIKit/SwiftUI/Combine API Apple-only code is typechecked against
    share/coursec/debian-packages      the Debian packages below, one a line

Unpack it anywhere and put its bin on PATH; coursec finds share/coursec beside it:

    mkdir -p /opt/coursec && tar -xzf $name.tar.gz -C /opt/coursec --strip-components=1
    export PATH=/opt/coursec/bin:\$PATH
    coursec doctor        # one line per run-time need, with the command that installs what is missing

It needs these Debian packages at run time (the names of $PRETTY_NAME, whose
shared libraries it links):

    apt-get install $runtime

- the shared libraries coursec links (Markdown, XHTML and XSLT, SHA-256 and HMAC, the
  preview's web server, the allocator): $libraries
- bubblewrap: the sandbox every snippet is compiled and run in (verify, and build without --no-verify)
- w3c-sgml-lib, xml-core: the XHTML 1.0 DTD and the XML catalog every page is validated with, offline
- git: status names the sections of a source lesson that changed since it was translated
- Pagefind, for the site's search (without it the site is built with no search index):
      python3 -m pip install pagefind-bin-extended==1.5.2
  then link its pagefind_extended onto PATH (or set COURSEC_PAGEFIND to it)
- the Swift toolchain (https://www.swift.org/install/linux/), for verify and for a build
  that verifies; build --no-verify, new, status, translate, extract and doctor run without it
README
  if [ ${#foreign[@]} -gt 0 ]; then
    echo
    echo "This build also needs libraries of no Debian package (not linked statically):"
    printf '    %s\n' "${foreign[@]}"
  fi
  echo
  echo "A course repository's CI with this archive: docs/ci.md in coursec's repository."
} > "$root/README"

tar -C "$stage" -czf "$out/$name.tar.gz" --owner=0 --group=0 "$name"
echo "$out/$name.tar.gz"
