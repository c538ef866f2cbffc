package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_CORNER_CLASS;
import static dev.cubeguide.coord.Coordinates.N_CORNER_PERM;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE_CLASS;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Coordinates.N_UD_EDGE_PERM;
import static dev.cubeguide.coord.Symmetry.N_SYM_UD;

import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The catalogue of the move, symmetry and pruning tables of the two-phase coordinates, each loaded from (or built
 * into) one {@link TableSource} on first use. One instance per source; thread-safe. The arrays returned are shared
 * and must not be changed. The builders are {@link MoveTables}, {@link SymTables} and {@link PruningTables}. Move
 * tables are laid out by {@link Coordinates#moveIndex}, conjugation tables by {@link ClassSym#conjIndex}; class and
 * symmetry pairs are packed as {@link ClassSym} says; each accessor below names its table's layout.
 */
public final class CoordTables {
    private static final Map<TableSource, CoordTables> BY_STORE = new ConcurrentHashMap<>();

    public static final TableSpec TWIST_MOVE = spec("coord-twist-move", 2L * N_TWIST * N_MOVES,
            "corner twist move table (2187 x 18)");
    public static final TableSpec FLIP_MOVE = spec("coord-flip-move", 2L * N_FLIP * N_MOVES,
            "edge flip move table (2048 x 18)");
    public static final TableSpec SLICE_SORTED_MOVE = spec("coord-slicesorted-move", 2L * N_SLICE_SORTED * N_MOVES,
            "UD-slice sorted move table (11880 x 18)");
    public static final TableSpec U_EDGES_MOVE = spec("coord-uedges-move", 2L * N_SLICE_SORTED * N_MOVES,
            "U-edges sorted move table (11880 x 18)");
    public static final TableSpec D_EDGES_MOVE = spec("coord-dedges-move", 2L * N_SLICE_SORTED * N_MOVES,
            "D-edges sorted move table (11880 x 18)");
    public static final TableSpec CORNER_PERM_MOVE = spec("coord-cornerperm-move", 2L * N_CORNER_PERM * N_MOVES,
            "corner permutation move table (40320 x 18)");
    public static final TableSpec UD_EDGE_PERM_MOVE = spec("coord-udedgeperm-move", 2L * N_UD_EDGE_PERM * N_MOVES,
            "UD-edge permutation move table, phase-2 moves (40320 x 18)");
    public static final TableSpec TWIST_CONJ = spec("coord-twist-conj", 2L * N_TWIST * N_SYM_UD,
            "corner twist conjugated by the 16 U-D symmetries");
    public static final TableSpec UD_EDGE_CONJ = spec("coord-udedge-conj", 2L * N_UD_EDGE_PERM * N_SYM_UD,
            "UD-edge permutation conjugated by the 16 U-D symmetries");
    /** Entries of the phase-1 pruning table: 64430 * 2187. */
    public static final long N_PHASE1_ENTRIES = (long) N_FLIPSLICE_CLASS * N_TWIST;
    /** Entries of the phase-2 pruning table: 2768 * 40320. */
    public static final long N_PHASE2_ENTRIES = (long) N_CORNER_CLASS * N_UD_EDGE_PERM;
    /** Entries of the phase-2 pairs table: 2768 * 2520. */
    static final long N_PHASE2_PAIRS_ENTRIES = (long) N_CORNER_CLASS * EdgePairs.N;
    public static final TableSpec FLIPSLICE_SYM = spec("coord-flipslice-sym",
            SymClasses.bytes(N_FLIPSLICE, N_FLIPSLICE_CLASS), "flip-slice symmetry classes (64430)");
    public static final TableSpec CORNER_SYM = spec("coord-cornerperm-sym",
            SymClasses.bytes(N_CORNER_PERM, N_CORNER_CLASS), "corner permutation symmetry classes (2768)");
    public static final TableSpec FLIPSLICE_SYM_MOVE = spec("coord-flipslice-symmove", 4L * N_FLIPSLICE_CLASS * N_MOVES,
            "flip-slice class and symmetry after each move from each class representative");
    /** With its build's steps: the count a build reports (see {@link SymBfs}). */
    public static final TableSpec PHASE1_EXACT = spec("coord-phase1-exact", NibbleTable.bytes(N_PHASE1_ENTRIES),
            "exact phase-1 distance of flip-slice class x twist, 4 bits").withBuildSteps(754_690_363L);
    /** The browser's full set's phase-1 table (26.9 MiB, not 67.2): a distance from a neighbour's (not in SPECS). */
    public static final TableSpec PHASE1_MOD3 = spec("coord-phase1-mod3", Mod3Table.bytes(N_PHASE1_ENTRIES),
            "phase-1 distance of flip-slice class x twist, modulo 3, 5 entries a byte");
    /** Corner class x {@link EdgePairs} (3.3 MiB): the browser's phase-2 bound, with no room for PHASE2_PRUNING. */
    public static final TableSpec PHASE2_PAIRS = spec("coord-phase2-pairs",
            NibbleTable.bytes(N_PHASE2_PAIRS_ENTRIES),
            "exact phase-2 distance of corner class x the U and D edges' opposite pairs, 4 bits");
    public static final TableSpec PHASE2_PRUNING = new TableSpec("coord-phase2-prun", 2,
            NibbleTable.bytes(N_PHASE2_ENTRIES), "exact phase-2 distance of corner class x UD-edge permutation, 4 bits",
            761_235_055L);
    public static final TableSpec UD_EDGES_MERGE = spec("coord-udedges-merge", 2L * N_SLICE_SORTED * N_SLICE_PERM,
            "UD-edge permutation from the U edges and the order of the D edges");
    public static final TableSpec TWIST_SLICE_PRUNING = spec("coord-twistslice-prun",
            (long) N_TWIST * Coordinates.N_SLICE, "exact phase-1 distance of twist x UD-slice position");
    public static final TableSpec FLIP_SLICE_PRUNING = spec("coord-flipslice-prun",
            (long) N_FLIP * Coordinates.N_SLICE, "exact phase-1 distance of flip x UD-slice position");
    /** A bound (4.3 MiB) for the browser's small table set, beside the slice tables (the JVM has the exact one). */
    public static final TableSpec TWIST_FLIP_PRUNING = spec("coord-twistflip-prun", (long) N_TWIST * N_FLIP,
            "exact phase-1 distance of twist x flip");
    public static final TableSpec EDGE_SLICE_PRUNING = spec("coord-edgeslice-prun",
            (long) N_UD_EDGE_PERM * N_SLICE_PERM, "exact phase-2 distance of UD-edge permutation x slice order");
    public static final TableSpec CORNER_SLICE_PRUNING = spec("coord-cornslice-prun",
            (long) N_CORNER_PERM * N_SLICE_PERM, "exact phase-2 distance of corner permutation x slice order");

    /** Every table, smallest first. */
    public static final List<TableSpec> SPECS = List.of(TWIST_MOVE, FLIP_MOVE, SLICE_SORTED_MOVE, U_EDGES_MOVE,
            D_EDGES_MOVE, CORNER_PERM_MOVE, UD_EDGE_PERM_MOVE, TWIST_CONJ, UD_EDGE_CONJ, CORNER_SYM, FLIPSLICE_SYM,
            FLIPSLICE_SYM_MOVE, UD_EDGES_MERGE, TWIST_SLICE_PRUNING, FLIP_SLICE_PRUNING,
            CORNER_SLICE_PRUNING, EDGE_SLICE_PRUNING, PHASE2_PRUNING, PHASE1_EXACT);

    private static TableSpec spec(String id, long bytes, String description) {
        return new TableSpec(id, 1, bytes, description);
    }

    private final TableSource store;
    private final LoadedTables tables = new LoadedTables(this::store);
    private final PruningTables pruning = new PruningTables(this);
    private final Lazy<char[]> twistMove = tables.chars(TWIST_MOVE, MoveTables::twist);
    private final Lazy<char[]> flipMove = tables.chars(FLIP_MOVE, MoveTables::flip);
    private final Lazy<char[]> sliceSortedMove = tables.chars(SLICE_SORTED_MOVE, MoveTables::sliceSorted);
    private final Lazy<char[]> uEdgesMove = tables.chars(U_EDGES_MOVE, MoveTables::uEdges);
    private final Lazy<char[]> dEdgesMove = tables.chars(D_EDGES_MOVE, MoveTables::dEdges);
    private final Lazy<char[]> cornerPermMove = tables.chars(CORNER_PERM_MOVE, MoveTables::cornerPerm);
    private final Lazy<char[]> udEdgePermMove = tables.chars(UD_EDGE_PERM_MOVE, MoveTables::udEdgePerm);
    private final Lazy<char[]> twistConj = tables.chars(TWIST_CONJ, SymTables::twistConj);
    private final Lazy<char[]> udEdgeConj = tables.chars(UD_EDGE_CONJ, SymTables::udEdgeConj);
    private final Lazy<char[]> udEdgesMerge = tables.chars(UD_EDGES_MERGE, MoveTables::udEdgesMerge);
    private final Lazy<SymClasses> flipSliceClasses = tables.decoded(FLIPSLICE_SYM, SymTables::flipSliceClasses,
            SymClasses::writeTo, bytes -> SymClasses.readFrom(bytes, N_FLIPSLICE, N_FLIPSLICE_CLASS));
    private final Lazy<SymClasses> cornerClasses = tables.decoded(CORNER_SYM, SymTables::cornerClasses,
            SymClasses::writeTo, bytes -> SymClasses.readFrom(bytes, N_CORNER_PERM, N_CORNER_CLASS));
    private final Lazy<int[]> flipSliceClassSym = new Lazy<>(() -> flipSliceClasses().classSymArray());
    private final Lazy<int[]> flipSliceSymMove = tables.ints(FLIPSLICE_SYM_MOVE, () -> SymTables.flipSliceSymMove(
            flipSliceClasses(), flipSliceClassSym(), flipMove(), sliceSortedMove()));
    private final Lazy<NibbleTable> phase1Exact = tables.nibbles(PHASE1_EXACT, N_PHASE1_ENTRIES, pruning::phase1);
    private final Lazy<byte[]> phase1Mod3 = tables.bytes(PHASE1_MOD3, pruning::phase1Mod3);
    private final Lazy<NibbleTable> phase2Pruning = tables.nibbles(PHASE2_PRUNING, N_PHASE2_ENTRIES, pruning::phase2);
    private final Lazy<ByteBuffer> phase1ExactMapped = new Lazy<>(() -> store().map(PHASE1_EXACT, pruning::phase1));
    private final Lazy<ByteBuffer> phase2PruningMapped = new Lazy<>(() -> store().map(PHASE2_PRUNING,
            pruning::phase2));
    private final Lazy<NibbleTable> phase2Pairs = tables.nibbles(PHASE2_PAIRS, N_PHASE2_PAIRS_ENTRIES,
            pruning::phase2Pairs);
    private final Lazy<byte[]> cornerSlicePruning = tables.bytes(CORNER_SLICE_PRUNING, pruning::cornerSlice);
    private final Lazy<byte[]> edgeSlicePruning = tables.bytes(EDGE_SLICE_PRUNING, pruning::edgeSlice);
    private final Lazy<byte[]> twistSlicePruning = tables.bytes(TWIST_SLICE_PRUNING, pruning::twistSlice);
    private final Lazy<byte[]> flipSlicePruning = tables.bytes(FLIP_SLICE_PRUNING, pruning::flipSlice);
    private final Lazy<byte[]> twistFlipPruning = tables.bytes(TWIST_FLIP_PRUNING, pruning::twistFlip);

    private CoordTables(TableSource store) {
        this.store = store;
    }

    /** The tables of {@code store}. */
    public static CoordTables of(TableSource store) {
        return BY_STORE.computeIfAbsent(store, CoordTables::new);
    }

    /** The tables of {@link TableStore#defaultStore()} (looked up at each call, so tests may redirect it). */
    public static CoordTables standard() {
        return of(TableStore.defaultStore());
    }

    public TableSource store() {
        return store;
    }

    /** Loads or builds the table of {@code spec} (and what it is built from); false when it is none of these. */
    public boolean ready(TableSpec spec) {
        return tables.ready(spec);
    }

    /** Twist after move m, entry {@code moveIndex(twist, m)} (so each move table below). */
    public char[] twistMove() {
        return twistMove.get();
    }

    /** Flip after move. */
    public char[] flipMove() {
        return flipMove.get();
    }

    /** Slice sorted after move; also the slice order in phase 2 (values below 24). */
    public char[] sliceSortedMove() {
        return sliceSortedMove.get();
    }

    /** U edges ({@link Coordinates#edges4} of UR..UB) after move. */
    public char[] uEdgesMove() {
        return uEdgesMove.get();
    }

    /** D edges ({@link Coordinates#edges4} of DR..DB) after move. */
    public char[] dEdgesMove() {
        return dEdgesMove.get();
    }

    /** Corner permutation after move. */
    public char[] cornerPermMove() {
        return cornerPermMove.get();
    }

    /** UD-edge permutation after a phase-2 move. */
    public char[] udEdgePermMove() {
        return udEdgePermMove.get();
    }

    /** Twist conjugated: entry {@code conjIndex(twist, s)} is the twist of {@code S * x * S^-1}. */
    public char[] twistConj() {
        return twistConj.get();
    }

    /** UD-edge permutation conjugated, entry {@code conjIndex(udEdge, s)}. */
    public char[] udEdgeConj() {
        return udEdgeConj.get();
    }

    public SymClasses flipSliceClasses() {
        return flipSliceClasses.get();
    }

    public SymClasses cornerClasses() {
        return cornerClasses.get();
    }

    /**
     * The distance to the phase-1 goal (twist, flip and slice solved: the subgroup {@code <U, D, R2, L2, F2, B2>})
     * of every (flip-slice class, twist'), entry {@link #phase1Index}; max 12, exact at 4 bits (Kociemba's table).
     */
    public NibbleTable phase1Exact() {
        return phase1Exact.get();
    }

    /**
     * {@link #phase1Exact()}'s bytes as the store maps them (a {@link TableStore} maps the file: no copy and no fresh
     * memory), entry i in the nibble {@link NibbleTable} gives it; read-only.
     */
    public ByteBuffer phase1ExactMapped() {
        return phase1ExactMapped.get();
    }

    /** {@link #phase2Pruning()}'s bytes as the store maps them, as {@link #phase1ExactMapped()}. */
    public ByteBuffer phase2PruningMapped() {
        return phase2PruningMapped.get();
    }

    /** The exact phase-1 distances modulo 3 ({@link Mod3Table}'s layout), entries as in {@link #phase1Exact()}. */
    public byte[] phase1Mod3() {
        return phase1Mod3.get();
    }

    /** The phase-2 distances of corner class x edge pairs, entry {@code class * 2520 + pairs'}. */
    public NibbleTable phase2Pairs() {
        return phase2Pairs.get();
    }

    /**
     * The exact phase-2 distance, ignoring the slice edges' order, of every (corner class, UD-edge permutation'),
     * entry {@link #phase2Index}; 15 means 15 or more.
     */
    public NibbleTable phase2Pruning() {
        return phase2Pruning.get();
    }

    /** The UD-edge permutation from the U edges and D-edge order ({@link #udEdgesMergeIndex}). */
    public char[] udEdgesMerge() {
        return udEdgesMerge.get();
    }

    /** Exact phase-2 distance of {@code corner * 24 + slicePerm} (0..13 or so). */
    public byte[] cornerSlicePruning() {
        return cornerSlicePruning.get();
    }

    /** Exact phase-2 distance of {@code udEdgePerm * 24 + slicePerm}, one byte each. */
    public byte[] edgeSlicePruning() {
        return edgeSlicePruning.get();
    }

    /** Exact phase-1 distance of {@code twist * 495 + slice}, one byte each: a lower bound that fits in cache. */
    public byte[] twistSlicePruning() {
        return twistSlicePruning.get();
    }

    /** Exact phase-1 distance of {@code flip * 495 + slice}, one byte each. */
    public byte[] flipSlicePruning() {
        return flipSlicePruning.get();
    }

    /** Exact phase-1 distance of {@code twist * 2048 + flip}, one byte each ({@link #TWIST_FLIP_PRUNING}). */
    public byte[] twistFlipPruning() {
        return twistFlipPruning.get();
    }

    /** The {@link ClassSym} of each raw flip-slice: one memory read instead of two in the phase-1 search. */
    public int[] flipSliceClassSym() {
        return flipSliceClassSym.get();
    }

    /**
     * The {@link ClassSym} reached from the representative of class c by move m, entry {@code moveIndex(c, m)}: a
     * search that keeps its state's class and symmetry follows them with one read of this row per node.
     */
    public int[] flipSliceSymMove() {
        return flipSliceSymMove.get();
    }

    /** The phase-1 pruning entry of a (flip, slice sorted, twist) state. */
    public int phase1Index(int flip, int sliceSorted, int twist) {
        SymClasses fs = flipSliceClasses();
        int raw = Coordinates.flipSlice(Coordinates.sliceOf(sliceSorted), flip);
        return phase1Entry(fs.classOf(raw), twistConj()[ClassSym.conjIndex(twist, fs.symmetryOf(raw))]);
    }

    /** The phase-1 pruning entry of a flip-slice class and a twist conjugated by the flip-slice's symmetry. */
    static int phase1Entry(int flipSliceClass, int twistConj) {
        return flipSliceClass * N_TWIST + twistConj;
    }

    /** The {@link #udEdgesMerge()} entry of the U edges ({@link Coordinates#edges4}) and the D edges' order. */
    static int udEdgesMergeIndex(int uEdges, int dOrder) {
        return uEdges * N_SLICE_PERM + dOrder;
    }

    /** The phase-2 pruning entry of a (corner permutation, UD-edge permutation) state. */
    public int phase2Index(int cornerPerm, int udEdgePerm) {
        SymClasses cc = cornerClasses();
        return cc.classOf(cornerPerm) * N_UD_EDGE_PERM
                + udEdgeConj()[ClassSym.conjIndex(udEdgePerm, cc.symmetryOf(cornerPerm))];
    }
}
