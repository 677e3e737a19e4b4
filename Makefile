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

# The project checks its own course as its users will (no translation lags
# behind; every snippet in every language prints its output), then the unit tests.
test: build
	.build/debug/coursec status --strict
	.build/debug/coursec verify
	$(SWIFT) test
