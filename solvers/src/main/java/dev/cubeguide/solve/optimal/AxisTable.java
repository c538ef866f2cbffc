package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.CornerSplitPruning;
import dev.cubeguide.coord.TwoBitPruning;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * The table the three axis bounds come from: Reid's phase-1 coset table times a corner coordinate
 * ({@link CornerSplitPruning}), exact at 4 bits or at 2 bits above a base ({@link TwoBitPruning}). The split
 * table's goal is a subgroup of the layers table's, so its distances are never smaller; only the one in use is
 * loaded: the first present of {@link #IN_ORDER} (the solver builds the default H48 set when none is).
 */
enum AxisTable {
    /**
     * Reid's table times the corner layers, 4 bits (2.30 GiB in 3 parts): the default set of earlier versions, used
     * when present and none of the others is; no longer built.
     */
    LAYERS("default", CornerSplitPruning.Variant.LAYERS, false),
    /**
     * Reid's table times the corner split, 4 bits (4.59 GiB in 5 parts): the large set of earlier versions, used
     * when present and the 2-bit one is not; no longer built.
     */
    CORNER_SPLIT("large", CornerSplitPruning.Variant.SPLIT, false),
    /**
     * The same at 2 bits above {@link TwoBitPruning#BASE} (2.30 GiB in 3 parts, the layers table's size, 1.5 times
     * fewer nodes searched): the default set of the previous version, used when present and no H48 set is; built
     * only by the tests that check the axis search on the real table ({@link OptimalTableSets#of}).
     */
    SPLIT_TWO_BIT("default", CornerSplitPruning.Variant.SPLIT, true),
    /**
     * Reid's table times the corner split and the corner permutation's parity, at 2 bits above
     * {@link TwoBitPruning#BASE} (4.59 GiB in 5 parts): the large set of the previous version, used when present and
     * the H48 large set ({@link H48Set}) is not; no longer built. Its goal holds U2 and D2 but no
     * quarter turn of its axis, so the search's de Bondt +1 and its inverse after a quarter turn read the sibling
     * entry too, the same coordinates with the parity flipped ({@link Worker}).
     */
    SPLIT_PARITY_TWO_BIT("large", CornerSplitPruning.Variant.SPLIT_PARITY, true);

    /** The axis table {@link OptimalTableSets#of} builds when none is present (tests and measurements only). */
    static final AxisTable DEFAULT = SPLIT_TWO_BIT;
    /** The tables in the order they are used when present (the best bound first). */
    static final List<AxisTable> IN_ORDER = List.of(SPLIT_PARITY_TWO_BIT, SPLIT_TWO_BIT, CORNER_SPLIT, LAYERS);

    /** The name reports use ({@code "table"} in JSON). */
    final String label;
    final CornerSplitPruning.Variant variant;
    /** Whether entries are 2-bit codes above the base (else exact 4-bit distances). */
    final boolean twoBit;

    AxisTable(String label, CornerSplitPruning.Variant variant, boolean twoBit) {
        this.label = label;
        this.variant = variant;
        this.twoBit = twoBit;
    }

    /** The table's part files. */
    List<TableSpec> specs() {
        return twoBit ? TwoBitPruning.specs(variant) : variant.specs;
    }

    /** The bytes of the table: its parts together. */
    long bytes() {
        return specs().stream().mapToLong(TableSpec::sizeBytes).sum();
    }

    /** Whether every part file is in the store (not checked; opening checks them). */
    boolean isPresent(TableSource store) {
        return twoBit ? TwoBitPruning.isPresent(store, variant) : CornerSplitPruning.isPresent(store, variant);
    }

    /** Whether the files are in the store and pass the opening checks (opens the table the first time). */
    boolean opens(CoordTables tables) {
        return twoBit ? TwoBitPruning.ofExisting(tables, variant).isPresent()
                : CornerSplitPruning.ofExisting(tables, variant).isPresent();
    }

    /** The parts, mapped from the store (built and saved when missing). */
    ByteBuffer[] open(CoordTables tables) {
        return twoBit ? TwoBitPruning.of(tables, variant).parts() : CornerSplitPruning.of(tables, variant).parts();
    }

    /** Entries per part, as a shift. */
    int partShift() {
        return twoBit ? TwoBitPruning.PART_SHIFT : CornerSplitPruning.PART_SHIFT;
    }

    /** The base of the 2-bit codes; -1 for exact 4-bit entries. */
    int base() {
        return twoBit ? TwoBitPruning.BASE : -1;
    }

    /**
     * The 4-bit entry i of a table held in parts ({@link OptimalTables#axisParts}): part {@code i >>> shift}, entry
     * {@code i & mask} of it, two entries per byte, the even one in the low half. Static and small, so that the
     * search's read loops, which keep the parts, shift and mask in locals, inline it.
     */
    static int nibble(ByteBuffer[] parts, int shift, long mask, long i) {
        long local = i & mask;
        return parts[(int) (i >>> shift)].get((int) (local >>> 1)) >> ((int) (local & 1) << 2) & 15;
    }

    /** {@link #nibble(ByteBuffer[], int, long, long)} on the heap copy ({@link OptimalTables#axisHeap}). */
    static int nibble(byte[][] parts, int shift, long mask, long i) {
        long local = i & mask;
        return parts[(int) (i >>> shift)][(int) (local >>> 1)] >> ((int) (local & 1) << 2) & 15;
    }
}
