package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import java.util.Arrays;

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
    static final byte[][] MOVE_CP = new byte[18][];
    static final byte[][] MOVE_CO = new byte[18][];
    static final byte[][] MOVE_EP = new byte[18][];
    static final byte[][] MOVE_EO = new byte[18][];

    /** rank of a 12-bit mask with four bits among the 495 such masks in increasing order, else -1. */
    private static final short[] RANK_MASK12 = new short[4096];
    private static final short[] MASK12 = new short[N_SLICE];
    /** Likewise for 8-bit masks with four bits (70). */
    private static final byte[] RANK_MASK8 = new byte[256];
    private static final short[] MASK8 = new short[N_COMB8];
    private static final int[] FACTORIAL = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

    static {
        // Small arithmetic tables (a few KB, microseconds): not the solver's tables, which are built lazily.
        for (int m = 0; m < 18; m++) {
            CubieCube cube = CubieCube.of(Move.ofIndex(m));
            MOVE_CP[m] = new byte[8];
            MOVE_CO[m] = new byte[8];
            MOVE_EP[m] = new byte[12];
            MOVE_EO[m] = new byte[12];
            for (int i = 0; i < 8; i++) {
                MOVE_CP[m][i] = (byte) cube.corner(i);
                MOVE_CO[m][i] = (byte) cube.cornerOrientation(i);
            }
            for (int i = 0; i < 12; i++) {
                MOVE_EP[m][i] = (byte) cube.edge(i);
                MOVE_EO[m][i] = (byte) cube.edgeOrientation(i);
            }
        }
        Arrays.fill(RANK_MASK12, (short) -1);
        int n = 0;
        for (int mask = 0; mask < 4096; mask++) {
            if (Integer.bitCount(mask) == 4) {
                MASK12[n] = (short) mask;
                RANK_MASK12[mask] = (short) n++;
            }
        }
        Arrays.fill(RANK_MASK8, (byte) -1);
        n = 0;
        for (int mask = 0; mask < 256; mask++) {
            if (Integer.bitCount(mask) == 4) {
                MASK8[n] = (short) mask;
                RANK_MASK8[mask] = (byte) n++;
            }
        }
    }

    private Coords() {
    }

    // ---- applying moves to arrays ----

    /** Corners after move m: {@code out} may not be {@code cp}. */
    static void moveCorners(byte[] cp, byte[] co, int m, byte[] outCp, byte[] outCo) {
        byte[] mcp = MOVE_CP[m];
        byte[] mco = MOVE_CO[m];
        for (int i = 0; i < 8; i++) {
            outCp[i] = cp[mcp[i]];
            outCo[i] = (byte) ((co[mcp[i]] + mco[i]) % 3);
        }
    }

    /** Edges after move m: {@code out} may not be {@code ep}. */
    static void moveEdges(byte[] ep, byte[] eo, int m, byte[] outEp, byte[] outEo) {
        byte[] mep = MOVE_EP[m];
        byte[] meo = MOVE_EO[m];
        for (int i = 0; i < 12; i++) {
            outEp[i] = ep[mep[i]];
            outEo[i] = (byte) ((eo[mep[i]] + meo[i]) & 1);
        }
    }

    /** A permutation of 8 after move m (corners), in place through {@code tmp}. */
    static void permuteCorners(byte[] cp, int m, byte[] tmp) {
        byte[] mcp = MOVE_CP[m];
        for (int i = 0; i < 8; i++) {
            tmp[i] = cp[mcp[i]];
        }
        System.arraycopy(tmp, 0, cp, 0, 8);
    }

    /** An edge permutation after move m, in place through {@code tmp}. */
    static void permuteEdges(byte[] ep, int m, byte[] tmp) {
        byte[] mep = MOVE_EP[m];
        for (int i = 0; i < 12; i++) {
            tmp[i] = ep[mep[i]];
        }
        System.arraycopy(tmp, 0, ep, 0, 12);
    }

    // ---- coordinates ----

    /** Edge orientation: bit i is the flip of the edge in position i (i < 11). Range 0..2047, solved 0. */
    static int flip(byte[] eo) {
        int flip = 0;
        for (int i = 10; i >= 0; i--) {
            flip = 2 * flip + eo[i];
        }
        return flip;
    }

    static void setFlip(byte[] eo, int flip) {
        int parity = 0;
        for (int i = 0; i < 11; i++) {
            eo[i] = (byte) (flip & 1);
            parity ^= flip & 1;
            flip >>= 1;
        }
        eo[11] = (byte) parity;
    }

    /** Corner orientation: base-3 digits co[6]..co[0]. Range 0..2186, solved 0. */
    static int twist(byte[] co) {
        int twist = 0;
        for (int i = 6; i >= 0; i--) {
            twist = 3 * twist + co[i];
        }
        return twist;
    }

    static void setTwist(byte[] co, int twist) {
        int sum = 0;
        for (int i = 0; i < 7; i++) {
            co[i] = (byte) (twist % 3);
            sum += co[i];
            twist /= 3;
        }
        co[7] = (byte) ((3 - sum % 3) % 3);
    }

    /**
     * Where the four pieces of {@code pieceMask} (a 12-bit set of edge pieces) are: the rank of the set of their
     * positions among the 495 four-element subsets of 0..11 in increasing mask order. Range 0..494; the E-slice
     * pieces at home give {@code rankMask12(E_SLICE_MASK)} = 494.
     */
    static int edgeSet(byte[] ep, int pieceMask) {
        int mask = 0;
        for (int i = 0; i < 12; i++) {
            if ((pieceMask >> ep[i] & 1) != 0) {
                mask |= 1 << i;
            }
        }
        return RANK_MASK12[mask];
    }

    static int rankMask12(int mask) {
        return RANK_MASK12[mask];
    }

    static int unrankMask12(int rank) {
        return MASK12[rank];
    }

    /** Rank of an 8-bit mask with four bits among the 70, or -1. */
    static int rankMask8(int mask) {
        return RANK_MASK8[mask & 0xFF];
    }

    static int unrankMask8(int rank) {
        return MASK8[rank];
    }

    /**
     * Lehmer rank of {@code perm[offset..offset+n)} holding the values {@code base..base+n-1}. Range 0..n!-1, the
     * identity is 0. Each digit counts the smaller values still unused, read from a bit set of the used ones.
     */
    static int rankPerm(byte[] perm, int offset, int n, int base) {
        int rank = 0;
        int used = 0;
        for (int i = 0; i < n; i++) {
            int v = perm[offset + i] - base;
            int smallerUnused = v - Integer.bitCount(used & ((1 << v) - 1));
            rank = rank * (n - i) + smallerUnused;
            used |= 1 << v;
        }
        return rank;
    }

    /** Inverse of {@link #rankPerm}. */
    static void unrankPerm(int rank, byte[] perm, int offset, int n, int base) {
        int used = 0;
        for (int i = 0; i < n; i++) {
            int f = FACTORIAL[n - 1 - i];
            int k = rank / f;
            rank %= f;
            int v = 0;
            while (true) {
                if ((used >> v & 1) == 0) {
                    if (k == 0) {
                        break;
                    }
                    k--;
                }
                v++;
            }
            used |= 1 << v;
            perm[offset + i] = (byte) (base + v);
        }
    }

    /** Parity (0 even, 1 odd) of a permutation of n given by its rank: the parity of its Lehmer digit sum. */
    static int parityOfRank(int rank, int n) {
        int sum = 0;
        for (int i = 2; i <= n; i++) {
            sum += rank % i;
            rank /= i;
        }
        return sum & 1;
    }

    /**
     * The relative order of the four pieces sitting at {@code positions} (four positions given by a mask), as a
     * rank 0..23 of their order by piece number. Meaningful when those positions hold a slice's own pieces.
     */
    static int slicePerm(byte[] ep, int positionMask) {
        // The pieces there, as a bit set, give each piece's order among them; then rank as in rankPerm.
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
                rank = rank * (4 - k) + v - Integer.bitCount(used & ((1 << v) - 1));
                used |= 1 << v;
                k++;
            }
        }
        return rank;
    }
}
