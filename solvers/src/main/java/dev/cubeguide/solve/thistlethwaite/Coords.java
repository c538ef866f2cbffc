package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;

/**
 * The cubie arithmetic and the coordinates of the four phases, all in the <em>internal frame</em> (see
 * {@link Frame}), where the chain of groups is
 * <pre>
 *   G0 = &lt;U,D,R,L,F,B&gt;  &gt;  G1 = &lt;U,D,R,L,F2,B2&gt;  &gt;  G2 = &lt;U,D,R2,L2,F2,B2&gt;  &gt;  G3 = &lt;U2,D2,R2,L2,F2,B2&gt;
 * </pre>
 * so that Kociemba's orientation conventions apply unchanged: F and B quarter turns flip edges, U and D quarter
 * turns keep corner twist.
 *
 * <p>Cubes are arrays in the "replaced by" form of {@link CubieCube}: {@code cp[i]} is the corner piece in
 * position i, {@code co[i]} its twist, likewise {@code ep}, {@code eo} for edges. Corners URF UFL ULB UBR DFR DLF
 * DBL DRB are 0..7; edges UR UF UL UB DR DF DL DB FR FL BL BR are 0..11.
 *
 * <p>Pure static functions with no state; the tables built from them live in {@link Tables}.
 */
final class Coords {
    /** Edge orientation: 2^11 values. */
    static final int N_FLIP = 2048;
    /** Corner orientation: 3^7 values. */
    static final int N_TWIST = 2187;
    /** Positions of four given edges among the twelve: C(12,4). */
    static final int N_SLICE = 495;
    /** Permutations of eight things: 8!. */
    static final int N_PERM8 = 40320;
    /** Permutations of four things: 4!. */
    static final int N_PERM4 = 24;
    /** Positions of four given edges among the eight U/D-layer positions: C(8,4). */
    static final int N_COMB8 = 70;
    /** Corner permutations of the half-turn group G3. */
    static final int N_CORNER_G3 = 96;
    /** Right cosets G3·p of the corner permutations: 8!/96. */
    static final int N_CORNER_COSET = 420;
    /** Even permutations of the edges that keep every edge in its own slice: (4!)^3/2. */
    static final int N_EDGE_G3 = 6912;

    /** Phase 2 size: twist × E-slice positions. */
    static final int N_PHASE2 = N_TWIST * N_SLICE;
    /** Phase 3 size: corner coset × M-slice positions among the U/D layers. */
    static final int N_PHASE3 = N_CORNER_COSET * N_COMB8;
    /** Phase 4 size: the half-turn group. */
    static final int N_PHASE4 = N_CORNER_G3 * N_EDGE_G3;

    /** The E-slice pieces FR FL BL BR as a 12-bit position mask (their solved positions). */
    static final int E_SLICE_MASK = 0xF00;
    /** The M-slice pieces of the internal frame, UF UB DF DB (positions 1, 3, 5, 7), as a mask. */
    static final int M_SLICE_MASK = 0xAA;
    /** The S-slice pieces UR UL DR DL (positions 0, 2, 4, 6). */
    static final int S_SLICE_MASK = 0x55;

    /** The 18 face turns as cubie arrays, index 3*face + amount-1 (faces U R F D L B). */
    static final int[][] MOVE_CP = new int[18][];
    static final int[][] MOVE_CO = new int[18][];
    static final int[][] MOVE_EP = new int[18][];
    static final int[][] MOVE_EO = new int[18][];

    static {
        // Small arithmetic tables (a few KB, microseconds): not the solver's tables, which are built lazily.
        for (int m = 0; m < 18; m++) {
            CubieCube cube = CubieCube.of(Move.ofIndex(m));
            MOVE_CP[m] = new int[8];
            MOVE_CO[m] = new int[8];
            MOVE_EP[m] = new int[12];
            MOVE_EO[m] = new int[12];
            for (int i = 0; i < 8; i++) {
                MOVE_CP[m][i] = cube.corner(i);
                MOVE_CO[m][i] = cube.cornerOrientation(i);
            }
            for (int i = 0; i < 12; i++) {
                MOVE_EP[m][i] = cube.edge(i);
                MOVE_EO[m][i] = cube.edgeOrientation(i);
            }
        }
    }

    private Coords() {
    }

    // ---- applying moves to arrays ----

    /** Corners after move m: {@code out} may not be {@code cp}. */
    static void moveCorners(int[] cp, int[] co, int m, int[] outCp, int[] outCo) {
        int[] mcp = MOVE_CP[m];
        int[] mco = MOVE_CO[m];
        for (int i = 0; i < 8; i++) {
            outCp[i] = cp[mcp[i]];
            outCo[i] = ((co[mcp[i]] + mco[i]) % 3);
        }
    }

    /** Edges after move m: {@code out} may not be {@code ep}. */
    static void moveEdges(int[] ep, int[] eo, int m, int[] outEp, int[] outEo) {
        int[] mep = MOVE_EP[m];
        int[] meo = MOVE_EO[m];
        for (int i = 0; i < 12; i++) {
            outEp[i] = ep[mep[i]];
            outEo[i] = ((eo[mep[i]] + meo[i]) & 1);
        }
    }

    /** A permutation of 8 after move m (corners), in place through {@code tmp}. */
    static void permuteCorners(int[] cp, int m, int[] tmp) {
        int[] mcp = MOVE_CP[m];
        for (int i = 0; i < 8; i++) {
            tmp[i] = cp[mcp[i]];
        }
        System.arraycopy(tmp, 0, cp, 0, 8);
    }

    /** An edge permutation after move m, in place through {@code tmp}. */
    static void permuteEdges(int[] ep, int m, int[] tmp) {
        int[] mep = MOVE_EP[m];
        for (int i = 0; i < 12; i++) {
            tmp[i] = ep[mep[i]];
        }
        System.arraycopy(tmp, 0, ep, 0, 12);
    }

    // ---- coordinates ----
    // Orientations, permutation ranks and position sets are core's (Coordinates.twist, flip, permutationRank,
    // subsetRank: a set of positions ranks the same among the 70 subsets of 0..7 as among the 495 of 0..11).

    /**
     * Where the four pieces of {@code pieceMask} (a 12-bit set of edge pieces) are: the
     * {@linkplain Coordinates#subsetRank rank} of the set of their positions, its place among the 495 four-element
     * subsets of 0..11 in increasing mask order. Range 0..494; the E-slice pieces at home give
     * {@code subsetRank(E_SLICE_MASK)} = 494.
     */
    static int edgeSet(int[] ep, int pieceMask) {
        int mask = 0;
        for (int i = 0; i < 12; i++) {
            if ((pieceMask >> ep[i] & 1) != 0) {
                mask |= 1 << i;
            }
        }
        return Coordinates.subsetRank(mask);
    }

    /**
     * The relative order of the four pieces sitting at {@code positions} (four positions given by a mask), as a
     * rank 0..23 of their order by piece number. Meaningful when those positions hold a slice's own pieces.
     */
    static int slicePerm(int[] ep, int positionMask) {
        // The pieces there, as a bit set, give each piece's order among them; then the Lehmer rank of those orders.
        int pieces = 0;
        for (int i = 0; i < 12; i++) {
            if ((positionMask >> i & 1) != 0) {
                pieces |= 1 << ep[i];
            }
        }
        int rank = 0;
        int used = 0;
        int k = 0;
        for (int i = 0; i < 12; i++) {
            if ((positionMask >> i & 1) != 0) {
                int v = Integer.bitCount(pieces & ((1 << ep[i]) - 1));
                rank = rank * (4 - k) + Coordinates.lehmerDigit(used, v);
                used |= 1 << v;
                k++;
            }
        }
        return rank;
    }
}
