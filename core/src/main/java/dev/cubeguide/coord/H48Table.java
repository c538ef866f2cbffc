package dev.cubeguide.coord;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * An exact H48 pruning table with h of the 11 flip bits, at 2 bits per entry above a base: for each entry (corner
 * class x slices x the first h flips, all in the frame of the class's representative), the smallest distance to the
 * H48 goal group among the 2^(11-h) cosets it stands for. Code 0 is "base or less", 1 and 2 are exactly base + 1 and
 * base + 2, 3 is "base + 3 or more".
 *
 * <p>The build reaches every coset within base + 2 moves one by one, since an entry's value is not determined by the
 * entries next to it (a breadth-first search over the entries themselves bounds nothing past the h = 0 table): a
 * breadth-first search keeps the classes of the cosets up to {@link #SET_DEPTH} moves in a set; each such coset's
 * entry is marked 0, and from each at that depth a depth-first search of base + 2 - SET_DEPTH more moves
 * marks the entries of what it reaches with their depth's code (a coset reached on a longer path than its distance
 * is marked too high there and right on its shortest path; the table keeps the smallest). A class whose
 * representative has symmetries of its own has each of its cosets marked in all the frames those symmetries give,
 * so that a look-up in the frame of {@link H48Coords#cornerClassSym} finds it whichever was reached. Each thread
 * gathers its marks per region of the table and writes a region's under its lock (see {@code Marker}).
 *
 * <p>Source: S. Tronto, "The H48 optimal solver" (nissy's documentation): the table of the minimum over the flip
 * completions, and the set of the cosets up to 8 moves with a depth-first search from them.
 */
public final class H48Table {
    /** The cosets up to this many moves are kept (as classes) in a set, for the tables of bases 7 to 9. */
    public static final int SET_DEPTH = 8;
    private static final int CHUNK_LOG2 = 27;

    private final H48Coords h;
    private final int flipBits;
    private final int flipMask;
    private final int base;
    private final long entries;
    private final long[][] chunks;
    private final Object[] regionLocks;

    private H48Table(H48Coords h, int flipBits, int base) {
        this.h = h;
        this.flipBits = flipBits;
        this.flipMask = (1 << flipBits) - 1;
        this.base = base;
        this.entries = (long) h.classCount() * H48Coords.SLICES << flipBits;
        long words = (entries + 31) >>> 5;
        int count = (int) ((words + (1L << CHUNK_LOG2) - 1) >>> CHUNK_LOG2);
        chunks = new long[count][];
        for (int i = 0; i < count; i++) {
            long size = Math.min(1L << CHUNK_LOG2, words - ((long) i << CHUNK_LOG2));
            chunks[i] = new long[(int) size];
            Arrays.fill(chunks[i], -1L);
        }
        regionLocks = new Object[regionCount()];
        for (int r = 0; r < regionLocks.length; r++) {
            regionLocks[r] = new Object();
        }
    }

    public long entries() {
        return entries;
    }

    public int base() {
        return base;
    }

    /**
     * Builds the table on {@code threads} threads, with the cosets up to {@code setDepth} moves in the set (base + 2
     * - setDepth must be 1 to 3); {@code log} gets a line per stage.
     */
    public static H48Table build(H48Coords h, int flipBits, int base, int setDepth, int threads,
            Consumer<String> log) {
        if (base + 2 - setDepth < 1 || base + 2 - setDepth > 3 || setDepth > base) {
            throw new IllegalArgumentException("base " + base + " with the set to " + setDepth + " moves");
        }
        H48Table t = new H48Table(h, flipBits, base);
        long[][] levels = H48Classes.byDepth(h, setDepth, log);
        Marker direct = t.new Marker(1);
        for (long[] level : levels) {
            for (long key : level) {
                direct.markInFrames(H48Coords.keyCorners(key), H48Coords.keySlices(key), H48Coords.keyFlips(key), 0);
            }
        }
        long[] last = levels[setDepth];
        int depth = base + 2 - setDepth;
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        Thread[] workers = new Thread[threads];
        long start = System.nanoTime();
        final int blockSize = 4096;
        for (int w = 0; w < threads; w++) {
            workers[w] = new Thread(() -> {
                Marker marker = t.new Marker(MARKS_PER_BUFFER);
                int block;
                while ((block = next.getAndAdd(blockSize)) < last.length) {
                    int end = Math.min(last.length, block + blockSize);
                    for (int i = block; i < end; i++) {
                        long key = last[i];
                        marker.extend(h.representative[H48Coords.keyCorners(key)], H48Coords.keySlices(key),
                                H48Coords.keyFlips(key), -1, setDepth + 1, depth);
                    }
                    long d = done.addAndGet(end - block);
                    if ((block / blockSize) % 100 == 0) {
                        log.accept(String.format(java.util.Locale.ROOT, "marked from %,d of %,d classes, %.0f s", d,
                                (long) last.length, (System.nanoTime() - start) / 1e9));
                    }
                }
                marker.flushAll();
            });
            workers[w].start();
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return t;
    }

    private int codeOf(int depth) {
        return depth <= base ? 0 : Math.min(depth - base, 3);
    }

    private long index(int k, int e, int f) {
        return ((long) k * H48Coords.SLICES + e) << flipBits | (f & flipMask);
    }

    /** Marks per region a thread gathers before it takes the region's lock and writes them. */
    private static final int MARKS_PER_BUFFER = 2048;
    /** A region is 2^20 words (8 MiB): its marks are written together, each a plain read and write. */
    private static final int REGION_SHIFT = 20;

    private int regionCount() {
        long words = (entries + 31) >>> 5;
        return (int) ((words + (1L << REGION_SHIFT) - 1) >>> REGION_SHIFT);
    }

    /**
     * One thread's marks, gathered per region of the table and written under the region's lock: a compare-and-set
     * per mark would be a locked instruction, which waits for its read from main memory before the next read may
     * start; plain reads and writes of a buffer's marks are in flight together.
     */
    private final class Marker {
        private final long[][] buffers;
        private final int[] sizes;

        Marker(int capacity) {
            int regions = regionCount();
            buffers = new long[regions][capacity];
            sizes = new int[regions];
        }

        /** Marks the children of the coset (raw corners, slices, flips), reached after a turn of lastFace. */
        void extend(int corners, int slices, int flips, int lastFace, int depth, int levelsLeft) {
            int code = codeOf(depth);
            for (int m = 0; m < H48Coords.MOVES; m++) {
                int face = m / 3;
                if (face == lastFace || face == lastFace - 3) {
                    m += 2;
                    continue;
                }
                int c = h.cornerMove[corners * H48Coords.MOVES + m];
                int e = h.sliceMove[slices * H48Coords.MOVES + m];
                int f = h.flipMove[flips * H48Coords.MOVES + m];
                int classSym = h.cornerClassSym[c];
                int t = classSym & 63;
                int conjugate = h.sliceConjugate[e * 48 + t];
                markInFrames(classSym >>> 6, H48Coords.conjugateSlicesOf(conjugate),
                        h.flipPerm[f * 48 + t] ^ H48Coords.conjugateFlipMask(conjugate), code);
                if (levelsLeft > 1) {
                    extend(c, e, f, face, depth + 1, levelsLeft - 1);
                }
            }
        }

        /** Marks class k's coset (slices e, flips f in its representative's frame) in every frame of it. */
        void markInFrames(int k, int e, int f, int code) {
            add(index(k, e, f), code);
            long stab = h.stabilizer[k];
            while (stab != 0) {
                int u = Long.numberOfTrailingZeros(stab);
                stab &= stab - 1;
                add(index(k, h.conjugateSlices(e, u), h.conjugateFlips(f, e, u)), code);
            }
        }

        private void add(long index, int code) {
            int region = (int) (index >>> (5 + REGION_SHIFT));
            long[] buffer = buffers[region];
            buffer[sizes[region]++] = index << 2 | code;
            if (sizes[region] == buffer.length) {
                flush(region);
            }
        }

        void flushAll() {
            for (int r = 0; r < buffers.length; r++) {
                flush(r);
            }
        }

        private void flush(int region) {
            long[] buffer = buffers[region];
            int n = sizes[region];
            sizes[region] = 0;
            synchronized (regionLocks[region]) {
                for (int i = 0; i < n; i++) {
                    long mark = buffer[i];
                    long index = mark >>> 2;
                    int code = (int) mark & 3;
                    long[] chunk = chunkOf(index);
                    int word = wordOf(index);
                    int shift = (int) (index & 31) * 2;
                    long old = chunk[word];
                    if ((old >>> shift & 3) > code) {
                        chunk[word] = old & ~(3L << shift) | (long) code << shift;
                    }
                }
            }
        }
    }

    /** The code of the coset (raw corners, slices, flips): 0 for base or less, else the distance minus base. */
    public int code(int corners, int slices, int flips) {
        int classSym = h.cornerClassSym[corners];
        int t = classSym & 63;
        long index = index(classSym >>> 6, h.conjugateSlices(slices, t), h.conjugateFlips(flips, slices, t));
        return (int) (chunkOf(index)[wordOf(index)] >>> ((index & 31) * 2)) & 3;
    }

    /** The array of 2^CHUNK_LOG2 words (32 entries each) that holds entry {@code index}. */
    private long[] chunkOf(long index) {
        return chunks[(int) (index >>> (5 + CHUNK_LOG2))];
    }

    /** The word of entry {@code index} within {@link #chunkOf}. */
    private static int wordOf(long index) {
        return (int) ((index >>> 5) & ((1 << CHUNK_LOG2) - 1));
    }

    /** Writes the entries to {@code file} as they are in memory (a measuring aid, not the table store's format). */
    public void writeTo(Path file) throws IOException {
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 23).order(ByteOrder.LITTLE_ENDIAN);
            for (long[] chunk : chunks) {
                for (int i = 0; i < chunk.length; ) {
                    buffer.clear();
                    while (buffer.remaining() >= 8 && i < chunk.length) {
                        buffer.putLong(chunk[i++]);
                    }
                    buffer.flip();
                    while (buffer.hasRemaining()) {
                        out.write(buffer);
                    }
                }
            }
        }
    }

    /** A table written by {@link #writeTo}, with the same coordinates, flip bits and base. */
    public static H48Table readFrom(H48Coords h, int flipBits, int base, Path file) throws IOException {
        H48Table t = new H48Table(h, flipBits, base);
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 23).order(ByteOrder.LITTLE_ENDIAN);
            for (long[] chunk : t.chunks) {
                for (int i = 0; i < chunk.length; ) {
                    buffer.clear();
                    buffer.limit((int) Math.min(buffer.capacity(), 8L * (chunk.length - i)));
                    while (buffer.hasRemaining()) {
                        if (in.read(buffer) < 0) {
                            throw new IOException("the file is shorter than the table");
                        }
                    }
                    buffer.flip();
                    while (buffer.hasRemaining()) {
                        chunk[i++] = buffer.getLong();
                    }
                }
            }
        }
        return t;
    }

    /** How many entries hold each code. */
    public long[] distribution() {
        long[] counts = new long[4];
        for (long i = 0; i < entries; i += 32) {
            long w = chunkOf(i)[wordOf(i)];
            int n = (int) Math.min(32, entries - i);
            for (int j = 0; j < n; j++) {
                counts[(int) (w >>> (2 * j)) & 3]++;
            }
        }
        return counts;
    }
}
