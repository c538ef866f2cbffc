package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.Workers;
import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * Breadth-first search over a symmetry-reduced coordinate pair ({@code class x other}) that fills a
 * {@link NibbleTable} with exact distances. Entry {@code class * others + other} stands for the state (representative of class, other).
 *
 * <p>Early depths expand forwards from the entries at the current depth (on all threads, each new entry claimed
 * with a compare-and-set); once the
 * frontier is large the search runs backwards: every empty entry looks for a neighbour at the current depth,
 * class blocks split across threads at multiples of 4 classes so that no two threads write the same byte.
 * For classes whose representative has symmetries, each reached entry also fills its symmetric twins. The threads
 * are the {@link Workers} handed in (the calling thread alone in a browser).
 *
 * <p>Progress is reported in build steps ({@link dev.cubeguide.table.BuildCalibration}), counted as the work is
 * done: each neighbour looked at is a step, and every {@value #SCAN_ENTRIES_PER_STEP} entries a step's scan reads
 * are one more; the count is reported every 250 ms or so, from whichever thread is working ({@link StepMeter}).
 * So the fraction shown grows with the time spent, level after level, whatever the levels' sizes; the total is the
 * count a finished build reports, which the table's spec records ({@link #expectSteps}).
 */
final class SymBfs {
    private final int classes;
    private final int others;
    private final int[] moves;
    private final IntBinaryOperator classMove;
    private final int[] otherMove;
    private final int[] otherConj;
    private final SymClasses sym;
    private final Workers workers;
    private final int empty = NibbleTable.EMPTY;
    /**
     * Forward steps from this many entries on run on all threads: all of them by default, since even a step from a
     * few entries scans the whole table for them (tens of seconds a step on one thread for the optimal solver's
     * 9.9-billion-entry table); tests set it high to build on one thread.
     */
    private long parallelForwardFrom = 0;
    /**
     * Expand forwards while {@code frontier * forwardRatio < empty entries}. A forward step writes 18 neighbours of
     * each frontier entry; a backward step reads neighbours of each empty entry until one is in the frontier, all
     * 18 for the entries that are further still, so it pays only once few empty entries are left.
     */
    private int forwardRatio = 3;
    /**
     * Entries a step scans (reading each, skipping those not at the depth in hand) per build step: a sequential read
     * costs about this much less than a read at a random place.
     */
    static final int SCAN_ENTRIES_PER_STEP = 8;
    /**
     * Build steps per entry, for a table whose spec records no count: about what the measured tables take (5.4 for
     * the phase-1 exact table, 6.8 for the phase-2 table, 8.2 for the corner table, 5.1 for the optimal solver's
     * layers table).
     */
    static final double ROUGH_STEPS_PER_ENTRY = 6;
    /** The build's steps as recorded in its table's spec; until set, a rough count from its size. */
    private long expectedSteps;
    /** The work done so far, in build steps (added per class as it is done). */
    private StepMeter meter;

    /**
     * @param classMove  (class, move) to {@code newClass << 4 | symmetry} of the representative after the move
     * @param otherMove  the other coordinate's move table, 18 moves per row
     * @param otherConj  the other coordinate conjugated by the 16 U-D symmetries, 16 per row
     * @param workers    where the parallel steps run
     */
    SymBfs(int classes, int others, int[] moves, IntBinaryOperator classMove, int[] otherMove, int[] otherConj,
            SymClasses sym, Workers workers) {
        this.classes = classes;
        this.others = others;
        this.moves = moves;
        this.classMove = classMove;
        this.otherMove = otherMove;
        this.otherConj = otherConj;
        this.sym = sym;
        this.workers = workers;
    }

    /**
     * The table being filled: one array, or parts of {@code 1 << partShift} entries each (the last may be shorter),
     * for tables of more than 2^31 bytes. Entry i is entry {@code i & partMask} of part {@code i >>> partShift}.
     */
    private byte[][] parts;
    private int partShift;
    private long partMask;

    /** Sets the frontier size from which forward steps run on all threads; returns this. */
    SymBfs parallelForwardFrom(long entries) {
        this.parallelForwardFrom = entries;
        return this;
    }

    /**
     * Sets the steps the whole build takes (its table's {@link dev.cubeguide.table.TableSpec#buildSteps()}), so that
     * the fraction reported is of them; returns this.
     */
    SymBfs expectSteps(long steps) {
        this.expectedSteps = steps;
        return this;
    }

    /** About how many steps a build of {@code entries} entries takes, before one was counted. */
    static long roughSteps(long entries) {
        return (long) (entries * ROUGH_STEPS_PER_ENTRY);
    }

    /** Sets the forward/backward switch (see {@link #forwardRatio}); returns this. */
    SymBfs forwardRatio(int ratio) {
        this.forwardRatio = ratio;
        return this;
    }

    void build(byte[] data, Progress progress) {
        build(new byte[][] {data}, 62, progress);
    }

    /**
     * Fills a table held in parts: part p holds entries {@code p << partShift} up to the next part's first (the
     * shift counts entries, so a part holds {@code 2^partShift} entries in {@code 2^partShift / 2} bytes).
     */
    void build(byte[][] tableParts, int entryShift, Progress progress) {
        this.parts = tableParts;
        this.partShift = entryShift;
        this.partMask = (1L << entryShift) - 1;
        long total = (long) classes * others;
        for (byte[] part : tableParts) {
            Arrays.fill(part, (byte) 0xFF);
        }
        set(0, 0);
        long filled = 1;
        long atDepth = 1;
        int depth = 0;
        int threads = Math.max(1, Math.min(8, workers.parallelism()));
        if (expectedSteps <= 0) {
            expectedSteps = roughSteps(total);
        }
        meter = new StepMeter(progress, expectedSteps);
        // Entries still empty after depth 14 keep the value 15, read as "15 or more".
        while (filled < total && atDepth > 0 && depth + 1 < NibbleTable.EMPTY) {
            long empty = total - filled;
            long added;
            if (atDepth * forwardRatio < empty) {
                added = atDepth < parallelForwardFrom || threads == 1 ? forward(depth, 0, classes, false)
                        : forwardParallel(depth, threads);
            } else {
                added = backwardParallel(depth, threads);
            }
            filled += added;
            atDepth = added;
            depth++;
            meter.report();
        }
        // The steps counted: the whole, and the figure the table's spec records.
        meter.finish();
    }

    // Entry indices are longs: the large table has more than 2^31 entries (its bytes still fit one array).
    private int get(long i) {
        byte[] part = parts[(int) (i >>> partShift)];
        long local = i & partMask;
        return NibbleTable.get(part, local);
    }

    private void set(long i, int value) {
        byte[] part = parts[(int) (i >>> partShift)];
        long local = i & partMask;
        NibbleTable.set(part, local, value);
    }

    private int[] classMoves(int c) {
        int[] out = new int[moves.length];
        for (int k = 0; k < moves.length; k++) {
            out[k] = classMove.applyAsInt(c, moves[k]);
        }
        return out;
    }

    /**
     * One forward step on all threads: class blocks split as in {@link #backwardParallel}; a thread reaching an
     * entry of another block claims it with a compare-and-set on the int holding it ({@link #claim}), so each entry
     * is written and counted once.
     */
    private long forwardParallel(int depth, int threads) {
        return ClassBlocks.run(workers, threads, classes, () -> (lo, hi) -> forward(depth, lo, hi, true));
    }

    /** Sets entry i to value if it is still empty, atomically against other threads ({@link StepMeter#claim}). */
    private boolean claim(long i, int value) {
        byte[] part = parts[(int) (i >>> partShift)];
        long local = i & partMask;
        return StepMeter.claim(workers, part, (int) (local >>> 1), (int) (local & 1) * 4, 15, empty, value);
    }

    /**
     * Expands the entries at {@code depth} of classes {@code fromClass..toClass-1} forwards; with {@code atomic},
     * other threads expand other classes at the same time, so new entries are claimed atomically.
     */
    private long forward(int depth, int fromClass, int toClass, boolean atomic) {
        int current = depth;
        int next = depth + 1;
        long added = 0;
        for (int c = fromClass; c < toClass; c++) {
            long base = (long) c * others;
            int[] cm = null;
            long probes = 0;
            for (int o = 0; o < others; o++) {
                if (get(base + o) != current) {
                    continue;
                }
                if (cm == null) {
                    cm = classMoves(c);
                }
                probes += moves.length;
                for (int k = 0; k < moves.length; k++) {
                    int nc = ClassSym.classOf(cm[k]);
                    int ns = ClassSym.symOf(cm[k]);
                    int no = otherConj[ClassSym.conjIndex(otherMove[Coordinates.moveIndex(o, moves[k])], ns)];
                    long nbase = (long) nc * others;
                    if (get(nbase + no) == empty && reach(nbase + no, next, atomic)) {
                        added++;
                        int stab = sym.stabilizer(nc);
                        if (stab != 1) {
                            for (int s = 1; s < 16; s++) {
                                if ((stab >>> s & 1) != 0) {
                                    long twin = nbase + otherConj[ClassSym.conjIndex(no, s)];
                                    probes++;
                                    if (get(twin) == empty && reach(twin, next, atomic)) {
                                        added++;
                                    }
                                }
                            }
                        }
                    }
                }
            }
            meter.worked(probes + others / SCAN_ENTRIES_PER_STEP);
        }
        return added;
    }

    /** Sets an empty entry to value (atomically when other threads write too); true when this call set it. */
    private boolean reach(long i, int value, boolean atomic) {
        if (atomic) {
            return claim(i, value);
        }
        set(i, value);
        return true;
    }

    private long backwardParallel(int depth, int threads) {
        return ClassBlocks.run(workers, threads, classes, () -> (lo, hi) -> backward(depth, lo, hi));
    }

    private long backward(int depth, int fromClass, int toClass) {
        int current = depth;
        int next = depth + 1;
        long added = 0;
        int n = moves.length;
        long[] nbase = new long[n];
        int[] nsym = new int[n];
        for (int c = fromClass; c < toClass; c++) {
            long base = (long) c * others;
            int[] cm = classMoves(c);
            for (int k = 0; k < n; k++) {
                nbase[k] = (long) ClassSym.classOf(cm[k]) * others;
                nsym[k] = ClassSym.symOf(cm[k]);
            }
            long probes = 0;
            for (int o = 0; o < others; o++) {
                if (get(base + o) != empty) {
                    continue;
                }
                int row = o * 18;
                int k = 0;
                for (; k < n; k++) {
                    int no = otherConj[ClassSym.conjIndex(otherMove[row + moves[k]], nsym[k])];
                    if (get(nbase[k] + no) == current) {
                        set(base + o, next);
                        added++;
                        break;
                    }
                }
                probes += Math.min(k + 1, n);
            }
            meter.worked(probes + others / SCAN_ENTRIES_PER_STEP);
        }
        return added;
    }
}
