package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.Workers;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The move-mask table of the JVM's full table set ({@link SearchTables#MOVES_SPEC}, 604.8 MiB): for each phase-1
 * entry, 36 bits packed little-endian, the 18 moves of the class representative that lower its distance, then the 18
 * that keep it. JVM only (the browser's table set has no such table): it is read through the store's mapping, copied
 * into the heap when the {@link dev.cubeguide.solve.MemoryPolicy} says so, and read with a {@link VarHandle}.
 *
 * <p>At first the table file's mapping ({@link dev.cubeguide.table.TableStore#map}), which costs a cold start no copy
 * and no fresh memory; then, from {@link #startHeapCopy} or {@link #copyToHeap}, a copy of it in the heap, which the
 * kernel backs with huge pages: the search's random reads of it miss the TLB far less often there (a hard-cube A/B:
 * 36% slower on the mapping).
 */
final class MoveMaskTable {
    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final ByteBuffer mapped;
    private final Workers workers;
    /** The heap copy of {@link #mapped} once made ({@link #startHeapCopy}), else null. */
    private volatile byte[] copy;
    private final AtomicBoolean heapCopyStarted = new AtomicBoolean();

    private MoveMaskTable(ByteBuffer mapped, Workers workers) {
        this.mapped = mapped;
        this.workers = workers;
    }

    /**
     * The move-mask table of t's store, mapped. A file with the right header and size whose sampled entries hold
     * ({@link #sampleHolds}) is used without reading its checksum (605 MiB, 40-75 ms of a core at every cold
     * start); otherwise the file is checked whole, and built (from the exact phase-1 table, through t) when it is
     * missing or damaged. {@code tables verify} reads the checksum.
     */
    static MoveMaskTable load(CoordTables t) {
        TableSource store = t.store();
        ByteBuffer mapped = store.mapIfPresent(SearchTables.MOVES_SPEC).filter(m -> sampleHolds(t, m))
                .orElseGet(() -> store.map(SearchTables.MOVES_SPEC, (target, progress) -> build(t, target, progress)));
        return new MoveMaskTable(mapped, store.workers());
    }

    /** An entry's 36 bits. */
    private static final long MASKS = (1L << 36) - 1;
    /** Entries sampled by {@link #sampleHolds}: spread over the table, with a fixed seed. */
    private static final int SAMPLES = 256;

    /**
     * Whether {@link #SAMPLES} entries of {@code mapped}, spread over the whole table, are those the build makes
     * ({@link #masksOf}). A file of zeros, random bytes, or a shifted or foreign payload fails at once: every entry
     * has a move that lowers its distance, or one that keeps it, or both.
     */
    static boolean sampleHolds(CoordTables t, ByteBuffer mapped) {
        long entries = (long) Coordinates.N_FLIPSLICE_CLASS * 2187;
        SplittableRandom random = new SplittableRandom(20261206);
        for (int k = 0; k < SAMPLES; k++) {
            int i = (int) (entries * k / SAMPLES + random.nextLong(entries / SAMPLES));
            if ((read(null, mapped, i) & MASKS) != masksOf(t, i)) {
                return false;
            }
        }
        return true;
    }

    /** Entry i's 36 bits as the build makes them: level moves << 18 | closer moves, from the exact phase-1 table. */
    static long masksOf(CoordTables t, int i) {
        ByteBuffer phase1Exact = t.phase1ExactMapped();
        int[] flipSliceSymMove = t.flipSliceSymMove();
        char[] twistMove = t.twistMove();
        char[] twistConj = t.twistConj();
        int c = i / 2187;
        int tw = i % 2187;
        int d = SearchTables.nibble(phase1Exact, i);
        long closer = 0;
        long level = 0;
        for (int m = 0; m < 18; m++) {
            int d2 = SearchTables.nibble(phase1Exact, SearchTables.phase1IndexOf(twistConj,
                    flipSliceSymMove[Coordinates.moveIndex(c, m)], twistMove[Coordinates.moveIndex(tw, m)]));
            if (d2 < d) {
                closer |= 1L << m;
            } else if (d2 == d) {
                level |= 1L << m;
            }
        }
        return level << 18 | closer;
    }

    /** The table's mapping. */
    ByteBuffer mapped() {
        return mapped;
    }

    /** The table's heap copy once made, else null. */
    byte[] copy() {
        return copy;
    }

    /**
     * Phase-1 entry i's 36 bits: from the heap copy when there is one, else from {@code mapped} (the two are read
     * alike on a branch, not through one buffer type and then another, which would leave the search's reads of it a
     * call of one of two types).
     */
    static long read(byte[] copy, ByteBuffer mapped, int i) {
        long bit = (long) i * 36;
        int at = (int) (bit >>> 3);
        return (copy != null ? (long) LONGS.get(copy, at) : mapped.getLong(at)) >>> (bit & 7);
    }

    /**
     * Copies the mapped table into the heap on a background thread, once, then puts the copy in its place (searches
     * pick it up at their next solve). Not at once at load: a single solve, as a new process, is done before such a
     * copy would be.
     */
    void startHeapCopy() {
        if (claimHeapCopy() && !workers.startInBackground("table-copy-moves", this::makeHeapCopy)) {
            makeHeapCopy();
        }
    }

    /** Makes the heap copy now, on this thread (unless {@link #claimHeapCopy} says no). */
    void copyToHeap() {
        if (claimHeapCopy()) {
            makeHeapCopy();
        }
    }

    /**
     * True (once) when the heap copy is to be made: only with twice its size of heap to spare, since the mapping
     * serves well enough and the heap may be wanted for other tables.
     */
    private boolean claimHeapCopy() {
        Runtime runtime = Runtime.getRuntime();
        long headroom = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        return headroom >= 2L * mapped.capacity() && heapCopyStarted.compareAndSet(false, true);
    }

    private void makeHeapCopy() {
        try {
            byte[] made = new byte[mapped.capacity()];
            mapped.get(0, made);
            copy = made;
        } catch (OutOfMemoryError e) {
            // The mapping serves on (the search reads it slower: small pages).
        }
    }

    /**
     * Fills {@link SearchTables#MOVES_SPEC} from the exact table: for each entry (class c, twist t), seen as the class
     * representative with twist t, the moves m after which the distance is one less and those after which it is the
     * same (a move changes it by at most one). The child's entry comes from the class move table's row of c (the same
     * for every t) and the child's twist conjugated by the symmetry the move leaves, so each (c, m) reads one row of
     * the exact table. Classes go in blocks of four to the store's workers: a block's entries start on a byte boundary
     * (4 x 2187 x 36 bits is a whole number of bytes), so no two workers write the same byte.
     */
    private static void build(CoordTables t, byte[] out, Progress progress) {
        byte[] phase1Exact = t.phase1Exact().data();
        int[] flipSliceSymMove = t.flipSliceSymMove();
        char[] twistMove = t.twistMove();
        char[] twistConj = t.twistConj();
        int classes = Coordinates.N_FLIPSLICE_CLASS;
        int blocks = (classes + 3) / 4;
        AtomicInteger nextBlock = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        Workers workers = t.store().workers();
        workers.runAll(Math.max(1, workers.parallelism()), worker -> {
            int[] closerMasks = new int[2187];
            int[] levelMasks = new int[2187];
            int[] own = new int[2187];
            for (int block = nextBlock.getAndIncrement(); block < blocks; block = nextBlock.getAndIncrement()) {
                for (int c = block * 4; c < Math.min(classes, block * 4 + 4); c++) {
                    Arrays.fill(closerMasks, 0);
                    Arrays.fill(levelMasks, 0);
                    for (int tw = 0; tw < 2187; tw++) {
                        own[tw] = SearchTables.nibble(phase1Exact, c * 2187 + tw);
                    }
                    for (int m = 0; m < 18; m++) {
                        int e = flipSliceSymMove[Coordinates.moveIndex(c, m)];
                        for (int tw = 0; tw < 2187; tw++) {
                            int d = own[tw];
                            int t2 = twistMove[Coordinates.moveIndex(tw, m)];
                            int d2 = SearchTables.nibble(phase1Exact, SearchTables.phase1IndexOf(twistConj, e, t2));
                            if (d2 < d) {
                                closerMasks[tw] |= 1 << m;
                            } else if (d2 == d) {
                                levelMasks[tw] |= 1 << m;
                            }
                        }
                    }
                    for (int tw = 0; tw < 2187; tw++) {
                        // Byte by byte: a wider write could reach into the next block's bytes.
                        long bit = (long) (c * 2187 + tw) * 36;
                        int at = (int) (bit >>> 3);
                        long bits = ((long) levelMasks[tw] << 18 | closerMasks[tw]) << (bit & 7);
                        for (int k = 0; bits != 0; k++, bits >>>= 8) {
                            out[at + k] |= (byte) bits;
                        }
                    }
                }
                long finished = done.incrementAndGet();
                if (finished % 256 == 0) {
                    progress.update(finished * 4, classes);
                }
            }
        });
        progress.update(classes, classes);
    }
}
