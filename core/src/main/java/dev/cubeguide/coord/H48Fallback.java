package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.util.Arrays;

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
     * one thread, about two minutes where a step takes 44 ns (88 steps per entry spread over 2 cores).
     */
    public static final TableSpec SPEC = new TableSpec("coord-h48-h0", 1, (long) H48Coords.CLASSES * H48Coords.SLICES,
            "exact distance of H48 corner class x slices, 1 byte (the H48 table's fallback)",
            (long) H48Coords.CLASSES * H48Coords.SLICES * 88);

    private H48Fallback() {
    }

    /** The distances from {@code store}: read when saved there, else computed (about two minutes) and saved. */
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
     * over the entries themselves, since this coordinate is a coset's own.
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
        for (int d = 0; size > 0; d++) {
            int[] next = new int[Math.max(64, Math.min(dist.length, size * 14))];
            int n = 0;
            for (int i = 0; i < size; i++) {
                int k = frontier[i] / slices;
                int e = frontier[i] % slices;
                int corners = h.representative[k];
                for (int m = 0; m < H48Coords.MOVES; m++) {
                    int classSym = h.cornerClassSym[h.cornerMove[corners * H48Coords.MOVES + m]];
                    int child = (classSym >>> 6) * slices
                            + h.conjugateSlices(h.sliceMove[e * H48Coords.MOVES + m], classSym & 63);
                    if (dist[child] == -1) {
                        setInFrames(h, dist, child, d + 1);
                        if (n == next.length) {
                            next = Arrays.copyOf(next, (int) Math.min(dist.length, n * 2L));
                        }
                        next[n++] = child;
                    }
                }
            }
            frontier = next;
            size = n;
            reached += n;
            progress.update(reached, dist.length);
        }
        return dist;
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
