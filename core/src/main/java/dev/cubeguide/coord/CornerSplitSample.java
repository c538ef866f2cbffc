package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import java.util.Random;

/**
 * The check a {@link CornerSplitPruning} table gets when it is opened: a sample of its entries, spread over every part,
 * must be breadth-first distances. For each sampled random state (a seeded set, so the check is the same in every
 * run) the entry is between 1 and 14, each of its 18 neighbours' entries is within one of it, and some neighbour's is
 * one less. A part that is all zeros (a hole), another table's bytes or noise fails within a few states; the full
 * checksum, which catches any changed byte, is taken when the table is built and by {@code tables verify}.
 *
 * <p>The cost is bounded whatever the table's size: at most {@link #MAX_STATES} states, 19 reads each, so opening
 * touches a few thousand pages of the files instead of gigabytes.
 */
final class CornerSplitSample {
    /** Sampled states per part, at least: each part is read in this many places and their neighbours. */
    static final int PER_PART = 24;
    /** Sampled states at most (a part with very few entries stops the search for more here). */
    static final int MAX_STATES = 4000;
    private static final long SEED = 20261127L;

    private CornerSplitSample() {
    }

    /** Whether the sample holds (see the class comment). */
    static boolean holds(CornerSplitPruning table) {
        int partCount = table.variant().specs.size();
        int[] sampled = new int[partCount];
        int partsDone = 0;
        Random random = new Random(SEED);
        if (distance(table, CubieCube.SOLVED) != 0) {
            return false;
        }
        for (int n = 0; n < MAX_STATES && partsDone < partCount; n++) {
            CubieCube c = RandomCubes.randomState(random);
            long entry = entry(table, c);
            int part = (int) (entry >>> CornerSplitPruning.PART_SHIFT);
            if (sampled[part] >= PER_PART) {
                continue;
            }
            if (!isBreadthFirst(table, c, table.distance(entry))) {
                return false;
            }
            if (++sampled[part] == PER_PART) {
                partsDone++;
            }
        }
        return true;
    }

    /** Whether a non-goal state's distance d fits its neighbours' as a breadth-first distance does. */
    private static boolean isBreadthFirst(CornerSplitPruning table, CubieCube c, int d) {
        if (d < 1 || d > 14) {
            return false;
        }
        int closest = Integer.MAX_VALUE;
        for (int m = 0; m < Coordinates.N_MOVES; m++) {
            int n = distance(table, c.apply(Move.ofIndex(m)));
            if (Math.abs(n - d) > 1) {
                return false;
            }
            closest = Math.min(closest, n);
        }
        return closest == d - 1;
    }

    private static long entry(CornerSplitPruning table, CubieCube c) {
        return table.index(Coordinates.flip(c), Coordinates.slice(c), Coordinates.twist(c),
                c.cornerPermutation());
    }

    private static int distance(CornerSplitPruning table, CubieCube c) {
        return table.distance(entry(table, c));
    }
}
