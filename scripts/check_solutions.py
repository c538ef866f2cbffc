#!/usr/bin/env python3
"""Checks `cubeguide solve --batch --json` output with a sticker simulator that shares no code with cubeguide.

Each sticker of the 54-character URFDLB facelet string is a point (cubie position, outward normal) in space;
a face turn rotates the points of its layer by 90 degrees. Every output line's solution is applied to its input
facelets, and the result must have one colour per face. Usage:

    scripts/check_solutions.py OUTPUT.jsonl [--max-length 20] [--inputs FACELETS.txt]

With --inputs, the output must have one line per input line, in order, each echoing its input.

OUTPUT may also be the folder of a `cubeguide batch --format json` run: every row of its committed chunks
(`chunk=*/` folders with a `_SUCCESS` marker) is checked, each id must appear exactly once, and with --inputs the
ids must be the input's line numbers, each row echoing its line.
Exit status 0 when every line passes, 1 otherwise (the failures are listed).
"""
import argparse
import glob
import json
import os
import sys


def layout():
    """(position, normal) of each facelet index, in the standard URFDLB reading order."""
    out = []
    for face in "URFDLB":
        for r in range(3):
            for c in range(3):
                if face == "U":
                    p, n = (c - 1, 1, r - 1), (0, 1, 0)
                elif face == "R":
                    p, n = (1, 1 - r, 1 - c), (1, 0, 0)
                elif face == "F":
                    p, n = (c - 1, 1 - r, 1), (0, 0, 1)
                elif face == "D":
                    p, n = (c - 1, -1, 1 - r), (0, -1, 0)
                elif face == "L":
                    p, n = (-1, 1 - r, c - 1), (-1, 0, 0)
                else:
                    p, n = (1 - c, 1 - r, -1), (0, 0, -1)
                out.append((p, n))
    return out


# A clockwise quarter turn of each face, seen from outside that face: (layer test, rotation of a vector).
TURNS = {
    "U": (lambda p: p[1] == 1, lambda v: (-v[2], v[1], v[0])),
    "D": (lambda p: p[1] == -1, lambda v: (v[2], v[1], -v[0])),
    "R": (lambda p: p[0] == 1, lambda v: (v[0], v[2], -v[1])),
    "L": (lambda p: p[0] == -1, lambda v: (v[0], -v[2], v[1])),
    "F": (lambda p: p[2] == 1, lambda v: (v[1], -v[0], v[2])),
    "B": (lambda p: p[2] == -1, lambda v: (-v[1], v[0], v[2])),
}


def permutations():
    """For each face, dest[i]: where the sticker at index i goes after one clockwise quarter turn."""
    stickers = layout()
    index = {s: i for i, s in enumerate(stickers)}
    perms = {}
    for face, (in_layer, rot) in TURNS.items():
        dest = []
        for p, n in stickers:
            dest.append(index[(rot(p), rot(n))] if in_layer(p) else index[(p, n)])
        perms[face] = dest
    return perms


PERMS = permutations()


def apply(facelets, moves):
    state = list(facelets)
    for token in moves.split():
        face, suffix = token[0], token[1:]
        turns = {"": 1, "2": 2, "'": 3}.get(suffix)
        if face not in PERMS or turns is None:
            raise ValueError("not a face turn: " + token)
        for _ in range(turns):
            nxt = [None] * 54
            for i, d in enumerate(PERMS[face]):
                nxt[d] = state[i]
            state = nxt
    return "".join(state)


def solved(facelets):
    return all(len(set(facelets[9 * f:9 * f + 9])) == 1 for f in range(6))


def self_test():
    solved_cube = "U" * 9 + "R" * 9 + "F" * 9 + "D" * 9 + "L" * 9 + "B" * 9
    assert solved(apply(solved_cube, "R U R' U' " * 6))
    assert solved(apply(solved_cube, "R U " * 105))
    assert not solved(apply(solved_cube, "R U " * 35))
    # The superflip (every edge flipped in place), a well-known facelet string.
    superflip = "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
    assert apply(solved_cube, "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2") == superflip


def rows(output, failures):
    """(label, row) pairs in `solve --json` shape: the lines of a file, or a batch folder's rows in id order."""
    if not os.path.isdir(output):
        with open(output) as f:
            for n, line in enumerate(f, 1):
                if line.strip():
                    yield n, json.loads(line)
        return
    by_id = {}
    for chunk in sorted(glob.glob(os.path.join(output, "chunk=*"))):
        if not os.path.exists(os.path.join(chunk, "_SUCCESS")):
            continue
        for part in sorted(glob.glob(os.path.join(chunk, "part-*.json"))):
            with open(part) as f:
                for line in f:
                    if not line.strip():
                        continue
                    row = json.loads(line)
                    if row["id"] in by_id:
                        failures.append(f"id {row['id']}: more than one row")
                    by_id[row["id"]] = row
    order = sorted(by_id, key=lambda i: (0, int(i)) if i.isdigit() else (1, i))
    for i in order:
        row = by_id[i]
        if row.get("error"):
            yield f"id {i}", {"error": {"code": row["error"]}}
        else:
            yield f"id {i}", {"input": row["facelets"], "solution": row["solution"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("output")
    ap.add_argument("--max-length", type=int, default=20)
    ap.add_argument("--inputs")
    args = ap.parse_args()
    self_test()
    inputs = None
    if args.inputs:
        with open(args.inputs) as f:
            inputs = [line.strip() for line in f if line.strip()]
    failures = []
    count = 0
    longest = 0
    for n, row in rows(args.output, failures):
        count += 1
        if "error" in row:
            failures.append(f"line {n}: error {row['error'].get('code')}")
            continue
        if inputs is not None and (count > len(inputs) or row["input"] != inputs[count - 1]):
            failures.append(f"line {n}: input does not match input line {count}")
        moves = row["solution"]
        length = len(moves.split())
        longest = max(longest, length)
        if length > args.max_length:
            failures.append(f"line {n}: {length} moves > {args.max_length}")
        if not solved(apply(row["input"], moves)):
            failures.append(f"line {n}: the solution does not solve the cube")
    if inputs is not None and count != len(inputs):
        failures.append(f"{count} output lines for {len(inputs)} inputs")
    for failure in failures[:20]:
        print(failure, file=sys.stderr)
    print(f"{count} solutions checked, longest {longest}, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
