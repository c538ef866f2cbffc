package dev.cubeguide.solve.optimal;

/** The lower bounds of one search, for one cube: the root's, and the workers that search under them. */
interface Pruning {
    /** The root's lower bound: the first bound searched. */
    int rootLowerBound();

    /** A worker for one thread of {@code search}. */
    TaskWorker newWorker(Search search);
}
