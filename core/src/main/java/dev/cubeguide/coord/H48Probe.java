package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;

/**
 * A plain IDA* over the whole cube bounded by an {@link H48Table} alone, read for the cube and for its inverse: the
 * measuring probe of what the table bounds (nodes per bound), not a solver. One thread, no allocation per node.
 *
 * <p>Each node's bound is the largest of the cube's entry, its inverse's entry (the inverse has the same distance)
 * and the parent's bound minus one; an entry at code 0 ("base or less") gives its corners and slices' exact
 * distance instead (without it, a path into the entries at code 0 would be bounded only by its parent's bound minus
 * one, and the search's last levels would grow instead of dying out). A half turn lies in the H48 goal group, so
 * the child's inverse is in the parent's inverse coset: its entry is the parent's, and when that is above the moves
 * left every half turn is pruned unread. Nodes are counted as the solver counts them: every child generated.
 */
public final class H48Probe {
    private static final int MAX_DEPTH = 24;
    private static final Cubie SOLVED = new Cubie();
    private final H48Coords h;
    private final H48Table table;
    /** The exact h = 0 distances ({@link H48Fallback#distances}): the bound where an entry is code 0. */
    private final byte[] fallback;
    private final int base;
    private final Cubie[] inverse = new Cubie[MAX_DEPTH + 1];
    private final Cubie[] moveInverse = new Cubie[18];
    private long nodes;

    public H48Probe(H48Coords h, H48Table table, byte[] fallback) {
        this.h = h;
        this.table = table;
        this.fallback = fallback;
        this.base = table.base();
        for (int d = 0; d <= MAX_DEPTH; d++) {
            inverse[d] = new Cubie();
        }
        for (int m = 0; m < 18; m++) {
            moveInverse[m] = Cubie.move(m / 3 * 3 + 2 - m % 3);
        }
    }

    /** The bound the search of {@code cube} starts from: the larger of its own and its inverse's entries. */
    public int rootBound(CubieCube cube) {
        Cubie c = Cubie.of(cube);
        Cubie.inverse(c, inverse[0]);
        return Math.max(bound(H48Coords.cornerRaw(c), H48Coords.slicesRaw(c), H48Coords.flipsRaw(c)),
                inverseBound(0));
    }

    /**
     * Searches bound {@code b} whole, or until a solution: returns the nodes, negated when a solution was found.
     */
    public long searchBound(CubieCube cube, int b) {
        nodes = 0;
        Cubie c = Cubie.of(cube);
        Cubie.inverse(c, inverse[0]);
        int corners = H48Coords.cornerRaw(c);
        int slices = H48Coords.slicesRaw(c);
        int flips = H48Coords.flipsRaw(c);
        int inv = inverseBound(0);
        int root = Math.max(bound(corners, slices, flips), inv);
        boolean found = root <= b && search(0, b, corners, slices, flips, inv, root, -1);
        return found ? -nodes : nodes;
    }

    /** The coset's bound: base + code, or at code 0 its corners and slices' exact distance. */
    private int bound(int corners, int slices, int flips) {
        int code = table.code(corners, slices, flips);
        if (code != 0) {
            return base + code;
        }
        int classSym = h.cornerClassSym[corners];
        return fallback[(classSym >>> 6) * H48Coords.SLICES + h.conjugateSlices(slices, classSym & 63)];
    }

    private int inverseBound(int depth) {
        Cubie x = inverse[depth];
        return bound(H48Coords.cornerRaw(x), H48Coords.slicesRaw(x), H48Coords.flipsRaw(x));
    }

    private boolean search(int depth, int bound, int corners, int slices, int flips, int inv, int nodeBound,
            int lastFace) {
        if (depth == bound) {
            return inverse[depth].sameAs(SOLVED);
        }
        int left = bound - depth - 1;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                m += 2;
                continue;
            }
            nodes++;
            boolean half = m % 3 == 1;
            if (half && inv > left) {
                continue;
            }
            int c = h.cornerMove[corners * 18 + m];
            int e = h.sliceMove[slices * 18 + m];
            int f = h.flipMove[flips * 18 + m];
            int childBound = Math.max(nodeBound - 1, bound(c, e, f));
            if (childBound > left) {
                continue;
            }
            // (X m)^-1 = m^-1 X^-1: the inverse takes the move's inverse on its left.
            Cubie.multiply(moveInverse[m], inverse[depth], inverse[depth + 1]);
            int childInv = half ? inv : inverseBound(depth + 1);
            childBound = Math.max(childBound, childInv);
            if (childBound > left) {
                continue;
            }
            if (search(depth + 1, bound, c, e, f, childInv, childBound, face)) {
                return true;
            }
        }
        return false;
    }
}
