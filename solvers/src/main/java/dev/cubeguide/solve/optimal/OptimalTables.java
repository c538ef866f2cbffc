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
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.table.Workers;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
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
    /** The axis table in use ({@link AxisTable}). */
    final AxisTable axis;
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
     * reads these when they are there. The JVM can back the heap with huge pages, so the search's random reads miss
     * the TLB less often than on the mapping's 4 KiB pages, and a byte array read costs fewer instructions than a
     * buffer's get; the price is reading gigabytes once per process (measured in docs/BENCHMARKS.md).
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
    /**
     * For the inverse cube, which changes by a move on the left ({@code (c m)^-1 = m^-1 c^-1}): a corner field
     * {@code piece * 3 + orientation} becomes {@code leftCorner[m * 24 + field]} when {@code m^-1} is applied on the
     * left; likewise edges with {@code piece * 2 + orientation}. Packed cubes hold 5 bits per field, position i at
     * bits {@code 5i}: 8 corner fields, 12 edge fields.
     */
    final int[] leftCorner = new int[Coordinates.N_MOVES * 24];
    final int[] leftEdge = new int[Coordinates.N_MOVES * 24];
    /** The UD-slice position (0..494) from the 12-bit set of positions holding slice edges. */
    final int[] slicePosition = new int[1 << 12];
    /**
     * The axis coordinates of the inverse cube seen along axis k, from the packed inverse y of the cube itself
     * (axis 0), so that the search follows one inverse instead of three. Seen along axis k the inverse is
     * {@code z = S y S^-1}; with the cubie product, z's position i holds what y's position {@code j = S^-1(i)} holds,
     * relabelled by S (piece p becomes S(p), its orientation shifted by amounts that depend on p and i only). So
     * each field of z is a fixed function of one field of y, and so is its share of z's coordinates:
     * {@code inverseCornerShare[(8k + i) * 24 + v]} for y's field v at position {@code inverseCornerFrom[8k + i] / 5}
     * is z's twist digit at i (times its place value) plus, at bit 16 + i, whether a U-layer corner lands at i; the
     * shares add up to {@code twist | uMask << 16}. Edges likewise: flip bit plus, at bit 16 + i, whether a slice edge
     * lands at i. The tables are read off conjugated random cubes ({@link #fillInverseShares}).
     */
    final int[] inverseCornerShare = new int[3 * 8 * 24];
    final int[] inverseCornerFrom = new int[3 * 8];
    final int[] inverseEdgeShare = new int[3 * 12 * 24];
    final int[] inverseEdgeFrom = new int[3 * 12];

    OptimalTables(TableStore store, AxisTable axis, boolean inHeap) {
        this.axis = axis;
        coord = CoordTables.of(store);
        flipMove = coord.flipMove();
        sliceMove = coord.sliceSortedMove();
        twistMove = coord.twistMove();
        cornerMove = coord.cornerPermMove();
        twistConj = coord.twistConj();
        fsClassSym = coord.flipSliceClassSym();
        flipSliceSymMove = coord.flipSliceSymMove();
        axisParts = axis.open(coord);
        axisHeap = inHeap ? heapCopy(axisParts) : null;
        axisShift = axis.partShift();
        axisMask = (1L << axisShift) - 1;
        axisBase = axis.base();
        phase1 = axis.twoBit ? coord.phase1Exact().data() : null;
        corners = axis.variant.corners;
        other = axis.variant.other;
        splitMove = axis.variant.buildMove();
        splitConj = axis.variant.buildConj();
        for (int mask = 0; mask < 256; mask++) {
            int split = Coordinates.cornerSplitOfMask(mask);
            splitOfMask[mask] = split < 0 ? -1 : axis.variant.of(split, 0);
        }
        parityMask = axis.variant.parityOf(1);
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
        for (int m = 0; m < Coordinates.N_MOVES; m++) {
            CubieCube left = CubieCube.of(Move.ofIndex(Coordinates.inverseMove(m)));
            for (int v = 0; v < 24; v++) {
                int p = v / 3;
                leftCorner[m * 24 + v] = left.corner(p) * 3 + (left.cornerOrientation(p) + v % 3) % 3;
                int e = v / 2;
                leftEdge[m * 24 + v] = left.edge(e) * 2 + (left.edgeOrientation(e) + v % 2) % 2;
            }
        }
        int[] ep = new int[12];
        for (int mask = 0; mask < 1 << 12; mask++) {
            if (Integer.bitCount(mask) == 4) {
                int next = 0;
                for (int i = 0; i < 12; i++) {
                    ep[i] = (mask >>> i & 1) != 0 ? 8 + next++ : 0;
                }
                slicePosition[mask] = Coordinates.sliceSorted(ep) / 24;
            }
        }
        for (int k = 0; k < 3; k++) {
            axisSym[k] = symmetryTurningAxis(k);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                axisMove[k][m] = Symmetry.conjugateMove(axisSym[k], m);
            }
        }
        fillInverseShares();
    }

    /**
     * Fills {@link #inverseCornerShare} and {@link #inverseEdgeShare}: for each axis and position i of the conjugate,
     * the one position j of the cube whose field decides i's (found as the j for which, over random cubes, i's field
     * is a function of j's), and that function.
     */
    private void fillInverseShares() {
        List<CubieCube> cubes = RandomCubes.randomStates(20261121, 400);
        for (int k = 0; k < 3; k++) {
            long[] from = new long[cubes.size()];
            long[] fromEdges = new long[cubes.size()];
            long[] to = new long[cubes.size()];
            long[] toEdges = new long[cubes.size()];
            for (int c = 0; c < cubes.size(); c++) {
                from[c] = packCorners(cubes.get(c));
                fromEdges[c] = packEdges(cubes.get(c));
                CubieCube z = Symmetry.conjugate(cubes.get(c), axisSym[k]);
                to[c] = packCorners(z);
                toEdges[c] = packEdges(z);
            }
            for (int i = 0; i < 8; i++) {
                int[] map = fieldMap(from, to, i, 8);
                inverseCornerFrom[8 * k + i] = 5 * map[24];
                for (int v = 0; v < 24; v++) {
                    int z = map[v];
                    int share = i < 7 ? z % 3 * POW3[6 - i] : 0;
                    inverseCornerShare[(8 * k + i) * 24 + v] = share | (z < 12 ? 1 << (16 + i) : 0);
                }
            }
            for (int i = 0; i < 12; i++) {
                int[] map = fieldMap(fromEdges, toEdges, i, 12);
                inverseEdgeFrom[12 * k + i] = 5 * map[24];
                for (int v = 0; v < 24; v++) {
                    int z = map[v];
                    int share = i < 11 ? (z & 1) << (10 - i) : 0;
                    inverseEdgeShare[(12 * k + i) * 24 + v] = share | (z >= 16 ? 1 << (16 + i) : 0);
                }
            }
        }
    }

    private static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729};

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
     * For target position i: the source position j (at index 24) and the field map v -> field at i (indices 0..23)
     * such that every pair (from, to) of packed cubes agrees with it; every field value must occur.
     */
    private static int[] fieldMap(long[] from, long[] to, int i, int fields) {
        for (int j = 0; j < fields; j++) {
            int[] map = new int[25];
            Arrays.fill(map, -1);
            boolean consistent = true;
            for (int c = 0; c < from.length && consistent; c++) {
                int v = (int) (from[c] >>> 5 * j & 31);
                int z = (int) (to[c] >>> 5 * i & 31);
                consistent = map[v] < 0 || map[v] == z;
                map[v] = z;
            }
            int seen = 0;
            for (int v = 0; v < 24; v++) {
                seen += map[v] >= 0 ? 1 : 0;
            }
            if (consistent && seen == 24) {
                map[24] = j;
                return map;
            }
        }
        throw new IllegalStateException("no position decides position " + i + " of the conjugate");
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
                // The mapping serves on (the search reads it slower: small pages).
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

    /** The corners of a cube packed as {@link #leftCorner} says. */
    static long packCorners(CubieCube c) {
        long x = 0;
        for (int i = 0; i < 8; i++) {
            x |= (long) (c.corner(i) * 3 + c.cornerOrientation(i)) << 5 * i;
        }
        return x;
    }

    /** The edges of a cube packed as {@link #leftEdge} says. */
    static long packEdges(CubieCube c) {
        long x = 0;
        for (int i = 0; i < 12; i++) {
            x |= (long) (c.edge(i) * 2 + c.edgeOrientation(i)) << 5 * i;
        }
        return x;
    }

    /**
     * The axis table's entry of a packed cube (corners, edges): its twist, flip, UD-slice position and corner
     * coordinate, then the index.
     */
    long axisIndexOfPacked(long packedCorners, long packedEdges) {
        int flipSlice = packedFlipSlice(packedEdges);
        return axisIndex(flipSlice & 2047, flipSlice >>> 11, packedTwist(packedCorners), packedSplit(packedCorners));
    }

    /**
     * The axis table's entry of the inverse cube seen along axis k, from the packed inverse of the cube itself
     * ({@link #inverseCornerShare}).
     */
    long inverseAxisIndex(int k, long packedCorners, long packedEdges, int parity) {
        int corners = 0;
        int row = 8 * k;
        for (int i = 0; i < 8; i++) {
            corners += inverseCornerShare[(row + i) * 24 + (int) (packedCorners >>> inverseCornerFrom[row + i] & 31)];
        }
        int edges = 0;
        row = 12 * k;
        for (int i = 0; i < 12; i++) {
            edges += inverseEdgeShare[(row + i) * 24 + (int) (packedEdges >>> inverseEdgeFrom[row + i] & 31)];
        }
        return axisIndex(edges & 2047, slicePosition[edges >>> 16], corners & 0xFFFF,
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

    /** The twist ({@link Coordinates#twist}) of packed corners. */
    static int packedTwist(long corners) {
        int twist = 0;
        for (int i = 0; i < 7; i++) {
            twist = 3 * twist + (int) (corners >>> 5 * i & 31) % 3;
        }
        return twist;
    }

    /** {@code slice << 11 | flip} ({@link Coordinates#slice}, {@link Coordinates#flip}) of packed edges. */
    int packedFlipSlice(long edges) {
        int flip = 0;
        int mask = 0;
        for (int i = 0; i < 12; i++) {
            int v = (int) (edges >>> 5 * i & 31);
            if (i < 11) {
                flip = 2 * flip + (v & 1);
            }
            if (v >= 16) {
                // A slice edge (FR, FL, BL, BR are edges 8..11).
                mask |= 1 << i;
            }
        }
        return slicePosition[mask] << 11 | flip;
    }

    /** {@code m^-1 x} for a packed cube x (corners or edges, by {@code left}) with {@code fields} fields. */
    static long leftMultiply(int[] left, int m, long x, int fields) {
        long out = 0;
        int row = m * 24;
        for (int i = 0; i < 5 * fields; i += 5) {
            out |= (long) left[row + (int) (x >>> i & 31)] << i;
        }
        return out;
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

    /** The packed solved cube's corners and edges ({@link #packCorners}, {@link #packEdges}). */
    static final long SOLVED_CORNERS = packCorners(CubieCube.SOLVED);
    static final long SOLVED_EDGES = packEdges(CubieCube.SOLVED);

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
