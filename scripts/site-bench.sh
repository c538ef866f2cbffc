#!/usr/bin/env bash
# The static site's page-level figures (docs/BENCHMARKS.md, "The page"): in headless Chromium (/usr/bin/chromium) at
# phone size, against the site served by a plain static file server, for each engine: the time from the page's
# opening to the first solution on screen (and to the default solver's shorter one settled) on a first visit and on a
# later visit with the server stopped (tables in browser storage), and the size of the first visit's files.
#   scripts/site-bench.sh [--runs 5] [--seed 1] [--engines wasm,js] [--solver fastest]
# Builds the web module (the site, its engines and the test classes) first; prints Markdown, the load average before
# and after. The engine's own figures (solve times, table preparation) are scripts/browser-bench.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# One run builds and lists the class path (the web module's is the last written), so that the modules resolve to
# this build.
build=(-q -B -pl web -am package dependency:build-classpath -DskipTests -Dmdep.includeScope=test
  -Dmdep.outputFile="$work/cp.txt")
mvn -o "${build[@]}" >/dev/null 2>&1 || mvn "${build[@]}" >/dev/null
# The project's own modules from this checkout's build, the rest (Playwright, Javalin...) from Maven's.
deps="$(tr ':' '\n' < "$work/cp.txt" | grep -v -e '/dev/cubeguide/' -e '/org/teavm/' | paste -sd: -)"
cp=""
for dir in web/target/test-classes web/target/classes browser/target/classes link/target/classes \
    solvers/target/classes solvers/target/test-classes core/target/classes core/target/test-classes; do
  cp="$cp$root/$dir:"
done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 java -cp "$cp$deps" dev.cubeguide.web.SiteBench "$@")
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
