package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.table.TableSpec;
import java.util.List;

/**
 * Which tables the two-phase search reads and how it keeps them: the JVM's full set ({@link FullTableSet}: the exact
 * phase-1 distances, their move masks, the phase-2 table), or a smaller set for the browser that prunes less but
 * finds the same solutions in the same order. Handed to the solver by its constructor, so that code for one set
 * never reaches the other's (the browser build never sees the move-mask table's mapping and heap copy).
 */
interface TableSet {
    /** The tables the set reads, in the order they are made ready. */
    List<TableSpec> specs();

    /** Reads (or builds) the set's tables from {@code coord}'s source. */
    SearchTables load(CoordTables coord);

    /** A search for one thread over {@code tables} (made by {@link #load}). */
    Search search(SearchTables tables);

    /** The bytes the set maps from its files when its tables are not copied into the heap: none by default. */
    default long mappedBytes() {
        return 0;
    }

    /** Keeps the loaded tables as {@code policy} says, before the first solve (the browser's sets: nothing to do). */
    default void prepare(SearchTables tables, MemoryPolicy policy) {
    }

    /**
     * Told after each solve how long the solver has searched in all: under {@link MemoryPolicy#ADAPTIVE} the full
     * set starts its move-mask table's heap copy once that passes a few seconds.
     */
    default void searched(SearchTables tables, MemoryPolicy policy, long totalSearchNanos) {
    }
}
