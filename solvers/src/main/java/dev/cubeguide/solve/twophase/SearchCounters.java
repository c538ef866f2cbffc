package dev.cubeguide.solve.twophase;

/**
 * A copy of the two-phase search's profiling counters ({@link TwoPhaseSolver#searchCounters()}), read by name: the
 * phase-1 nodes by moves to go and by the task's length, the phase-1 solutions and how the bounds sorted them, the
 * phase-2 searches by their slack, and what the last solution found was. Immutable. The counters are kept only
 * when the JVM runs with {@code -Dcubeguide.twophase.stats=true}; otherwise the search compiles them away and every
 * count is zero.
 */
public final class SearchCounters {
    /** Moves to go and task lengths are counted below this. */
    public static final int MAX_DEPTH = 32;
    /** Phase-2 searches are counted by slack 0 to this (the last holds this slack and more). */
    public static final int SLACK_LAST = SearchStats.SLACK_LAST;
    /** Far phase-1 nodes are counted by moves to go less distance 0 to this (the last holds this and more). */
    public static final int FAR_SLACK_LAST = 3;

    private final long[] values;

    SearchCounters(long[] values) {
        this.values = values.clone();
    }

    /** Whether this JVM keeps the counters ({@code -Dcubeguide.twophase.stats=true}). */
    public static boolean enabled() {
        return Search.STATS;
    }

    /** The counts of {@code this} less those of {@code before} (a copy taken earlier); the last solution's stays. */
    public SearchCounters minus(SearchCounters before) {
        long[] difference = values.clone();
        for (int k = 0; k < SearchStats.COUNTERS; k++) {
            difference[k] -= before.values[k];
        }
        return new SearchCounters(difference);
    }

    /** The counts of both added up; the last solution's is {@code other}'s. */
    public SearchCounters plus(SearchCounters other) {
        long[] sum = other.values.clone();
        for (int k = 0; k < SearchStats.COUNTERS; k++) {
            sum[k] += values[k];
        }
        return new SearchCounters(sum);
    }

    /** Phase-1 nodes with {@code togo} moves to go (0 to {@link #MAX_DEPTH} - 1). */
    public long phase1NodesByTogo(int togo) {
        return values[SearchStats.NODES_BY_TOGO + togo];
    }

    /** Phase-1 nodes of tasks of phase-1 length {@code length} (0 to {@link #MAX_DEPTH} - 1). */
    public long phase1NodesByLength(int length) {
        return values[SearchStats.NODES_BY_LENGTH + length];
    }

    /** Far phase-1 nodes by moves to go less their distance (0 to {@link #FAR_SLACK_LAST}, the last and more). */
    public long farNodesBySlack(int slack) {
        return values[SearchStats.FAR_BY_SLACK + slack];
    }

    /** Phase-1 solutions reached. */
    public long leaves() {
        return values[SearchStats.LEAVES];
    }

    /** Those not ending in a phase-2 move and within the length still allowed. */
    public long leavesAllowed() {
        return values[SearchStats.LEAVES_ALLOWED];
    }

    /** Those within the corner-slice bound. */
    public long cornerBoundPassed() {
        return values[SearchStats.CORNER_BOUND_PASSED];
    }

    /** Those within the edge-slice bound too (counted for the short tasks only). */
    public long edgeBoundPassed() {
        return values[SearchStats.EDGE_BOUND_PASSED];
    }

    /** Phase-2 searches started. */
    public long phase2Starts() {
        return values[SearchStats.PHASE2_STARTS];
    }

    /** Phase-2 nodes. */
    public long phase2Nodes() {
        return values[SearchStats.PHASE2_NODES];
    }

    /** Phase-2 searches by the slack of their bound, budget less bound (0 to {@link #SLACK_LAST}, the last and more). */
    public long phase2StartsBySlack(int slack) {
        return values[SearchStats.SLACK + slack];
    }

    /** The phase-1 length of the last solution found. */
    public int lastPhase1Length() {
        return (int) values[SearchStats.LAST_PHASE1_LENGTH];
    }

    /** Whether the last solution found came from a direction with pre-moves. */
    public boolean lastHadPreMoves() {
        return values[SearchStats.LAST_PRE_MOVE] != 0;
    }

    /** The phase-1 length of the task of the last solution found. */
    public int lastTaskLength() {
        return Task.length((int) values[SearchStats.LAST_TASK]);
    }

    /** The direction (index into the job's directions) of the task of the last solution found. */
    public int lastTaskDirection() {
        return Task.direction((int) values[SearchStats.LAST_TASK]);
    }
}
