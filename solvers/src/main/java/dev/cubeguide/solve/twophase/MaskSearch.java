package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.ClassSym;
import java.nio.ByteBuffer;

/**
 * The two-phase search over the JVM's full set ({@link FullTableSet}): {@link Search} whose level nodes read their
 * closer and level moves from the move-mask table, one entry each.
 *
 * <p>Mutable and package-private: one instance per thread, as {@link Search}.
 */
final class MaskSearch extends Search {
    /** The move-mask table for this solve: its mapping and, once made, its heap copy (else null). */
    private ByteBuffer moveMaskTable;
    private byte[] moveMaskCopy;

    MaskSearch(SearchTables tables) {
        super(tables);
    }

    /** Takes the move-mask table as it is now, for this solve: its mapping and, once made, its heap copy. */
    @Override
    void beginSolve() {
        moveMaskTable = t.moveMaskTable();
        moveMaskCopy = t.moveMaskCopy();
    }

    /**
     * From the move-mask table: the nodes' entries, then the reads, then the moves seen through each node's
     * flip-slice symmetry (the table holds its representative's), each a loop of independent reads.
     */
    @Override
    void readMoveMasks(int from, int to, int togo) {
        final SearchTables tb = t;
        final Levels lv = levels;
        final int[] flipSlice = lv.flipSlice;
        final int[] twist = lv.twist;
        final int[] dist = lv.dist;
        final int[] closer = lv.closer;
        final int[] levelMoves = lv.level;
        final long[] masks = lv.masks;
        final byte[] copy = moveMaskCopy;
        final ByteBuffer mapped = moveMaskTable;
        // closer[i] holds the node's entry until its masks are read.
        for (int i = from; i < to; i++) {
            closer[i] = tb.phase1IndexOf(flipSlice[i], twist[i]);
        }
        for (int i = from; i < to; i++) {
            masks[i] = SearchTables.moveMasks(copy, mapped, closer[i]);
        }
        for (int i = from; i < to; i++) {
            long m = masks[i];
            int sym = ClassSym.symOf(flipSlice[i]);
            if (dist[i] < togo) {
                levelMoves[i] = SearchTables.levelMoves(m, sym);
            }
            closer[i] = SearchTables.closerMoves(m, sym);
        }
    }
}
