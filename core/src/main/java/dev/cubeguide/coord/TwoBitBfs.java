package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.Workers;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
 * The relabel passes map each byte (4 entries) through a 256-entry table. Progress counts steps as {@link SymBfs}
 * does: a neighbour looked at is one, every {@value SymBfs#SCAN_ENTRIES_PER_STEP} entries scanned another.
 *
 * <p>Source: the level-mod-3 breadth-first search is Kociemba's (his two-phase tables); the base with "at most the
 * base" as a code is T. Rokicki's nxopt pruning tables' layout (see {@link TwoBitPruning}).
 */
final class TwoBitBfs {
    private static final int EMPTY = 3;

    private final int classes;
    private final int others;
    private final int[] moves;
    private final IntBinaryOperator classMove;
    private final int[] otherMove;
    private final int[] otherConj;
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

    /** The same arguments as {@link SymBfs}'s, and the base b of the codes. */
    TwoBitBfs(int classes, int others, int[] moves, IntBinaryOperator classMove, int[] otherMove, int[] otherConj,
            SymClasses sym, Workers workers, int base) {
        this.classes = classes;
        this.others = others;
        this.moves = moves;
        this.classMove = classMove;
        this.otherMove = otherMove;
        this.otherConj = otherConj;
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
        AtomicInteger nextBlock = new AtomicInteger();
        AtomicLong added = new AtomicLong();
        int size = Math.max(4, (classes / (threads * 16) + 3) / 4 * 4);
        boolean atomic = threads > 1;
        workers.runAll(threads, worker -> {
            long[] nbase = new long[moves.length];
            int[] nsym = new int[moves.length];
            int[] cm = new int[moves.length];
            for (int lo = nextBlock.getAndIncrement() * size; lo < classes; lo = nextBlock.getAndIncrement() * size) {
                int hi = Math.min(classes, lo + size);
                added.addAndGet(forwards ? forward(from, to, lo, hi, atomic, cm)
                        : backward(from, to, lo, hi, nbase, nsym, cm));
            }
        });
        return added.get();
    }

    private void classMoves(int c, int[] out) {
        for (int k = 0; k < moves.length; k++) {
            out[k] = classMove.applyAsInt(c, moves[k]);
        }
    }

    private long forward(int from, int to, int fromClass, int toClass, boolean atomic, int[] cm) {
        long added = 0;
        for (int c = fromClass; c < toClass; c++) {
            long row = (long) c * others;
            boolean movesKnown = false;
            long probes = 0;
            for (int o = 0; o < others; o++) {
                if (get(row + o) != from) {
                    continue;
                }
                if (!movesKnown) {
                    classMoves(c, cm);
                    movesKnown = true;
                }
                probes += moves.length;
                for (int k = 0; k < moves.length; k++) {
                    int nc = ClassSym.classOf(cm[k]);
                    int no = otherConj[ClassSym.conjIndex(otherMove[Coordinates.moveIndex(o, moves[k])],
                            ClassSym.symOf(cm[k]))];
                    long nrow = (long) nc * others;
                    if (get(nrow + no) != EMPTY || !reach(nrow + no, to, atomic)) {
                        continue;
                    }
                    added++;
                    int stab = sym.stabilizer(nc);
                    for (int s = 1; stab != 1 && s < 16; s++) {
                        if ((stab >>> s & 1) != 0) {
                            long twin = nrow + otherConj[ClassSym.conjIndex(no, s)];
                            probes++;
                            if (get(twin) == EMPTY && reach(twin, to, atomic)) {
                                added++;
                            }
                        }
                    }
                }
            }
            meter.worked(probes + others / SymBfs.SCAN_ENTRIES_PER_STEP);
        }
        return added;
    }

    private long backward(int from, int to, int fromClass, int toClass, long[] nbase, int[] nsym, int[] cm) {
        long added = 0;
        int n = moves.length;
        for (int c = fromClass; c < toClass; c++) {
            long row = (long) c * others;
            classMoves(c, cm);
            for (int k = 0; k < n; k++) {
                nbase[k] = (long) ClassSym.classOf(cm[k]) * others;
                nsym[k] = ClassSym.symOf(cm[k]);
            }
            long probes = 0;
            for (int o = 0; o < others; o++) {
                if (get(row + o) != EMPTY) {
                    continue;
                }
                int moveRow = o * 18;
                int k = 0;
                for (; k < n; k++) {
                    if (get(nbase[k] + otherConj[ClassSym.conjIndex(otherMove[moveRow + moves[k]], nsym[k])]) == from) {
                        set(row + o, to);
                        added++;
                        break;
                    }
                }
                probes += Math.min(k + 1, n);
            }
            meter.worked(probes + others / SymBfs.SCAN_ENTRIES_PER_STEP);
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
                meter.worked(4L * (hi - lo) / SymBfs.SCAN_ENTRIES_PER_STEP);
            }
        });
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
