package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Mod3Table;

/**
 * The two-phase search over the browser's full set ({@link ResidueTableSet}): {@link Search} itself, whose level
 * nodes get their closer and level moves from their children's phase-1 distances modulo 3 instead of the move-mask
 * table. A node's children are within one move of it, so a child's residue says whether it is one closer, as far,
 * or one further ({@link Mod3Table#next}). The same masks as the table's for every move the node may take, so the
 * same nodes in the same order and the same solutions.
 *
 * <p>A node without slack needs only its closer moves, one with one move of slack its level moves too: their
 * children are those within the task's length, so a child that the small twist-slice and flip-slice bounds put
 * at least {@code togo} moves away is neither, and its residue is not read. A node with more slack
 * reads every child's.
 *
 * <p>Mutable and package-private: one instance per thread, as {@link Search}.
 */
final class ResidueSearch extends Search {
    ResidueSearch(SearchTables tables) {
        super(tables);
    }

    @Override
    void readMoveMasks(int from, int to, int togo) {
        final SearchTables tb = t;
        final Levels lv = levels;
        final int[] twist = lv.twist;
        final int[] flip = lv.flip;
        final int[] slicePos = lv.slicePos;
        final int[] flipSlice = lv.flipSlice;
        final int[] dist = lv.dist;
        final int[] move = lv.move;
        final int[] closers = lv.closer;
        final int[] levelMoves = lv.level;
        final byte[] twistSlice = tb.twistSlice;
        final byte[] flipSlice2 = tb.flipSlice;
        for (int i = from; i < to; i++) {
            int d = dist[i];
            boolean bounded = togo - d <= 1;
            int tw = twist[i];
            int f = flip[i];
            int sl = slicePos[i];
            int cs = flipSlice[i];
            int closerResidue = Mod3Table.closer(d);
            int sameResidue = d % 3;
            int closer = 0;
            int level = 0;
            for (int mask = allowedAfter(move[i]); mask != 0; mask &= mask - 1) {
                int m = Integer.numberOfTrailingZeros(mask);
                int ct = tb.twistAfter(tw, m);
                if (bounded) {
                    int cf = tb.flipAfter(f, m);
                    int cp = tb.slicePosAfter(sl, m);
                    if (twistSlice[ct * 495 + cp] >= togo || flipSlice2[cf * 495 + cp] >= togo) {
                        continue;
                    }
                }
                int r = tb.residueAt(tb.phase1IndexOf(tb.classSymAfter(cs, m), ct));
                closer |= (r == closerResidue ? 1 : 0) << m;
                level |= (r == sameResidue ? 1 : 0) << m;
            }
            closers[i] = closer;
            levelMoves[i] = level;
        }
    }
}
