package dev.cubeguide.coord;

import java.util.Arrays;

/**
 * A coordinate of the phase-2 edges coarser than their permutation: which pair of opposite edges (UR and DL, UF and
 * DB, UL and DR, UB and DF: each edge and the one through the cube's centre from it) sits at each of the 8 U and D
 * edge positions, the two edges of a pair not told apart. 8! / 2^4 = 2,520 values, 0 the solved one. Moves and the 16
 * U-D symmetries map pairs to pairs, so the coordinate has move and conjugation tables of its own
 * ({@link #moveTable}, {@link #conjTable}); with the corner classes it makes a phase-2 pattern table of 7.0 million
 * entries ({@link CoordTables#PHASE2_PAIRS}), a lower bound of the phase-2 distance 16 times smaller than the exact
 * one.
 */
public final class EdgePairs {
    /** The number of values. */
    public static final int N = 2520;
    /** The pair (0..3) of each UD edge (UR, UF, UL, UB, DR, DF, DL, DB). */
    private static final int[] PAIR = {0, 1, 2, 3, 2, 3, 0, 1};
    /** {@code RANK[key]}: the value of a key ({@link #key}); 0xFFFF for a key with some pair not twice. */
    private static final char[] RANK = new char[1 << 16];
    /** A UD-edge permutation with each value, {@code [value]}. */
    private static final int[] REPRESENTATIVE = new int[N];
    /** {@code OF_PERMUTATION[udEdgePerm]}: the value of each UD-edge permutation. */
    private static final char[] OF_PERMUTATION = new char[Coordinates.N_UD_EDGE_PERM];

    static {
        // Values are given in the order of the permutations that first show them, so the identity's is 0.
        Arrays.fill(RANK, (char) 0xFFFF);
        int[] ep = new int[12];
        int next = 0;
        for (int perm = 0; perm < Coordinates.N_UD_EDGE_PERM; perm++) {
            Coordinates.setUdEdgePerm(ep, perm);
            int key = key(ep);
            if (RANK[key] == 0xFFFF) {
                REPRESENTATIVE[next] = perm;
                RANK[key] = (char) next++;
            }
            OF_PERMUTATION[perm] = RANK[key];
        }
        if (next != N) {
            throw new IllegalStateException("found " + next + " edge-pair values, not " + N);
        }
    }

    private EdgePairs() {
    }

    /** The pairs at positions 0..7 of {@code ep}, 2 bits each from the low end. */
    private static int key(int[] ep) {
        int key = 0;
        for (int i = 0; i < 8; i++) {
            key |= PAIR[ep[i]] << (2 * i);
        }
        return key;
    }

    /** The value of a UD-edge permutation (phase 2's edge coordinate). */
    public static int of(int udEdgePerm) {
        return OF_PERMUTATION[udEdgePerm];
    }

    /** {@link #of} for every UD-edge permutation (a new array, 80 KB). */
    public static char[] ofPermutations() {
        return OF_PERMUTATION.clone();
    }

    /** The move table, {@code [value * 18 + m]}, for the phase-2 moves m (the other columns hold 0). */
    public static int[] moveTable() {
        int[] out = new int[N * Coordinates.N_MOVES];
        Cubie cube = new Cubie();
        Cubie after = new Cubie();
        Cubie[] moves = new Cubie[Coordinates.N_MOVES];
        for (int m : Coordinates.phase2Moves()) {
            moves[m] = Cubie.move(m);
        }
        for (int v = 0; v < N; v++) {
            Coordinates.setUdEdgePerm(cube.ep, REPRESENTATIVE[v]);
            for (int m : Coordinates.phase2Moves()) {
                Cubie.edgeMultiply(cube, moves[m], after);
                out[Coordinates.moveIndex(v, m)] = RANK[key(after.ep)];
            }
        }
        return out;
    }

    /** The conjugation table, {@code [value * 16 + s]}: the value of {@code S x S^-1}, as {@link ClassSym} lays it out. */
    public static int[] conjTable() {
        int[] out = new int[N * Symmetry.N_SYM_UD];
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie after = new Cubie();
        for (int v = 0; v < N; v++) {
            Coordinates.setUdEdgePerm(cube.ep, REPRESENTATIVE[v]);
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, after);
                out[ClassSym.conjIndex(v, s)] = RANK[key(after.ep)];
            }
        }
        return out;
    }
}
