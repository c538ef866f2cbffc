package dev.cubeguide.solve.twophase;

/**
 * The layout of {@link Search#stats}, the search's profiling counters, kept only with
 * {@code -Dcubeguide.twophase.stats=true} ({@link Search#STATS}: a constant, so that every count is compiled away
 * otherwise). Read by name through {@link SearchCounters}.
 */
final class SearchStats {
    /** Phase-1 nodes by moves to go: {@code NODES_BY_TOGO + togo}, togo below 32. */
    static final int NODES_BY_TOGO = 0;
    /** Phase-1 nodes by the task's length: {@code NODES_BY_LENGTH + length}, length below 32. */
    static final int NODES_BY_LENGTH = 32;
    /** Phase-1 solutions reached. */
    static final int LEAVES = 64;
    /** Those not ending in a phase-2 move and within the length still allowed. */
    static final int LEAVES_ALLOWED = 65;
    /** Those within the corner-slice bound. */
    static final int CORNER_BOUND_PASSED = 66;
    /** Those within the edge-slice bound too (counted for the short tasks only). */
    static final int EDGE_BOUND_PASSED = 67;
    /** Phase-2 searches started. */
    static final int PHASE2_STARTS = 68;
    /** Phase-2 nodes. */
    static final int PHASE2_NODES = 69;
    /** Phase-2 searches by the slack of their bound: {@code SLACK + min(budget - bound, SLACK_LAST)}. */
    static final int SLACK = 70;
    static final int SLACK_LAST = 9;
    /**
     * Far phase-1 nodes (above NEAR + 1 to go) by moves to go less distance:
     * {@code FAR_BY_SLACK + min(togo - distance, 3)}.
     */
    static final int FAR_BY_SLACK = 90;
    /** The last solution found: its phase-1 length, whether it has pre-moves (1) or not (0), and its task. */
    static final int LAST_PHASE1_LENGTH = 100;
    static final int LAST_PRE_MOVE = 101;
    static final int LAST_TASK = 102;
    /** The counters (below LAST_PHASE1_LENGTH) that add up, and the size of the array. */
    static final int COUNTERS = 100;
    static final int SIZE = 128;

    private SearchStats() {
    }
}
