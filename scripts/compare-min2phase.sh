#!/usr/bin/env bash
# The issue-3 whole-process comparison: cubeguide's `solve --batch` against min2phase (tnoodle's 0.19.2, in the
# bench module only) on the same random states, each as a new JVM, timed RUNS times (the median is printed);
# then every cubeguide solution is checked by scripts/check_solutions.py, a sticker simulator of its own.
#   scripts/compare-min2phase.sh [FACELETS.txt]     (default: COUNT=3000 random states from SEED=2026)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The cli jar and the bench module's benchmarks.jar (which alone holds min2phase).
mvn -q -B -o -DskipTests -pl cli,bench -am package >/dev/null 2>&1 || mvn -q -B -DskipTests -pl cli,bench -am package >/dev/null
./cubeguide tables build >/dev/null
if [ $# -ge 1 ]; then
  cubes="$1"
else
  cubes="$work/cubes.txt"
  ./cubeguide scramble --seed "${SEED:-2026}" --count "${COUNT:-3000}" --json \
    | sed -E 's/.*"facelets":"([A-Z]{54})".*/\1/' > "$cubes"
fi
wall() { # wall milliseconds of one run of "$@" (stdin from $cubes, stdout to $work/out)
  local start
  start=$(date +%s%N)
  "$@" < "$cubes" > "$work/out"
  echo $(( ($(date +%s%N) - start) / 1000000 ))
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
m2p=(java -cp bench/target/benchmarks.jar dev.cubeguide.bench.baseline.Min2PhaseBatch 20)
cg=(./cubeguide solve --batch - --facelets --max-length 20 --json)
for _ in $(seq "$runs"); do wall "${m2p[@]}"; done | median > "$work/m2p"
for _ in $(seq "$runs"); do wall "${cg[@]}"; done | median > "$work/cg"
python3 scripts/check_solutions.py "$work/out" --max-length 20 --inputs "$cubes"
m2p_ms=$(cat "$work/m2p"); cg_ms=$(cat "$work/cg")
echo "cubes: $(wc -l < "$cubes")  min2phase: ${m2p_ms} ms  cubeguide: ${cg_ms} ms  (median of $runs whole-process runs)" \
  " ratio: $(( m2p_ms * 100 / cg_ms / 100 )).$(printf '%02d' $(( m2p_ms * 100 / cg_ms % 100 )))x"
