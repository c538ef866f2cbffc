#!/usr/bin/env bash
# The browser engine's figures (docs/BENCHMARKS.md, "Browser engine"): in headless Chromium (/usr/bin/chromium), for
# the WebAssembly GC and JavaScript engines, the table preparation on a first visit and a warm one, the first
# solution of a first visit, and each solver's median and p95 solve time and mean length on seeded random states.
#   scripts/browser-bench.sh [--count 1000] [--js-count 1000] [--seed 1] [--engines wasm,js]
#                            [--solvers twophase,thistlethwaite,beginner] [--budget MS]
# Builds the browser module (its engines and test classes) first; prints Markdown tables, the load average before
# and after.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mvn -q -B -o -pl browser -am package -DskipTests >/dev/null 2>&1 || mvn -q -B -pl browser -am package -DskipTests >/dev/null
mvn -q -B -o -pl browser -am dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp.txt" \
  >/dev/null
# The project's own modules from this checkout's build, the rest (Playwright, JUnit's AssertJ...) from Maven's.
deps="$(tr ':' '\n' < "$work/cp.txt" | grep -v -e '/dev/cubeguide/' -e '/org/teavm/' | paste -sd: -)"
cp=""
for dir in browser/target/test-classes browser/target/classes solvers/target/classes solvers/target/test-classes \
    core/target/classes core/target/test-classes; do
  cp="$cp$root/$dir:"
done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd browser && java -cp "$cp$deps" dev.cubeguide.browser.BrowserBench "$@")
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
