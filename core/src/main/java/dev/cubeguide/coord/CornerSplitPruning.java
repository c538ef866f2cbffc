package dev.cubeguide.coord;

import static dev.cubeguide.coord.CoordTables.N_FLIPSLICE_CLASS;
import static dev.cubeguide.coord.Coordinates.N_CORNER_SPLIT;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_TWIST;

import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The optimal solver's largest table: the exact distance to the subgroup where the corners are untwisted, the edges
 * unflipped, the four UD-slice edges in the slice and the four U-layer corners in the U layer, for every (flip-slice
 * class, twist, corner split). It is Reid's phase-1 coset table times the 70 values of
 * {@link Coordinates#cornerSplit}: the same 64,430 flip-slice classes under the 16 U-D symmetries, with the other
 * coordinate {@code twist * 70 + split} conjugated by the class's symmetry, so a state's entry comes from the same
 * 4 MiB class look-up the default search uses ({@link CoordTables#flipSliceClassSym()}).
 *
 * <p>9,863,588,700 entries at 4 bits ({@link NibbleTable}: exact below 15, 15 meaning 15 or more): 4.59 GiB, too
 * large for one Java array, so it is held and stored in parts of 2^31 entries (1 GiB), each its own checksummed
 * file; entry i is entry {@code i & (2^31 - 1)} of part {@code i >>> 31}. Built only on request (the CLI's
 * {@code tables build --solver optimal --large}) by the same symmetry-aware breadth-first search as the other
 * tables, on all cores; it needs no class file of its own.
 *
 * <p>Source: T. Rokicki's nxopt optimal solver (the cube20 sources) adds this 4-of-8 corner occupancy to Reid's
 * phase-1 coordinates (flip, slice, twist) in its pruning tables; Korf's rule (nodes searched fall in proportion to
 * the table's size) is why a 70 times larger goal coset pays.
 */
public final class CornerSplitPruning {
    /** The other coordinate: {@code twist * 70 + split}. */
    public static final int N_OTHER = N_TWIST * N_CORNER_SPLIT;
    /** Entries: flip-slice classes x twist x split. */
    public static final long N_ENTRIES = (long) N_FLIPSLICE_CLASS * N_OTHER;
    /** Entries per part, as a shift: part p holds entries {@code p << PART_SHIFT} onwards (1 GiB at 4 bits). */
    public static final int PART_SHIFT = 31;
    /** The part files, in order. */
    public static final List<TableSpec> SPECS = partSpecs();

    private static final Map<CoordTables, CornerSplitPruning> BY_TABLES = new ConcurrentHashMap<>();

    private final byte[][] parts;
    private final int[] fsClassSym;
    private final char[] twistConj;
    private final char[] splitMove;
    private final char[] splitConj;

    private CornerSplitPruning(CoordTables tables, byte[][] parts) {
        this.parts = parts;
        this.fsClassSym = tables.flipSliceClassSym();
        this.twistConj = tables.twistConj();
        this.splitMove = CoordTables.buildCornerSplitMove();
        this.splitConj = CoordTables.buildCornerSplitConj();
    }

    private static List<TableSpec> partSpecs() {
        long bytes = NibbleTable.bytes(N_ENTRIES);
        long partBytes = 1L << (PART_SHIFT - 1);
        int count = (int) ((bytes + partBytes - 1) / partBytes);
        List<TableSpec> specs = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            specs.add(new TableSpec("coord-phase1-split-prun-" + p, 1, Math.min(partBytes, bytes - p * partBytes),
                    "exact distance of flip-slice class x twist x corner split, 4 bits, part " + (p + 1) + " of "
                            + count + " (optimal solver, large)"));
        }
        return List.copyOf(specs);
    }

    /** The table of {@code tables}' store: loaded, or built and saved when a part is missing or damaged (minutes). */
    public static CornerSplitPruning of(CoordTables tables) {
        // One load or build at a time: two threads reading 4.59 GiB each at once would exhaust the heap.
        synchronized (BY_TABLES) {
            CornerSplitPruning known = BY_TABLES.get(tables);
            if (known == null) {
                byte[][] parts = loadParts(tables.store()).orElseGet(() -> buildAndSave(tables));
                known = new CornerSplitPruning(tables, parts);
                BY_TABLES.put(tables, known);
            }
            return known;
        }
    }

    /** The table when all its parts are in {@code tables}' store and valid, each read and checked once. Never builds. */
    public static Optional<CornerSplitPruning> ofExisting(CoordTables tables) {
        CornerSplitPruning known = BY_TABLES.get(tables);
        if (known != null) {
            return Optional.of(known);
        }
        if (!isPresent(tables.store())) {
            return Optional.empty();
        }
        synchronized (BY_TABLES) {
            known = BY_TABLES.get(tables);
            if (known == null) {
                Optional<byte[][]> parts = loadParts(tables.store());
                if (parts.isEmpty()) {
                    return Optional.empty();
                }
                known = new CornerSplitPruning(tables, parts.get());
                BY_TABLES.put(tables, known);
            }
            return Optional.of(known);
        }
    }

    /** Whether every part file is in {@code store} (not checked; loading checks them). */
    public static boolean isPresent(TableStore store) {
        return SPECS.stream().allMatch(spec -> Files.isRegularFile(store.pathOf(spec)));
    }

    private static Optional<byte[][]> loadParts(TableStore store) {
        if (!isPresent(store)) {
            return Optional.empty();
        }
        byte[][] parts = new byte[SPECS.size()][];
        for (int p = 0; p < parts.length; p++) {
            Optional<byte[]> part = store.loadIfValid(SPECS.get(p));
            if (part.isEmpty()) {
                return Optional.empty();
            }
            parts[p] = part.get();
        }
        return Optional.of(parts);
    }

    private static byte[][] buildAndSave(CoordTables tables) {
        byte[][] parts = build(tables);
        TableStore store = tables.store();
        for (int p = 0; p < parts.length; p++) {
            try {
                store.save(SPECS.get(p), parts[p]);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot save table " + SPECS.get(p).id() + " to " + store.directory(), e);
            }
        }
        return parts;
    }

    /** Builds the whole table in memory (4.59 GiB), with a progress bar from the store. */
    static byte[][] build(CoordTables tables) {
        byte[][] parts = new byte[SPECS.size()][];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = new byte[(int) SPECS.get(p).sizeBytes()];
        }
        char[] tm = tables.twistMove();
        char[] tc = tables.twistConj();
        char[] sm = CoordTables.buildCornerSplitMove();
        char[] sc = CoordTables.buildCornerSplitConj();
        int[] otherMove = new int[N_OTHER * Coordinates.N_MOVES];
        int[] otherConj = new int[N_OTHER * 16];
        for (int twist = 0; twist < N_TWIST; twist++) {
            for (int split = 0; split < N_CORNER_SPLIT; split++) {
                int o = twist * N_CORNER_SPLIT + split;
                for (int m = 0; m < Coordinates.N_MOVES; m++) {
                    otherMove[o * 18 + m] = tm[twist * 18 + m] * N_CORNER_SPLIT + sm[split * 18 + m];
                }
                for (int s = 0; s < 16; s++) {
                    otherConj[o * 16 + s] = tc[twist * 16 + s] * N_CORNER_SPLIT + sc[split * 16 + s];
                }
            }
        }
        int[] moves = CoordTables.allMoves();
        try (ProgressFactory.Bar bar = tables.store().openProgress("building coord-phase1-split-prun")) {
            new SymBfs(N_FLIPSLICE_CLASS, N_OTHER, moves, tables.flipSliceClassMove(), otherMove, otherConj,
                    tables.flipSliceClasses(), true).forwardRatio(20).build(parts, PART_SHIFT, bar);
        }
        return parts;
    }

    /** The parts (shared, read-only): entry i is {@code parts[i >>> 31][(i & (2^31 - 1)) >> 1] >> 4 * (i & 1) & 15}. */
    public byte[][] parts() {
        return parts;
    }

    /** {@code [split * 18 + m]}: the corner split after move m (shared, read-only). */
    public char[] splitMove() {
        return splitMove;
    }

    /** {@code [split * 16 + s]}: the corner split conjugated by U-D symmetry s (shared, read-only). */
    public char[] splitConj() {
        return splitConj;
    }

    /** The entry of a (flip, UD-slice position, twist, corner split) state. */
    public long index(int flip, int slice, int twist, int split) {
        return index(fsClassSym, twistConj, splitConj, flip, slice, twist, split);
    }

    /**
     * The entry from the small arrays alone: the flip-slice class C and symmetry S ({@code rep(C) = S x S^-1}),
     * then twist and split conjugated by S. Equal for a cube and its 16 U-D conjugates.
     */
    static long index(int[] fsClassSym, char[] twistConj, char[] splitConj, int flip, int slice, int twist,
            int split) {
        int cs = fsClassSym[slice * N_FLIP + flip];
        int s = cs & 15;
        return (long) (cs >>> 4) * N_OTHER + twistConj[twist * 16 + s] * N_CORNER_SPLIT + splitConj[split * 16 + s];
    }

    /** The exact distance of entry i (15: 15 or more). */
    public int distance(long i) {
        return NibbleTable.get(parts[(int) (i >>> PART_SHIFT)], i & ((1L << PART_SHIFT) - 1));
    }
}
