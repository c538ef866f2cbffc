package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;

import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The optimal solver's large table: the exact distance to the subgroup where the corners are untwisted, the
 * edges unflipped and the four UD-slice edges home <em>in order</em>, for every (flip, sorted slice edges, twist).
 * It is Reid's phase-1 coset table with the slice edges' order added, 24 times finer, so its distances are
 * larger (a stronger lower bound for the same three-axis use).
 *
 * <p>Coordinates: the raw flip-slice-sorted value {@code sliceSorted * 2048 + flip} (0..24,330,239, solved 0)
 * falls into one of 1,523,864 classes under the 16 U-D symmetries; entry {@code class * 2187 + twist'} where
 * {@code twist'} is the twist conjugated by the raw value's symmetry (the layout of
 * {@link CoordTables#phase1Pruning()}). 3,332,690,568 entries at 4 bits ({@link NibbleTable}: exact below 15,
 * 15 meaning 15 or more): 1.55 GiB, plus 116 MiB of classes. Built only on request (the CLI's
 * {@code tables build --solver optimal --large}), by the same symmetry-aware breadth-first search as the other
 * tables, on all cores.
 *
 * <p>Source: H. Kociemba, the optimal solver of Cube Explorer and of his Python package (kociemba.org), which
 * uses this table (flip x sorted slice, 1,523,864 classes, times twist) along three axes.
 */
public final class SortedSlicePruning {
    /** Raw flip-slice-sorted values: 11880 x 2048. */
    public static final int N_RAW = N_SLICE_SORTED * N_FLIP;
    /** Classes of flip-slice-sorted under the 16 U-D symmetries. */
    public static final int N_CLASS = 1_523_864;
    /** Entries: classes x 2187 twists. */
    public static final long N_ENTRIES = (long) N_CLASS * N_TWIST;
    /** The class file. */
    public static final TableSpec CLASSES = new TableSpec("coord-flipslicesorted-sym", 1,
            SymClasses.bytes(N_RAW, N_CLASS), "flip x sorted UD-slice symmetry classes (1523864)");
    /** The distance file. */
    public static final TableSpec SPEC = new TableSpec("coord-flipslicesorted-prun", 1, NibbleTable.bytes(N_ENTRIES),
            "exact distance of flip-slice-sorted class x twist, 4 bits (optimal solver, large)");
    /** Both files, smallest first. */
    public static final List<TableSpec> SPECS = List.of(CLASSES, SPEC);

    private static final Map<CoordTables, SortedSlicePruning> BY_TABLES = new ConcurrentHashMap<>();

    private final int[] classSym;
    private final byte[] data;

    private SortedSlicePruning(CoordTables tables) {
        TableStore store = tables.store();
        SymClasses classes = SymClasses.readFrom(store.load(CLASSES,
                (target, progress) -> CoordTables.buildFlipSliceSortedClasses().writeTo(target)), N_RAW, N_CLASS);
        char[] fm = tables.flipMove();
        char[] sm = tables.sliceSortedMove();
        int[] moves = new int[Coordinates.N_MOVES];
        for (int m = 0; m < moves.length; m++) {
            moves[m] = m;
        }
        this.data = store.load(SPEC, (target, progress) -> new SymBfs(N_CLASS, N_TWIST, moves, (c, m) -> {
            int rep = classes.representative(c);
            int raw = sm[rep / N_FLIP * 18 + m] * N_FLIP + fm[rep % N_FLIP * 18 + m];
            return classes.classOf(raw) << 4 | classes.symmetryOf(raw);
        }, tables.twistMove(), tables.twistConj(), classes, true).forwardRatio(20).build(target, progress));
        this.classSym = classes.classSymArray();
    }

    /** The table of {@code tables}' store, loaded, or built when missing (which takes tens of minutes). */
    public static SortedSlicePruning of(CoordTables tables) {
        return BY_TABLES.computeIfAbsent(tables, SortedSlicePruning::new);
    }

    /** Whether the distance file is in {@code store} (not checked; loading checks it). Builds nothing. */
    public static boolean isPresent(TableStore store) {
        return Files.isRegularFile(store.pathOf(SPEC));
    }

    /**
     * {@code class << 4 | symmetry} of each raw value {@code sliceSorted * 2048 + flip} (shared, read-only, 93 MiB).
     */
    public int[] classSym() {
        return classSym;
    }

    /** The packed distances (shared, read-only): entry i is {@code data[i >> 1] >> 4 * (i & 1) & 15}. */
    public byte[] data() {
        return data;
    }

    /** The entry of a (flip, slice sorted, twist) state. */
    public long index(int flip, int sliceSorted, int twist, char[] twistConj) {
        int cs = classSym[sliceSorted * N_FLIP + flip];
        return (long) (cs >>> 4) * N_TWIST + twistConj[twist * 16 + (cs & 15)];
    }

    /** The exact distance of entry i (15: 15 or more). */
    public int distance(long i) {
        return NibbleTable.get(data, i);
    }
}
