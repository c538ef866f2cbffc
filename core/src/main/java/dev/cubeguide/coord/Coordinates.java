package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;
import java.util.Arrays;

/**
 * The coordinates of Kociemba's two-phase algorithm: small integers that each describe one aspect of a cube,
 * read from and written to the cubie arrays ({@code cp}, {@code co}, {@code ep}, {@code eo} in the "replaced by"
 * form of {@link CubieCube}). Every get is exact: {@code set(get(x))} gives back the same aspect. Static methods on
 * plain int arrays so that table builders and searches allocate nothing.
 *
 * <p>Move indices are the face moves 0..17 of {@link dev.cubeguide.notation.Move#index()} (U U2 U' R R2 R' F ...).
 * The phase-2 moves (the group {@code <U, D, R2, L2, F2, B2>}) are {@link #PHASE2_MOVES}.
 */
public final class Coordinates {
    /** The number of face moves: U, U2, U', R, ... B'. */
    public static final int N_MOVES = 18;
    /** Corner twist: 3^7. */
    public static final int N_TWIST = 2187;
    /** Edge flip: 2^11. */
    public static final int N_FLIP = 2048;
    /** UD-slice position (which 4 positions hold FR, FL, BL, BR): C(12,4). */
    public static final int N_SLICE = 495;
    /** UD-slice position and order of the 4 slice edges: 12*11*10*9. */
    public static final int N_SLICE_SORTED = 11880;
    /** Order of the 4 slice edges inside the slice: 4!. */
    public static final int N_SLICE_PERM = 24;
    /** Corner permutation: 8!. */
    public static final int N_CORNER_PERM = 40320;
    /** Permutation of the 8 U and D edges in phase 2: 8!. */
    public static final int N_UD_EDGE_PERM = 40320;
    /** Flip and slice together: {@code 2048 * slice + flip}. */
    public static final int N_FLIPSLICE = N_SLICE * N_FLIP;
    /** Corner split (which 4 of the 8 corner positions hold the U-layer corners): C(8,4). */
    public static final int N_CORNER_SPLIT = 70;
    /** Corner layers (the corner split up to swapping the U and D layers): C(8,4) / 2. */
    public static final int N_CORNER_LAYERS = 35;

    /** The 10 moves of phase 2, as move indices: U U2 U' R2 F2 D D2 D' L2 B2. */
    private static final int[] PHASE2 = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};
    /** Bit m set when move m is a phase-2 move. */
    public static final int PHASE2_MOVE_MASK = phase2Mask();

    private static final int[][] BINOMIAL = binomials();
    /**
     * {@link #cornerSplit} by mask: the 70 four-bit masks ranked by {@code mask ^ 0b1111}, so that the solved mask
     * 0b1111 is 0; -1 for masks without four bits.
     */
    private static final int[] SPLIT_OF_MASK = new int[256];
    /** The mask of each corner split value. */
    private static final int[] MASK_OF_SPLIT = new int[N_CORNER_SPLIT];
    /** {@link #cornerLayersOfSplit} of each corner split value. */
    private static final int[] LAYERS_OF_SPLIT = new int[N_CORNER_SPLIT];
    /** A corner split value of each corner layers value: the one whose set holds position 0. */
    private static final int[] SPLIT_OF_LAYERS = new int[N_CORNER_LAYERS];

    static {
        Arrays.fill(SPLIT_OF_MASK, -1);
        int rank = 0;
        for (int key = 0; key < 256; key++) {
            int mask = key ^ 0b1111;
            if (Integer.bitCount(mask) == 4) {
                SPLIT_OF_MASK[mask] = rank;
                MASK_OF_SPLIT[rank++] = mask;
            }
        }
        // The split whose set holds position 0 names its pair {set, complement}; ranked in split order, so the
        // solved split (set 0b1111) gives layers 0.
        int layers = 0;
        for (int split = 0; split < N_CORNER_SPLIT; split++) {
            if ((MASK_OF_SPLIT[split] & 1) != 0) {
                SPLIT_OF_LAYERS[layers++] = split;
            }
        }
        for (int split = 0; split < N_CORNER_SPLIT; split++) {
            int mask = MASK_OF_SPLIT[split];
            int named = (mask & 1) != 0 ? mask : ~mask & 0xFF;
            LAYERS_OF_SPLIT[split] = Arrays.binarySearch(SPLIT_OF_LAYERS, SPLIT_OF_MASK[named]);
        }
    }
    private static final int[] FACTORIAL = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

    private Coordinates() {
    }

    private static int phase2Mask() {
        int mask = 0;
        for (int m : PHASE2) {
            mask |= 1 << m;
        }
        return mask;
    }

    private static int[][] binomials() {
        int[][] c = new int[13][13];
        for (int n = 0; n <= 12; n++) {
            c[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
            }
        }
        return c;
    }

    /** The 10 phase-2 move indices (a copy). */
    public static int[] phase2Moves() {
        return PHASE2.clone();
    }

    /** True when move {@code m} (0..17) keeps the phase-2 group. */
    public static boolean isPhase2Move(int m) {
        return (PHASE2_MOVE_MASK >>> m & 1) != 0;
    }

    /** The axis of move m: 0 for U/D, 1 for R/L, 2 for F/B. */
    public static int axis(int m) {
        return m / 3 % 3;
    }

    /** The face of move m: 0..5 in URFDLB order. */
    public static int face(int m) {
        return m / 3;
    }

    /** The index of the inverse move: U to U', U2 to U2. */
    public static int inverseMove(int m) {
        return m - m % 3 + 2 - m % 3;
    }

    // ---------------------------------------------------------------- twist

    /**
     * Corner twist: the orientations of corners URF..DRB (the last one is implied), read as a base-3 number
     * {@code co[0] co[1] ... co[6]}. Range 0..2186, solved 0.
     */
    public static int twist(int[] co) {
        int t = 0;
        for (int i = 0; i < 7; i++) {
            t = 3 * t + co[i];
        }
        return t;
    }

    /** Sets the corner orientations from a twist; the last corner makes the sum 0 mod 3. */
    public static void setTwist(int[] co, int twist) {
        int sum = 0;
        for (int i = 6; i >= 0; i--) {
            co[i] = twist % 3;
            sum += co[i];
            twist /= 3;
        }
        co[7] = (3 - sum % 3) % 3;
    }

    // ---------------------------------------------------------------- flip

    /** Edge flip: the orientations of edges UR..BL (BR is implied) as a base-2 number. Range 0..2047, solved 0. */
    public static int flip(int[] eo) {
        int f = 0;
        for (int i = 0; i < 11; i++) {
            f = 2 * f + eo[i];
        }
        return f;
    }

    /** Sets the edge orientations from a flip; the last edge makes the sum even. */
    public static void setFlip(int[] eo, int flip) {
        int sum = 0;
        for (int i = 10; i >= 0; i--) {
            eo[i] = flip & 1;
            sum += eo[i];
            flip >>= 1;
        }
        eo[11] = sum & 1;
    }

    // ---------------------------------------------------------------- sorted 4-edge coordinates

    /**
     * Where the four edges {@code first..first+3} are, and in which order: {@code 24 * position + order}.
     * The position part (0..494) is a combinatorial index of the set of four positions holding them, counting
     * from position 11 down; the order part (0..23) is the {@linkplain #permutationRank rank} of the four edges
     * read in increasing position. Range 0..11879. For the slice edges ({@code first = 8}) solved is 0.
     */
    public static int edges4(int[] ep, int first) {
        int position = 0;
        int found = 0;
        // Read positions from 11 down; the last edge found is the one in the lowest position. The four edges in
        // increasing position go into 'seen', 4 bits each (edge i of the order at bits 4i), so that nothing is
        // allocated: a solve computes this for every direction it starts.
        int seen = 0;
        for (int j = 11; j >= 0; j--) {
            int e = ep[j] - first;
            if (e >= 0 && e < 4) {
                position += BINOMIAL[11 - j][found + 1];
                seen |= e << (4 * (3 - found));
                found++;
            }
        }
        return 24 * position + rankOfFour(seen);
    }

    /** {@link #permutationRank} of the four values packed 4 bits each in {@code packed} (value i at bits 4i). */
    private static int rankOfFour(int packed) {
        int rank = 0;
        for (int i = 0; i < 4; i++) {
            int pi = packed >>> (4 * i) & 15;
            int smaller = 0;
            for (int j = i + 1; j < 4; j++) {
                if ((packed >>> (4 * j) & 15) < pi) {
                    smaller++;
                }
            }
            rank += smaller * FACTORIAL[3 - i];
        }
        return rank;
    }

    /**
     * Places the edges {@code first..first+3} as {@code coordinate} says (see {@link #edges4}) and fills the other
     * positions with the remaining edges in increasing order.
     */
    public static void setEdges4(int[] ep, int first, int coordinate) {
        int remaining = coordinate / 24;
        int[] order = new int[4];
        permutationUnrank(coordinate % 24, order, 4);
        Arrays.fill(ep, -1);
        // Decode the combinatorial number C(r4,4)+C(r3,3)+C(r2,2)+C(r1,1) with r = 11 - position; the k = 4 term
        // is the lowest position, which holds the first edge of the order.
        for (int k = 4; k >= 1; k--) {
            int r = 11;
            while (BINOMIAL[r][k] > remaining) {
                r--;
            }
            remaining -= BINOMIAL[r][k];
            ep[11 - r] = first + order[4 - k];
        }
        int other = 0;
        for (int j = 0; j < 12; j++) {
            if (ep[j] < 0) {
                if (other == first) {
                    other += 4;
                }
                ep[j] = other++;
            }
        }
    }

    /**
     * UD-slice position: which four positions hold the slice edges FR, FL, BL, BR, ignoring their order.
     * Range 0..494, solved (and every phase-2 state) 0.
     */
    public static int slice(int[] ep) {
        return edges4(ep, 8) / 24;
    }

    /** UD-slice sorted: {@link #edges4} of the slice edges. Range 0..11879, solved 0; below 24 in phase 2. */
    public static int sliceSorted(int[] ep) {
        return edges4(ep, 8);
    }

    /** The order of the slice edges inside the slice in phase 2: {@link #sliceSorted} when it is below 24. */
    public static int slicePerm(int[] ep) {
        int[] p = {ep[8] - 8, ep[9] - 8, ep[10] - 8, ep[11] - 8};
        return permutationRank(p, 4);
    }

    // ---------------------------------------------------------------- corner split

    /**
     * Corner split: which four positions hold the U-layer corners URF, UFL, ULB, UBR (whatever their order and
     * twist). Range 0..69, solved 0. It is a coset coordinate, so moves act on it; the 16 U-D symmetries act on it
     * too (one that swaps U and D maps the set to its complement, since a position then holds a U corner exactly
     * when its image holds a D corner). The coordinate the nxopt family of optimal solvers (T. Rokicki) adds to
     * Reid's phase-1 coordinates.
     */
    public static int cornerSplit(int[] cp) {
        int mask = 0;
        for (int i = 0; i < 8; i++) {
            if (cp[i] < 4) {
                mask |= 1 << i;
            }
        }
        return SPLIT_OF_MASK[mask];
    }

    /** {@link #cornerSplit} of the 8-bit set of positions holding U-layer corners. */
    public static int cornerSplitOfMask(int mask) {
        return SPLIT_OF_MASK[mask];
    }

    /**
     * Corner layers: the {@link #cornerSplit} up to swapping the layers, that is which four positions hold the
     * corners of one layer and which the other's. Range 0..34, solved 0. Moves act on it (a move maps a set and its
     * complement to an image set and its complement), and so do all 16 U-D symmetries. Its goal, the four U-layer
     * corners all in the U layer or all in the D layer, is kept by U and D.
     */
    public static int cornerLayersOfSplit(int split) {
        return LAYERS_OF_SPLIT[split];
    }

    /** The corner split, of the two with these {@link #cornerLayersOfSplit layers}, whose set holds position 0. */
    public static int cornerSplitOfLayers(int layers) {
        return SPLIT_OF_LAYERS[layers];
    }

    /** Sets a corner permutation with the given split: the U corners in order on its positions, then the D corners. */
    public static void setCornerSplit(int[] cp, int coordinate) {
        int mask = MASK_OF_SPLIT[coordinate];
        int up = 0;
        int down = 4;
        for (int i = 0; i < 8; i++) {
            cp[i] = (mask >>> i & 1) != 0 ? up++ : down++;
        }
    }

    // ---------------------------------------------------------------- permutations

    /** Corner permutation: the {@linkplain #permutationRank rank} of {@code cp}. Range 0..40319, solved 0. */
    public static int cornerPerm(int[] cp) {
        return permutationRank(cp, 8);
    }

    public static void setCornerPerm(int[] cp, int coordinate) {
        permutationUnrank(coordinate, cp, 8);
    }

    /**
     * UD-edge permutation, defined in phase 2 where positions 0..7 hold edges UR..DB: the rank of
     * {@code ep[0..7]}. Range 0..40319, solved 0.
     */
    public static int udEdgePerm(int[] ep) {
        return permutationRank(ep, 8);
    }

    /** Sets positions 0..7 from a UD-edge permutation and puts the slice edges home. */
    public static void setUdEdgePerm(int[] ep, int coordinate) {
        permutationUnrank(coordinate, ep, 8);
        for (int i = 8; i < 12; i++) {
            ep[i] = i;
        }
    }

    /**
     * The Lehmer rank of the permutation {@code p[0..n-1]} of 0..n-1: the sum over i of (how many later entries
     * are smaller than p[i]) times (n-1-i)!. The identity is 0.
     */
    public static int permutationRank(int[] p, int n) {
        int rank = 0;
        for (int i = 0; i < n; i++) {
            int smaller = 0;
            for (int j = i + 1; j < n; j++) {
                if (p[j] < p[i]) {
                    smaller++;
                }
            }
            rank += smaller * FACTORIAL[n - 1 - i];
        }
        return rank;
    }

    /** The inverse of {@link #permutationRank}: writes the permutation of rank {@code rank} into p[0..n-1]. */
    public static void permutationUnrank(int rank, int[] p, int n) {
        int used = 0;
        for (int i = 0; i < n; i++) {
            int f = FACTORIAL[n - 1 - i];
            int smaller = rank / f;
            rank %= f;
            int v = 0;
            while (true) {
                if ((used >>> v & 1) == 0) {
                    if (smaller == 0) {
                        break;
                    }
                    smaller--;
                }
                v++;
            }
            p[i] = v;
            used |= 1 << v;
        }
    }

    // ---------------------------------------------------------------- from a CubieCube

    public static int twist(CubieCube c) {
        return twist(c.cornerOrientations());
    }

    public static int flip(CubieCube c) {
        return flip(c.edgeOrientations());
    }

    public static int slice(CubieCube c) {
        return slice(c.edgePermutation());
    }

    public static int sliceSorted(CubieCube c) {
        return sliceSorted(c.edgePermutation());
    }

    public static int cornerPerm(CubieCube c) {
        return cornerPerm(c.cornerPermutation());
    }

    /** {@link #edges4} of the U edges UR, UF, UL, UB. Solved is {@link #SOLVED_U_EDGES}. */
    public static int uEdges(CubieCube c) {
        return edges4(c.edgePermutation(), 0);
    }

    /** {@link #edges4} of the D edges DR, DF, DL, DB. Solved is {@link #SOLVED_D_EDGES}. */
    public static int dEdges(CubieCube c) {
        return edges4(c.edgePermutation(), 4);
    }

    /** The value of {@link #edges4} for the U edges of the solved cube. */
    public static final int SOLVED_U_EDGES = edges4(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 0);
    /** The value of {@link #edges4} for the D edges of the solved cube. */
    public static final int SOLVED_D_EDGES = edges4(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, 4);

    /** The flip-slice coordinate {@code 2048 * slice + flip}, range 0..1013759, solved 0. */
    public static int flipSlice(int slice, int flip) {
        return N_FLIP * slice + flip;
    }
}
