package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.ClassSym;
import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.CornerPruning;
import dev.cubeguide.coord.CornerSplitPruning;
import dev.cubeguide.coord.SymClasses;
import dev.cubeguide.coord.TwoBitPruning;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.table.Workers;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The arrays the optimal search reads, gathered once per table store so that the hot loop reads plain fields.
 * All arrays are shared and read-only. Everything here comes from the shared coordinate layer
 * ({@link CoordTables}, {@link CornerPruning}, {@link CornerSplitPruning}); this class only adds the three axis
 * symmetries and the inverse cube's arithmetic.
 *
 * <p>Axis k (0 = U-D, 1 = R-L, 2 = F-B) looks at the cube through symmetry {@code axisSym[k]}: the cube
 * {@code S c S^-1}, whose U-D axis is the cube's axis k. A move m on the cube is the move {@code axisMove[k][m]}
 * on that conjugate, so each axis keeps its own (flip, slice sorted, twist, corner coordinate) and the axis table
 * gives the distance of the cube to its goal conjugated to axis k.
 */
final class OptimalTables {
    final CoordTables coord;
    final char[] flipMove;
    final char[] sliceMove;
    final char[] twistMove;
    final char[] cornerMove;
    final char[] twistConj;
    /** The axis table in use ({@link AxisTable}); null for a small instance given by a test. */
    final AxisTable axis;
    /** The axis table's corner coordinate. */
    final CornerSplitPruning.Variant variant;
    /**
     * {@code class * 16 + symmetry} of each raw flip-slice {@code 2048 * slice + flip}: the two arrays of
     * {@link SymClasses} merged, so that a look-up costs one cache miss instead of two (4 MiB).
     */
    final int[] fsClassSym;
    /**
     * {@link CoordTables#flipSliceSymMove()}: the flip-slice class and symmetry after a move, from the class alone
     * ({@link #flipSliceStep}). The search tracks each axis's flip-slice this way: the children of a node read one
     * row of it (one or two cache lines) instead of one random place each in {@link #fsClassSym} (4.4 MiB).
     */
    final int[] flipSliceSymMove;
    /** The axis table's corner coordinate: its values, and {@code twist * corners + corner} values. */
    final int corners;
    final int other;
    /** {@code [x * 18 + m]} and {@code [x * 16 + s]}: the corner coordinate's move and symmetry tables. */
    final char[] splitMove;
    final char[] splitConj;
    /**
     * The corner coordinate of an 8-bit set of positions holding U-layer corners, with an even corner permutation:
     * a coordinate that carries the corner parity ({@code Variant.SPLIT_PARITY}, {@link #parityMask}) holds it in its
     * low bit, which the reader sets.
     */
    final int[] splitOfMask = new int[256];
    /**
     * 1 when the corner coordinate's low bit is the corner permutation's parity, else 0: {@code x & parityMask} is the
     * parity a coordinate x carries. A cube, its conjugates and its inverse share one corner parity, so the forward
     * axes' coordinate gives the parity that the inverse's entries need ({@link #inverseAxisIndex}). Entry
     * {@code i ^ parityMask} is entry i's sibling, the same coordinates with the parity flipped ({@link Worker}).
     */
    final int parityMask;

    /**
     * The axis table's entries, exact 4-bit distances or 2-bit codes above {@link #axisBase}, in parts: entry i is
     * entry {@code i & axisMask} of part {@code i >>> axisShift}; entry {@code class * other + twist' * corners + x'}.
     * Mapped read-only from the table's files ({@link CornerSplitPruning#parts()}): each process shares the page
     * cache's copy instead of reading gigabytes into its heap, and reads it with absolute gets.
     */
    final ByteBuffer[] axisParts;
    /**
     * The same parts copied into the heap when asked for ({@link OptimalTableSets#inHeap}: {@code MemoryPolicy.HEAP},
     * for benchmarks and long batches; {@link #startHeapCopy}: {@code ADAPTIVE}, a server), else null; the search
     * reads these when they are there. A byte array read costs fewer instructions than a buffer's get, and the heap
     * has huge pages where the mapping may not (its file's page-cache folios decide); the price is reading gigabytes
     * once per process (measured in docs/BENCHMARKS.md).
     */
    final byte[][] axisHeap;
    private final AtomicBoolean heapCopyStarted = new AtomicBoolean();
    final int axisShift;
    final long axisMask;
    /**
     * The base of the axis table's 2-bit codes ({@link TwoBitPruning}), or -1 for exact 4-bit entries. A code 0
     * ("at most the base") takes its bound from {@link #phase1} or the parent's.
     */
    final int axisBase;
    /** Reid's exact phase-1 distances (4 bits, entry {@code axis entry / corners}): the 2-bit codes' fallback. */
    final byte[] phase1;
    final char[] cornerClass;
    final byte[] cornerSym;
    /** Exact corner distance, 4 bits per entry (see {@link CornerPruning}). */
    final byte[] corner;
    final CornerPruning cornerPruning;
    /**
     * The corners tracked by symmetry class, so that a node's corner bound needs no look-up in the 1.4 MiB corner
     * permutation move table: a node holds {@code class << 4 | s} with {@code rep(class) = S cp S^-1}, and
     * {@code cornerClassMove[class * 18 + m]} is the entry of {@code rep * m}, the move table that
     * {@link SymClasses#step} reads. 195 KiB.
     */
    final int[] cornerClassMove;
    /** The class of the solved corners: it has one member, so a node's corners are solved when in this class. */
    final int solvedCornerClass;
    /** {@code axisMove[k][m]}: move m seen on axis k's conjugate. */
    final int[][] axisMove = new int[3][Coordinates.N_MOVES];
    /** The symmetry that turns axis k into the U-D axis. */
    final int[] axisSym = new int[3];
    /** The packed inverse's arithmetic: left multiplication and the axis coordinates' shares. */
    final PackedInverse inverse;

    OptimalTables(TableStore store, AxisTable axis, boolean inHeap) {
        this(CoordTables.of(store), axis, inHeap);
    }

    private OptimalTables(CoordTables coord, AxisTable axis, boolean inHeap) {
        this(coord, axis, axis.variant, axis.open(coord), axis.partShift(), axis.base(), inHeap);
    }

    /**
     * The search's arrays over axis-table parts given here rather than opened from the store: {@code axis} is the
     * table set they are (null for a small instance that is none of them, such as
     * {@link CornerSplitPruning.Variant#NONE} coded at 2 bits above a small base, which tests search), {@code base}
     * the base of 2-bit codes, whose fallback is the exact phase-1 table, or -1 for 4-bit entries.
     */
    OptimalTables(CoordTables coord, AxisTable axis, CornerSplitPruning.Variant variant, ByteBuffer[] parts,
            int partShift, int base, boolean inHeap) {
        this.axis = axis;
        this.variant = variant;
        this.coord = coord;
        flipMove = coord.flipMove();
        sliceMove = coord.sliceSortedMove();
        twistMove = coord.twistMove();
        cornerMove = coord.cornerPermMove();
        twistConj = coord.twistConj();
        fsClassSym = coord.flipSliceClassSym();
        flipSliceSymMove = coord.flipSliceSymMove();
        axisParts = parts;
        axisHeap = inHeap ? heapCopy(axisParts) : null;
        axisShift = partShift;
        axisMask = (1L << axisShift) - 1;
        axisBase = base;
        phase1 = base >= 0 ? coord.phase1Exact().data() : null;
        corners = variant.corners;
        other = variant.other;
        splitMove = variant.buildMove();
        splitConj = variant.buildConj();
        for (int mask = 0; mask < 256; mask++) {
            int split = Coordinates.cornerSplitOfMask(mask);
            splitOfMask[mask] = split < 0 ? -1 : variant.of(split, 0);
        }
        parityMask = variant.parityOf(1);
        SymClasses cc = coord.cornerClasses();
        cornerClass = cc.classIndexArray();
        cornerSym = cc.symmetryArray();
        cornerClassMove = new int[cc.classCount() * Coordinates.N_MOVES];
        for (int c = 0; c < cc.classCount(); c++) {
            int rep = cc.representative(c);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                int raw = cornerMove[Coordinates.moveIndex(rep, m)];
                cornerClassMove[Coordinates.moveIndex(c, m)] = cornerClassSym(raw);
            }
        }
        solvedCornerClass = cornerClass[0];
        cornerPruning = CornerPruning.of(coord);
        corner = cornerPruning.table().data();
        for (int k = 0; k < 3; k++) {
            axisSym[k] = symmetryTurningAxis(k);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                axisMove[k][m] = Symmetry.conjugateMove(axisSym[k], m);
            }
        }
        inverse = new PackedInverse(axisSym);
    }

    /** A copy of the mapped parts in the heap. */
    private static byte[][] heapCopy(ByteBuffer[] mapped) {
        byte[][] copy = new byte[mapped.length][];
        for (int p = 0; p < mapped.length; p++) {
            copy[p] = new byte[mapped[p].capacity()];
            mapped[p].get(0, copy[p]);
        }
        return copy;
    }

    /**
     * Starts copying the axis table into the heap on {@code workers}' background thread (or on this thread without
     * one), once per these tables and only with twice its size of heap to spare; the copy then takes these tables'
     * place in {@link OptimalTableSets#of}, so that searches pick it up at their next solve
     * ({@code MemoryPolicy.ADAPTIVE}).
     */
    void startHeapCopy(TableStore store, Workers workers) {
        if (axisHeap != null || !hasRoomForHeapCopy() || !heapCopyStarted.compareAndSet(false, true)) {
            return;
        }
        Runnable copy = () -> {
            try {
                OptimalTableSets.inHeap(store);
            } catch (OutOfMemoryError | CubeGuideException e) {
                // The mapping serves on (the search reads it somewhat slower than a heap array).
            }
        };
        if (!workers.startInBackground("table-copy-optimal", copy)) {
            copy.run();
        }
    }

    /** Whether the heap has twice the axis table's size to spare (the copy is made only then). */
    boolean hasRoomForHeapCopy() {
        Runtime runtime = Runtime.getRuntime();
        long headroom = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        long bytes = 0;
        for (ByteBuffer part : axisParts) {
            bytes += part.capacity();
        }
        return headroom >= 2 * bytes;
    }

    /** The exact distance of one axis's (flip, UD-slice position, twist, corner coordinate) to that axis's goal. */
    int axisDistance(int flip, int slice, int twist, int corner) {
        return distanceAt(axisIndex(flip, slice, twist, corner));
    }

    /**
     * The axis table's distance at entry i: exact for 4-bit entries; for 2-bit codes a lower bound (exact at the
     * base + 1 and + 2, Reid's phase-1 distance for code 0).
     */
    int distanceAt(long i) {
        if (axisBase >= 0) {
            int code = axisHeap != null ? TwoBitPruning.code(axisHeap, i) : TwoBitPruning.code(axisParts, i);
            return code != 0 ? axisBase + code : TwoBitPruning.phase1Fallback(phase1, corners, i);
        }
        return axisHeap != null ? AxisTable.nibble(axisHeap, axisShift, axisMask, i)
                : AxisTable.nibble(axisParts, axisShift, axisMask, i);
    }

    /**
     * The axis table's entry of (flip, UD-slice position, twist, corner coordinate): {@link CornerSplitPruning#index},
     * written out here on this class's fields as the search's hot loop does.
     */
    long axisIndex(int flip, int slice, int twist, int corner) {
        int cs = fsClassSym[Coordinates.flipSlice(slice, flip)];
        int s = ClassSym.symOf(cs);
        return (long) ClassSym.classOf(cs) * other + twistConj[ClassSym.conjIndex(twist, s)] * corners
                + splitConj[ClassSym.conjIndex(corner, s)];
    }

    /** A rotation (one of the 120-degree turns about the URF-DBL diagonal) that takes axis k's moves to U-D. */
    private static int symmetryTurningAxis(int axis) {
        if (axis == 0) {
            return 0;
        }
        int faceMove = 3 * axis; // R for axis 1, F for axis 2
        for (int s : new int[] {16, 32}) {
            if (Coordinates.axis(Symmetry.conjugateMove(s, faceMove)) == 0) {
                return s;
            }
        }
        throw new IllegalStateException("no symmetry turns axis " + axis + " into U-D");
    }

    /**
     * The axis table's entry of a packed cube (corners, edges): its twist, flip, UD-slice position and corner
     * coordinate, then the index.
     */
    long axisIndexOfPacked(long packedCorners, long packedEdges) {
        int flipSlice = inverse.packedFlipSlice(packedEdges);
        return axisIndex(flipSlice & 2047, flipSlice >>> 11, PackedInverse.packedTwist(packedCorners),
                packedSplit(packedCorners));
    }

    /**
     * The axis table's entry of the inverse cube seen along axis k, from the packed inverse of the cube itself
     * ({@link PackedInverse#cornerShares}).
     */
    long inverseAxisIndex(int k, long packedCorners, long packedEdges, int parity) {
        int corners = inverse.cornerShares(k, packedCorners);
        int edges = inverse.edgeShares(k, packedEdges);
        return axisIndex(edges & 2047, inverse.slicePosition[edges >>> 16], corners & 0xFFFF,
                splitOfMask[corners >>> 16] | parity);
    }

    /**
     * The axis table's corner coordinate of packed corners: fields below 12 are U-layer corners; with the parity
     * ({@link #parityMask}), that of the pieces' permutation (its inversions; the roots only, not per node).
     */
    int packedSplit(long packedCorners) {
        int mask = 0;
        int inversions = 0;
        for (int i = 0; i < 8; i++) {
            int piece = (int) (packedCorners >>> 5 * i & 31) / 3;
            if (piece < 4) {
                mask |= 1 << i;
            }
            for (int j = i + 1; j < 8; j++) {
                inversions += piece > (int) (packedCorners >>> 5 * j & 31) / 3 ? 1 : 0;
            }
        }
        return splitOfMask[mask] | inversions & parityMask;
    }

    /** The entry {@code class << 4 | symmetry} of a raw corner permutation. */
    int cornerClassSym(int cornerPerm) {
        return ClassSym.encode(cornerClass[cornerPerm], cornerSym[cornerPerm]);
    }

    /** The entry of {@link #cornerClassSym} after move m, from the entry alone (the search's step). */
    int cornerStep(int classSym, int m) {
        return SymClasses.step(cornerClassMove, classSym, m);
    }

    /** The flip-slice entry {@code class << 4 | symmetry} after move m, from the entry alone. */
    int flipSliceStep(int classSym, int m) {
        return SymClasses.step(flipSliceSymMove, classSym, m);
    }

    /** The corner table's entry of a corner class-and-symmetry entry and the twist. */
    int cornerEntry(int classSym, int twist) {
        return ClassSym.classOf(classSym) * Coordinates.N_TWIST
                + twistConj[ClassSym.conjIndex(twist, ClassSym.symOf(classSym))];
    }

    /** Exact corner distance at the corner table's entry {@code index}. */
    int cornerDistanceAt(int index) {
        return corner[index >>> 1] >> ((index & 1) << 2) & 15;
    }

    /** Exact corner distance of a corner class-and-symmetry entry and the twist. */
    int cornerDistanceOf(int classSym, int twist) {
        return cornerDistanceAt(cornerEntry(classSym, twist));
    }

    /** Exact corner distance of (corner permutation, twist). */
    int cornerDistance(int cornerPerm, int twist) {
        return cornerDistanceAt(cornerEntry(cornerClassSym(cornerPerm), twist));
    }
}
