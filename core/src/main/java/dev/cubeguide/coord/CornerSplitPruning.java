package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE_CLASS;
import static dev.cubeguide.coord.Coordinates.N_TWIST;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntBinaryOperator;

/**
 * The optimal solver's axis tables beyond Reid's: the exact distance to the subgroup where the corners are
 * untwisted, the edges unflipped, the four UD-slice edges in the slice and the U-layer corners placed as the
 * {@link Variant} says, for every (flip-slice class, twist, corner coordinate). Each is Reid's phase-1 coset table
 * times a corner coordinate: the same 64,430 flip-slice classes under the 16 U-D symmetries, with the other
 * coordinate {@code twist * n + corner} conjugated by the class's symmetry, so a state's entry comes from the same
 * 4 MiB class look-up as Reid's ({@link CoordTables#flipSliceClassSym()}).
 * <ul>
 *   <li>{@link Variant#LAYERS} (the default set): the 35 values of {@link Coordinates#cornerLayersOfSplit}, the
 *       U-layer corners all in one layer, either one. 4,931,794,350 entries, 2.30 GiB, built on first use.
 *   <li>{@link Variant#SPLIT} (the large set): the 70 values of {@link Coordinates#cornerSplit}, the U-layer
 *       corners in the U layer. 9,863,588,700 entries, 4.59 GiB at 4 bits: the large set of earlier versions; the
 *       large set is now this table at 2 bits ({@link TwoBitPruning}), built directly, and this class only reads
 *       a 4-bit one already built (or builds it for tests).
 *   <li>{@link Variant#SPLIT_PARITY} (the large set, at 2 bits only): the split and the corner permutation's parity,
 *       140 values: the split goal with the corners' permutation even, a subgroup of index 2, so distances are never
 *       smaller and the table has twice the entries: 19,727,177,400, 4.59 GiB at 2 bits ({@link TwoBitPruning}).
 *   <li>{@link Variant#NONE} (tests): no corner coordinate, Reid's table itself, 140,908,410 entries.
 * </ul>
 * The layers and split goals are kept by U and D, so de Bondt's +1 holds for the three-axis bound; the parity goal
 * only by U2 and D2 ({@link Variant#goalHoldsQuarterTurns}), and the optimal search then reads each entry's sibling
 * (the parity flipped) too.
 *
 * <p>Entries are 4 bits ({@link NibbleTable}: exact below 15, 15 meaning 15 or more). Java arrays and mappings stop
 * at 2 GiB, so a table is built and stored in parts of 2^31 entries (1 GiB), each its own checksummed file; entry i is
 * entry {@code i & (2^31 - 1)} of part {@code i >>> 31}. The parts are served mapped from their files, read-only, so
 * that a process shares the page cache's copy instead of reading gigabytes into its heap; opening checks each file's
 * header and size and a sample of the entries ({@link CornerSplitSample}), not the checksum over gigabytes, which the
 * build writes and {@code tables verify} reads. Built by the same symmetry-aware breadth-first search as the
 * other tables, on all cores; no class file of its own.
 *
 * <p>Source: T. Rokicki's nxopt optimal solver (the cube20 sources) adds this 4-of-8 corner occupancy to Reid's
 * phase-1 coordinates (flip, slice, twist) in its pruning tables; Korf's rule (nodes searched fall in proportion to
 * the table's size) is why a 35 or 70 times larger goal coset pays.
 */
public final class CornerSplitPruning {
    /** Entries per part, as a shift: part p holds entries {@code p << PART_SHIFT} onwards (1 GiB at 4 bits). */
    public static final int PART_SHIFT = 31;

    /** The corner coordinate a table multiplies Reid's by. */
    public enum Variant {
        /**
         * No corner coordinate (one value): Reid's phase-1 coset table itself, the same index space with
         * {@code corners = 1}. Never built as a table of its own (the exact phase-1 table is
         * {@link CoordTables#PHASE1_EXACT}); it is the small instance of the axis coordinate on which the optimal
         * search is tested without the gigabytes of the others.
         */
        NONE(1, "coord-phase1-none-prun", "no corner coordinate", "optimal solver, tests only",
                "optimal solver, tests only", 1.16, 1.16),
        /** {@link Coordinates#cornerLayersOfSplit}: 35 values; the default set's table of earlier versions. */
        LAYERS(Coordinates.N_CORNER_LAYERS, "coord-phase1-layers-prun", "corner layers",
                "optimal solver, default of earlier versions", "optimal solver", 1.16, 1.16),
        /** {@link Coordinates#cornerSplit}: 70 values; the default set's table (at 2 bits). */
        SPLIT(Coordinates.N_CORNER_SPLIT, "coord-phase1-split-prun", "corner split",
                "optimal solver, large set of earlier versions", "optimal solver, default", 1.16, 1.16),
        /**
         * The corner split and the corner permutation's parity, {@code split * 2 + parity} ({@link #of}): 140 values.
         * Its goal (U-layer corners in the U layer, corner permutation even) is a subgroup of index 2 of the split's,
         * kept by U2 and D2 only among the U and D turns; every quarter turn changes the corner parity. Built only at
         * 2 bits ({@link TwoBitPruning}): 19,727,177,400 entries, 4.59 GiB.
         */
        SPLIT_PARITY(2 * Coordinates.N_CORNER_SPLIT, "coord-phase1-splitparity-prun", "corner split and parity",
                "optimal solver, never built", "optimal solver, large", 1.16, 1.90);

        /** The corner coordinate's values. */
        public final int corners;
        /** The other coordinate's values: {@code twist * corners + corner}. */
        public final int other;
        /** Entries: flip-slice classes x other. */
        public final long entries;
        /** The part files, in order; each carries its share (by size) of the build's steps. */
        public final List<TableSpec> specs;
        /** The corner coordinate's name, and what its table at 2 bits is for, in the files' descriptions. */
        final String coordinate;
        final String twoBitUse;
        /**
         * Build steps per entry of the direct 2-bit build, in time ({@link dev.cubeguide.table.BuildCalibration}
         * steps, from which the build's time is estimated): 1.16 as the split table's build at base 9 counted them
         * (about a third in the forward steps up to b + 1, the rest in the backward step to b + 2; the layers table,
         * never built at 2 bits, is taken as the same), and the same for the split and parity table, whose build
         * takes twice the split table's time for twice its entries (7.8 against 3.9 minutes, one after the other on 2
         * cores).
         */
        final double twoBitStepsPerEntry;
        /**
         * The steps per entry that {@link TwoBitBfs}'s weights count in the same build, which the progress shown is a
         * fraction of: the split table's time and count agree, while the split and parity table's build counts 1.90
         * (37.58 G steps in all, counted by a run of the build), for about the split table's time per entry: its
         * counted steps take less time each, most clearly after the build's first two minutes, when the count runs at
         * about twice its early pace. Counting against its time instead, the bar stood at 99% for the last two
         * minutes.
         */
        final double twoBitCountedPerEntry;
        private final String idPrefix;

        Variant(int corners, String idPrefix, String coordinate, String use, String twoBitUse,
                double twoBitStepsPerEntry, double twoBitCountedPerEntry) {
            this.coordinate = coordinate;
            this.twoBitUse = twoBitUse;
            this.twoBitStepsPerEntry = twoBitStepsPerEntry;
            this.twoBitCountedPerEntry = twoBitCountedPerEntry;
            this.corners = corners;
            this.other = N_TWIST * corners;
            this.entries = (long) N_FLIPSLICE_CLASS * other;
            this.idPrefix = idPrefix;
            long bytes = NibbleTable.bytes(entries);
            long partBytes = 1L << (PART_SHIFT - 1);
            int count = (int) ((bytes + partBytes - 1) / partBytes);
            List<TableSpec> parts = new ArrayList<>();
            for (int p = 0; p < count; p++) {
                long partSize = Math.min(partBytes, bytes - p * partBytes);
                parts.add(new TableSpec(idPrefix + "-" + p, 1, partSize,
                        "exact distance of flip-slice class x twist x " + coordinate + ", 4 bits, part " + (p + 1)
                                + " of " + count + " (" + use + ")", (long) ((double) steps(entries) * partSize / bytes)));
            }
            this.specs = List.copyOf(parts);
        }

        /** The part files' id without the part number ({@code <prefix>-<part>}). */
        String idPrefix() {
            return idPrefix;
        }

        /** The steps of the whole build (the parts' together). */
        public long buildSteps() {
            return specs.stream().mapToLong(TableSpec::buildSteps).sum();
        }

        /** {@code [x * 18 + m]}: the corner coordinate after move m (5 KB at most: built, never stored). */
        public char[] buildMove() {
            char[] bySplit = MoveTables.cornerSplit();
            if (this != SPLIT_PARITY) {
                return fromSplit(bySplit, Coordinates.N_MOVES);
            }
            // The parity of a product is the sum of the parities: the move's own corner parity flips the bit.
            int[] moveParity = new int[Coordinates.N_MOVES];
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                moveParity[m] = CubieCube.of(Move.ofIndex(m)).cornerParity();
            }
            char[] out = new char[corners * Coordinates.N_MOVES];
            for (int x = 0; x < corners; x++) {
                for (int m = 0; m < Coordinates.N_MOVES; m++) {
                    out[x * 18 + m] = (char) of(bySplit[splitOf(x) * 18 + m], parityOf(x) ^ moveParity[m]);
                }
            }
            return out;
        }

        /** {@code [x * 16 + s]}: the corner coordinate conjugated by U-D symmetry s (built, never stored). */
        public char[] buildConj() {
            char[] bySplit = SymTables.cornerSplitConj();
            if (this != SPLIT_PARITY) {
                return fromSplit(bySplit, Symmetry.N_SYM_UD);
            }
            // S c S^-1 has the parity of c: conjugation keeps a permutation's cycle type, mirrors included.
            char[] out = new char[corners * Symmetry.N_SYM_UD];
            for (int x = 0; x < corners; x++) {
                for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                    out[x * 16 + s] = (char) of(bySplit[splitOf(x) * 16 + s], parityOf(x));
                }
            }
            return out;
        }

        /**
         * This variant's value of a corner split and corner parity (0 even, 1 odd): the layers of the split, the
         * split, or {@code split * 2 + parity}; only {@link #SPLIT_PARITY} reads the parity.
         */
        public int of(int split, int parity) {
            return switch (this) {
                case NONE -> 0;
                case LAYERS -> Coordinates.cornerLayersOfSplit(split);
                case SPLIT -> split;
                case SPLIT_PARITY -> split * 2 + parity;
            };
        }

        /** This variant's value of a corner permutation. */
        public int ofCorners(int[] cornerPermutation) {
            return of(Coordinates.cornerSplit(cornerPermutation),
                    Coordinates.parityOfRank(Coordinates.permutationRank(cornerPermutation, 8), 8));
        }

        /** The corner parity a value carries: its low bit for {@link #SPLIT_PARITY}, 0 for the others. */
        public int parityOf(int x) {
            return this == SPLIT_PARITY ? x & 1 : 0;
        }

        /**
         * Whether the goal holds every turn of the U and D faces: true for the layers and the split; the parity goal
         * holds U2 and D2 only. The optimal search's de Bondt +1, and its rule that a turn of axis k keeps the
         * inverse's distance on axis k, rest on this.
         */
        public boolean goalHoldsQuarterTurns() {
            return this != SPLIT_PARITY;
        }

        /** The corner split of a {@link #SPLIT_PARITY} value. */
        private static int splitOf(int x) {
            return x >>> 1;
        }

        /**
         * A split table's rows mapped to this variant: a move or symmetry takes a set and its complement to an
         * image and its complement, so the layers' row is the split row of either member, mapped.
         */
        private char[] fromSplit(char[] bySplit, int columns) {
            if (this == SPLIT) {
                return bySplit;
            }
            if (this == NONE) {
                return new char[columns];
            }
            char[] out = new char[corners * columns];
            for (int x = 0; x < corners; x++) {
                int split = Coordinates.cornerSplitOfLayers(x);
                for (int c = 0; c < columns; c++) {
                    out[x * columns + c] = (char) Coordinates.cornerLayersOfSplit(bySplit[split * columns + c]);
                }
            }
            return out;
        }
    }

    /** The build steps of the layers table, as its build counted them (see {@link SymBfs}): 5.11 per entry. */
    static final long LAYERS_STEPS = 25_213_904_061L;

    /**
     * The build steps of a variant's table of {@code entries} entries: the layers table's count, and for the split
     * table (not counted: it is built only on request) the same count per entry, its build being the same search
     * over twice the entries.
     */
    private static long steps(long entries) {
        return (long) ((double) LAYERS_STEPS * entries / ((long) N_FLIPSLICE_CLASS * N_TWIST * Coordinates.N_CORNER_LAYERS));
    }

    private record Key(CoordTables tables, Variant variant) {
    }

    private static final Map<Key, CornerSplitPruning> LOADED = new ConcurrentHashMap<>();
    private static final System.Logger LOG = System.getLogger(CornerSplitPruning.class.getName());

    private final Variant variant;
    private final ByteBuffer[] parts;
    private final int[] fsClassSym;
    private final char[] twistConj;
    private final char[] cornerMove;
    private final char[] cornerConj;

    private CornerSplitPruning(CoordTables tables, Variant variant, ByteBuffer[] parts) {
        this.variant = variant;
        this.parts = parts;
        this.fsClassSym = tables.flipSliceClassSym();
        this.twistConj = tables.twistConj();
        this.cornerMove = variant.buildMove();
        this.cornerConj = variant.buildConj();
    }

    /**
     * The table of {@code tables}' store: mapped from its part files, or built and saved when a part is missing or
     * damaged (minutes; then mapped from the saved files).
     */
    public static CornerSplitPruning of(CoordTables tables, Variant variant) {
        // One open or build at a time: two threads building gigabytes each at once would exhaust the heap.
        synchronized (LOADED) {
            Key key = new Key(tables, variant);
            CornerSplitPruning known = LOADED.get(key);
            if (known == null) {
                known = mapped(tables, variant)
                        .orElseGet(() -> new CornerSplitPruning(tables, variant, buildAndSave(tables, variant)));
                LOADED.put(key, known);
            }
            return known;
        }
    }

    /**
     * The table when all its parts are in {@code tables}' store with the right headers and sizes and a sample of its
     * entries holds ({@link CornerSplitSample}); mapped, never read whole, never built.
     */
    public static Optional<CornerSplitPruning> ofExisting(CoordTables tables, Variant variant) {
        Key key = new Key(tables, variant);
        CornerSplitPruning known = LOADED.get(key);
        if (known != null) {
            return Optional.of(known);
        }
        if (!isPresent(tables.store(), variant)) {
            return Optional.empty();
        }
        synchronized (LOADED) {
            known = LOADED.get(key);
            if (known == null) {
                Optional<CornerSplitPruning> mapped = mapped(tables, variant);
                if (mapped.isEmpty()) {
                    return Optional.empty();
                }
                known = mapped.get();
                LOADED.put(key, known);
            }
            return Optional.of(known);
        }
    }

    /** Whether every part file is in {@code store} (not checked; loading checks them). */
    public static boolean isPresent(TableSource store, Variant variant) {
        return variant.specs.stream().allMatch(store::isPresent);
    }

    /**
     * The parts mapped from the store ({@link TableSource#mapIfPresent}: header and size checked, no copy, no
     * checksum over gigabytes), when every one is there and a sample of the entries holds; empty otherwise.
     */
    private static Optional<CornerSplitPruning> mapped(CoordTables tables, Variant variant) {
        TableSource store = tables.store();
        if (!isPresent(store, variant)) {
            return Optional.empty();
        }
        ByteBuffer[] parts = new ByteBuffer[variant.specs.size()];
        for (int p = 0; p < parts.length; p++) {
            Optional<ByteBuffer> part = store.mapIfPresent(variant.specs.get(p));
            if (part.isEmpty()) {
                return Optional.empty();
            }
            parts[p] = part.get();
        }
        CornerSplitPruning table = new CornerSplitPruning(tables, variant, parts);
        if (!CornerSplitSample.holds(table)) {
            LOG.log(System.Logger.Level.WARNING, "the " + variant.name().toLowerCase(Locale.ROOT)
                    + " table in " + store + " is damaged (sampled entries are not breadth-first distances); "
                    + "not using it");
            return Optional.empty();
        }
        return Optional.of(table);
    }

    /**
     * Builds the table, saves its parts and maps them back from the saved files (so that the built arrays can go);
     * when a saved part cannot be mapped, the built arrays are served from the heap.
     */
    private static ByteBuffer[] buildAndSave(CoordTables tables, Variant variant) {
        byte[][] built = build(tables, variant);
        TableSource store = tables.store();
        for (int p = 0; p < built.length; p++) {
            TableSpec spec = variant.specs.get(p);
            try {
                store.save(spec, built[p]);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot save table " + spec.id() + " to " + store, e);
            }
        }
        ByteBuffer[] parts = new ByteBuffer[built.length];
        for (int p = 0; p < built.length; p++) {
            Optional<ByteBuffer> saved = store.mapIfPresent(variant.specs.get(p));
            if (saved.isEmpty()) {
                for (int q = 0; q < built.length; q++) {
                    parts[q] = ByteBuffer.wrap(built[q]).asReadOnlyBuffer();
                }
                return parts;
            }
            parts[p] = saved.get();
        }
        return parts;
    }

    /** Builds the whole table in memory, with a progress bar from the store. */
    static byte[][] build(CoordTables tables, Variant variant) {
        byte[][] parts = new byte[variant.specs.size()][];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = new byte[(int) variant.specs.get(p).sizeBytes()];
        }
        int[][] other = otherTables(tables, variant);
        int[] moves = Coordinates.allMoves();
        // Forwards while the frontier is under a quarter of the empty entries. Measured on the layers table
        // (2 cores): with 20 instead, the step from 9 to 10 moves ran backwards, each empty entry reading up to 18
        // neighbours, and the build took 12.7 min instead of 5.4.
        try (ProgressFactory.Bar bar = tables.store().openProgress(variant.specs)) {
            IntBinaryOperator classMove = new PruningTables(tables).flipSliceClassMove();
            new SymBfs(N_FLIPSLICE_CLASS, variant.other, moves, classMove, other[0], other[1],
                    tables.flipSliceClasses(), tables.store().workers()).forwardRatio(4)
                    .expectSteps(variant.buildSteps()).build(parts, PART_SHIFT, bar);
        }
        return parts;
    }

    /**
     * The other coordinate's tables, {@code twist * corners + corner}: {@code [0]} after each of the 18 moves,
     * {@code [o * 18 + m]}; {@code [1]} conjugated by each U-D symmetry, {@code [o * 16 + s]}.
     */
    static int[][] otherTables(CoordTables tables, Variant variant) {
        char[] tm = tables.twistMove();
        char[] tc = tables.twistConj();
        char[] xm = variant.buildMove();
        char[] xc = variant.buildConj();
        int n = variant.corners;
        int[] otherMove = new int[variant.other * Coordinates.N_MOVES];
        int[] otherConj = new int[variant.other * 16];
        for (int twist = 0; twist < N_TWIST; twist++) {
            for (int x = 0; x < n; x++) {
                int o = twist * n + x;
                for (int m = 0; m < Coordinates.N_MOVES; m++) {
                    otherMove[o * 18 + m] = tm[twist * 18 + m] * n + xm[x * 18 + m];
                }
                for (int s = 0; s < 16; s++) {
                    otherConj[o * 16 + s] = tc[twist * 16 + s] * n + xc[x * 16 + s];
                }
            }
        }
        return new int[][] {otherMove, otherConj};
    }

    /** The corner coordinate this table multiplies Reid's by. */
    public Variant variant() {
        return variant;
    }

    /**
     * The parts (shared, read-only; mapped from their files, or in the heap when the store cannot be written): entry
     * i is {@code parts[i >>> 31].get((int) ((i & (2^31 - 1)) >> 1)) >> 4 * (i & 1) & 15}. Read them with absolute
     * gets only, which share no position.
     */
    public ByteBuffer[] parts() {
        return parts;
    }

    /** {@code [x * 18 + m]}: the corner coordinate after move m (shared, read-only). */
    public char[] cornerMove() {
        return cornerMove;
    }

    /** {@code [x * 16 + s]}: the corner coordinate conjugated by U-D symmetry s (shared, read-only). */
    public char[] cornerConj() {
        return cornerConj;
    }

    /** The entry of a (flip, UD-slice position, twist, corner permutation) state. */
    public long index(int flip, int slice, int twist, int[] cornerPermutation) {
        return index(variant, fsClassSym, twistConj, cornerConj, flip, slice, twist,
                variant.ofCorners(cornerPermutation));
    }

    /**
     * The entry from the small arrays alone: the flip-slice class C and symmetry S ({@code rep(C) = S x S^-1}),
     * then twist and the corner coordinate x conjugated by S. Equal for a cube and its 16 U-D conjugates.
     */
    static long index(Variant variant, int[] fsClassSym, char[] twistConj, char[] cornerConj, int flip, int slice,
            int twist, int x) {
        int cs = fsClassSym[Coordinates.flipSlice(slice, flip)];
        int s = ClassSym.symOf(cs);
        return (long) ClassSym.classOf(cs) * variant.other + twistConj[ClassSym.conjIndex(twist, s)] * variant.corners
                + cornerConj[ClassSym.conjIndex(x, s)];
    }

    /** The exact distance of entry i (15: 15 or more). */
    public int distance(long i) {
        return distance(parts, i);
    }

    /** The exact distance of entry i of a table held in {@code parts} ({@link #parts()}). */
    static int distance(ByteBuffer[] parts, long i) {
        long local = i & ((1L << PART_SHIFT) - 1);
        return parts[(int) (i >>> PART_SHIFT)].get((int) (local >>> 1)) >> ((int) (local & 1) << 2) & 15;
    }
}
