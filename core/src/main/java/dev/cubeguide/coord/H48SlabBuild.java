package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/**
 * The marks of {@link H48Table#build}, made one target corner class at a time: every mark of the table is a coset of
 * the set's last depth (a class's representative corners with slices e and flips f) followed by a canonical sequence
 * of one to three moves, and the corner class it lands in, with the symmetry to that class's representative, depends
 * on the source's corner class and the sequence alone. So the pairs (source corner class, sequence) are sorted by
 * the class they land in, and a thread takes a target class K and runs every pair landing in K over all the sources
 * of the pair's corner class: all of K's marks go into one slab of the table (SLICES x 2^h entries, 1.1 MB at h = 7),
 * held in a scratch array in the core's cache and stored whole when K is done. No slab is written by two threads.
 *
 * <p>For a pair the moves and the symmetry are fixed, so each mark reads one row of each move table and of each
 * conjugation table (tens of kilobytes, laid out move-major and symmetry-major here), never the 6.6 MB tables at
 * random. The table is the same, byte for byte, as a depth-first search from each source marking as it goes: the
 * same marks, in another order, and a table keeps the smallest.
 */
final class H48SlabBuild {
    private final H48Coords h;
    private final int flipBits;
    private final int flipMask;
    private final long slabEntries;
    /** Per sequence: its moves (three slots) and the code of its marks. */
    private final int[] sequenceMoves;
    private final int[] sequenceLength;
    private final int[] sequenceCode;
    /** The pairs landing in each class: {@code pairs[pairStart[K] .. pairStart[K + 1])}, {@link #pair}-packed. */
    private final int[] pairs;
    private final int[] pairStart;
    /** The sources of each corner class ({@code sourceStart[k] ..}), {@link #edges}-packed. */
    private final int[] sources;
    private final int[] sourceStart;
    /** The set's classes of every depth by their corner class, marked at code 0 in their own slab. */
    private final int[] direct;
    private final int[] directStart;
    /** Move-major and symmetry-major copies of the edge tables: one row per move or symmetry. */
    private final char[] sliceMoveByMove;
    private final char[] flipMoveByMove;
    private final int[] sliceConjugateBySym;
    private final char[] flipPermBySym;
    private final long totalMarks;

    H48SlabBuild(H48Coords h, int flipBits, long[][] levels, int setDepth, int moves, IntUnaryOperator codeOfDepth) {
        this.h = h;
        this.flipBits = flipBits;
        this.flipMask = (1 << flipBits) - 1;
        this.slabEntries = (long) H48Coords.SLICES << flipBits;
        int[][] seqs = canonicalSequences(moves);
        int n = seqs.length;
        if (n > 0xFFF || h.classCount() > 0xFFF) {
            throw new IllegalArgumentException(n + " sequences of " + moves + " moves do not fit a pair");
        }
        sequenceMoves = new int[n * 3];
        sequenceLength = new int[n];
        sequenceCode = new int[n];
        for (int s = 0; s < n; s++) {
            sequenceLength[s] = seqs[s].length;
            sequenceCode[s] = codeOfDepth.applyAsInt(setDepth + seqs[s].length);
            System.arraycopy(seqs[s], 0, sequenceMoves, s * 3, seqs[s].length);
        }
        int classes = h.classCount();
        sourceStart = new int[classes + 1];
        sources = grouped(new long[][] {levels[setDepth]}, classes, sourceStart);
        directStart = new int[classes + 1];
        direct = grouped(levels, classes, directStart);
        pairStart = new int[classes + 1];
        pairs = sortedPairs(classes, n);
        long marks = 0;
        for (int p : pairs) {
            int k0 = pairSource(p);
            marks += sourceStart[k0 + 1] - sourceStart[k0];
        }
        totalMarks = marks;
        sliceMoveByMove = new char[H48Coords.MOVES * H48Coords.SLICES];
        flipMoveByMove = new char[H48Coords.MOVES * H48Coords.FLIPS];
        for (int m = 0; m < H48Coords.MOVES; m++) {
            for (int e = 0; e < H48Coords.SLICES; e++) {
                sliceMoveByMove[m * H48Coords.SLICES + e] = (char) h.sliceMove[e * H48Coords.MOVES + m];
            }
            for (int f = 0; f < H48Coords.FLIPS; f++) {
                flipMoveByMove[m * H48Coords.FLIPS + f] = (char) h.flipMove[f * H48Coords.MOVES + m];
            }
        }
        int syms = Symmetry.N_SYM;
        sliceConjugateBySym = new int[syms * H48Coords.SLICES];
        flipPermBySym = new char[syms * H48Coords.FLIPS];
        for (int t = 0; t < syms; t++) {
            for (int e = 0; e < H48Coords.SLICES; e++) {
                sliceConjugateBySym[t * H48Coords.SLICES + e] = h.sliceConjugate[e * syms + t];
            }
            for (int f = 0; f < H48Coords.FLIPS; f++) {
                flipPermBySym[t * H48Coords.FLIPS + f] = (char) h.flipPerm[f * syms + t];
            }
        }
    }

    /** Every sequence of 1 to {@code moves} moves with no face twice in a row and opposite faces in one order only. */
    static int[][] canonicalSequences(int moves) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        extendSequences(new int[0], -1, moves, out);
        return out.toArray(new int[0][]);
    }

    private static void extendSequences(int[] prefix, int lastFace, int left, java.util.List<int[]> out) {
        for (int m = 0; m < H48Coords.MOVES; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                continue;
            }
            int[] seq = java.util.Arrays.copyOf(prefix, prefix.length + 1);
            seq[prefix.length] = m;
            out.add(seq);
            if (left > 1) {
                extendSequences(seq, face, left - 1, out);
            }
        }
    }

    // A pair: source corner class (12 bits), sequence (12 bits), symmetry to the target's representative (6 bits).

    static int pair(int sourceClass, int sequence, int sym) {
        return sourceClass << 18 | sequence << 6 | sym;
    }

    static int pairSource(int pair) {
        return pair >>> 18;
    }

    static int pairSequence(int pair) {
        return pair >>> 6 & 0xFFF;
    }

    static int pairSym(int pair) {
        return pair & 63;
    }

    // A source's or a direct mark's edges: slices (16 bits) above flips (11 bits).

    static int edges(int slices, int flips) {
        return slices << 11 | flips;
    }

    static int edgesSlices(int packed) {
        return packed >>> 11;
    }

    static int edgesFlips(int packed) {
        return packed & 2047;
    }

    /** The keys of {@code levels}, their edges grouped by corner class (a counting sort); fills {@code start}. */
    private static int[] grouped(long[][] levels, int classes, int[] start) {
        for (long[] level : levels) {
            for (long key : level) {
                start[H48Coords.keyCorners(key) + 1]++;
            }
        }
        for (int k = 0; k < classes; k++) {
            start[k + 1] += start[k];
        }
        int[] fill = java.util.Arrays.copyOf(start, classes);
        int[] out = new int[start[classes]];
        for (long[] level : levels) {
            for (long key : level) {
                out[fill[H48Coords.keyCorners(key)]++] = edges(H48Coords.keySlices(key), H48Coords.keyFlips(key));
            }
        }
        // In the order of their slices, so that a pair's first move reads its row in one sweep.
        for (int k = 0; k < classes; k++) {
            java.util.Arrays.sort(out, start[k], start[k + 1]);
        }
        return out;
    }

    /** Every (source class with sources, sequence) pair, sorted by the class it lands in; fills {@link #pairStart}. */
    private int[] sortedPairs(int classes, int sequences) {
        int[] target = new int[classes * sequences];
        int[] sym = new int[classes * sequences];
        for (int k0 = 0; k0 < classes; k0++) {
            int r = h.representative[k0];
            for (int s = 0; s < sequences; s++) {
                int c = r;
                for (int i = 0; i < sequenceLength[s]; i++) {
                    c = h.cornerMove[c * H48Coords.MOVES + sequenceMoves[s * 3 + i]];
                }
                int classSym = h.cornerClassSym[c];
                target[k0 * sequences + s] = classSym >>> 6;
                sym[k0 * sequences + s] = classSym & 63;
            }
        }
        for (int k0 = 0; k0 < classes; k0++) {
            if (sourceStart[k0 + 1] > sourceStart[k0]) {
                for (int s = 0; s < sequences; s++) {
                    pairStart[target[k0 * sequences + s] + 1]++;
                }
            }
        }
        for (int k = 0; k < classes; k++) {
            pairStart[k + 1] += pairStart[k];
        }
        int[] fill = java.util.Arrays.copyOf(pairStart, classes);
        int[] out = new int[pairStart[classes]];
        for (int k0 = 0; k0 < classes; k0++) {
            if (sourceStart[k0 + 1] > sourceStart[k0]) {
                for (int s = 0; s < sequences; s++) {
                    int i = k0 * sequences + s;
                    out[fill[target[i]]++] = pair(k0, s, sym[i]);
                }
            }
        }
        // Within a class, by symmetry and then by sequence, so that consecutive pairs read the same conjugation rows
        // and share their first moves' rows.
        for (int k = 0; k < classes; k++) {
            int from = pairStart[k];
            int to = pairStart[k + 1];
            for (int i = from; i < to; i++) {
                int p = out[i];
                out[i] = pairSym(p) << 24 | pairSequence(p) << 12 | pairSource(p);
            }
            java.util.Arrays.sort(out, from, to);
            for (int i = from; i < to; i++) {
                int p = out[i];
                out[i] = pair(p & 0xFFF, p >>> 12 & 0xFFF, p >>> 24);
            }
        }
        return out;
    }

    /** Marks every slab of {@code codes} on {@code threads} threads, reporting the marks made to {@code progress}. */
    void run(H48Entries codes, int threads, Consumer<String> log, Progress progress) {
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        Object sharedBytes = new Object();
        long start = System.nanoTime();
        int classes = h.classCount();
        Thread[] workers = new Thread[threads];
        for (int w = 0; w < threads; w++) {
            workers[w] = new Thread(() -> {
                byte[] scratch = new byte[(int) ((slabEntries + 3 >>> 2) + 1)];
                int k;
                while ((k = next.getAndIncrement()) < classes) {
                    long marks = markSlab(k, scratch, codes, sharedBytes);
                    long d = done.addAndGet(marks);
                    progress.update(d, totalMarks);
                    if (k % 256 == 0) {
                        log.accept(String.format(java.util.Locale.ROOT, "marked %,d of %,d, %.0f s", d, totalMarks,
                                (System.nanoTime() - start) / 1e9));
                    }
                }
            }, "h48-marks-" + w);
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
    }

    /** All marks landing in class k, made in {@code scratch} and stored into {@code codes}; how many were made. */
    private long markSlab(int k, byte[] scratch, H48Entries codes, Object sharedBytes) {
        long first = k * slabEntries;
        // The scratch covers the bytes that hold the slab's entries; an entry's place in it is offset by the slab's
        // first entry's place in its byte.
        int offset = (int) (first & 3);
        int bytes = (int) ((offset + slabEntries + 3) >>> 2);
        java.util.Arrays.fill(scratch, 0, bytes, (byte) -1);
        long stab = h.stabilizer[k];
        for (int i = directStart[k]; i < directStart[k + 1]; i++) {
            int packed = direct[i];
            lowerInFrames(scratch, offset, stab, edgesSlices(packed), edgesFlips(packed), 0);
        }
        long marks = 0;
        for (int p = pairStart[k]; p < pairStart[k + 1]; p++) {
            int pair = pairs[p];
            int k0 = pairSource(pair);
            int s = pairSequence(pair);
            int from = sourceStart[k0];
            int to = sourceStart[k0 + 1];
            marks += to - from;
            markPair(scratch, offset, stab, from, to, s, pairSym(pair));
        }
        codes.storeSlab(first >>> 2, scratch, bytes, offset != 0, ((offset + slabEntries) & 3) != 0, sharedBytes);
        return marks;
    }

    /** The marks of one pair: each source of [from, to) after sequence s, conjugated by t, lowered to s's code. */
    private void markPair(byte[] scratch, int offset, long stab, int from, int to, int s, int t) {
        int code = sequenceCode[s];
        int length = sequenceLength[s];
        int m1 = sequenceMoves[s * 3] * H48Coords.SLICES;
        int m2 = sequenceMoves[s * 3 + 1] * H48Coords.SLICES;
        int m3 = sequenceMoves[s * 3 + 2] * H48Coords.SLICES;
        int f1 = sequenceMoves[s * 3] * H48Coords.FLIPS;
        int f2 = sequenceMoves[s * 3 + 1] * H48Coords.FLIPS;
        int f3 = sequenceMoves[s * 3 + 2] * H48Coords.FLIPS;
        int conjugateRow = t * H48Coords.SLICES;
        int permRow = t * H48Coords.FLIPS;
        char[] sm = sliceMoveByMove;
        char[] fm = flipMoveByMove;
        for (int i = from; i < to; i++) {
            int packed = sources[i];
            int e = sm[m1 + edgesSlices(packed)];
            int f = fm[f1 + edgesFlips(packed)];
            if (length > 1) {
                e = sm[m2 + e];
                f = fm[f2 + f];
                if (length > 2) {
                    e = sm[m3 + e];
                    f = fm[f3 + f];
                }
            }
            int conjugate = sliceConjugateBySym[conjugateRow + e];
            int slices = H48Coords.conjugateSlicesOf(conjugate);
            int flips = flipPermBySym[permRow + f] ^ H48Coords.conjugateFlipMask(conjugate);
            if (stab == 0) {
                lower(scratch, offset + ((long) slices << flipBits | flips & flipMask), code);
            } else {
                lowerInFrames(scratch, offset, stab, slices, flips, code);
            }
        }
    }

    /** Lowers the slab's entry (slices, flips) and its images under the representative's own symmetries. */
    private void lowerInFrames(byte[] scratch, int offset, long stab, int slices, int flips, int code) {
        lower(scratch, offset + ((long) slices << flipBits | flips & flipMask), code);
        while (stab != 0) {
            int u = Long.numberOfTrailingZeros(stab);
            stab &= stab - 1;
            int e = h.conjugateSlices(slices, u);
            int f = h.conjugateFlips(flips, slices, u);
            lower(scratch, offset + ((long) e << flipBits | f & flipMask), code);
        }
    }

    /** Lowers the 2-bit entry at {@code place} of the scratch to {@code code} (entries only go down). */
    private static void lower(byte[] scratch, long place, int code) {
        int at = (int) (place >>> 2);
        int shift = (int) (place & 3) << 1;
        int b = scratch[at];
        int current = b >>> shift & 3;
        scratch[at] = (byte) (b & ~(3 << shift) | Math.min(current, code) << shift);
    }
}
