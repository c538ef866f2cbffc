package dev.cubeguide.bench.tools;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import java.util.Arrays;
import java.util.Locale;

/**
 * Counts the cosets of the H48 goal group by their distance from it, without symmetry reduction: the figure that
 * decides what an exact H48 table with h of the 11 flip bits costs to build (docs/BENCHMARKS.md, "An exact H48 table:
 * what its build would cost").
 * <pre>
 * java -Xmx22g -cp bench/target/benchmarks.jar dev.cubeguide.bench.tools.H48Cosets [max depth=7]
 * </pre>
 *
 * <p>The goal group H holds the cubes whose corners sit in their own tetrad ({URF, ULB, DLF, DRB} or the other four)
 * twisted 0, and whose edges sit in their own slice (M, S or E) unflipped. A coset {@code H X} is named by what
 * kind of piece sits at each position and how it is turned there: the corners' tetrads and twists (70 x 3^7 =
 * 153,090 values), the edges' slices (12! / 4!^3 = 34,650) and the flips of the first 11 edge positions (2^11), in
 * all 1.086 x 10^13 cosets; a move permutes the positions, so each part has its own move table. The breadth-first
 * search keeps every coset it reached in one open-addressing set of 64-bit keys, and each level as a list.
 *
 * <p>Nearly every coset at these depths has no symmetry of its own, so the count of classes under the 48
 * symmetries, which is what a table reduced by them holds, is the count here divided by 48, to within a little.
 */
public final class H48Cosets {
    private static final int MOVES = 18;
    private static final int SPLITS = 70;
    private static final int TWISTS = 2187;
    private static final int CORNER_VALUES = SPLITS * TWISTS;
    private static final int SLICE_VALUES = 34_650;
    private static final int FLIPS = 2048;
    /** The tetrad of each corner piece (Kociemba's order URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB): 0 or 1. */
    private static final int[] TETRAD = {0, 1, 0, 1, 1, 0, 1, 0};
    /** The slice of each edge piece (UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR): 0 = S, 1 = M, 2 = E. */
    private static final int[] SLICE = {0, 1, 0, 1, 0, 1, 0, 1, 2, 2, 2, 2};

    private H48Cosets() {
    }

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        long start = System.nanoTime();
        long[] counts = countByDepth(maxDepth);
        System.out.println("depth  cosets (unreduced)  about /48  all up to depth");
        long total = 0;
        for (int depth = 0; depth <= maxDepth; depth++) {
            total += counts[depth];
            System.out.printf(Locale.ROOT, "%5d %19d %10d %16d%n", depth, counts[depth], counts[depth] / 48, total);
        }
        System.out.printf(Locale.ROOT, "in %.1f s%n", (System.nanoTime() - start) / 1e9);
    }

    /** The three parts' move tables: a move permutes the positions, and each part follows on its own. */
    static final class MoveTables {
        private final int[] cornerMove = new int[CORNER_VALUES * MOVES];
        private final int[] sliceMove = new int[SLICE_VALUES * MOVES];
        private final int[] flipMove = new int[FLIPS * MOVES];

        MoveTables() {
            for (int m = 0; m < MOVES; m++) {
                CubieCube c = CubieCube.of(Move.ofIndex(m));
                fillCornerMoves(m, c.cornerPermutation(), c.cornerOrientations(), cornerMove);
                fillSliceMoves(m, c.edgePermutation(), sliceMove);
                fillFlipMoves(m, c.edgePermutation(), c.edgeOrientations(), flipMove);
            }
        }

        /** The coset {@code key} after move {@code m} (0..17, {@link Move#ofIndex}). */
        long move(long key, int m) {
            int flips = (int) (key % FLIPS);
            long rest = key / FLIPS;
            int slices = (int) (rest % SLICE_VALUES);
            int corners = (int) (rest / SLICE_VALUES);
            return key(cornerMove[corners * MOVES + m], sliceMove[slices * MOVES + m], flipMove[flips * MOVES + m]);
        }
    }

    /** The number of cosets at each distance 0..maxDepth from the goal group (unreduced). */
    static long[] countByDepth(int maxDepth) {
        MoveTables tables = new MoveTables();
        long[] counts = new long[maxDepth + 1];
        LongSet seen = new LongSet(maxDepth >= 8 ? 30 : Math.max(12, 3 * maxDepth + 6));
        long[] level = {keyOf(CubieCube.SOLVED)};
        int levelSize = 1;
        seen.add(level[0]);
        counts[0] = 1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            long[] next = new long[Math.max(16, levelSize * 8)];
            int nextSize = 0;
            for (int i = 0; i < levelSize; i++) {
                for (int m = 0; m < MOVES; m++) {
                    long child = tables.move(level[i], m);
                    if (seen.add(child)) {
                        if (nextSize == next.length) {
                            next = Arrays.copyOf(next, (int) Math.min(Integer.MAX_VALUE - 16L, next.length * 2L));
                        }
                        next[nextSize++] = child;
                    }
                }
            }
            level = next;
            levelSize = nextSize;
            counts[depth] = levelSize;
        }
        return counts;
    }

    /** The coset of {@code cube}, read off its pieces: the key the move tables of {@link #countByDepth} follow. */
    static long keyOf(CubieCube cube) {
        int mask = 0;
        int twist = 0;
        int[] slice = new int[12];
        int flips = 0;
        for (int p = 0; p < 8; p++) {
            mask |= TETRAD[cube.corner(p)] << p;
            if (p < 7) {
                twist = twist * 3 + cube.cornerOrientation(p);
            }
        }
        for (int p = 0; p < 12; p++) {
            slice[p] = SLICE[cube.edge(p)];
            if (p < 11) {
                flips |= cube.edgeOrientation(p) << p;
            }
        }
        return key(SPLIT_RANK[mask] * TWISTS + twist, encodeSlices(slice), flips);
    }

    private static long key(int corners, int slices, int flips) {
        return ((long) corners * SLICE_VALUES + slices) * FLIPS + flips;
    }

    // Corners: the tetrad of the piece at each position as an 8-bit mask (4 bits set), ranked 0..69, and the twists
    // of positions 0..6 in base 3 (position 7's follows from the sum).

    private static final int[] SPLIT_RANK = new int[256];
    private static final int[] SPLIT_MASK = new int[SPLITS];

    static {
        rankFourOf(8, SPLIT_RANK, SPLIT_MASK);
    }

    /** Ranks the masks of {@code bits} bits with 4 set, in increasing order: rank[mask], and mask[rank]. */
    private static void rankFourOf(int bits, int[] rank, int[] mask) {
        Arrays.fill(rank, -1);
        int r = 0;
        for (int m = 0; m < 1 << bits; m++) {
            if (Integer.bitCount(m) == 4) {
                rank[m] = r;
                mask[r++] = m;
            }
        }
    }

    private static void fillCornerMoves(int m, int[] cp, int[] co, int[] table) {
        int[] twist = new int[8];
        for (int v = 0; v < CORNER_VALUES; v++) {
            int mask = SPLIT_MASK[v / TWISTS];
            int t = v % TWISTS;
            int sum = 0;
            for (int p = 6; p >= 0; p--) {
                twist[p] = t % 3;
                sum += twist[p];
                t /= 3;
            }
            twist[7] = (3 - sum % 3) % 3;
            int newMask = 0;
            int newTwist = 0;
            for (int p = 0; p < 8; p++) {
                int from = cp[p];
                newMask |= ((mask >>> from) & 1) << p;
                if (p < 7) {
                    newTwist = newTwist * 3 + (twist[from] + co[p]) % 3;
                }
            }
            table[v * MOVES + m] = SPLIT_RANK[newMask] * TWISTS + newTwist;
        }
    }

    // Edges: the slice of the piece at each position, as the E positions (12 bits, 4 set; ranked among 495) and the M
    // positions among the other 8 (ranked among 70); the flips of positions 0..10 as bits.

    private static final int[] E_RANK = new int[4096];
    private static final int[] E_MASK = new int[495];

    static {
        rankFourOf(12, E_RANK, E_MASK);
    }

    /** The slice of each position (0 = S, 1 = M, 2 = E) of slice coordinate {@code v}. */
    private static void decodeSlices(int v, int[] out) {
        int eMask = E_MASK[v / SPLITS];
        int mMask = SPLIT_MASK[v % SPLITS];
        int other = 0;
        for (int p = 0; p < 12; p++) {
            if ((eMask >>> p & 1) != 0) {
                out[p] = 2;
            } else {
                out[p] = (mMask >>> other & 1) != 0 ? 1 : 0;
                other++;
            }
        }
    }

    private static int encodeSlices(int[] slice) {
        int eMask = 0;
        int mMask = 0;
        int other = 0;
        for (int p = 0; p < 12; p++) {
            if (slice[p] == 2) {
                eMask |= 1 << p;
            } else {
                if (slice[p] == 1) {
                    mMask |= 1 << other;
                }
                other++;
            }
        }
        return E_RANK[eMask] * SPLITS + SPLIT_RANK[mMask];
    }

    private static void fillSliceMoves(int m, int[] ep, int[] table) {
        int[] slice = new int[12];
        int[] moved = new int[12];
        for (int v = 0; v < SLICE_VALUES; v++) {
            decodeSlices(v, slice);
            for (int p = 0; p < 12; p++) {
                moved[p] = slice[ep[p]];
            }
            table[v * MOVES + m] = encodeSlices(moved);
        }
    }

    private static void fillFlipMoves(int m, int[] ep, int[] eo, int[] table) {
        for (int v = 0; v < FLIPS; v++) {
            // The 12th flip follows from the others: the flips of all 12 add up to an even number.
            int all = v | (Integer.bitCount(v) & 1) << 11;
            int moved = 0;
            for (int p = 0; p < 11; p++) {
                moved |= (((all >>> ep[p]) & 1) ^ eo[p]) << p;
            }
            table[v * MOVES + m] = moved;
        }
    }

    /** An open-addressing set of non-negative longs (stored plus one; 0 marks a free slot), of fixed capacity. */
    private static final class LongSet {
        private final long[] slots;
        private final int shift;
        private final long mask;
        private long size;

        LongSet(int log2Capacity) {
            slots = new long[1 << Math.min(log2Capacity, 30)];
            shift = 64 - Integer.numberOfTrailingZeros(slots.length);
            mask = slots.length - 1;
        }

        boolean add(long key) {
            long stored = key + 1;
            int i = (int) ((stored * 0x9E37_79B9_7F4A_7C15L) >>> shift);
            while (true) {
                long s = slots[i];
                if (s == stored) {
                    return false;
                }
                if (s == 0) {
                    slots[i] = stored;
                    if (++size * 10 > slots.length * 7L) {
                        throw new IllegalStateException("the set is full: give a larger capacity");
                    }
                    return true;
                }
                i = (int) ((i + 1) & mask);
            }
        }
    }
}
