#!/usr/bin/env bash
# Regenerates the figures of docs/BENCHMARKS.md: the fast solvers on 1000 seeded random-state cubes, the optimal
# solver on a few (each may take its whole time limit), with Markdown tables, CSV rows and SVG plots in docs/bench/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/docs/bench"
mkdir -p "$out"
cd "$root"
./cubeguide tables build >/dev/null
./cubeguide bench --solver twophase,thistlethwaite,beginner --count "${COUNT:-1000}" --seed 1 --markdown \
  --csv "$out/fast.csv" --plot "$out/fast.svg" > "$out/fast.md"
./cubeguide bench --solver optimal --count "${OPTIMAL_COUNT:-5}" --seed 1 --timeout "${OPTIMAL_TIMEOUT:-5m}" --threads 2 \
  --markdown --csv "$out/optimal.csv" --plot "$out/optimal.svg" > "$out/optimal.md"
echo "wrote $out/fast.md, $out/optimal.md and their CSV and SVG files"
