package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.CornerSplitPruning;
import dev.cubeguide.coord.TwoBitPruning;
import dev.cubeguide.table.SharedTestTables;
import java.nio.ByteBuffer;

/**
 * A small instance of the default set's axis table, so that the default test run searches with the default set's
 * code (the 2-bit reads, their fallback, de Bondt's +1, the inverse's reads) without building its 2.30 GiB: the
 * axis coordinate without its corner factor ({@link CornerSplitPruning.Variant#NONE}, Reid's phase-1 coset table,
 * 140,908,410 entries) coded at 2 bits above {@link #BASE} from the exact phase-1 table, which is also the codes'
 * fallback. Every code is a lower bound of its entry's distance (exact at the base + 1 and + 2, the base + 3 for
 * more), so the search it bounds is exact, only slower than with the real table.
 */
final class SmallAxisTables {
    /**
     * The 2-bit codes' base: phase-1 distances run to 12, so 8 and 9 are coded exact, 10 and more as 10, and 7 or
     * less come from the fallback; every code occurs.
     */
    static final int BASE = 7;

    private static OptimalTables mapped;
    private static OptimalTables inHeap;

    private SmallAxisTables() {
    }

    /** The small instance on the shared test store's coordinates, read through buffers as mapped parts are. */
    static synchronized OptimalTables tables() {
        if (mapped == null) {
            mapped = build(false);
        }
        return mapped;
    }

    /** The same read through the heap copy's arrays ({@code MemoryPolicy.HEAP}'s path). */
    static synchronized OptimalTables tablesInHeap() {
        if (inHeap == null) {
            inHeap = build(true);
        }
        return inHeap;
    }

    /**
     * The search's arrays with {@code variant}'s corner coordinate and no table parts: for the index arithmetic (the
     * packed inverse, the axis entries), never for a distance.
     */
    static OptimalTables arithmetic(CornerSplitPruning.Variant variant) {
        return new OptimalTables(CoordTables.of(SharedTestTables.store()), null, variant, new ByteBuffer[0],
                TwoBitPruning.PART_SHIFT, TwoBitPruning.BASE, false);
    }

    private static OptimalTables build(boolean heap) {
        CoordTables coord = CoordTables.of(SharedTestTables.store());
        CornerSplitPruning.Variant none = CornerSplitPruning.Variant.NONE;
        // The exact table in one part: 2^28 entries hold all of its 140,908,410.
        byte[][] codes = TwoBitPruning.fromExact(new ByteBuffer[] {ByteBuffer.wrap(coord.phase1Exact().data())}, 28,
                none.entries, BASE);
        ByteBuffer[] parts = new ByteBuffer[codes.length];
        for (int p = 0; p < codes.length; p++) {
            parts[p] = ByteBuffer.wrap(codes[p]).asReadOnlyBuffer();
        }
        return new OptimalTables(coord, null, none, parts, TwoBitPruning.PART_SHIFT, BASE, heap);
    }
}
