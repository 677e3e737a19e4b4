#!/usr/bin/env bash
# The installed coursec's smoke test (.ci/run; docs/ci.md, "The installed binary without
# the toolchain"): PREFIX/bin/coursec in a bubblewrap jail that hides the Swift
# toolchain's folder under an empty tmpfs does --version, doctor, new course and
# build --no-verify, and verify says in one line what it lacks; then, with the
# toolchain, verify and build of the same course pass. Each check prints what it saw.
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: scripts/smoke-installed.sh PREFIX" >&2; exit 64; }
prefix=$(realpath "$1")
coursec="$prefix/bin/coursec"
[ -x "$coursec" ] || { echo "smoke: $coursec is not an executable" >&2; exit 1; }
# /opt/swift for /opt/swift/usr/bin/swiftc (a link to swift-driver there).
swiftc=$(realpath "$(command -v swiftc)")
toolchain=$(dirname "$(dirname "$(dirname "$swiftc")")")
case "$toolchain" in
  /|/usr|/usr/*) echo "smoke: the toolchain is in $toolchain, which cannot be hidden without the system" >&2; exit 1 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/project"
cd "$work/project"

fail() { echo "smoke: $*" >&2; exit 1; }
# The whole system as it is, but the toolchain's folder empty.
jail() { bwrap --dev-bind / / --tmpfs "$toolchain" --chdir "$work/project" -- "$@"; }
# Runs "$@", keeping its status, stdout and stderr in $status, $out, $err.
run() {
  set +e
  "$@" > "$work/out" 2> "$work/err"
  status=$?
  set -e
  out=$(cat "$work/out")
  err=$(cat "$work/err")
  echo "\$ ${*/#$coursec/coursec}   # exit $status"
  sed 's/^/  | /' "$work/out" "$work/err"
}

jail test ! -e "$swiftc" || fail "the jail still shows $swiftc"

run jail "$coursec" --version
[ "$status" -eq 0 ] && [[ "$out" == "coursec "* ]] || fail "--version without the toolchain"

run jail "$coursec" doctor
[ "$status" -eq 1 ] || fail "doctor without swiftc must exit 1"
[ "$(grep -c '^error ' <<<"$out")" -eq 1 ] && grep -q '^error    swiftc: not found on PATH' <<<"$out" \
  || fail "doctor without the toolchain must name swiftc, and only it, as missing"
grep -q '^ok       bwrap: ' <<<"$out" || fail "doctor: bwrap must start the sandbox"
# As root (CI), the batch jail's init where make install put it.
[ "$(id -u)" -ne 0 ] || grep -q "^ok       batch jail: $prefix/libexec/coursec/coursec-jail-init " <<<"$out" \
  || fail "doctor: the installed batch jail init"
grep -q "^ok       templates: $prefix/share/coursec/templates\$" <<<"$out" || fail "doctor: the installed templates"

run jail "$coursec" new course smoke --lang en
[ "$status" -eq 0 ] && [ "$(cat .gitignore)" = $'site/\n.coursec-cache/' ] || fail "new course"

run jail "$coursec" build --no-verify
[ "$status" -eq 0 ] && [ -f site/index.html ] || fail "build --no-verify without the toolchain"
grep -q "^warning: swiftc not found on PATH" <<<"$err" || fail "build --no-verify must say its badges were not checked"
page=site/smoke/en/welcome.html
grep -q 'class="badge badge-not-verified"' "$page" || fail "build --no-verify without swiftc: $page must say 'not verified'"

run jail "$coursec" verify
[ "$status" -eq 1 ] && [ "$(wc -l <<<"$err")" -eq 1 ] && [[ "$err" == "error: swiftc not found on PATH: "*"https://www.swift.org/install/linux/"* ]] \
  || fail "verify without the toolchain must say so in one line"

run "$coursec" verify
[ "$status" -eq 0 ] && [ "$out" = "1 passed, 0 failed, 0 skipped" ] || fail "verify with the toolchain"

run "$coursec" build
[ "$status" -eq 0 ] && grep -q 'class="badge badge-verified"' "$page" && ! grep -q 'class="badge badge-not-verified"' "$page" || fail "build with the toolchain"

# The cache holds the passed result now; still nothing to match it to without a compiler.
run jail "$coursec" build --no-verify
[ "$status" -eq 0 ] && grep -q 'class="badge badge-not-verified"' "$page" || fail "build --no-verify without swiftc must not believe the cache"

echo "smoke: the installed coursec works without the toolchain, and verifies with it"
