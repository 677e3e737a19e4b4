# The Quick start commands: `make site` and `make test`; `make install` puts coursec on PATH,
# `make dist` writes the release archive a course repository's CI installs (docs/ci.md).
SWIFT ?= swift
PREFIX ?= /usr/local
# For `set -o pipefail` in install.
SHELL := /bin/bash

.PHONY: deps deps-build site test test-fast build verify release install dist

# Everything: building, running, and coursec's own tests and benchmark (Hugo, Chromium, fonts, node).
deps:
	scripts/install-deps.sh

# Building and running coursec only: what `install`, `build` and `site` need.
deps-build:
	scripts/install-deps.sh build

build: deps-build
	$(SWIFT) build

# Builds the course site from courses/ into site/ (verifying every snippet first).
site: build
	.build/debug/coursec build

# The project checks its own course as its users will (no translation lags
# behind; every snippet in every language prints its output), then the unit tests.
# COURSEC_AXE: axe-core for BrowserTests' accessibility check, where `deps` put it (looked
# for when the recipe runs, after `deps`, not when make reads this file).
test: deps build
	.build/debug/coursec status --strict
	.build/debug/coursec verify
	for axe in /usr/local/share/coursec-tests/axe.min.js "$$HOME/.local/share/coursec-tests/axe.min.js"; do \
	  [ -f "$$axe" ] && export COURSEC_AXE="$$axe" && break; \
	done; $(SWIFT) test

# The loop while editing: every test without a slow tag (Tests/CoursecTestSupport/Tags.swift:
# compiles, binary, sandbox, pagefind, node, browser), in under a minute. Swift 6.3's `swift test`
# cannot select by tag, so scripts/test-fast reads the tags from `swift test list` and skips
# the tagged suites and tests by ID (README, "Tests").
test-fast: deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/test-fast

# A release coursec in PREFIX/bin, its templates in PREFIX/share/coursec/templates and
# its Apple interfaces in PREFIX/share/coursec/interfaces, where an installed coursec
# looks for them (ShippedFolder; docs/site.md, docs/interfaces.md). Only the `coursec`
# product is built: the test targets import Testing, which a release build has not. The
# Swift runtime and Foundation are linked in, so the binary runs without the toolchain
# (`coursec doctor` says what else it needs; the C libraries stay Debian's, dynamic).
# The static Foundation's createTemporaryFile refers to mktemp, so the linker warns
# "the use of `mktemp' is dangerous" on every static link; coursec never calls it and
# an author can do nothing about it, so that one line is kept out (every other line,
# and the build's exit status, come through).
# The batch jail's init (docs/verify.md, "One sandbox per batch") is a second product, in C,
# installed in PREFIX/libexec/coursec, where coursec looks for it.
RELEASE := $(SWIFT) build -c release --static-swift-stdlib --product coursec
release: deps-build
	set -o pipefail; $(RELEASE) 2>&1 | { grep -v "the use of \`mktemp' is dangerous" || true; }
	$(SWIFT) build -c release --product coursec-jail-init

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/coursec $(DESTDIR)$(PREFIX)/libexec/coursec
	install -m 755 "$$($(RELEASE) --show-bin-path)/coursec" $(DESTDIR)$(PREFIX)/bin/coursec
	install -m 755 "$$($(RELEASE) --show-bin-path)/coursec-jail-init" $(DESTDIR)$(PREFIX)/libexec/coursec/coursec-jail-init
	rm -rf $(DESTDIR)$(PREFIX)/share/coursec/templates $(DESTDIR)$(PREFIX)/share/coursec/interfaces
	cp -R templates $(DESTDIR)$(PREFIX)/share/coursec/templates
	cp -R interfaces $(DESTDIR)$(PREFIX)/share/coursec/interfaces

# The release archive, coursec-VERSION-linux-ARCH.tar.gz (VERSION: `coursec --version`),
# in DISTDIR (default: here): one folder holding what `install` installs, the Debian
# packages the binary needs at run time (read from its ldd) and a README
# (scripts/dist.sh). Unpacked anywhere, its bin/coursec finds its share/ folder.
DISTDIR ?= .
dist: release
	scripts/dist.sh "$$($(RELEASE) --show-bin-path)/coursec" $(DISTDIR)
