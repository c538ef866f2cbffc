package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.table.TableSpec;
import java.util.List;

/**
 * The JVM's two-phase tables: every coordinate table and the endings, read into the heap; the move-mask table and the
 * exact phase-1 and phase-2 tables, mapped from the store (the move masks are copied into the heap as the
 * {@link MemoryPolicy} says). JVM only.
 */
final class FullTableSet implements TableSet {
    static final FullTableSet INSTANCE = new FullTableSet();

    /**
     * Under {@link MemoryPolicy#ADAPTIVE}, the search time after which the move-mask table is copied into the heap:
     * a process that has searched this long will search longer, and wins back the copy's cost (0.3 to 2 s of a core,
     * mostly the kernel's, for 605 MiB of fresh memory), while a single solve or a batch of a few thousand cubes is
     * done sooner on the mapping.
     */
    private static final long ADAPTIVE_HEAP_COPY_AFTER_NANOS = 5_000_000_000L;

    private FullTableSet() {
    }

    @Override
    public List<TableSpec> specs() {
        return SearchTables.SPECS;
    }

    /**
     * The move-mask table (605 MiB, most of a cold start's reading) is read by one worker while the others are read
     * by another.
     */
    @Override
    public SearchTables load(CoordTables coord) {
        MoveMaskTable[] moveMasks = new MoveMaskTable[1];
        coord.store().workers().runAll(2, i -> {
            if (i == 0) {
                moveMasks[0] = MoveMaskTable.load(coord);
            } else {
                loadCoordTables(coord);
            }
        });
        return new SearchTables(coord, moveMasks[0]);
    }

    /**
     * Loads or builds every coordinate table the set reads. The two large pruning tables (123 MB) are mapped, not
     * read: a copy in the heap cost a cold start 55-75 ms of each of two threads, nearly all of it the kernel's
     * faults of fresh memory; they are checked (or built) at the same time on the store's
     * {@link dev.cubeguide.table.Workers}.
     */
    private static void loadCoordTables(CoordTables coord) {
        coord.store().workers().runAll(2, i -> {
            if (i == 0) {
                coord.phase1ExactMapped();
            } else {
                coord.phase2PruningMapped();
            }
        });
        coord.cornerSlicePruning();
        coord.uEdgesMove();
        coord.dEdgesMove();
        coord.udEdgesMerge();
        coord.twistSlicePruning();
        coord.flipSlicePruning();
        coord.edgeSlicePruning();
        coord.flipSliceClassSym();
        coord.flipSliceSymMove();
    }

    /** The tables the full set maps rather than reads into the heap: the move masks, the exact phase-1 and phase-2. */
    @Override
    public long mappedBytes() {
        return SearchTables.MOVES_SPEC.sizeBytes() + CoordTables.PHASE1_EXACT.sizeBytes()
                + CoordTables.PHASE2_PRUNING.sizeBytes();
    }

    @Override
    public Search search(SearchTables tables) {
        return new MaskSearch(tables);
    }

    @Override
    public void prepare(SearchTables tables, MemoryPolicy policy) {
        if (policy == MemoryPolicy.HEAP) {
            tables.copyToHeap();
        }
    }

    @Override
    public void searched(SearchTables tables, MemoryPolicy policy, long totalSearchNanos) {
        if (policy == MemoryPolicy.ADAPTIVE && totalSearchNanos >= ADAPTIVE_HEAP_COPY_AFTER_NANOS) {
            tables.startHeapCopy();
        }
    }
}
