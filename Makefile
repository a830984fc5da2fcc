# PatternTutor: `make run` starts the course, `make test` runs every test.
# Both install the system packages they need first (Debian's apt-get).

SWIFT   ?= swift
PREFIX  ?= /usr/local
BIN_DIR  = $(PREFIX)/bin
DATA_DIR = $(PREFIX)/share/pattern-tutor

BUILD_PACKAGES = pkg-config libncursesw5-dev libedit-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev
TEST_PACKAGES  = tmux unicode-data
BENCH_PACKAGES = hyperfine pandoc time python3-venv
# Release builds carry the Swift runtime and Foundation inside the binary: a third faster to
# start (no relocating two dozen shared libraries), and it runs where Swift is not installed.
RELEASE = -c release --static-swift-stdlib
# Seconds each fuzz target runs in `make fuzz` (both run at once, one per core).
FUZZ_SECONDS ?= 300

.PHONY: run test test-tsan fuzz chaos snippets copy-check bench build release install uninstall deps test-deps clean

deps:
	@./scripts/ensure-packages $(BUILD_PACKAGES)

test-deps: deps
	@./scripts/ensure-packages $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product pattern-tutor

run: release
	@"$$($(SWIFT) build -c release --show-bin-path)/pattern-tutor" --lessons "$(CURDIR)/Lessons"

# The end-to-end tests drive the real binary, so it is built before the test run.
test: test-deps
	$(SWIFT) build
	PATTERN_TUTOR_BIN="$$($(SWIFT) build --show-bin-path)/pattern-tutor" $(SWIFT) test
	SWIFT="$(SWIFT)" python3 scripts/fuzz/run.py --seconds 30
	@if [ -d "$(SEEDS)" ]; then python3 scripts/copy-check/check.py "$(SEEDS)" Lessons; \
	else echo "copy-check: skipped, no source material at $(SEEDS) (set SEEDS=DIR)"; fi

# The reliability suites (hostile lessons, terminal chaos, durability of progress) at full
# scale: hundreds of kills, resize storms on every screen. Rewrites docs/reliability.md with
# what they tried and what held. `make test` runs the same suites at a quick scale.
FIGURES = $(CURDIR)/.build/reliability-figures
chaos: test-deps
	$(SWIFT) build --build-tests
	rm -rf "$(FIGURES)"
	PATTERN_TUTOR_BIN="$$($(SWIFT) build --show-bin-path)/pattern-tutor" PATTERN_TUTOR_CHAOS=full \
		PATTERN_TUTOR_FIGURES="$(FIGURES)" $(SWIFT) test --skip-build --filter Reliability
	python3 scripts/reliability/report.py "$(FIGURES)"

# Every ```swift block of the lessons, compiled against the course's modules: lint --compile,
# as any course's author runs it (make test does this too; this is the quick way while writing).
snippets: deps
	$(SWIFT) build --product pattern-tutor
	"$$($(SWIFT) build --show-bin-path)/pattern-tutor" lint --compile Lessons

# Runs of nine words or more that the lessons share with the source material (SEEDS), API
# signatures and attributed quotations listed in scripts/copy-check/allowed.txt aside.
SEEDS ?= $(CURDIR)/../shared/seeds
copy-check:
	python3 scripts/copy-check/check.py "$(SEEDS)" Lessons

# Speed and memory, side by side with hello world, rich and pandoc; rewrites docs/benchmarks.md.
# Release builds; rich goes into a virtual environment under .build. Never part of `make test`.
bench: deps
	@./scripts/ensure-packages $(BENCH_PACKAGES)
	python3 scripts/bench/run.py --swift-flags "$(RELEASE)"

# The pattern tests (pools, singletons, observers across threads) under the thread sanitizer.
# A separate build folder, so the normal build is not thrown away.
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan --filter PatternsTests

# libFuzzer on the lesson loader and lint, and on the Markdown renderer, for FUZZ_SECONDS each:
# an instrumented build in .build/fuzz, seeded from the lessons, the CommonMark spec and the
# broken-lesson fixtures. Fails on any crash, hang or broken invariant, keeping the input in
# .build/fuzz/crashes/<target>/. Rewrites docs/reliability.md's fuzzing rows.
fuzz: deps
	rm -rf "$(FIGURES)-fuzz"
	SWIFT="$(SWIFT)" PATTERN_TUTOR_FIGURES="$(FIGURES)-fuzz" python3 scripts/fuzz/run.py --seconds $(FUZZ_SECONDS)
	python3 scripts/reliability/report.py "$(FIGURES)-fuzz"

# The modules a lesson's Swift may import (and those they need), for `lint --compile` of any course.
COURSE_MODULES = Patterns ShapeGame Animation TextMatching Localization

install: release
	install -d "$(DESTDIR)$(BIN_DIR)" "$(DESTDIR)$(DATA_DIR)/Modules"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/pattern-tutor" "$(DESTDIR)$(BIN_DIR)/pattern-tutor"
	rm -rf "$(DESTDIR)$(DATA_DIR)/Lessons"
	cp -R Lessons "$(DESTDIR)$(DATA_DIR)/Lessons"
	for module in $(COURSE_MODULES); do \
		install -m 644 "$$($(SWIFT) build -c release --show-bin-path)/Modules/$$module.swiftmodule" "$(DESTDIR)$(DATA_DIR)/Modules/"; \
	done
	@echo "Installed $(DESTDIR)$(BIN_DIR)/pattern-tutor with lessons in $(DESTDIR)$(DATA_DIR)/Lessons"
	@echo "and the course modules lint --compile checks lessons against in $(DESTDIR)$(DATA_DIR)/Modules"

uninstall:
	rm -f "$(DESTDIR)$(BIN_DIR)/pattern-tutor"
	rm -rf "$(DESTDIR)$(DATA_DIR)"

clean:
	rm -rf .build
