package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.table.ArrayBytes;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The coordinates of the H48 goal group's cosets, and their symmetry reduction under all 48 symmetries.
 *
 * <p>The goal group holds the cubes whose corners sit in their own tetrad ({URF, ULB, DLF, DRB} or the other four)
 * untwisted, and whose edges sit in their own slice (M, S or E) unflipped; every symmetry maps it onto itself. A
 * coset {@code H X} is named by what kind of piece sits at each position and how it is turned there, in three raw
 * parts that a move permutes independently:
 * <ul>
 *   <li>corners: the tetrad of the piece at each position (an 8-bit mask with 4 bits set, ranked 0..69) and the twists
 *       of positions 0..6 in base 3: {@link #CORNERS} = 153,090 values;</li>
 *   <li>slices: the slice of the piece at each position, as the E positions (ranked among 495) and the M positions
 *       among the other 8 (ranked among 70): {@link #SLICES} = 34,650 values;</li>
 *   <li>flips: the flips of positions 0..10 as bits (the 12th follows): {@link #FLIPS} = 2,048 values.</li>
 * </ul>
 * Conjugating by a symmetry S maps cosets to cosets. The corners' image depends on the corners alone, and the
 * slices' on the slices alone. The flips' image is affine: with {@code q = S^-1(p)}, the flip at {@code S(p)} is the
 * flip at p plus a term of S and of the slice of the piece at p (a symmetry's own edge flips depend only on the
 * slice of the edge), so {@link #conjugateFlips} is a permutation of the bits followed by a mask of the slices.
 *
 * <p>The corners are reduced to {@link #classCount()} classes (3,393): for each raw value, its class and one
 * symmetry that takes it to the class's representative; a representative that some symmetries fix has them in its
 * stabilizer mask, and its edges may then be conjugated by any of them.
 *
 * <p>Source: S. Tronto, "The H48 optimal solver" (nissy's documentation): the goal group and the coordinate.
 */
public final class H48Coords {
    public static final int MOVES = 18;
    public static final int CORNERS = 70 * 2187;
    public static final int SLICES = 34_650;
    public static final int FLIPS = 2048;
    private static final int SYMS = Symmetry.N_SYM;
    private static final int TWISTS = 2187;
    /** The tetrad of each corner piece (URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB): 0 or 1. */
    private static final int[] TETRAD = {0, 1, 0, 1, 1, 0, 1, 0};
    /** The slice of each edge piece (UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR): 0 = S, 1 = M, 2 = E. */
    private static final int[] SLICE = {0, 1, 0, 1, 0, 1, 0, 1, 2, 2, 2, 2};

    private static final int[] SPLIT_RANK = new int[256];
    private static final int[] SPLIT_MASK = new int[70];
    private static final int[] E_RANK = new int[4096];
    private static final int[] E_MASK = new int[495];

    /** Per packed corner field ({@code piece * 3 + twist}): the piece's tetrad, and the twist. */
    private static final int[] PACKED_CORNER_TETRAD = new int[32];
    private static final int[] PACKED_CORNER_TWIST = new int[32];

    static {
        for (int field = 0; field < 24; field++) {
            PACKED_CORNER_TETRAD[field] = TETRAD[field / 3];
            PACKED_CORNER_TWIST[field] = field % 3;
        }
        rankFourOf(8, SPLIT_RANK, SPLIT_MASK);
        rankFourOf(12, E_RANK, E_MASK);
    }

    final int[] cornerMove = new int[CORNERS * MOVES];
    /**
     * The corner part's move table in its two factors, for the search ({@link #cornersAfter}): a raw corner value is
     * {@code split * 2187 + twist}, and a move takes the split of the tetrads' positions and the twist each on its own
     * (a position's twist moves with it whichever corner is there). Per split and move the new split times 2187, per
     * twist and move the new twist: 320 KB against the 11 MB of {@link #cornerMove}, so their reads hit the cache.
     */
    private final int[] splitMove = new int[70 * MOVES];
    private final int[] twistMove = new int[TWISTS * MOVES];
    final int[] sliceMove = new int[SLICES * MOVES];
    final int[] flipMove = new int[FLIPS * MOVES];
    /**
     * Per slices value and symmetry ({@code e * 48 + s}): the slices of the conjugate and the mask the flips take
     * from the slices, packed ({@link #packConjugate}), so that both come with one read.
     */
    final int[] sliceConjugate = new int[SLICES * SYMS];
    final int[] flipPerm = new int[FLIPS * SYMS];
    /** Per raw corner value: class * 64 + the symmetry to the class's representative. */
    final int[] cornerClassSym = new int[CORNERS];
    /** Per class: the representative's raw corner value, and the symmetries other than 0 that fix it (bit s). */
    final int[] representative;
    final long[] stabilizer;
    /**
     * Per class and move ({@code k * 18 + m}): the class and symmetry of the class's representative after the move,
     * for {@link #classSymAfter}. 3,393 x 18 values (244 KB) that stay in a core's cache, where {@link #cornerClassSym}
     * (612 KB) would be read at a child's raw value.
     */
    private final int[] classSymMove = new int[CLASSES * MOVES];
    /** {@code S M S^-1} per symmetry and move ({@code s * 18 + m}). */
    private final int[] moveConjugate = new int[SYMS * MOVES];
    /** {@code S_a S_b} per pair of symmetries ({@code a * 48 + b}). */
    private final int[] symProduct = new int[SYMS * SYMS];

    public H48Coords() {
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        for (int m = 0; m < MOVES; m++) {
            Cubie mv = Cubie.move(m);
            for (int v = 0; v < CORNERS; v++) {
                Cubie c = cornerCube(v);
                Cubie.cornerMultiply(c, mv, out);
                cornerMove[v * MOVES + m] = cornerRaw(out);
            }
            for (int v = 0; v < SLICES; v++) {
                Cubie c = edgeCube(v, 0);
                Cubie.edgeMultiply(c, mv, out);
                sliceMove[v * MOVES + m] = slicesRaw(out);
            }
            for (int v = 0; v < FLIPS; v++) {
                Cubie c = edgeCube(0, v);
                Cubie.edgeMultiply(c, mv, out);
                flipMove[v * MOVES + m] = flipsRaw(out);
            }
        }
        int solvedSlices = slicesRaw(new Cubie());
        for (int s = 0; s < SYMS; s++) {
            for (int v = 0; v < SLICES; v++) {
                Symmetry.conjugateEdges(edgeCube(v, 0), s, tmp, out);
                sliceConjugate[v * SYMS + s] = packConjugate(slicesRaw(out), flipsRaw(out));
            }
            int offset = conjugateFlipMask(sliceConjugate[solvedSlices * SYMS + s]);
            for (int v = 0; v < FLIPS; v++) {
                Symmetry.conjugateEdges(edgeCube(solvedSlices, v), s, tmp, out);
                flipPerm[v * SYMS + s] = flipsRaw(out) ^ offset;
            }
        }
        int[] conj = new int[SYMS];
        int[] reps = new int[CORNERS];
        long[] stabs = new long[CORNERS];
        Arrays.fill(cornerClassSym, -1);
        int classes = 0;
        for (int v = 0; v < CORNERS; v++) {
            if (cornerClassSym[v] >= 0) {
                continue;
            }
            Cubie c = cornerCube(v);
            for (int s = 0; s < SYMS; s++) {
                Symmetry.conjugateCorners(c, s, tmp, out);
                conj[s] = cornerRaw(out);
            }
            long stab = 0;
            for (int s = 1; s < SYMS; s++) {
                if (conj[s] == v) {
                    stab |= 1L << s;
                }
            }
            for (int s = 0; s < SYMS; s++) {
                // conj[s] = S v S^-1, so the inverse symmetry takes conj[s] back to v, the representative.
                if (cornerClassSym[conj[s]] < 0) {
                    cornerClassSym[conj[s]] = classes * 64 + Symmetry.inverse(s);
                }
            }
            reps[classes] = v;
            stabs[classes] = stab;
            classes++;
        }
        representative = Arrays.copyOf(reps, classes);
        stabilizer = Arrays.copyOf(stabs, classes);
        splitCornerMoves();
        classMoves();
    }

    /** The number of corner classes (checked by the tests against the construction). */
    public static final int CLASSES = 3393;
    private static final int[] SAVED_LENGTHS = {CORNERS * MOVES, SLICES * MOVES, FLIPS * MOVES, SLICES * SYMS,
        FLIPS * SYMS, CORNERS, CLASSES, 2 * CLASSES};

    /**
     * The stored arrays: made in about a second and a half of a cold start, read from the table store in a few
     * milliseconds.
     */
    public static final TableSpec SPEC = new TableSpec("coord-h48-coords", 1,
            4L * Arrays.stream(SAVED_LENGTHS).sum(), "H48 coset coordinates: move, symmetry and class tables");

    /**
     * The coordinates from {@code store}: copied out of the file's mapping when it is saved there and sound (no copy
     * of the file in the heap beside the arrays), else made and saved.
     */
    public static H48Coords of(TableSource store) {
        return store.mapIfValid(SPEC).map(H48Coords::new).orElseGet(() -> new H48Coords(ByteBuffer.wrap(
                store.load(SPEC, (target, progress) -> new H48Coords().writeTo(target))).order(ByteOrder.LITTLE_ENDIAN)));
    }

    /** The coordinates from their saved form ({@link #writeTo}), little-endian. */
    private H48Coords(ByteBuffer saved) {
        int[][] arrays = {cornerMove, sliceMove, flipMove, sliceConjugate, flipPerm, cornerClassSym,
            new int[CLASSES], new int[2 * CLASSES]};
        int offset = 0;
        for (int[] a : arrays) {
            saved.slice(offset, Integer.BYTES * a.length).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(a);
            offset += Integer.BYTES * a.length;
        }
        representative = arrays[6];
        stabilizer = new long[CLASSES];
        for (int k = 0; k < CLASSES; k++) {
            stabilizer[k] = (long) arrays[7][2 * k] << 32 | arrays[7][2 * k + 1] & 0xFFFFFFFFL;
        }
        splitCornerMoves();
        classMoves();
    }

    /** Fills {@link #classSymMove}, {@link #moveConjugate} and {@link #symProduct}. */
    private void classMoves() {
        for (int k = 0; k < CLASSES; k++) {
            for (int m = 0; m < MOVES; m++) {
                classSymMove[k * MOVES + m] = cornerClassSym[cornerMove[representative[k] * MOVES + m]];
            }
        }
        for (int a = 0; a < SYMS; a++) {
            for (int m = 0; m < MOVES; m++) {
                moveConjugate[a * MOVES + m] = Symmetry.conjugateMove(a, m);
            }
            for (int b = 0; b < SYMS; b++) {
                symProduct[a * SYMS + b] = Symmetry.multiply(a, b);
            }
        }
    }

    /** Fills {@link #splitMove} and {@link #twistMove} from {@link #cornerMove} (split 0 and twist 0 rows). */
    private void splitCornerMoves() {
        for (int m = 0; m < MOVES; m++) {
            for (int split = 0; split < 70; split++) {
                splitMove[split * MOVES + m] = cornerMove[split * TWISTS * MOVES + m] / TWISTS * TWISTS;
            }
            for (int twist = 0; twist < TWISTS; twist++) {
                twistMove[twist * MOVES + m] = cornerMove[twist * MOVES + m] % TWISTS;
            }
        }
    }

    private void writeTo(byte[] target) {
        int[] stabs = new int[2 * CLASSES];
        for (int k = 0; k < CLASSES; k++) {
            stabs[2 * k] = (int) (stabilizer[k] >>> 32);
            stabs[2 * k + 1] = (int) stabilizer[k];
        }
        int offset = 0;
        for (int[] a : new int[][] {cornerMove, sliceMove, flipMove, sliceConjugate, flipPerm, cornerClassSym,
            representative, stabs}) {
            ArrayBytes.putIntsLittleEndian(a, target, offset);
            offset += 4 * a.length;
        }
    }

    public int classCount() {
        return representative.length;
    }

    /** The slices of {@code S X S^-1} from the slices of X. */
    int conjugateSlices(int slices, int s) {
        return conjugateSlicesOf(sliceConjugate[slices * SYMS + s]);
    }

    /** The flips of {@code S X S^-1} from the flips and the slices of X. */
    int conjugateFlips(int flips, int slices, int s) {
        return flipPerm[flips * SYMS + s] ^ conjugateFlipMask(sliceConjugate[slices * SYMS + s]);
    }

    // Read access for the search's hot loop (one array read each, inlined).

    /** The corner part after move m ({@link #splitMove} and {@link #twistMove}: the same as {@link #cornerMove}). */
    public int cornersAfter(int corners, int m) {
        int split = corners / TWISTS;
        return splitMove[split * MOVES + m] + twistMove[(corners - split * TWISTS) * MOVES + m];
    }

    /** The corners' class and symmetry ({@code class * 64 + s}, with {@code S X S^-1} the class's representative). */
    public int classSymOf(int corners) {
        return cornerClassSym[corners];
    }

    /**
     * The corners' class and symmetry after move m, from those before ({@link #classSymOf}): with {@code S X S^-1 = R}
     * the representative, {@code S (X M) S^-1 = R (S M S^-1)}; if that is {@code S'^-1 R' S'} then {@code S' S}
     * takes {@code X M} to R'. The symmetry may differ from {@link #classSymOf}'s by one that fixes R', where an
     * {@link H48Table} and its {@link H48Fallback} hold the same codes and distances (both mark every frame of such a
     * class).
     */
    public int classSymAfter(int classSym, int m) {
        int s = classSym & 63;
        int next = classSymMove[(classSym >>> 6) * MOVES + moveConjugate[s * MOVES + m]];
        return next & ~63 | symProduct[(next & 63) * SYMS + s];
    }

    /** The slices part after move m. */
    public int slicesAfter(int slices, int m) {
        return sliceMove[slices * MOVES + m];
    }

    /** The flips part after move m. */
    public int flipsAfter(int flips, int m) {
        return flipMove[flips * MOVES + m];
    }

    /** The raw corner part of a cube. */
    public static int cornersOf(CubieCube cube) {
        return cornerRaw(Cubie.of(cube));
    }

    /** The raw slices part of a cube. */
    public static int slicesOf(CubieCube cube) {
        return slicesRaw(Cubie.of(cube));
    }

    /** The raw flips part of a cube. */
    public static int flipsOf(CubieCube cube) {
        return flipsRaw(Cubie.of(cube));
    }

    /**
     * The raw corner part of packed corners: position i's field {@code piece * 3 + twist} in the 5 bits at 5i (the
     * optimal search's packed inverse).
     */
    public static int cornersOfPacked(long packed) {
        int mask = 0;
        int twist = 0;
        for (int p = 0; p < 8; p++) {
            int field = (int) (packed >>> 5 * p & 31);
            mask |= PACKED_CORNER_TETRAD[field] << p;
            if (p < 7) {
                twist = twist * 3 + PACKED_CORNER_TWIST[field];
            }
        }
        return SPLIT_RANK[mask] * TWISTS + twist;
    }

    /** The raw slices part of packed edges: position i's field {@code piece * 2 + flip} in the 5 bits at 5i. */
    public static int slicesOfPacked(long packed) {
        int eMask = 0;
        int mMask = 0;
        int other = 0;
        for (int p = 0; p < 12; p++) {
            int slice = SLICE[(int) (packed >>> 5 * p & 31) >>> 1];
            if (slice == 2) {
                eMask |= 1 << p;
            } else {
                mMask |= slice << other;
                other++;
            }
        }
        return E_RANK[eMask] * 70 + SPLIT_RANK[mMask];
    }

    /** The raw flips part of packed edges. */
    public static int flipsOfPacked(long packed) {
        int flips = 0;
        for (int p = 0; p < 11; p++) {
            flips |= ((int) (packed >>> 5 * p) & 1) << p;
        }
        return flips;
    }

    /** A {@link #sliceConjugate} entry: the conjugate's slices (below 2^16) and the flip mask (11 bits) above them. */
    static int packConjugate(int slices, int flipMask) {
        return slices | flipMask << 16;
    }

    static int conjugateSlicesOf(int packed) {
        return packed & 0xFFFF;
    }

    static int conjugateFlipMask(int packed) {
        return packed >>> 16;
    }

    /**
     * The number of cosets at each distance 0..maxDepth from the goal group, without the symmetry reduction: a
     * breadth-first search keeping every coset reached (as one 64-bit key of its three raw parts) in a set. About
     * 11 GiB of heap and 100 s for depth 8 (299 M cosets there); the classes under the 48 symmetries are about a
     * 48th of each count.
     */
    public long[] countCosetsByDepth(int maxDepth) {
        long[] counts = new long[maxDepth + 1];
        LongSet seen = new LongSet(maxDepth >= 8 ? 30 : Math.max(12, 3 * maxDepth + 6));
        long[] level = {cosetKey(cornerRaw(new Cubie()), slicesRaw(new Cubie()), 0)};
        seen.add(level[0]);
        counts[0] = 1;
        for (int depth = 1; depth <= maxDepth; depth++) {
            long[] next = new long[Math.max(16, level.length * 8)];
            int n = 0;
            for (long key : level) {
                int flips = keyFlips(key);
                int slices = keySlices(key);
                int corners = keyCorners(key);
                for (int m = 0; m < MOVES; m++) {
                    long child = cosetKey(cornerMove[corners * MOVES + m], sliceMove[slices * MOVES + m],
                            flipMove[flips * MOVES + m]);
                    if (seen.add(child)) {
                        if (n == next.length) {
                            next = Arrays.copyOf(next, (int) Math.min(Integer.MAX_VALUE - 16L, next.length * 2L));
                        }
                        next[n++] = child;
                    }
                }
            }
            level = Arrays.copyOf(next, n);
            counts[depth] = n;
        }
        return counts;
    }

    /**
     * One coset's key: its corner part, slices and flips, as {@code (corners * SLICES + slices) * FLIPS + flips}. The
     * corner part is the raw corners in an unreduced key and the class in a class key ({@link H48Classes}).
     */
    static long cosetKey(int corners, int slices, int flips) {
        return ((long) corners * SLICES + slices) * FLIPS + flips;
    }

    /** The corner part of a {@link #cosetKey}. */
    static int keyCorners(long key) {
        return (int) (key / FLIPS / SLICES);
    }

    /** The slices of a {@link #cosetKey}. */
    static int keySlices(long key) {
        return (int) (key / FLIPS % SLICES);
    }

    /** The flips of a {@link #cosetKey}. */
    static int keyFlips(long key) {
        return (int) (key % FLIPS);
    }

    // The raw parts of a cubie cube, and a cubie cube of given raw parts.

    static int cornerRaw(Cubie c) {
        return cornersOfPacked(packedCorners(c));
    }

    static int slicesRaw(Cubie c) {
        return slicesOfPacked(packedEdges(c));
    }

    static int flipsRaw(Cubie c) {
        return flipsOfPacked(packedEdges(c));
    }

    /** The corners packed as the {@code ...OfPacked} readers take them: {@code piece * 3 + twist} at bits 5i. */
    private static long packedCorners(Cubie c) {
        long x = 0;
        for (int p = 0; p < 8; p++) {
            x |= (long) (c.cp[p] * 3 + c.co[p] % 3) << 5 * p;
        }
        return x;
    }

    /** The edges packed: {@code piece * 2 + flip} at bits 5i. */
    private static long packedEdges(Cubie c) {
        long x = 0;
        for (int p = 0; p < 12; p++) {
            x |= (long) (c.ep[p] * 2 + c.eo[p]) << 5 * p;
        }
        return x;
    }

    /** A cube with corner coordinate v: the tetrads' pieces in order on their positions; edges solved. */
    static Cubie cornerCube(int v) {
        Cubie c = new Cubie();
        int mask = SPLIT_MASK[v / TWISTS];
        int[] used = new int[2];
        int[][] pieces = {{0, 2, 5, 7}, {1, 3, 4, 6}};
        int t = v % TWISTS;
        int sum = 0;
        for (int p = 6; p >= 0; p--) {
            c.co[p] = t % 3;
            sum += c.co[p];
            t /= 3;
        }
        c.co[7] = (3 - sum % 3) % 3;
        for (int p = 0; p < 8; p++) {
            int tetrad = mask >>> p & 1;
            c.cp[p] = pieces[tetrad][used[tetrad]++];
        }
        return c;
    }

    /** A cube with slice coordinate v and flip coordinate f: each slice's pieces in order; corners solved. */
    static Cubie edgeCube(int v, int f) {
        Cubie c = new Cubie();
        int eMask = E_MASK[v / 70];
        int mMask = SPLIT_MASK[v % 70];
        int[][] pieces = {{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 9, 10, 11}};
        int[] used = new int[3];
        int other = 0;
        for (int p = 0; p < 12; p++) {
            int slice;
            if ((eMask >>> p & 1) != 0) {
                slice = 2;
            } else {
                slice = mMask >>> other & 1;
                other++;
            }
            c.ep[p] = pieces[slice][used[slice]++];
        }
        for (int p = 0; p < 11; p++) {
            c.eo[p] = f >>> p & 1;
        }
        c.eo[11] = Integer.bitCount(f) & 1;
        return c;
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
}
