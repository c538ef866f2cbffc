package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.Workers;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntBinaryOperator;

/**
 * Breadth-first search over a symmetry-reduced coordinate pair ({@code class x other}, entry
 * {@code class * others + other}, as {@link SymBfs}) that writes the {@link TwoBitPruning} codes above a base b
 * directly, in the table's own 2 bits an entry: memory is the finished table and a few small arrays, with no 4-bit
 * table in between.
 *
 * <p>Each entry holds one of four values, and 3 always means "not reached yet":
 * <ol>
 *   <li>Depths 0..b: an entry reached at depth d holds {@code d mod 3}. A step from depth d to d + 1 goes forwards
 *       from the entries holding {@code d mod 3} (those at d - 3, d - 6... hold it too, but all their neighbours
 *       are reached, so expanding them adds nothing), or backwards: an entry not reached looks for a neighbour
 *       holding {@code d mod 3}; its neighbours are at least d away and the reached ones at most d, so that
 *       neighbour is at exactly d ({@link Mod3Bfs}'s argument).</li>
 *   <li>One pass relabels: {@code b mod 3} becomes 1 (depth b, or b - 3, b - 6..., which have no neighbour not
 *       reached), the other reached values 0.</li>
 *   <li>Depth b + 1 is one step from the entries holding 1 to value 2 (exactly b + 1, by the same argument), then a
 *       second pass relabels 1 to 0 and 2 to 1: every entry is now 0 (at most b), 1 (exactly b + 1) or 3.</li>
 *   <li>Depth b + 2 is one step from the entries holding 1 to value 2; the entries still at 3 are b + 3 or more.
 *       That is the table.</li>
 * </ol>
 * Steps run on all threads as in {@link SymBfs}: forwards while the frontier is small (each new entry claimed with
 * a compare-and-set, twins under the class's symmetries filled with it), backwards once it is not (class blocks
 * starting at multiples of 4 classes, so that no two threads write one byte; each entry stops at its first hit).
 * The relabel passes map each byte (4 entries) through a 256-entry table.
 *
 * <p>Three things keep the build fast (the real split table: about 4 minutes on 2 cores, from 13). A step finds the
 * entries it expands a byte at a time ({@link #nextHolding}), so the early steps, whose few entries lie among
 * billions of empty ones, each scan the table in half a second. The other coordinate is a product of two small ones
 * ({@link Other}), whose tables stay in the core's caches. And the backward step's reads of one class's neighbours
 * fall in 18 rows of {@code others} entries, a few hundred kilobytes.
 *
 * <p>Progress is counted in build steps ({@link dev.cubeguide.table.BuildCalibration}: about one read of a
 * random entry each), weighted by what this build's work costs against that, as measured on the real table:
 * {@value #FORWARD_READS_PER_STEP} neighbours of a forward step (each claimed with a compare-and-set) or
 * {@value #BACKWARD_READS_PER_STEP} of a backward one, and {@value #SCAN_ENTRIES_PER_STEP} entries scanned, are a
 * step each.
 *
 * <p>Source: the level-mod-3 breadth-first search is Kociemba's (his two-phase tables); the base with "at most the
 * base" as a code is T. Rokicki's nxopt pruning tables' layout (see {@link TwoBitPruning}).
 */
final class TwoBitBfs {
    private static final int EMPTY = 3;
    /** Build-step weights (see the class comment): measured 22 and 8.3 ns a neighbour, 0.11 ns an entry scanned. */
    static final int FORWARD_READS_PER_STEP = 2;
    static final int BACKWARD_READS_PER_STEP = 5;
    static final int SCAN_ENTRIES_PER_STEP = 384;

    /** {@code HOLDING[v][b]}: bit e set when entry e of byte b (bits 2e, 2e + 1) holds v. */
    private static final byte[][] HOLDING = new byte[4][256];

    static {
        for (int v = 0; v < 4; v++) {
            for (int b = 0; b < 256; b++) {
                int bits = 0;
                for (int e = 0; e < 4; e++) {
                    if ((b >>> 2 * e & 3) == v) {
                        bits |= 1 << e;
                    }
                }
                HOLDING[v][b] = (byte) bits;
            }
        }
    }

    private final int classes;
    private final int others;
    private final int[] moves;
    private final IntBinaryOperator classMove;
    private final Other other;
    private final SymClasses sym;
    private final Workers workers;
    private final int base;
    /** Expand forwards while {@code frontier * forwardRatio < entries not reached} ({@link SymBfs#forwardRatio}). */
    private int forwardRatio = 4;
    private long expectedSteps;
    private StepMeter meter = new StepMeter(Progress.NONE, 1);
    /** The table: parts of {@code 1 << partShift} entries (4 a byte, entry i at bits {@code 2 (i mod 4)}). */
    private byte[][] parts;
    private int partShift;
    private long partMask;

    /**
     * The coordinate beside the class, {@code other = outer * inners + inner}, as two coordinates' move and U-D
     * symmetry tables ({@code [x * 18 + m]}, {@code [x * 16 + s]}): the other's value after a move and conjugation
     * is the outer's and the inner's, each after the same move and conjugation. Kept apart, the four tables are a few
     * kilobytes each (the twist's and the corner split's), so the search reads them from the core's caches, where
     * the product's two tables (153,090 values x 18 and x 16) would miss them at every neighbour.
     */
    static final class Other {
        final int inners;
        final int count;
        final int[] outerMove;
        final int[] outerConj;
        /** {@code [(m * 16 + s) * inners + x]}: inner x after move m, conjugated by s. */
        final int[] innerMoveConj;
        final int[] innerConj;

        private Other(int[] outerMove, int[] outerConj, int[] innerMove, int[] innerConj) {
            int outers = outerConj.length / 16;
            this.inners = innerConj.length / 16;
            this.count = outers * inners;
            this.outerMove = outerMove;
            this.outerConj = outerConj;
            this.innerConj = innerConj;
            this.innerMoveConj = new int[Coordinates.N_MOVES * 16 * inners];
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                for (int sy = 0; sy < 16; sy++) {
                    for (int x = 0; x < inners; x++) {
                        innerMoveConj[(m * 16 + sy) * inners + x] =
                                innerConj[ClassSym.conjIndex(innerMove[Coordinates.moveIndex(x, m)], sy)];
                    }
                }
            }
        }

        /** The product of two coordinates, outer major. */
        static Other product(char[] outerMove, char[] outerConj, char[] innerMove, char[] innerConj) {
            return new Other(PairBfs.ints(outerMove), PairBfs.ints(outerConj), PairBfs.ints(innerMove),
                    PairBfs.ints(innerConj));
        }

        /** One coordinate alone (an inner of one value). */
        static Other single(int[] move, int[] conj) {
            return new Other(move, conj, new int[Coordinates.N_MOVES], new int[16]);
        }

        /** Value {@code o} conjugated by symmetry s. */
        int conj(int o, int s) {
            int outer = o / inners;
            int inner = o - outer * inners;
            return outerConj[ClassSym.conjIndex(outer, s)] * inners + innerConj[ClassSym.conjIndex(inner, s)];
        }
    }

    /** The arguments of {@link SymBfs}'s, with the other coordinate as {@link Other}, and the base b of the codes. */
    TwoBitBfs(int classes, int[] moves, IntBinaryOperator classMove, Other other, SymClasses sym, Workers workers,
            int base) {
        this.classes = classes;
        this.others = other.count;
        this.moves = moves;
        this.classMove = classMove;
        this.other = other;
        this.sym = sym;
        this.workers = workers;
        this.base = base;
    }

    /** Sets the forward/backward switch; returns this. */
    TwoBitBfs forwardRatio(int ratio) {
        this.forwardRatio = ratio;
        return this;
    }

    /** Sets the steps the whole build takes, so that the fraction reported is of them; returns this. */
    TwoBitBfs expectSteps(long steps) {
        this.expectedSteps = steps;
        return this;
    }

    /** The steps counted so far (the whole build's once {@link #build} returns). */
    long stepsCounted() {
        return meter.counted();
    }

    /** Fills one array ({@link TwoBitPruning#bytes} of the entries). */
    void build(byte[] data, Progress progress) {
        build(new byte[][] {data}, 62, progress);
    }

    /**
     * Fills a table held in parts of {@code 2^entryShift} entries each (the last may be shorter; {@code entryShift}
     * at least 2, so that a byte never spans two parts).
     */
    void build(byte[][] tableParts, int entryShift, Progress progress) {
        this.parts = tableParts;
        this.partShift = entryShift;
        this.partMask = (1L << entryShift) - 1;
        long total = (long) classes * others;
        if (expectedSteps <= 0) {
            expectedSteps = SymBfs.roughSteps(total);
        }
        meter = new StepMeter(progress, expectedSteps);
        for (byte[] part : tableParts) {
            Arrays.fill(part, (byte) 0xFF);
        }
        set(0, 0);
        long filled = 1;
        long atDepth = 1;
        int threads = Math.max(1, Math.min(8, workers.parallelism()));
        for (int depth = 0; depth < base && atDepth > 0; depth++) {
            atDepth = step(depth % 3, (depth + 1) % 3, atDepth, total - filled, threads);
            filled += atDepth;
            meter.report();
        }
        // Depth b's entries (with b - 3's...) to 1, the other reached ones to 0.
        relabel(value -> value == EMPTY ? EMPTY : value == base % 3 ? 1 : 0, threads);
        atDepth = step(1, 2, atDepth, total - filled, threads);
        filled += atDepth;
        relabel(value -> value == EMPTY ? EMPTY : value == 2 ? 1 : 0, threads);
        step(1, 2, atDepth, total - filled, threads);
        meter.finish();
    }

    /** One step from the entries holding {@code from} to the empty ones next to them, which get {@code to}. */
    private long step(int from, int to, long frontier, long empty, int threads) {
        if (frontier == 0 || empty == 0) {
            return 0;
        }
        boolean forwards = frontier * forwardRatio < empty;
        boolean atomic = threads > 1;
        return ClassBlocks.run(workers, threads, classes, () -> {
            Neighbours near = new Neighbours(moves.length);
            return (lo, hi) -> forwards ? forward(from, to, lo, hi, atomic, near) : backward(from, to, lo, hi, near);
        });
    }

    /**
     * One worker's view of the neighbours of the entries of one class row: per move k, the neighbour class's row and
     * the symmetry it is seen under ({@link #ofClass}), and for the current outer value the neighbours' row plus
     * outer part ({@link #ofOther}), so that a neighbour entry is that plus one small-table read of the inner.
     */
    private final class Neighbours {
        final int[] neighbourClass;
        final long[] row;
        final int[] symmetry;
        /** Per move: where its symmetry's row starts in {@link Other#innerMoveConj}. */
        final int[] innerRow;
        /** Per move: the neighbour's outer value, and its row plus {@code outer * inners}. */
        final int[] outer;
        final long[] rowAndOuter;
        /** The outer value {@link #rowAndOuter} is for (-1: none), and where its run of entries starts in the row. */
        int outerNow;
        int outerStart;

        Neighbours(int n) {
            neighbourClass = new int[n];
            row = new long[n];
            symmetry = new int[n];
            innerRow = new int[n];
            outer = new int[n];
            rowAndOuter = new long[n];
        }

        void ofClass(int c) {
            for (int k = 0; k < moves.length; k++) {
                int cs = classMove.applyAsInt(c, moves[k]);
                neighbourClass[k] = ClassSym.classOf(cs);
                row[k] = (long) neighbourClass[k] * others;
                symmetry[k] = ClassSym.symOf(cs);
                innerRow[k] = (moves[k] * 16 + symmetry[k]) * other.inners;
            }
            outerNow = -1;
        }

        /** Readies the neighbours of other value o (of the current class); returns o's inner value. */
        int ofOther(int o) {
            if (outerNow < 0 || o - outerStart >= other.inners || o < outerStart) {
                outerNow = o / other.inners;
                outerStart = outerNow * other.inners;
                for (int k = 0; k < moves.length; k++) {
                    outer[k] = other.outerConj[ClassSym.conjIndex(
                            other.outerMove[Coordinates.moveIndex(outerNow, moves[k])], symmetry[k])];
                    rowAndOuter[k] = row[k] + (long) outer[k] * other.inners;
                }
            }
            return o - outerStart;
        }

        /** The entry of the neighbour by move k of the other value whose inner {@link #ofOther} returned. */
        long entry(int k, int inner) {
            return rowAndOuter[k] + other.innerMoveConj[innerRow[k] + inner];
        }
    }

    private long forward(int from, int to, int fromClass, int toClass, boolean atomic, Neighbours near) {
        long added = 0;
        int inners = other.inners;
        for (int c = fromClass; c < toClass; c++) {
            long row = (long) c * others;
            boolean movesKnown = false;
            long probes = 0;
            long end = row + others;
            for (long i = nextHolding(from, row, end); i < end; i = nextHolding(from, i + 1, end)) {
                if (!movesKnown) {
                    near.ofClass(c);
                    movesKnown = true;
                }
                int inner = near.ofOther((int) (i - row));
                probes += moves.length;
                for (int k = 0; k < moves.length; k++) {
                    long next = near.entry(k, inner);
                    if (get(next) != EMPTY || !reach(next, to, atomic)) {
                        continue;
                    }
                    added++;
                    long nrow = near.row[k];
                    int stab = sym.stabilizer(near.neighbourClass[k]);
                    if (stab == 1) {
                        continue;
                    }
                    int no = near.outer[k] * inners + (int) (next - near.rowAndOuter[k]);
                    for (int s = 1; s < 16; s++) {
                        if ((stab >>> s & 1) != 0) {
                            long twin = nrow + other.conj(no, s);
                            probes++;
                            if (get(twin) == EMPTY && reach(twin, to, atomic)) {
                                added++;
                            }
                        }
                    }
                }
            }
            meter.worked(probes / FORWARD_READS_PER_STEP + others / SCAN_ENTRIES_PER_STEP);
        }
        return added;
    }

    private long backward(int from, int to, int fromClass, int toClass, Neighbours near) {
        long added = 0;
        int n = moves.length;
        for (int c = fromClass; c < toClass; c++) {
            long row = (long) c * others;
            near.ofClass(c);
            long probes = 0;
            long end = row + others;
            for (long i = nextHolding(EMPTY, row, end); i < end; i = nextHolding(EMPTY, i + 1, end)) {
                int inner = near.ofOther((int) (i - row));
                int k = 0;
                for (; k < n; k++) {
                    if (get(near.entry(k, inner)) == from) {
                        set(i, to);
                        added++;
                        break;
                    }
                }
                probes += Math.min(k + 1, n);
            }
            meter.worked(probes / BACKWARD_READS_PER_STEP + others / SCAN_ENTRIES_PER_STEP);
        }
        return added;
    }

    /** Maps every entry's value through {@code map}, a byte (4 entries) at a time, in chunks on all threads. */
    private void relabel(java.util.function.IntUnaryOperator map, int threads) {
        byte[] byByte = new byte[256];
        for (int b = 0; b < 256; b++) {
            int out = 0;
            for (int e = 0; e < 4; e++) {
                out |= map.applyAsInt(b >>> 2 * e & 3) << 2 * e;
            }
            byByte[b] = (byte) out;
        }
        int chunk = 1 << 22;
        long[] starts = new long[parts.length + 1];
        for (int p = 0; p < parts.length; p++) {
            starts[p + 1] = starts[p] + (parts[p].length + chunk - 1) / chunk;
        }
        AtomicInteger next = new AtomicInteger();
        workers.runAll(threads, worker -> {
            for (int j = next.getAndIncrement(); j < starts[parts.length]; j = next.getAndIncrement()) {
                int p = 0;
                while (starts[p + 1] <= j) {
                    p++;
                }
                byte[] part = parts[p];
                int lo = (int) ((j - starts[p]) * chunk);
                int hi = Math.min(part.length, lo + chunk);
                for (int b = lo; b < hi; b++) {
                    part[b] = byByte[part[b] & 255];
                }
                meter.worked(4L * (hi - lo) / SCAN_ENTRIES_PER_STEP);
            }
        });
    }

    /**
     * The first entry in {@code [from, end)} holding {@code value}, or {@code end}: a byte (4 entries) at a time
     * through {@link #HOLDING}, so that the long runs a step passes over (all empty early on) cost a load a byte.
     */
    private long nextHolding(int value, long from, long end) {
        byte[] holding = HOLDING[value];
        long i = from;
        while (i < end) {
            int p = (int) (i >>> partShift);
            byte[] part = parts[p];
            long partStart = (long) p << partShift;
            long stop = Math.min(end, partStart + partMask + 1);
            int b = (int) ((i - partStart) >>> 2);
            int last = (int) ((stop - 1 - partStart) >>> 2);
            // Entries of the first byte before i do not count.
            int hits = holding[part[b] & 255] & 0xF << ((int) i & 3);
            while (hits == 0 && b < last) {
                hits = holding[part[++b] & 255];
            }
            if (hits != 0) {
                long hit = partStart + 4L * b + Integer.numberOfTrailingZeros(hits);
                if (hit < stop) {
                    return hit;
                }
            }
            i = stop;
        }
        return end;
    }

    private int get(long i) {
        return parts[(int) (i >>> partShift)][(int) ((i & partMask) >>> 2)] >> (((int) i & 3) << 1) & 3;
    }

    private void set(long i, int value) {
        byte[] part = parts[(int) (i >>> partShift)];
        int b = (int) ((i & partMask) >>> 2);
        int shift = ((int) i & 3) << 1;
        part[b] = (byte) (part[b] & ~(3 << shift) | value << shift);
    }

    /** Sets an empty entry to value (atomically when other threads write too); true when this call set it. */
    private boolean reach(long i, int value, boolean atomic) {
        if (!atomic) {
            set(i, value);
            return true;
        }
        byte[] part = parts[(int) (i >>> partShift)];
        return StepMeter.claim(workers, part, (int) ((i & partMask) >>> 2), ((int) i & 3) << 1, 3, EMPTY, value);
    }
}
