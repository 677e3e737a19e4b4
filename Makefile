# The two Quick start commands: `make site` and `make test`.
SWIFT ?= swift

.PHONY: deps site test build verify

deps:
	scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Builds the course site from courses/ into site/ (verifying every snippet first).
site: build
	.build/debug/coursec build

# Unit tests, then the project verifies its own course, as its users will.
test: build
	$(SWIFT) test
	.build/debug/coursec verify
