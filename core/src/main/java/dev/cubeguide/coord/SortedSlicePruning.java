package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;

import dev.cubeguide.table.TableBuilder;
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
 * <p>Coordinates: the raw flip-slice-sorted value {@code (slice * 2048 + flip) * 24 + order} (0..24,330,239,
 * solved 0; slice and order are the two parts of the sorted slice coordinate, {@code sliceSorted = 24 * slice +
 * order}) falls into one of 1,523,864 classes under the 16 U-D symmetries; entry {@code class * 2187 + twist'}
 * where {@code twist'} is the twist conjugated by the symmetry that takes the state to its class representative
 * (the layout of {@link CoordTables#phase1Pruning()}). 3,332,690,568 entries at 4 bits ({@link NibbleTable}: exact
 * below 15, 15 meaning 15 or more; the largest distance is 13): 1.55 GiB, plus 124.7 MiB of classes. Built only on
 * request (the CLI's {@code tables build --solver optimal --large}), by the same symmetry-aware breadth-first
 * search as the other tables, on all cores.
 *
 * <p>Finding a class needs no 24-million-entry array: with the raw order above, the classes of each flip-slice
 * class C are numbered consecutively, so {@link ClassLookup} goes from the flip-slice class and symmetry S (the
 * 4 MiB array the default search reads too) and the slice order conjugated by S to the class: the first class of C
 * plus the order, or, for the few C that some symmetry maps to themselves, one more small read.
 *
 * <p>Source: H. Kociemba, the optimal solver of Cube Explorer and of his Python package (kociemba.org), which
 * uses this table (flip x sorted slice, 1,523,864 classes, times twist) along three axes.
 */
public final class SortedSlicePruning {
    /** Raw flip-slice-sorted values: 2048 x 11880. */
    public static final int N_RAW = N_SLICE_SORTED * N_FLIP;
    /** Classes of flip-slice-sorted under the 16 U-D symmetries. */
    public static final int N_CLASS = 1_523_864;
    /** Entries: classes x 2187 twists. */
    public static final long N_ENTRIES = (long) N_CLASS * N_TWIST;
    /** The class file. */
    public static final TableSpec CLASSES = new TableSpec("coord-flipslicesorted-sym", 2,
            SymClasses.bytes(N_RAW, N_CLASS), "flip x sorted UD-slice symmetry classes (1523864)");
    /** The distance file. */
    public static final TableSpec SPEC = new TableSpec("coord-flipslicesorted-prun", 2, NibbleTable.bytes(N_ENTRIES),
            "exact distance of flip-slice-sorted class x twist, 4 bits (optimal solver, large)");
    /** Both files, smallest first. */
    public static final List<TableSpec> SPECS = List.of(CLASSES, SPEC);

    private static final Map<CoordTables, SortedSlicePruning> BY_TABLES = new ConcurrentHashMap<>();

    private final ClassLookup lookup;
    private final char[] twistConj;
    private final byte[] data;

    /** Where a table's payload comes from: the store's load-or-build, or its load-if-valid. */
    private interface Loader {
        byte[] load(TableSpec spec, TableBuilder builder);
    }

    /** Thrown by the load-if-valid loader when a file is missing or damaged (no stack trace: it is control flow). */
    private static final class Absent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Absent() {
            super(null, null, false, false);
        }
    }

    private SortedSlicePruning(CoordTables tables, Loader store) {
        SymClasses classes = SymClasses.readFrom(store.load(CLASSES,
                (target, progress) -> CoordTables.buildFlipSliceSortedClasses().writeTo(target)), N_RAW, N_CLASS);
        char[] fm = tables.flipMove();
        char[] sm = tables.sliceSortedMove();
        int[] moves = CoordTables.allMoves();
        this.data = store.load(SPEC, (target, progress) -> new SymBfs(N_CLASS, N_TWIST, moves, (c, m) -> {
            int rep = classes.representative(c);
            int flipSlice = rep / 24;
            int sorted = sm[(flipSlice / N_FLIP * 24 + rep % 24) * 18 + m];
            int raw = raw(fm[flipSlice % N_FLIP * 18 + m], sorted);
            return classes.classOf(raw) << 4 | classes.symmetryOf(raw);
        }, SymBfs.ints(tables.twistMove()), SymBfs.ints(tables.twistConj()), classes, true).forwardRatio(20)
                .build(target, progress));
        this.lookup = new ClassLookup(classes, tables);
        this.twistConj = tables.twistConj();
    }

    /** The raw flip-slice-sorted value of a flip and a sorted slice coordinate. */
    public static int raw(int flip, int sliceSorted) {
        return (sliceSorted / 24 * N_FLIP + flip) * 24 + sliceSorted % 24;
    }

    /** The table of {@code tables}' store, loaded, or built when missing (which takes several minutes). */
    public static SortedSlicePruning of(CoordTables tables) {
        return BY_TABLES.computeIfAbsent(tables, t -> new SortedSlicePruning(t, t.store()::load));
    }

    /**
     * The table of {@code tables}' store when both its files are there and valid, each read and checked once;
     * empty otherwise. Never builds.
     */
    public static java.util.Optional<SortedSlicePruning> ofExisting(CoordTables tables) {
        SortedSlicePruning known = BY_TABLES.get(tables);
        if (known != null) {
            return java.util.Optional.of(known);
        }
        if (!isPresent(tables.store())) {
            return java.util.Optional.empty();
        }
        try {
            return java.util.Optional.of(BY_TABLES.computeIfAbsent(tables, t -> new SortedSlicePruning(t,
                    (spec, builder) -> t.store().loadIfValid(spec).orElseThrow(Absent::new))));
        } catch (Absent e) {
            return java.util.Optional.empty();
        }
    }

    /** Whether the distance file is in {@code store} (not checked; loading checks it). Builds nothing. */
    public static boolean isPresent(TableStore store) {
        return Files.isRegularFile(store.pathOf(SPEC));
    }

    /** How the search finds a state's class and symmetry. */
    public ClassLookup lookup() {
        return lookup;
    }

    /** The packed distances (shared, read-only): entry i is {@code data[i >> 1] >> 4 * (i & 1) & 15}. */
    public byte[] data() {
        return data;
    }

    /** The entry of a (flip, slice sorted, twist) state. */
    public long index(int flip, int sliceSorted, int twist) {
        int cs = lookup.classSym(flip, sliceSorted);
        return (long) (cs >>> 4) * N_TWIST + twistConj[twist * 16 + (cs & 15)];
    }

    /** The exact distance of entry i (15: 15 or more). */
    public int distance(long i) {
        return NibbleTable.get(data, i);
    }

    /**
     * The class and symmetry of a (flip, sorted slice) from small arrays. For raw flip-slice x = slice * 2048 + flip,
     * {@code entry[x]} holds the flip-slice class C's symmetry S in bits 0-3; when bit 4 is clear, the first class
     * of C in bits 5 and up, and the state's class is that plus the slice order of {@code S x S^-1}
     * ({@code sliceSortedConj[sliceSorted * 16 + S] % 24}) with symmetry S; when bit 4 is set (C is fixed by some
     * symmetry), a slot in bits 5 and up, and {@code stabilized[slot * 24 + order]} holds {@code class << 4 | T}, the
     * symmetry being T after S ({@code symProduct[T * 16 + S]}). Shared, read-only arrays, 4.3 MiB in all.
     */
    public static final class ClassLookup {
        private final int[] entry;
        private final int[] stabilized;
        private final char[] sliceSortedConj;
        private final int[] symProduct;

        ClassLookup(SymClasses classes, CoordTables tables) {
            SymClasses fs = tables.flipSliceClasses();
            int[] fsClassSym = tables.flipSliceClassSym();
            int[] ofClass = new int[fs.classCount()];
            int slots = 0;
            for (int c = 0; c < fs.classCount(); c++) {
                if (fs.stabilizer(c) != 1) {
                    slots++;
                }
            }
            stabilized = new int[slots * 24];
            int slot = 0;
            for (int c = 0; c < fs.classCount(); c++) {
                int first = fs.representative(c) * 24;
                int base = classes.classOf(first);
                if (fs.stabilizer(c) == 1) {
                    for (int order = 0; order < 24; order++) {
                        if (classes.classOf(first + order) != base + order || classes.symmetryOf(first + order) != 0) {
                            throw new IllegalStateException("flip-slice-sorted classes are not numbered by flip-slice class");
                        }
                    }
                    ofClass[c] = base << 5;
                } else {
                    for (int order = 0; order < 24; order++) {
                        stabilized[slot * 24 + order] = classes.classOf(first + order) << 4
                                | classes.symmetryOf(first + order);
                    }
                    ofClass[c] = slot << 5 | 16;
                    slot++;
                }
            }
            entry = new int[N_FLIPSLICE];
            for (int x = 0; x < N_FLIPSLICE; x++) {
                entry[x] = ofClass[fsClassSym[x] >>> 4] | fsClassSym[x] & 15;
            }
            sliceSortedConj = CoordTables.buildSliceSortedConj();
            symProduct = new int[16 * 16];
            for (int t = 0; t < 16; t++) {
                for (int s = 0; s < 16; s++) {
                    symProduct[t * 16 + s] = Symmetry.multiply(t, s);
                }
            }
        }

        /** {@code class << 4 | symmetry} of a (flip, sorted slice): the symmetry takes it to the class representative. */
        public int classSym(int flip, int sliceSorted) {
            int e = entry[sliceSorted / 24 * N_FLIP + flip];
            int s = e & 15;
            int order = sliceSortedConj[sliceSorted * 16 + s] % 24;
            if ((e & 16) == 0) {
                return ((e >>> 5) + order) << 4 | s;
            }
            int x = stabilized[(e >>> 5) * 24 + order];
            return x & ~15 | symProduct[(x & 15) * 16 + s];
        }

        /** Per raw flip-slice, as described above (shared, read-only). */
        public int[] entry() {
            return entry;
        }

        /** Per slot and order, as described above (shared, read-only). */
        public int[] stabilized() {
            return stabilized;
        }

        /** {@code [sliceSorted * 16 + s]}: the sorted slice of {@code S x S^-1} (shared, read-only). */
        public char[] sliceSortedConj() {
            return sliceSortedConj;
        }

        /** {@code [t * 16 + s]}: the symmetry T after S (shared, read-only). */
        public int[] symProduct() {
            return symProduct;
        }
    }
}
