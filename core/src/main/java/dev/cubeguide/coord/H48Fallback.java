package dev.cubeguide.coord;

import dev.cubeguide.table.BuildCalibration;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The fallback of an {@link H48Table} entry at code 0 ("base or less"): the exact distance of its corners and slices
 * (the h = 0 coordinate, class x slices, 117,567,450 entries, one byte each).
 *
 * <p>Source: S. Tronto, "The H48 optimal solver" (nissy's documentation): the h0 table as the fallback of the k2
 * tables.
 */
public final class H48Fallback {
    /**
     * The distances as the table store keeps them: one byte an entry. The build's steps: a breadth-first search on
     * all cores, 72.6 s on a 2-core EPYC machine (Zen 3) where a step takes 51 ns (24 steps per entry).
     */
    public static final TableSpec SPEC = new TableSpec("coord-h48-h0", 1, (long) H48Coords.CLASSES * H48Coords.SLICES,
            "exact distance of H48 corner class x slices, 1 byte (the H48 table's fallback)",
            (long) H48Coords.CLASSES * H48Coords.SLICES * 24);

    private H48Fallback() {
    }

    /** The distances from {@code store}: read when saved there, else computed (about a minute on 2 cores) and saved. */
    public static byte[] of(TableSource store, H48Coords h) {
        return store.load(SPEC, (target, progress) -> {
            byte[] d = distances(h, progress);
            System.arraycopy(d, 0, target, 0, d.length);
        });
    }

    /** {@link #distances(H48Coords, Progress)} without progress. */
    public static byte[] distances(H48Coords h) {
        return distances(h, Progress.NONE);
    }

    /**
     * The exact distance of each corners-and-slices coset (the h = 0 coordinate, class x slices), one byte an entry,
     * set in every frame of its class's representative: the fallback of an entry at code 0. A breadth-first search
     * over the entries themselves, since this coordinate is a coset's own, on all cores: each takes blocks of the
     * frontier, and an entry two threads reach in the same level is set to the same distance by both (and searched
     * from twice, which changes nothing).
     */
    public static byte[] distances(H48Coords h, Progress progress) {
        int slices = H48Coords.SLICES;
        byte[] dist = new byte[h.classCount() * slices];
        Arrays.fill(dist, (byte) -1);
        int solvedCorners = H48Coords.cornerRaw(new Cubie());
        int solved = h.cornerClassSym[solvedCorners] >>> 6;
        int[] frontier = {solved * slices
                + h.conjugateSlices(H48Coords.slicesRaw(new Cubie()), h.cornerClassSym[solvedCorners] & 63)};
        setInFrames(h, dist, frontier[0], 0);
        int size = 1;
        long reached = 1;
        int threads = BuildCalibration.cores();
        for (int d = 0; size > 0; d++) {
            Level level = new Level(h, dist, frontier, size, d + 1, threads);
            frontier = level.next();
            size = frontier.length;
            reached += size;
            progress.update(Math.min(reached, dist.length), dist.length);
        }
        return dist;
    }

    /** One level of the breadth-first search: the entries first reached from a frontier, found on all cores. */
    private static final class Level {
        private static final int BLOCK = 4096;
        private final H48Coords h;
        private final byte[] dist;
        private final int[] frontier;
        private final int size;
        private final int depth;
        private final AtomicInteger nextBlock = new AtomicInteger();
        private final int[][] found;
        private final int[] foundCounts;

        Level(H48Coords h, byte[] dist, int[] frontier, int size, int depth, int threads) {
            this.h = h;
            this.dist = dist;
            this.frontier = frontier;
            this.size = size;
            this.depth = depth;
            int workers = size < 2 * BLOCK ? 1 : threads;
            found = new int[workers][];
            foundCounts = new int[workers];
            Thread[] others = new Thread[workers - 1];
            for (int w = 1; w < workers; w++) {
                int worker = w;
                others[w - 1] = new Thread(() -> search(worker), "h48-fallback-" + w);
                others[w - 1].start();
            }
            search(0);
            for (Thread t : others) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while building the H48 fallback", e);
                }
            }
        }

        /**
         * Searches blocks of the frontier: each entry's children in passes (their corner classes, then their slices
         * in the class's frame, then the unreached ones set), so that the children's reads are in flight together.
         */
        private void search(int worker) {
            int share = found.length;
            int[] next = new int[(int) Math.max(64, Math.min(dist.length / share, (long) size * 8 / share))];
            int n = 0;
            int[] classSyms = new int[H48Coords.MOVES];
            int[] children = new int[H48Coords.MOVES];
            int slices = H48Coords.SLICES;
            int block;
            while ((block = nextBlock.getAndAdd(BLOCK)) < size) {
                int end = Math.min(size, block + BLOCK);
                for (int i = block; i < end; i++) {
                    int k = frontier[i] / slices;
                    int e = frontier[i] % slices;
                    int cornerRow = h.representative[k] * H48Coords.MOVES;
                    int sliceRow = e * H48Coords.MOVES;
                    for (int m = 0; m < H48Coords.MOVES; m++) {
                        classSyms[m] = h.cornerClassSym[h.cornerMove[cornerRow + m]];
                    }
                    for (int m = 0; m < H48Coords.MOVES; m++) {
                        children[m] = (classSyms[m] >>> 6) * slices
                                + h.conjugateSlices(h.sliceMove[sliceRow + m], classSyms[m] & 63);
                    }
                    for (int m = 0; m < H48Coords.MOVES; m++) {
                        int child = children[m];
                        if (dist[child] == -1) {
                            setInFrames(h, dist, child, depth);
                            if (n == next.length) {
                                next = Arrays.copyOf(next, (int) Math.min(Integer.MAX_VALUE - 8, n * 2L));
                            }
                            next[n++] = child;
                        }
                    }
                }
            }
            found[worker] = next;
            foundCounts[worker] = n;
        }

        /** The entries reached, every worker's together. */
        int[] next() {
            int total = 0;
            for (int c : foundCounts) {
                total += c;
            }
            int[] next = Arrays.copyOf(found[0], total);
            int at = foundCounts[0];
            for (int w = 1; w < found.length; w++) {
                System.arraycopy(found[w], 0, next, at, foundCounts[w]);
                at += foundCounts[w];
            }
            return next;
        }
    }

    private static void setInFrames(H48Coords h, byte[] dist, int entry, int d) {
        int k = entry / H48Coords.SLICES;
        int e = entry % H48Coords.SLICES;
        dist[entry] = (byte) d;
        long stab = h.stabilizer[k];
        while (stab != 0) {
            int u = Long.numberOfTrailingZeros(stab);
            stab &= stab - 1;
            dist[k * H48Coords.SLICES + h.conjugateSlices(e, u)] = (byte) d;
        }
    }
}
