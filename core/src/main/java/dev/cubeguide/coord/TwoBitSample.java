package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import java.util.Random;

/**
 * The check a {@link TwoBitPruning} table gets when it is opened (as {@link CornerSplitSample} for the 4-bit
 * tables): the solved state's code is 0, and for a seeded sample of random states spread over every part, the codes
 * fit breadth-first distances above the base. A state's distance d and its 18 neighbours' differ by at most one, and
 * some neighbour is one closer, so: code 1 (d = b + 1) has neighbours' codes 0..2 with some 0; code 2 (b + 2) has
 * 1..3 with some 1; code 3 (b + 3 or more) has 2..3; code 0 (at most b) has 0..1. Random states are nearly all above
 * the base, so a part that is all zeros (a hole) fails too: at most a quarter of the sampled states may be code 0.
 * The full checksum is taken when the table is saved and by {@code tables verify}.
 */
final class TwoBitSample {
    /** Sampled states with a non-zero code per part, at least. */
    static final int PER_PART = 24;
    /** Sampled states at most (bounds the cost whatever the table's size). */
    static final int MAX_STATES = 4000;
    private static final long SEED = 20261127L;

    private TwoBitSample() {
    }

    static boolean holds(TwoBitPruning table) {
        if (code(table, CubieCube.SOLVED) != 0) {
            return false;
        }
        int partCount = table.parts().length;
        int[] sampled = new int[partCount];
        int partsDone = 0;
        int zeros = 0;
        int read = 0;
        Random random = new Random(SEED);
        for (int n = 0; n < MAX_STATES && partsDone < partCount; n++) {
            CubieCube c = RandomCubes.randomState(random);
            long entry = entry(table, c);
            int part = (int) (entry >>> TwoBitPruning.PART_SHIFT);
            if (sampled[part] >= PER_PART) {
                continue;
            }
            int code = table.code(entry);
            read++;
            if (!fitsNeighbours(table, c, code)) {
                return false;
            }
            if (code == 0) {
                zeros++;
            } else if (++sampled[part] == PER_PART) {
                partsDone++;
            }
        }
        return partsDone == partCount && 4 * zeros <= read;
    }

    /** Whether a state's code fits its neighbours' as breadth-first distances' codes do (class comment). */
    private static boolean fitsNeighbours(TwoBitPruning table, CubieCube c, int code) {
        int lowest = 3;
        int highest = 0;
        for (int m = 0; m < Coordinates.N_MOVES; m++) {
            int n = code(table, c.apply(Move.ofIndex(m)));
            lowest = Math.min(lowest, n);
            highest = Math.max(highest, n);
        }
        return switch (code) {
            case 0 -> highest <= 1;
            case 1 -> lowest == 0 && highest <= 2;
            case 2 -> lowest == 1;
            default -> lowest >= 2;
        };
    }

    private static long entry(TwoBitPruning table, CubieCube c) {
        return table.index(Coordinates.flip(c), Coordinates.slice(c), Coordinates.twist(c),
                c.cornerPermutation());
    }

    private static int code(TwoBitPruning table, CubieCube c) {
        return table.code(entry(table, c));
    }
}
