package dev.cubeguide.table;

/**
 * How fast this machine builds tables, timed once per process: the time of one build step, the inner step of the
 * table builds (a read of a 4-bit entry at a place given by a few small-table lookups, in a table far larger than
 * the processor's caches, and a compare), measured by running that step for about a tenth of a second on one
 * core. {@link TableSpec#buildSteps()} counts a build's work in these steps, so the steps times this figure,
 * spread over the cores, is how long the build takes here. A machine busy with other work times slower, and its
 * builds run slower too.
 *
 * <p>Uses no threads, files or mappings (a page could time itself the same way).
 */
public final class BuildCalibration {
    /** The calibration table: 64 MiB, twice a large server processor's last-level cache. */
    private static final int TABLE_BYTES = 64 << 20;
    /** Steps per timed round, and rounds: the first ones warm the compiler up, the median of the rest counts. */
    private static final int ROUND_STEPS = 1 << 20;
    private static final int ROUNDS = 9;
    /**
     * What a build's step costs against the timed one: a build also writes, scans, and shares the memory bus among
     * its threads. Measured on 2 cores (a busy machine, so roughly): 0.9 for the phase-1 exact table, 1.3 for the
     * phase-2 table, 1.4 for the optimal solver's layers table, 1.8 for the two-phase tables built side by side.
     */
    static final double BUILD_STEP_COST = 1.3;
    private static volatile double nanosPerStep;
    private static volatile int sink;

    private BuildCalibration() {
    }

    /**
     * Nanoseconds per build step on one core of this machine: the timed step (measured on first use, about 0.15 s,
     * then kept) times {@link #BUILD_STEP_COST}.
     */
    public static double nanosPerStep() {
        double known = nanosPerStep;
        if (known > 0) {
            return known;
        }
        synchronized (BuildCalibration.class) {
            if (nanosPerStep <= 0) {
                nanosPerStep = measure(new byte[TABLE_BYTES]) * BUILD_STEP_COST;
            }
            return nanosPerStep;
        }
    }

    /** The cores a build spreads its work over (the builds use every core, up to eight). */
    public static int cores() {
        return Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors()));
    }

    /** Times the step on {@code table} (its length a power of two); the median round's nanoseconds per step. */
    static double measure(byte[] table) {
        long seed = 0x2545F4914F6CDD1DL;
        for (int i = 0; i < table.length; i += 4096) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            table[i] = (byte) (seed >>> 56);
        }
        int[] small = new int[18 * 64];
        for (int i = 0; i < small.length; i++) {
            small[i] = (int) ((i * 0x9E3779B97F4A7C15L) >>> 40) & 0xFFFF;
        }
        long[] rounds = new long[ROUNDS];
        int found = 0;
        for (int r = 0; r < ROUNDS; r++) {
            long start = System.nanoTime();
            found += steps(table, small, seed + r, ROUND_STEPS);
            rounds[r] = System.nanoTime() - start;
        }
        sink = found;
        java.util.Arrays.sort(rounds, 2, ROUNDS);
        return (double) rounds[2 + (ROUNDS - 2) / 2] / ROUND_STEPS;
    }

    /**
     * {@code count} steps: each finds an entry through two small-table lookups (as a build finds a neighbour's
     * coordinates), reads its 4 bits at a random place in {@code table} and compares them; returns the matches.
     */
    private static int steps(byte[] table, int[] small, long seed, int count) {
        long mask = (table.length * 2L) - 1;
        long x = seed;
        int found = 0;
        for (int i = 0; i < count; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            int row = (int) (x >>> 58) * 18;
            int move = (int) ((x >>> 40) & 15);
            long entry = ((x >>> 20) ^ small[row + move] ^ (long) small[row + move + 1] << 16) & mask;
            int nibble = table[(int) (entry >>> 1)] >> (int) ((entry & 1) << 2) & 15;
            if (nibble == 7) {
                found++;
            }
        }
        return found;
    }
}
