#!/usr/bin/env bash
# Whole-process figures of the optimal solver: one `cubeguide solve --solver optimal --json --facelets F` process per
# cube of FILE (one facelet string per line), each timed from the outside (wall time, and user + system CPU time: the
# thread-seconds it cost the machine), with the search's own time and nodes from its JSON. Prints a line per cube,
# then the median, mean and p90 (nearest rank) of the wall time and of the thread-seconds, the time outside the search
# (start-up and opening the tables), the nodes per search-second, and the load average before and after.
#   scripts/optimal-bench.sh FILE [more solve options, e.g. --threads 1]
#   CUBEGUIDE=other/cubeguide scripts/optimal-bench.sh FILE      (another build's launcher; default this checkout's)
#   ROWS=rows.tsv scripts/optimal-bench.sh FILE                   (also keeps the per-cube rows, tab-separated)
# The tables must be built (`cubeguide tables build --solver optimal`); the table files are read once first so that
# every run starts with them in the page cache, and one uncounted solve builds the jar and its class-data archive
# (and starts the solve daemon, unless the options say --no-daemon). A solve on the daemon is counted with the
# daemon's CPU time during it (from /proc), beside its client's.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file="${1:?usage: scripts/optimal-bench.sh FILE [solve options]}"
shift
cg="${CUBEGUIDE:-$root/cubeguide}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
home="${CUBEGUIDE_HOME:-$HOME/.cache/cubeguide}"
cat "$home"/tables/*.tbl > /dev/null
"$cg" solve --solver optimal --json "R U F" "$@" > /dev/null
# The CPU time (user + system, in seconds) the solve daemons have used so far, 0 when none runs.
daemon_cpu() {
  local total=0 pid
  for pid in $(pgrep -f 'dev[.]cubeguide[.]cli[.]SolveDaemon' || true); do
    total=$(awk -v t="$total" -v hz="$(getconf CLK_TCK)" '{print t + ($14 + $15) / hz}' "/proc/$pid/stat" 2>/dev/null || echo "$total")
  done
  echo "$total"
}
echo "load before: $(uptime | sed 's/.*load average: //')"
printf '%-4s %-6s %-7s %8s %9s %9s %13s %10s\n' cube length optimal wall_s thread_s search_s nodes nodes/s
n=0
while read -r facelets; do
  [ -n "$facelets" ] || continue
  before=$(daemon_cpu)
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$cg" solve --solver optimal --json --facelets "$facelets" "$@" \
      > "$work/out.json"
  after=$(daemon_cpu)
  read -r wall user sys < "$work/time"
  jq -r --arg wall "$wall" --arg cpu "$(echo "$user $sys $before $after" | awk '{print $1 + $2 + $4 - $3}')" --arg n "$n" \
      '[$n, .length, .optimal, $wall, $cpu, .timeMs / 1000, .nodes] | @tsv' "$work/out.json" >> "$work/rows"
  tail -1 "$work/rows" | awk -F'\t' '{printf "%-4s %-6s %-7s %8.2f %9.2f %9.2f %13d %10.2fM\n",
      $1, $2, $3, $4, $5, $6, $7, ($6 > 0 ? $7 / $6 / 1e6 : 0)}'
  n=$((n + 1))
done < "$file"
echo "load after: $(uptime | sed 's/.*load average: //')"
if [ -n "${ROWS:-}" ]; then
  cp "$work/rows" "$ROWS"  # cube, length, optimal, wall s, thread-seconds, search s, nodes (tab-separated)
fi
# Nearest-rank statistics of one column of the rows.
stats() {
  cut -f"$1" "$work/rows" | sort -g | awk -v name="$2" '{v[NR] = $1; s += $1}
      END {printf "%-34s median %7.2f  mean %7.2f  p90 %7.2f\n", name, v[int((NR + 1) / 2)], s / NR,
           v[int(0.9 * NR + 0.999)]}'
}
stats 4 "wall s per cube (whole process)"
stats 5 "thread-seconds per cube (user+sys)"
awk -F'\t' '{print $4 - $6}' "$work/rows" > "$work/outside"
sort -g "$work/outside" | awk '{v[NR] = $1; s += $1}
    END {printf "%-34s median %7.2f  mean %7.2f\n", "wall s outside the search", v[int((NR + 1) / 2)], s / NR}'
awk -F'\t' '{nodes += $7; t += $6} END {printf "%-34s %.2f M (%.0f nodes in %.1f s of search)\n",
    "nodes per search-second", nodes / t / 1e6, nodes, t}' "$work/rows"
