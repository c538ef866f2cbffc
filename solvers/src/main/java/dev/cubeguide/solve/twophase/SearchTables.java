package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import dev.cubeguide.coord.SymClasses;

/**
 * The arrays the search reads, taken once from {@link CoordTables} into final fields so that the hot loops
 * index plain arrays. Immutable after construction (the arrays are shared and never written).
 */
final class SearchTables {
    /** The twist-slice move masks: 2,187 x 495 longs. */
    static final TableSpec TWIST_SLICE_MASKS = new TableSpec("twophase-twistslice-masks", 1, 8L * Coordinates.N_TWIST * 495,
            "moves that bring twist x slice position one closer / keep its distance, 2 x 18 bits");
    /** The flip-slice move masks: 2,048 x 495 longs. */
    static final TableSpec FLIP_SLICE_MASKS = new TableSpec("twophase-flipslice-masks", 1, 8L * Coordinates.N_FLIP * 495,
            "moves that bring flip x slice position one closer / keep its distance, 2 x 18 bits");
    /** The phase-1 states at most this far from the goal are known exactly from a small table. */
    static final int NEAR = 5;
    /**
     * The fewest moves that lead from the phase-1 goal back to it, leaving it at once and ending with a quarter turn
     * off the U-D axis (a phase-1 solution may pass the goal on its way only that far from its end): 5, checked by
     * SearchTablesTest.
     */
    static final int SHORTEST_RETURN = 5;
    private static final int NEAR_BITS = 18;
    /**
     * The near states (95,039 of them: 1 + 4 + 50 + 592 + 7,156 + 87,236 by distance) in an open-addressing table: {@code near[2 i]} is a key ({@code twist << 20 |
     * flip << 9 | slice}, -1 for a free slot) and {@code near[2 i + 1]} its state's {@code id << 4 | distance}
     * (2 MiB; a probe reads one cache line).
     */
    private int[] near;
    /** The near states' keys by id, in breadth-first order (while the endings are built). */
    private int[] nearById;
    private int nearCount;
    /** The number of near states (checked when they are found). */
    static final int NEAR_STATES = 95_039;
    /** The number of endings (checked when they are listed). */
    static final int ENDINGS = 277_388;
    /** The near table, the endings' offsets and the endings, as little-endian ints. */
    static final TableSpec ENDINGS_SPEC = new TableSpec("twophase-endings", 1,
            4L * ((2 << NEAR_BITS) + NEAR_STATES * NEAR + 1 + ENDINGS),
            "phase-1 states within 5 moves of the goal and every ending of up to 5 moves from them");
    /**
     * The phase-1 endings of the near states (277,388 of them, 1.1 MiB, with 1.8 MiB of offsets):
     * {@code suffixes[suffixFrom[id * NEAR + t - 1] .. suffixFrom[id * NEAR + t])} are the move sequences of
     * exactly t moves that take near state {@code id} to the phase-1 goal (see {@link #fillSuffixes}), in the order
     * a depth-first search meets them.
     */
    final int[] suffixFrom;
    final int[] suffixes;
    /** Bits per move in a suffix entry; the entry's top bits hold how many first moves it shares with the one before. */
    static final int SUFFIX_MOVE_BITS = 5;
    static final int SUFFIX_SHARED_SHIFT = 28;
    /** Every table the two-phase search reads. */
    static final List<TableSpec> SPECS = specs();
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static List<TableSpec> specs() {
        List<TableSpec> out = new ArrayList<>(CoordTables.SPECS);
        out.add(TWIST_SLICE_MASKS);
        out.add(FLIP_SLICE_MASKS);
        out.add(ENDINGS_SPEC);
        return List.copyOf(out);
    }
    final CoordTables tables;
    final char[] twistMove;
    final char[] flipMove;
    final char[] sliceMove;
    /** UD-slice position (0..494) after a move, {@code [slice * 18 + m]}: 18 KB instead of the sorted 427 KB. */
    final char[] slicePosMove;
    /** Exact twist x flip distance at 4 bits (2.2 MB). */
    final byte[] twistFlip4;
    final char[] cornerMove;
    final char[] uEdgesMove;
    final char[] dEdgesMove;
    final char[] udEdgeMove;
    final char[] twistConj;
    final char[] udEdgeConj;
    final char[] udEdgesMerge;
    final int[] flipSliceClassSym;
    /**
     * {@link CoordTables#flipSliceSymMove()} (4.6 MB): the children of a phase-1 node read one row of it instead
     * of one random place each in flipSliceClassSym.
     */
    final int[] flipSliceSymMove;
    final byte[] twistSlice;
    final byte[] flipSlice;
    /**
     * Move masks of the twist-slice bound, one little-endian long per {@code twist * 495 + slice} (see
     * {@link #moveMasks}), read in place with {@link #mask}.
     */
    final byte[] twistSliceMoves;
    /** Move masks of the flip-slice bound, one long per {@code flip * 495 + slice}. */
    final byte[] flipSliceMoves;
    /** The phase-1 distances mod 3 (33.6 MiB): the far nodes read their children's here. */
    final byte[] phase1;
    /** The same distances exact at 4 bits (67.2 MiB): one read gives a start's distance. */
    final byte[] phase1Exact;
    final char[] cornerClass;
    final byte[] cornerSym;
    final byte[] phase2;
    final byte[] cornerSlice;
    final byte[] edgeSlice;

    SearchTables(CoordTables t) {
        tables = t;
        twistMove = t.twistMove();
        flipMove = t.flipMove();
        sliceMove = t.sliceSortedMove();
        slicePosMove = new char[495 * 18];
        for (int x = 0; x < 495; x++) {
            for (int m = 0; m < 18; m++) {
                slicePosMove[x * 18 + m] = (char) (sliceMove[x * 24 * 18 + m] / 24);
            }
        }
        cornerMove = t.cornerPermMove();
        uEdgesMove = t.uEdgesMove();
        dEdgesMove = t.dEdgesMove();
        udEdgeMove = t.udEdgePermMove();
        twistConj = t.twistConj();
        udEdgeConj = t.udEdgeConj();
        udEdgesMerge = t.udEdgesMerge();
        flipSliceClassSym = t.flipSliceClassSym();
        flipSliceSymMove = t.flipSliceSymMove();
        twistSlice = t.twistSlicePruning();
        flipSlice = t.flipSlicePruning();
        twistFlip4 = nibbles(t.twistFlipPruning());
        TableStore store = t.store();
        java.nio.IntBuffer endings = java.nio.ByteBuffer.wrap(store.load(ENDINGS_SPEC, (target, progress) -> buildEndings(target)))
                .order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
        near = new int[2 << NEAR_BITS];
        endings.get(near);
        suffixFrom = new int[NEAR_STATES * NEAR + 1];
        endings.get(suffixFrom);
        suffixes = new int[ENDINGS];
        endings.get(suffixes);
        twistSliceMoves = store.load(TWIST_SLICE_MASKS,
                (target, progress) -> moveMasks(twistSlice, twistMove, Coordinates.N_TWIST, target));
        flipSliceMoves = store.load(FLIP_SLICE_MASKS,
                (target, progress) -> moveMasks(flipSlice, flipMove, Coordinates.N_FLIP, target));
        phase1 = t.phase1Pruning().data();
        phase1Exact = t.phase1Exact().data();
        cornerClass = t.cornerClasses().classIndexArray();
        cornerSym = t.cornerClasses().symmetryArray();
        phase2 = t.phase2Pruning().data();
        cornerSlice = t.cornerSlicePruning();
        edgeSlice = t.edgeSlicePruning();
    }

    /**
     * For a distance table over (x, slice position) with {@code x * 495 + slice}: per state, bit m (0..17) set when
     * move m takes it one closer, bit 18 + m when move m keeps its distance. A search node then learns from one
     * read which moves lead to children within a bound, and their distances.
     */
    private void moveMasks(byte[] distances, char[] xMove, int xCount, byte[] out) {
        for (int x = 0; x < xCount; x++) {
            for (int s = 0; s < 495; s++) {
                int d = distances[x * 495 + s];
                long entry = 0;
                for (int m = 0; m < 18; m++) {
                    int child = distances[xMove[x * 18 + m] * 495 + slicePosMove[s * 18 + m]];
                    if (child == d - 1) {
                        entry |= 1L << m;
                    } else if (child == d) {
                        entry |= 1L << (18 + m);
                    }
                }
                LONGS.set(out, (x * 495 + s) << 3, entry);
            }
        }
    }

    /** Entry i of a move-mask table. */
    static long mask(byte[] masks, int i) {
        return (long) LONGS.get(masks, i << 3);
    }

    /**
     * The moves from a state at distance {@code d} (with move masks {@code entry}) whose children are below
     * {@code bound}: all when d is at most bound - 2, the non-increasing ones at bound - 1, the decreasing ones at
     * bound.
     */
    static int passMask(long entry, int d, int bound) {
        // Kept under 35 bytecodes so that the C1 compiler inlines it too.
        return d <= bound - 2 ? 0x3FFFF : (int) (d == bound ? entry : entry | entry >>> 18) & 0x3FFFF;
    }

    /** The distance after move m from a state at distance d with move masks {@code entry}. */
    static int childDistance(long entry, int d, int m) {
        return d + 1 - 2 * ((int) (entry >>> m) & 1) - ((int) (entry >>> (18 + m)) & 1);
    }

    /**
     * The phase-1 states within {@link #NEAR} moves of the goal, found by a breadth-first search: their exact
     * distance in one probe or two.
     */
    private void fillNear() {
        near = new int[2 << NEAR_BITS];
        nearById = new int[1 << 12];
        nearCount = 0;
        java.util.Arrays.fill(near, -1);
        int[] frontier = {0};
        putNear(0, 0);
        for (int d = 1; d <= NEAR; d++) {
            int[] next = new int[frontier.length * 18];
            int count = 0;
            for (int key : frontier) {
                int tw = key >>> 20;
                int f = key >>> 9 & 0x7FF;
                int sl = key & 0x1FF;
                for (int m = 0; m < 18; m++) {
                    int child = twistMove[tw * 18 + m] << 20 | flipMove[f * 18 + m] << 9 | slicePosMove[sl * 18 + m];
                    if (nearDistance(child) > NEAR) {
                        putNear(child, d);
                        next[count++] = child;
                    }
                }
            }
            frontier = java.util.Arrays.copyOf(next, count);
        }
        if (nearCount != NEAR_STATES) {
            throw new IllegalStateException("found " + nearCount + " phase-1 states within " + NEAR + " moves, not "
                    + NEAR_STATES);
        }
    }

    /** Finds the near states and their endings, and writes them as {@link #ENDINGS_SPEC} lays them out. */
    private void buildEndings(byte[] target) {
        fillNear();
        int[] from = new int[NEAR_STATES * NEAR + 1];
        int[] endings = fillSuffixes(from);
        if (endings.length != ENDINGS) {
            throw new IllegalStateException("listed " + endings.length + " phase-1 endings, not " + ENDINGS);
        }
        java.nio.IntBuffer out = java.nio.ByteBuffer.wrap(target).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
        out.put(near);
        out.put(from);
        out.put(endings);
    }

    private static int nearSlot(int key) {
        return (key * 0x9E3779B1) >>> (32 - NEAR_BITS);
    }

    private void putNear(int key, int d) {
        int i = nearSlot(key);
        while (near[2 * i] != -1) {
            i = (i + 1) & ((1 << NEAR_BITS) - 1);
        }
        if (nearCount == nearById.length) {
            nearById = java.util.Arrays.copyOf(nearById, 2 * nearCount);
        }
        nearById[nearCount] = key;
        near[2 * i] = key;
        near[2 * i + 1] = nearCount++ << 4 | d;
    }

    /** The {@code id << 4 | distance} of a near state, or -1 for a state further away. */
    private int nearInfo(int key) {
        int i = nearSlot(key);
        int k = near[2 * i];
        // One probe almost always; the rest out of line (small methods are inlined by every compiler).
        return k == key ? near[2 * i + 1] : k == -1 ? -1 : nearProbe(key, i);
    }

    private int nearProbe(int key, int from) {
        for (int i = (from + 1) & ((1 << NEAR_BITS) - 1);; i = (i + 1) & ((1 << NEAR_BITS) - 1)) {
            int k = near[2 * i];
            if (k == key) {
                return near[2 * i + 1];
            }
            if (k == -1) {
                return -1;
            }
        }
    }

    private int nearDistance(int key) {
        int info = nearInfo(key);
        return info < 0 ? NEAR + 1 : info & 15;
    }

    /** The exact phase-1 distance of (twist, flip, slice position) when at most {@link #NEAR}, else NEAR + 1. */
    int nearDistance(int twist, int flip, int slice) {
        return nearDistance(twist << 20 | flip << 9 | slice);
    }

    /** The near id of (twist, flip, slice position), which must be within {@link #NEAR} moves of the goal. */
    int nearIdOf(int twist, int flip, int slice) {
        return nearInfo(twist << 20 | flip << 9 | slice) >>> 4;
    }

    /**
     * Every near state's endings, for t = 1..NEAR. An ending is a path of exactly t moves to the goal that the
     * search may take: no face twice in a row and opposite faces in one order only, no state on the way at the
     * goal (none can be: see {@link #SHORTEST_RETURN}), and a last move off the phase-2 group (one ending in a
     * phase-2 move repeats a shorter phase-1 solution). The paths are listed in ascending move order, the order of
     * the depth-first search they replace, so the search finds the same solutions in the same order. An ending's
     * first move is not checked against the move before it: the search does that. Each entry holds its moves
     * ({@link #SUFFIX_MOVE_BITS} bits each, first move lowest) and, from bit {@link #SUFFIX_SHARED_SHIFT}, how many
     * first moves it shares with the entry before it in its list.
     */
    private int[] fillSuffixes(int[] suffixFrom) {
        int[] out = new int[1 << 12];
        int count = 0;
        int[] path = new int[NEAR];
        int[] previous = new int[NEAR];
        List<int[]> paths = new ArrayList<>();
        for (int id = 0; id < nearCount; id++) {
            int key = nearById[id];
            int distance = nearDistance(key);
            for (int t = 1; t <= NEAR; t++) {
                suffixFrom[id * NEAR + t - 1] = count;
                if (distance > t) {
                    continue;
                }
                paths.clear();
                collectSuffixes(key >>> 20, key >>> 9 & 0x7FF, key & 0x1FF, t, 0, -1, path, paths);
                java.util.Arrays.fill(previous, -1);
                for (int[] p : paths) {
                    int shared = 0;
                    while (shared < t && p[shared] == previous[shared]) {
                        shared++;
                    }
                    int entry = shared << SUFFIX_SHARED_SHIFT;
                    for (int j = 0; j < t; j++) {
                        entry |= p[j] << (SUFFIX_MOVE_BITS * j);
                        previous[j] = p[j];
                    }
                    if (count == out.length) {
                        out = java.util.Arrays.copyOf(out, 2 * count);
                    }
                    out[count++] = entry;
                }
            }
        }
        suffixFrom[nearCount * NEAR] = count;
        nearById = null;
        return java.util.Arrays.copyOf(out, count);
    }

    private void collectSuffixes(int tw, int f, int sl, int togo, int depth, int lastFace, int[] path,
            List<int[]> out) {
        for (int m = 0; m < 18; m++) {
            if ((Search.ALLOWED[lastFace + 1] >>> (m / 3) & 1) == 0) {
                continue;
            }
            int ct = twistMove[tw * 18 + m];
            int cf = flipMove[f * 18 + m];
            int cs = slicePosMove[sl * 18 + m];
            int d = nearDistance(ct, cf, cs);
            path[depth] = m;
            if (togo == 1) {
                if (d == 0 && !Coordinates.isPhase2Move(m)) {
                    out.add(java.util.Arrays.copyOf(path, depth + 1));
                }
            } else if (d < togo && (d != 0 || togo > SHORTEST_RETURN)) {
                collectSuffixes(ct, cf, cs, togo - 1, depth + 1, m / 3, path, out);
            }
        }
    }

    private static byte[] nibbles(byte[] values) {
        byte[] out = new byte[(values.length + 1) / 2];
        for (int i = 0; i < values.length; i++) {
            out[i >>> 1] |= (byte) (Math.min(values[i], 15) << ((i & 1) << 2));
        }
        return out;
    }

    static int nibble(byte[] packed, int i) {
        return packed[i >>> 1] >> ((i & 1) << 2) & 15;
    }

    /** The exact phase-1 distance of (flip, UD-slice position 0..494, twist). */
    int phase1DistanceAt(int flip, int slice, int twist) {
        return nibble(phase1Exact, phase1IndexOf(flipSliceClassSym[slice << 11 | flip], twist));
    }

    /**
     * The class and symmetry of the flip-slice reached by move m from the one whose class and symmetry are cs (one
     * row of flipSliceSymMove per node; {@link SymClasses#step}).
     */
    int classSymAfter(int cs, int m) {
        return SymClasses.step(flipSliceSymMove, cs, m);
    }

    /** The phase-1 table entry of the flip-slice with class and symmetry cs, and this twist. */
    int phase1IndexOf(int cs, int twist) {
        return (cs >>> 4) * 2187 + twistConj[twist << 4 | cs & 15];
    }

    /** The phase-1 distance mod 3 stored at entry i. */
    int phase1ResidueOfIndex(int i) {
        return phase1[i >>> 2] >> ((i & 3) << 1) & 3;
    }

    /** The exact phase-1 distance of (flip, slice sorted, twist). */
    int phase1Distance(int flip, int sliceSorted, int twist) {
        return phase1DistanceAt(flip, sliceSorted / 24, twist);
    }

    /** A lower bound (exact below 15) of the phase-2 moves that solve corners and UD edges. */
    int phase2Bound(int corner, int udEdge) {
        int i = cornerClass[corner] * 40320 + udEdgeConj[udEdge << 4 | cornerSym[corner]];
        return phase2[i >>> 1] >> ((i & 1) << 2) & 15;
    }
}
