package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.table.TableSpec;
import java.util.List;

/**
 * The two-phase tables of the browser: the move tables, the corner classes, the five small exact distance tables
 * (twist x slice, flip x slice, twist x flip, corners x slice order, UD edges x slice order) and the endings, about
 * 17 MiB, built
 * by one thread in well under a second. Without the exact phase-1 table and its move masks the search prunes with
 * lower bounds ({@link BoundedSearch}), and without the phase-2 table phase 2 prunes with the slice-order tables
 * alone; both find the same solutions in the same order as the full set.
 */
final class SmallTableSet implements TableSet {
    static final SmallTableSet INSTANCE = new SmallTableSet();

    /** The tables of the set, in the order they are made ready. */
    static final List<TableSpec> SPECS = List.of(CoordTables.TWIST_MOVE, CoordTables.FLIP_MOVE,
            CoordTables.SLICE_SORTED_MOVE, CoordTables.U_EDGES_MOVE, CoordTables.D_EDGES_MOVE,
            CoordTables.CORNER_PERM_MOVE, CoordTables.UD_EDGE_PERM_MOVE, CoordTables.TWIST_CONJ,
            CoordTables.UD_EDGES_MERGE, CoordTables.CORNER_SYM, CoordTables.TWIST_SLICE_PRUNING,
            CoordTables.FLIP_SLICE_PRUNING, CoordTables.TWIST_FLIP_PRUNING, CoordTables.CORNER_SLICE_PRUNING, CoordTables.EDGE_SLICE_PRUNING,
            SearchTables.ENDINGS_SPEC);

    private SmallTableSet() {
    }

    @Override
    public List<TableSpec> specs() {
        return SPECS;
    }

    @Override
    public SearchTables load(CoordTables coord) {
        return new SearchTables(coord, null);
    }

    @Override
    public Search search(SearchTables tables) {
        return new BoundedSearch(tables);
    }
}
