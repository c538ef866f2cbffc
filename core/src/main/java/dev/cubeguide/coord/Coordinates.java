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
    /** The classes of flip-slice under the 16 U-D symmetries ({@link SymClasses}). */
    public static final int N_FLIPSLICE_CLASS = 64430;
    /** The classes of the corner permutation under the 16 U-D symmetries ({@link SymClasses}). */
    public static final int N_CORNER_CLASS = 2768;

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

    /** The 18 face moves 0..17, for searches over all moves (a fresh array). */
    public static int[] allMoves() {
        int[] moves = new int[N_MOVES];
        for (int m = 0; m < N_MOVES; m++) {
            moves[m] = m;
        }
        return moves;
    }

    /** True when move {@code m} (0..17) keeps the phase-2 group. */
    public static boolean isPhase2Move(int m) {
        return (PHASE2_MOVE_MASK >>> m & 1) != 0;
    }

    /**
     * The index of move m's entry in the row of coordinate x of a move table laid out {@code [x * 18 + m]}: the
     * layout of every move table here.
     */
    public static int moveIndex(int x, int m) {
        assert x >= 0 && m >= 0 && m < N_MOVES : x + "," + m;
        return x * N_MOVES + m;
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

    // ---------------------------------------------------------------- twist and flip

    /**
     * Corner twist: the orientations of corners URF..DRB (the last one is implied), read as a base-3 number
     * {@code co[0] co[1] ... co[6]}. Range 0..2186, solved 0.
     */
    public static int twist(int[] co) {
        return orientation(co, 8, 3);
    }

    /** Sets the corner orientations from a twist; the last corner makes the sum 0 mod 3. */
    public static void setTwist(int[] co, int twist) {
        setOrientation(co, 8, 3, twist);
    }

    /** Edge flip: the orientations of edges UR..BL (BR is implied) as a base-2 number. Range 0..2047, solved 0. */
    public static int flip(int[] eo) {
        return orientation(eo, 12, 2);
    }

    /** Sets the edge orientations from a flip; the last edge makes the sum even. */
    public static void setFlip(int[] eo, int flip) {
        setOrientation(eo, 12, 2, flip);
    }

    /**
     * An orientation coordinate: the orientations {@code o[0..n-2]} of n pieces with {@code modulus} orientations
     * each, read as a base-{@code modulus} number with {@code o[0]} the most significant digit. The last piece's
     * orientation is implied, since the orientations of a legal cube sum to 0 mod {@code modulus}.
     */
    private static int orientation(int[] o, int n, int modulus) {
        int x = 0;
        for (int i = 0; i < n - 1; i++) {
            x = modulus * x + o[i];
        }
        return x;
    }

    /** The inverse of {@link #orientation}: the digits, then the last piece's orientation to make the sum 0. */
    private static void setOrientation(int[] o, int n, int modulus, int x) {
        int sum = 0;
        for (int i = n - 2; i >= 0; i--) {
            o[i] = x % modulus;
            sum += o[i];
            x /= modulus;
        }
        o[n - 1] = lastOrientation(sum, modulus);
    }

    /** The orientation that brings a sum of orientations to 0 mod {@code modulus}. */
    private static int lastOrientation(int sum, int modulus) {
        return (modulus - sum % modulus) % modulus;
    }

    // ---------------------------------------------------------------- sorted 4-edge coordinates

    /**
     * Where the four edges {@code first..first+3} are, and in which order: {@code 24 * position + order}.
     * The position part (0..494) is the {@link #subsetRank} of the set of four positions holding them, counted from
     * position 11 down (bit {@code 11 - j} for position j); the order part (0..23) is the
     * {@linkplain #permutationRank rank} of the four edges read in increasing position. Range 0..11879. For the slice
     * edges ({@code first = 8}) solved is 0.
     */
    public static int edges4(int[] ep, int first) {
        int positions = 0;
        int order = 0;
        int found = 0;
        // Read positions from 11 down, so the edges come in reverse order: an edge's Lehmer digit counts the later
        // (higher-position) edges smaller than it, which are those already seen. Nothing is allocated, since a solve
        // computes this for every direction it starts.
        int seen = 0;
        for (int j = 11; j >= 0; j--) {
            int e = ep[j] - first;
            if (e >= 0 && e < 4) {
                positions |= 1 << (11 - j);
                order += countBelow(seen, e) * FACTORIAL[found];
                seen |= 1 << e;
                found++;
            }
        }
        return N_SLICE_PERM * subsetRank(positions) + order;
    }

    /**
     * Places the edges {@code first..first+3} as {@code coordinate} says (see {@link #edges4}) and fills the other
     * positions with the remaining edges in increasing order.
     */
    public static void setEdges4(int[] ep, int first, int coordinate) {
        int positions = subsetUnrank(sliceOf(coordinate), 4);
        int order = orderOf(coordinate);
        int used = 0;
        int k = 0;
        int other = 0;
        for (int j = 0; j < 12; j++) {
            if ((positions >>> (11 - j) & 1) != 0) {
                // The k-th edge of the order, in increasing position.
                int f = FACTORIAL[3 - k++];
                int e = nthUnused(used, order / f);
                order %= f;
                used |= 1 << e;
                ep[j] = first + e;
            } else {
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
        return sliceOf(edges4(ep, 8));
    }

    /** The {@link #edges4} value of four edges at subset {@code position} (0..494) in order {@code order} (0..23). */
    public static int edges4(int position, int order) {
        assert position >= 0 && position < N_SLICE && order >= 0 && order < N_SLICE_PERM : position + "," + order;
        return N_SLICE_PERM * position + order;
    }

    /** The position part (0..494) of an {@link #edges4} value: for the slice edges, the UD-slice position. */
    public static int sliceOf(int edges4) {
        return edges4 / N_SLICE_PERM;
    }

    /** The order part (0..23) of an {@link #edges4} value. */
    public static int orderOf(int edges4) {
        return edges4 % N_SLICE_PERM;
    }

    /** UD-slice sorted: {@link #edges4} of the slice edges. Range 0..11879, solved 0; below 24 in phase 2. */
    public static int sliceSorted(int[] ep) {
        return edges4(ep, 8);
    }

    /** The order of the slice edges inside the slice in phase 2: {@link #sliceSorted} when it is below 24. */
    public static int slicePerm(int[] ep) {
        return permutationRank(ep, 8, 4, 8);
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

    /** {@link #permutationRank(int[], int, int, int)} of {@code p[0..n-1]} holding 0..n-1. */
    public static int permutationRank(int[] p, int n) {
        return permutationRank(p, 0, n, 0);
    }

    /** {@link #permutationUnrank(int, int[], int, int, int)} into {@code p[0..n-1]}, values 0..n-1. */
    public static void permutationUnrank(int rank, int[] p, int n) {
        permutationUnrank(rank, p, 0, n, 0);
    }

    /**
     * The Lehmer rank of the permutation {@code p[offset..offset+n-1]} of the values {@code base..base+n-1}: the
     * sum over i of (how many later entries are smaller than entry i) times (n-1-i)!, read as a mixed-radix number.
     * The identity is 0, the range 0..n!-1 (n at most 8). Allocates nothing: the searches rank parts of their
     * cubie arrays in place.
     */
    public static int permutationRank(int[] p, int offset, int n, int base) {
        assert n >= 1 && n < FACTORIAL.length : n;
        int rank = 0;
        int used = 0;
        for (int i = 0; i < n; i++) {
            int v = p[offset + i] - base;
            rank = rank * (n - i) + lehmerDigit(used, v);
            used |= 1 << v;
        }
        return rank;
    }

    /**
     * The inverse of {@link #permutationRank(int[], int, int, int)}: writes the permutation of rank {@code rank}
     * into {@code p[offset..offset+n-1]}, values {@code base..base+n-1}.
     */
    public static void permutationUnrank(int rank, int[] p, int offset, int n, int base) {
        assert n >= 1 && n < FACTORIAL.length && rank >= 0 && rank < FACTORIAL[n] : n + "," + rank;
        int used = 0;
        for (int i = 0; i < n; i++) {
            int f = FACTORIAL[n - 1 - i];
            int v = nthUnused(used, rank / f);
            rank %= f;
            used |= 1 << v;
            p[offset + i] = base + v;
        }
    }

    /**
     * The Lehmer digit of value v when the values in the bit set {@code used} stand before it: how many values
     * smaller than v are still unused, which is how many of them stand after it.
     */
    public static int lehmerDigit(int used, int v) {
        return v - countBelow(used, v);
    }

    /** How many of the values in the bit set {@code set} are smaller than v. */
    private static int countBelow(int set, int v) {
        return Integer.bitCount(set & ((1 << v) - 1));
    }

    /** The k-th smallest value (from 0) not in the bit set {@code used}: the inverse of {@link #lehmerDigit}. */
    private static int nthUnused(int used, int k) {
        int v = 0;
        while (true) {
            if ((used >>> v & 1) == 0) {
                if (k == 0) {
                    return v;
                }
                k--;
            }
            v++;
        }
    }

    /**
     * The parity (0 even, 1 odd) of the permutation of n with this {@linkplain #permutationRank rank}: the parity of
     * its Lehmer digits' sum (each digit counts the inversions of one entry).
     */
    public static int parityOfRank(int rank, int n) {
        int sum = 0;
        for (int i = 2; i <= n; i++) {
            sum += rank % i;
            rank /= i;
        }
        return sum & 1;
    }

    // ---------------------------------------------------------------- subsets

    /**
     * The rank of a set of positions (bit i set for position i) among the sets of the same size, in the
     * combinatorial number system: with its positions {@code c1 < c2 < ... < ck}, the sum of {@code C(ci, i)}. That
     * is the set's place in increasing order of the masks of its size (colexicographic order), so a set within
     * 0..n-1 ranks in 0..C(n,k)-1 whatever n is. Positions 0..11.
     */
    public static int subsetRank(int mask) {
        assert mask >= 0 && mask < 1 << 12 : mask;
        int rank = 0;
        int k = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            rank += BINOMIAL[Integer.numberOfTrailingZeros(rest)][++k];
        }
        return rank;
    }

    /** The inverse of {@link #subsetRank}: the set of k positions (0..11) with this rank, as a mask. */
    public static int subsetUnrank(int rank, int k) {
        assert k >= 0 && k <= 12 && rank >= 0 && rank < BINOMIAL[12][k] : k + "," + rank;
        int mask = 0;
        // Greedy from the largest position: ck is the largest c with C(c, k) <= rank, and so on down.
        int c = 11;
        for (; k >= 1; k--) {
            while (BINOMIAL[c][k] > rank) {
                c--;
            }
            rank -= BINOMIAL[c][k];
            mask |= 1 << c;
            c--;
        }
        return mask;
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
