package dev.cubeguide.coord;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The classes under the 48 symmetries of the H48 goal group's cosets near it, found by a breadth-first search: the
 * set an {@link H48Table} build starts its depth-first marks from. A class is named by one key, class x slices x
 * flips in its representative's frame, the smallest over the representative's own symmetries.
 */
final class H48Classes {
    private H48Classes() {
    }

    /** The classes of the cosets at each distance 0..setDepth, as keys (class x slices x flips, canonical). */
    static long[][] byDepth(H48Coords h, int setDepth, Consumer<String> log) {
        LongSet seen = new LongSet(setDepth >= 8 ? 25 : 22);
        long[][] levels = new long[setDepth + 1][];
        Cubie solved = new Cubie();
        levels[0] = new long[] {canonical(h, H48Coords.cornerRaw(solved), H48Coords.slicesRaw(solved), 0)};
        seen.add(levels[0][0]);
        for (int d = 1; d <= setDepth; d++) {
            long[] level = levels[d - 1];
            long[] next = new long[Math.max(64, level.length * 14)];
            int n = 0;
            for (long key : level) {
                int flips = H48Coords.keyFlips(key);
                int slices = H48Coords.keySlices(key);
                int corners = h.representative[H48Coords.keyCorners(key)];
                for (int m = 0; m < H48Coords.MOVES; m++) {
                    long child = canonical(h, h.cornerMove[corners * H48Coords.MOVES + m],
                            h.sliceMove[slices * H48Coords.MOVES + m], h.flipMove[flips * H48Coords.MOVES + m]);
                    if (seen.add(child)) {
                        if (n == next.length) {
                            next = Arrays.copyOf(next, n * 2);
                        }
                        next[n++] = child;
                    }
                }
            }
            levels[d] = Arrays.copyOf(next, n);
            log.accept(String.format(java.util.Locale.ROOT, "depth %d: %,d classes", d, n));
        }
        return levels;
    }

    /** The coset's class key: in its representative's frame, the smallest over the representative's symmetries. */
    static long canonical(H48Coords h, int corners, int slices, int flips) {
        int classSym = h.cornerClassSym[corners];
        int k = classSym >>> 6;
        int t = classSym & 63;
        int e = h.conjugateSlices(slices, t);
        int f = h.conjugateFlips(flips, slices, t);
        long best = H48Coords.cosetKey(k, e, f);
        long stab = h.stabilizer[k];
        while (stab != 0) {
            int u = Long.numberOfTrailingZeros(stab);
            stab &= stab - 1;
            best = Math.min(best, H48Coords.cosetKey(k, h.conjugateSlices(e, u), h.conjugateFlips(f, e, u)));
        }
        return best;
    }
}
