package dev.cubeguide.coord;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The 2-bit entries of an {@link H48Table}, four to a byte (entry i in byte {@code i / 4}, bits {@code 2 (i % 4)}),
 * in parts of {@link #PART_BYTES} bytes: in the heap while the table is built, or mapped read-only from the table
 * store's files, whose payload is these bytes as they are. Package-private: the table's lock discipline is its own.
 */
final class H48Entries {
    /** Bytes per part: 1 GiB, so that every part fits one array or one mapping. */
    static final int PART_LOG2 = 30;
    static final long PART_BYTES = 1L << PART_LOG2;
    private static final int PART_MASK = (1 << PART_LOG2) - 1;

    private final long entries;
    /** The parts in the heap (a build), else null. */
    private final byte[][] heap;
    /** The parts mapped (a table opened from the store), else null. */
    private final ByteBuffer[] mapped;

    private H48Entries(long entries, byte[][] heap, ByteBuffer[] mapped) {
        this.entries = entries;
        this.heap = heap;
        this.mapped = mapped;
    }

    /** The bytes that {@code entries} entries take. */
    static long bytesOf(long entries) {
        return (entries + 3) >>> 2;
    }

    /** The number of parts for {@code entries} entries. */
    static int partCount(long entries) {
        return (int) ((bytesOf(entries) + PART_BYTES - 1) >>> PART_LOG2);
    }

    /** The bytes of part p. */
    static long partBytes(long entries, int p) {
        return Math.min(PART_BYTES, bytesOf(entries) - ((long) p << PART_LOG2));
    }

    /** Entries in the heap, every one at code 3 (the largest: marks only lower them). */
    static H48Entries inHeap(long entries) {
        byte[][] parts = new byte[partCount(entries)][];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = new byte[(int) partBytes(entries, p)];
            Arrays.fill(parts[p], (byte) -1);
        }
        return new H48Entries(entries, parts, null);
    }

    /** Entries mapped from the store's part files (sizes checked by the caller). */
    static H48Entries mapped(long entries, ByteBuffer[] parts) {
        return new H48Entries(entries, null, parts.clone());
    }

    /** A copy of these entries in the heap (where the JVM may back them with huge pages). */
    H48Entries copiedToHeap() {
        H48Entries copy = inHeap(entries);
        for (int p = 0; p < copy.heap.length; p++) {
            if (heap != null) {
                System.arraycopy(heap[p], 0, copy.heap[p], 0, heap[p].length);
            } else {
                mapped[p].get(0, copy.heap[p]);
            }
        }
        return copy;
    }

    /** Whether the entries are in the heap (built or copied there), not mapped. */
    boolean inHeap() {
        return heap != null;
    }

    long entries() {
        return entries;
    }

    int code(long index) {
        int offset = (int) (index >>> 2) & PART_MASK;
        int part = (int) (index >>> (PART_LOG2 + 2));
        int b = heap != null ? heap[part][offset] : mapped[part].get(offset);
        return b >>> ((int) (index & 3) << 1) & 3;
    }

    /**
     * Stores {@code bytes} bytes of {@code slab} at byte {@code firstByte} (heap only). The first and the last byte
     * may hold entries of the slabs beside it ({@code firstShared}, {@code lastShared}): those are merged entry by
     * entry, each keeping the smaller code, under {@code lock}; the bytes between belong to this slab alone.
     */
    void storeSlab(long firstByte, byte[] slab, int bytes, boolean firstShared, boolean lastShared, Object lock) {
        int from = firstShared ? 1 : 0;
        int to = lastShared ? bytes - 1 : bytes;
        long at = firstByte + from;
        int i = from;
        while (i < to) {
            int part = (int) (at >>> PART_LOG2);
            int offset = (int) at & PART_MASK;
            int run = Math.min(to - i, heap[part].length - offset);
            System.arraycopy(slab, i, heap[part], offset, run);
            i += run;
            at += run;
        }
        if (firstShared || lastShared) {
            synchronized (lock) {
                if (firstShared) {
                    mergeByte(firstByte, slab[0]);
                }
                if (lastShared) {
                    mergeByte(firstByte + bytes - 1, slab[bytes - 1]);
                }
            }
        }
    }

    private void mergeByte(long at, byte codes) {
        byte[] part = heap[(int) (at >>> PART_LOG2)];
        int offset = (int) at & PART_MASK;
        int old = part[offset];
        int merged = 0;
        for (int shift = 0; shift < 8; shift += 2) {
            merged |= Math.min(old >>> shift & 3, codes >>> shift & 3) << shift;
        }
        part[offset] = (byte) merged;
    }

    /** Part p of a table in the heap (for saving it). */
    byte[] heapPart(int p) {
        return heap[p];
    }

    /** How many entries hold each code. */
    long[] distribution() {
        long[] counts = new long[4];
        for (long i = 0; i < entries; i++) {
            counts[code(i)]++;
        }
        return counts;
    }

    /** Writes the entries to {@code file} as they are (a measuring aid: the table store's files add a header). */
    void writeTo(Path file) throws IOException {
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            for (byte[] part : heap) {
                ByteBuffer buffer = ByteBuffer.wrap(part);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
            }
        }
    }

    /** Reads entries written by {@link #writeTo} into these (in the heap). */
    void readFrom(Path file) throws IOException {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            for (byte[] part : heap) {
                ByteBuffer buffer = ByteBuffer.wrap(part);
                while (buffer.hasRemaining()) {
                    if (in.read(buffer) < 0) {
                        throw new IOException("the file is shorter than the table");
                    }
                }
            }
        }
    }
}
