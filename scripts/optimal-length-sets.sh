#!/usr/bin/env bash
# Writes a seeded set of cubes whose optimal length is known: docs/bench/optimal-length-L.txt, COUNT facelet strings
# (default 20) that the optimal solver proved to be exactly L moves from solved (HTM). scripts/optimal-bench.sh runs
# them like any other set.
#   scripts/optimal-length-sets.sh L [COUNT]
# Candidates, in chunks of 2 x COUNT, chunk k with seed 1000 L + k:
#   - L up to 18: random sequences of L face turns (`cubeguide scramble --moves L`), at most L moves from solved;
#   - L = 19: random-state cubes (`cubeguide scramble`) for which the two-phase solver finds no solution of 18 moves
#     or fewer in 2 s (`--target-length 18 --timeout 2s`), since a random state is rarely 19 moves from solved.
# The candidates are then solved optimally (`solve --batch --solver optimal`, one line per core, ten lines at a time);
# those proven to be L moves long are kept, in order, until COUNT. The tables must be built; CUBEGUIDE_HOME says where, as for every
# command.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
length="${1:?usage: scripts/optimal-length-sets.sh L [COUNT]}"
count="${2:-20}"
cg="${CUBEGUIDE:-$root/cubeguide}"
out="$root/docs/bench/optimal-length-$length.txt"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: > "$work/kept"
chunk=0
while [ "$(wc -l < "$work/kept")" -lt "$count" ]; do
  seed=$((1000 * length + chunk))
  if [ "$length" -le 18 ]; then
    "$cg" scramble --moves "$length" --seed "$seed" --count $((2 * count)) --json | jq -r .facelets > "$work/candidates"
  else
    "$cg" scramble --seed "$seed" --count $((20 * count)) --json | jq -r .facelets > "$work/states"
    "$cg" solve --batch "$work/states" --facelets --json --target-length 18 --timeout 2s \
        | jq -r 'select(.length > 18) | .input' > "$work/candidates"
  fi
  # Ten candidates at a time, so that the last chunk stops once enough are kept (a 19-move proof takes a minute).
  split -l 10 "$work/candidates" "$work/group."
  for group in "$work"/group.*; do
    if [ "$(wc -l < "$work/kept")" -lt "$count" ]; then
      "$cg" solve --batch "$group" --facelets --json --solver optimal \
          | jq -r --argjson l "$length" 'select(.optimal == true and .length == $l) | .input' >> "$work/kept"
    fi
    rm "$group"
  done
  echo "chunk $chunk (seed $seed): $(wc -l < "$work/kept") of $count kept" >&2
  chunk=$((chunk + 1))
done
head -n "$count" "$work/kept" > "$out"
echo "wrote $out" >&2
