package dev.cubeguide.solve;

/**
 * Where a solver keeps its large tables while it searches: the one memory choice, handed to
 * {@link SolverTables#prepare(MemoryPolicy)} by whoever knows how the process will be used.
 *
 * <p>A table file can be read through a read-only mapping (no copy, nothing zeroed: a fast start) or copied into
 * the heap, where the JVM can back it with huge pages and the search reads it faster. The copy costs time and
 * fresh memory up front and pays back only over many solves.
 */
public enum MemoryPolicy {
    /** Tables stay mapped from their files; nothing is copied. For one solve or a short command-line run. */
    MAPPED,
    /** Tables are copied into the heap before the first solve. For benchmarks and long batches. */
    HEAP,
    /**
     * Tables start mapped and are copied into the heap, in the background, once the process has searched for a few
     * seconds (and only with room to spare in the heap). For a server, whose use is not known in advance.
     */
    ADAPTIVE
}
