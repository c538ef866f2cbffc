#!/usr/bin/env bash
# The figures of the Spark batch job (issue 24) on COUNT random states (default 2000, seed SEED=5), the two-phase
# solver, JSON output:
#   1. correctness: `cubeguide batch` once; every id exactly once, every solution checked by scripts/check_solutions.py
#      (an independent sticker simulator), at most 20 moves;
#   2. resume: the same run killed with SIGKILL while it writes its third chunk (--chunk-size 200), then run again
#      on the same output; every id exactly once, every solution checked;
#   3. speed: RUNS (default 3) alternations of `cubeguide batch` and `cubeguide solve --batch` on the same states,
#      each a new process: wall and CPU seconds (the command's own: a run on the batch daemon spends the daemon's),
#      the job's own figures (until Spark was ready, the solving part), and a one-cube run of each for their fixed
#      costs; then, with the batch daemon stopped, a run that starts it, and one with --no-daemon.
#   scripts/batch-figures.sh            (CUBEGUIDE_HOME as for the other commands; the tables must be built)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cg=./cubeguide
cubes="$work/cubes.txt"
$cg scramble --seed "${SEED:-5}" --count "${COUNT:-2000}" --json | sed -E 's/.*"facelets":"([A-Z]{54})".*/\1/' > "$cubes"
head -1 "$cubes" > "$work/one.txt"
# Builds what is stale and records the class-data-sharing archives, so that no timed run pays for them.
$cg batch --input "$work/one.txt" --output "$work/warm" --format json --no-progress > /dev/null 2>&1
$cg solve --batch "$work/one.txt" --facelets --json > /dev/null 2>&1

echo "== correctness: $(wc -l < "$cubes") states"
$cg batch --input "$cubes" --output "$work/out" --format json --no-progress | grep -v '^lengths'
python3 scripts/check_solutions.py "$work/out" --max-length 20 --inputs "$cubes"

echo "== resume after SIGKILL"
$cg batch --input "$cubes" --output "$work/killed" --format json --chunk-size 200 --no-progress > /dev/null 2>&1 &
pid=$!
until [ "$(ls -d "$work"/killed/chunk=* 2>/dev/null | wc -l)" -ge 2 ] \
    && [ -n "$(find "$work/killed" -path '*_attempt-*/_temporary/*' -name 'part-*' 2>/dev/null | head -1)" ]; do
  sleep 0.05
done
kill -9 "$pid"
wait "$pid" || echo "killed (exit $?); left: $(ls "$work/killed" | tr '\n' ' ')"
echo "rows in committed chunks: $(cat "$work"/killed/chunk=*/part-*.json | wc -l)"
$cg batch --input "$cubes" --output "$work/killed" --format json --chunk-size 200 --no-progress 2>&1 | grep -v '^lengths'
python3 scripts/check_solutions.py "$work/killed" --max-length 20 --inputs "$cubes"

echo "== speed (load average $(cut -d' ' -f1-3 /proc/loadavg))"
for i in $(seq "$runs"); do
  rm -rf "$work/speed"
  /usr/bin/time -f "batch: wall %e s, cpu %U+%S s" $cg batch --input "$cubes" --output "$work/speed" --format json \
    --no-progress 2>&1 | grep '^this run\|^batch'
  /usr/bin/time -f "solve --batch: wall %e s, cpu %U+%S s" $cg solve --batch "$cubes" --facelets --json 2>&1 > /dev/null
done
rm -rf "$work/speed"
/usr/bin/time -f "batch, one cube: wall %e s, cpu %U+%S s" $cg batch --input "$work/one.txt" --output "$work/speed" \
  --format json --no-progress 2>&1 | grep '^batch'
/usr/bin/time -f "solve --batch, one cube: wall %e s, cpu %U+%S s" $cg solve --batch "$work/one.txt" --facelets --json \
  2>&1 > /dev/null
$cg batch --stop-daemon > /dev/null
for _ in $(seq 600); do pgrep -f dev.cubeguide.spark.BatchDaemon > /dev/null || break; sleep 0.1; done
rm -rf "$work/speed"
/usr/bin/time -f "batch, starting the daemon: wall %e s, cpu %U+%S s" $cg batch --input "$cubes" --output "$work/speed" \
  --format json --no-progress 2>&1 | grep '^this run\|^batch'
rm -rf "$work/speed"
/usr/bin/time -f "batch --no-daemon: wall %e s, cpu %U+%S s" $cg batch --input "$cubes" --output "$work/speed" \
  --format json --no-progress --no-daemon 2>&1 | grep '^this run\|^batch'
echo "(load average $(cut -d' ' -f1-3 /proc/loadavg))"
