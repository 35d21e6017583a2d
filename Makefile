# locdoc: the two commands of the README, and the benchmark.
#   make run    build locdoc, check the bundled corpus (Locales/) and run its samples; findings and failing
#               locales are the expected output
#   make test   build and run the whole test suite
#   make bench  ingest throughput next to raw cmark-gfm, side by side (release build; not part of the tests);
#               BENCH_ARGS=--check for locdoc check, BENCH_ARGS=--test for locdoc test
# Each target installs the Debian packages locdoc needs when they are missing.

APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libxml2-dev libxml2-utils pkg-config bsdutils
# bsdutils: `script`, which the tests use to give locdoc a terminal.
# Real consumers and validators of locdoc's SARIF and JUnit output, used by the tests.
PIP_PACKAGES := jsonschema sarif-tools junitparser
SWIFT ?= swift

.PHONY: deps build run test bench clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:$$missing"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@python3 -c "import jsonschema, sarif, junitparser" 2>/dev/null || python3 -m pip install --quiet $(PIP_PACKAGES)

build: deps
	$(SWIFT) build -c release --product locdoc
	@# `locdoc test` compiles samples against the prebuilt MSAL module and links this runtime library.
	$(SWIFT) build -c release --product LocDocRuntime

run: build
	@# locdoc exits 1 when it reports findings: that is the job done, not a failed run.
	.build/release/locdoc check Locales; status=$$?; [ $$status -le 1 ]
	@# locdoc test exits 1 when a locale's samples fail: three of the five bundled locales do, by design.
	.build/release/locdoc test Locales; status=$$?; [ $$status -le 1 ]

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release --product locdoc-bench
	$(SWIFT) build -c release --product LocDocRuntime
	.build/release/locdoc-bench $(BENCH_ARGS)

clean:
	rm -rf .build
