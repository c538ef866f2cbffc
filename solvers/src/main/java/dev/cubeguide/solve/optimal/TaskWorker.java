package dev.cubeguide.solve.optimal;

import dev.cubeguide.solve.SearchLimits;

/**
 * One search thread's side of a {@link Search}: it searches the tasks (first moves) it is given under one bound,
 * from its own root row, and never allocates per node. This base holds what every worker shares: the path, the node
 * count and the stop rule. Mutable, one per thread.
 */
abstract class TaskWorker {
    /** Rows: one per depth, up to the longest search. */
    static final int MAX_DEPTH = 32;

    /** The moves from the root to each row; the first {@code bound} a solution once one is found. */
    final int[] path = new int[MAX_DEPTH];
    final Search search;
    /** Nodes counted, by the subclass's search. */
    long nodes;
    private long reported;
    /** The task being searched, for the stop rule ({@link Search#shouldStop}). */
    int task;
    /** Set when the search was told to stop; every frame then returns at once. */
    boolean halted;

    TaskWorker(Search search) {
        this.search = search;
    }

    /** Sets row 0 to the search's root. */
    abstract void reset();

    /**
     * Searches below the root for a solution of exactly {@code bound} moves whose first moves are {@code prefix}
     * (of length {@code prefixLength}, each legal after the previous one). True when found; the moves are then the
     * first {@code bound} of {@link #path}.
     */
    abstract boolean searchTask(int taskIndex, int[] prefix, int prefixLength, int bound);

    /** Starts a task: its index for the stop rule, not halted. */
    final void startTask(int taskIndex) {
        task = taskIndex;
        halted = false;
    }

    /**
     * Counts one node; every {@link SearchLimits#CHECK_INTERVAL} nodes asks the search whether to stop, and sets
     * {@link #halted} when so. True when the search must stop.
     */
    final boolean countNodeAndCheck() {
        if (SearchLimits.due(++nodes) && search.shouldStop(task, this)) {
            halted = true;
        }
        return halted;
    }

    /** Nodes counted since the last call. */
    final long takeNodes() {
        long n = nodes - reported;
        reported = nodes;
        return n;
    }
}
