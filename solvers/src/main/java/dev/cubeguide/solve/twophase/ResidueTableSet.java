package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.table.TableSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The browser's full two-phase set: the small set ({@link SmallTableSet}) with the exact phase-1 distances modulo 3
 * ({@link CoordTables#PHASE1_MOD3}, 26.9 MiB) and the flip-slice symmetry classes they are indexed by. The search
 * ({@link ResidueSearch}) knows every phase-1 node's exact distance, as the JVM's full set does, and works out its
 * moves from its children's residues instead of the move-mask table: the same nodes, the same solutions.
 */
final class ResidueTableSet implements TableSet {
    static final ResidueTableSet INSTANCE = new ResidueTableSet();

    /** The tables of the set, in the order they are made ready. */
    static final List<TableSpec> SPECS = listSpecs();

    private ResidueTableSet() {
    }

    private static List<TableSpec> listSpecs() {
        List<TableSpec> out = new ArrayList<>(SmallTableSet.SPECS);
        // The exact distances make the twist-flip bound of the small set's search needless.
        out.remove(CoordTables.TWIST_FLIP_PRUNING);
        out.add(CoordTables.FLIPSLICE_SYM);
        out.add(CoordTables.FLIPSLICE_SYM_MOVE);
        out.add(CoordTables.PHASE1_MOD3);
        out.add(CoordTables.PHASE2_PAIRS);
        return List.copyOf(out);
    }

    @Override
    public List<TableSpec> specs() {
        return SPECS;
    }

    @Override
    public SearchTables load(CoordTables coord) {
        return SearchTables.withResidues(coord);
    }

    @Override
    public Search search(SearchTables tables) {
        return new ResidueSearch(tables);
    }
}
