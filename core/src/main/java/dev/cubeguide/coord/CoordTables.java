package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_CORNER_PERM;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Coordinates.N_UD_EDGE_PERM;

import dev.cubeguide.table.ArrayBytes;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

/**
 * The move, symmetry and pruning tables of the two-phase coordinates, each loaded from (or built into) one
 * {@link TableSource} on first use. One instance per source; thread-safe. The arrays returned are shared and must
 * not be changed.
 *
 * <p>Layouts (all rows are indexed {@code value * width + column}):
 * <ul>
 *   <li>move tables: {@code char[N * 18]}, the coordinate after move m (0..17). The UD-edge table has values only
 *       for the phase-2 moves; other columns hold {@code 0xFFFF}.</li>
 *   <li>conjugation tables: {@code char[N * 16]}, the coordinate of {@code S * x * S^-1} for U-D symmetry s.</li>
 *   <li>{@link #flipSliceClasses()}: the 64,430 classes of flip-slice ({@code 2048 * slice + flip}) under the 16
 *       U-D symmetries; {@link #cornerClasses()}: the 2,768 classes of corner permutations.</li>
 *   <li>{@link #flipSliceSymMove()}: {@code int[64430 * 18]}, the flip-slice class and symmetry after move m from
 *       each class's representative (a move table on the symmetry coordinate).</li>
 *   <li>{@link #phase1Exact()}: the distance to the phase-1 goal (twist, flip and slice solved, that is the
 *       subgroup {@code <U, D, R2, L2, F2, B2>}) of every (flip-slice class, twist), entry
 *       {@code class * 2187 + twist'} where {@code twist'} is the twist conjugated by the flip-slice's symmetry;
 *       140,908,410 entries, max distance 12, exact at 4 bits ({@link NibbleTable}, 67.2 MiB): one read gives any
 *       state's distance (Kociemba's table; Reid's bound).</li>
 *   <li>{@link #phase2Pruning()}: the exact phase-2 distance, ignoring the slice edges' order, of every (corner
 *       class, UD-edge permutation'), entry {@code class * 40320 + udEdge'}; 111,605,760 entries at 4 bits
 *       ({@link NibbleTable}; 15 means 15 or more).</li>
 *   <li>{@link #cornerSlicePruning()}: exact phase-2 distance of (corner permutation, slice order), one byte per
 *       entry {@code corner * 24 + slicePerm}.</li>
 * </ul>
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
    public static final TableSpec TWIST_CONJ = spec("coord-twist-conj", 2L * N_TWIST * 16,
            "corner twist conjugated by the 16 U-D symmetries");
    public static final TableSpec UD_EDGE_CONJ = spec("coord-udedge-conj", 2L * N_UD_EDGE_PERM * 16,
            "UD-edge permutation conjugated by the 16 U-D symmetries");
    /** The number of flip-slice symmetry classes. */
    public static final int N_FLIPSLICE_CLASS = 64430;
    /** The number of corner-permutation symmetry classes. */
    public static final int N_CORNER_CLASS = 2768;
    /** Entries of the phase-1 pruning table: 64430 * 2187. */
    public static final long N_PHASE1_ENTRIES = (long) N_FLIPSLICE_CLASS * N_TWIST;
    /** Entries of the phase-2 pruning table: 2768 * 40320. */
    public static final long N_PHASE2_ENTRIES = (long) N_CORNER_CLASS * N_UD_EDGE_PERM;
    /** The build steps of the phase-1 exact table, as its build counts them (see {@link SymBfs}). */
    static final long PHASE1_STEPS = 754_690_363L;
    /** The build steps of the phase-2 table, as its build counts them. */
    static final long PHASE2_STEPS = 761_235_055L;
    public static final TableSpec FLIPSLICE_SYM = spec("coord-flipslice-sym",
            SymClasses.bytes(N_FLIPSLICE, N_FLIPSLICE_CLASS), "flip-slice symmetry classes (64430)");
    public static final TableSpec CORNER_SYM = spec("coord-cornerperm-sym",
            SymClasses.bytes(N_CORNER_PERM, N_CORNER_CLASS), "corner permutation symmetry classes (2768)");
    public static final TableSpec FLIPSLICE_SYM_MOVE = spec("coord-flipslice-symmove", 4L * N_FLIPSLICE_CLASS * N_MOVES,
            "flip-slice class and symmetry after each move from each class representative");
    /** Its build's steps: the count a build reports (see {@link SymBfs}). */
    public static final TableSpec PHASE1_EXACT = spec("coord-phase1-exact", NibbleTable.bytes(N_PHASE1_ENTRIES),
            "exact phase-1 distance of flip-slice class x twist, 4 bits").withBuildSteps(PHASE1_STEPS);
    /**
     * The exact phase-1 distances modulo 3, five entries a byte ({@link Mod3Table}, 26.9 MiB instead of 67.2): the
     * browser's full two-phase set, which works out each distance from a neighbour's (not in {@link #SPECS}).
     */
    public static final TableSpec PHASE1_MOD3 = spec("coord-phase1-mod3", Mod3Table.bytes(N_PHASE1_ENTRIES),
            "phase-1 distance of flip-slice class x twist, modulo 3, 5 entries a byte");
    /**
     * The exact phase-2 distance of corner class x {@link EdgePairs} (which pair of opposite edges sits at each U and
     * D edge position), 4 bits (3.3 MiB): a lower bound of the phase-2 distance for the browser's full set, which has
     * no room for {@link #PHASE2_PRUNING} (not in {@link #SPECS}).
     */
    public static final TableSpec PHASE2_PAIRS = spec("coord-phase2-pairs",
            NibbleTable.bytes((long) N_CORNER_CLASS * EdgePairs.N),
            "exact phase-2 distance of corner class x the U and D edges' opposite pairs, 4 bits");
    public static final TableSpec PHASE2_PRUNING = new TableSpec("coord-phase2-prun", 2,
            NibbleTable.bytes(N_PHASE2_ENTRIES), "exact phase-2 distance of corner class x UD-edge permutation, 4 bits",
            PHASE2_STEPS);
    public static final TableSpec UD_EDGES_MERGE = spec("coord-udedges-merge", 2L * N_SLICE_SORTED * 24,
            "UD-edge permutation from the U edges and the order of the D edges");
    public static final TableSpec TWIST_SLICE_PRUNING = spec("coord-twistslice-prun",
            (long) N_TWIST * Coordinates.N_SLICE, "exact phase-1 distance of twist x UD-slice position");
    public static final TableSpec FLIP_SLICE_PRUNING = spec("coord-flipslice-prun",
            (long) N_FLIP * Coordinates.N_SLICE, "exact phase-1 distance of flip x UD-slice position");
    /**
     * Exact phase-1 distance of twist x flip, one byte each (4.3 MiB): a bound that the browser's small table set
     * prunes with, beside the two slice tables (the JVM's full set has the exact phase-1 table instead).
     */
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
    private final Lazy<char[]> twistMove;
    private final Lazy<char[]> flipMove;
    private final Lazy<char[]> sliceSortedMove;
    private final Lazy<char[]> uEdgesMove;
    private final Lazy<char[]> dEdgesMove;
    private final Lazy<char[]> cornerPermMove;
    private final Lazy<char[]> udEdgePermMove;
    private final Lazy<char[]> twistConj;
    private final Lazy<char[]> udEdgeConj;
    private final Lazy<SymClasses> flipSliceClasses;
    private final Lazy<SymClasses> cornerClasses;
    private final Lazy<NibbleTable> phase1Exact;
    private final Lazy<NibbleTable> phase2Pruning;
    private final Lazy<NibbleTable> phase2Pairs = new Lazy<>(() -> new NibbleTable(
            store().load(PHASE2_PAIRS, this::buildPhase2Pairs), (long) N_CORNER_CLASS * EdgePairs.N));
    private final Lazy<byte[]> phase1Mod3 = new Lazy<>(() -> store().load(PHASE1_MOD3, this::buildPhase1Mod3));
    private final Lazy<char[]> udEdgesMerge;
    private final Lazy<byte[]> cornerSlicePruning;
    private final Lazy<byte[]> twistSlicePruning;
    private final Lazy<byte[]> edgeSlicePruning = new Lazy<>(() -> store().load(EDGE_SLICE_PRUNING, (target, p) ->
            pairBfs(target, N_SLICE_PERM, PairBfs.ints(udEdgePermMove()), sliceOrderMove(), Coordinates.phase2Moves(),
                    p)));
    private final Lazy<int[]> flipSliceClassSym = new Lazy<>(() -> flipSliceClasses().classSymArray());
    private final Lazy<byte[]> flipSlicePruning;
    private final Lazy<byte[]> twistFlipPruning = new Lazy<>(() -> store().load(TWIST_FLIP_PRUNING, (target, p) ->
            pairBfs(target, N_FLIP, PairBfs.ints(twistMove()), PairBfs.ints(flipMove()), allMoves(), p)));
    private final Lazy<int[]> flipSliceSymMove = decoded(FLIPSLICE_SYM_MOVE, p -> {
        SymClasses classes = flipSliceClasses();
        int[] classSym = flipSliceClassSym();
        char[] fm = flipMove();
        char[] sm = sliceSortedMove();
        int[] out = new int[N_FLIPSLICE_CLASS * N_MOVES];
        for (int c = 0; c < N_FLIPSLICE_CLASS; c++) {
            int rep = classes.representative(c);
            int flip = rep % N_FLIP;
            int slice = rep / N_FLIP;
            for (int m = 0; m < N_MOVES; m++) {
                int child = Coordinates.flipSlice(sm[slice * 24 * N_MOVES + m] / 24, fm[flip * N_MOVES + m]);
                out[c * N_MOVES + m] = classSym[child];
            }
        }
        return out;
    }, (values, target) -> ArrayBytes.putInts(values, target, 0), bytes -> {
        int[] out = new int[N_FLIPSLICE_CLASS * N_MOVES];
        ArrayBytes.getInts(bytes, 0, out);
        return out;
    });

    private CoordTables(TableSource store) {
        this.store = store;
        twistMove = chars(TWIST_MOVE, CoordTables::buildTwistMove);
        flipMove = chars(FLIP_MOVE, CoordTables::buildFlipMove);
        sliceSortedMove = chars(SLICE_SORTED_MOVE, p -> buildEdges4Move(8));
        uEdgesMove = chars(U_EDGES_MOVE, p -> buildEdges4Move(0));
        dEdgesMove = chars(D_EDGES_MOVE, p -> buildEdges4Move(4));
        cornerPermMove = chars(CORNER_PERM_MOVE, CoordTables::buildCornerPermMove);
        udEdgePermMove = chars(UD_EDGE_PERM_MOVE, CoordTables::buildUdEdgePermMove);
        twistConj = chars(TWIST_CONJ, CoordTables::buildTwistConj);
        udEdgeConj = chars(UD_EDGE_CONJ, CoordTables::buildUdEdgeConj);
        flipSliceClasses = decoded(FLIPSLICE_SYM, p -> buildFlipSliceClasses(), SymClasses::writeTo,
                bytes -> SymClasses.readFrom(bytes, N_FLIPSLICE, N_FLIPSLICE_CLASS));
        cornerClasses = decoded(CORNER_SYM, p -> buildCornerClasses(), SymClasses::writeTo,
                bytes -> SymClasses.readFrom(bytes, N_CORNER_PERM, N_CORNER_CLASS));
        phase1Exact = new Lazy<>(() -> new NibbleTable(store.load(PHASE1_EXACT,
                this::buildPhase1), N_PHASE1_ENTRIES));
        phase2Pruning = new Lazy<>(() -> new NibbleTable(store.load(PHASE2_PRUNING, this::buildPhase2Pruning),
                N_PHASE2_ENTRIES));
        udEdgesMerge = chars(UD_EDGES_MERGE, CoordTables::buildUdEdgesMerge);
        cornerSlicePruning = new Lazy<>(() -> store.load(CORNER_SLICE_PRUNING, this::buildCornerSlicePruning));
        twistSlicePruning = new Lazy<>(() -> store.load(TWIST_SLICE_PRUNING, (target, progress) ->
                pairBfs(target, Coordinates.N_SLICE, PairBfs.ints(twistMove()), slicePositionMove(), allMoves(),
                        progress)));
        flipSlicePruning = new Lazy<>(() -> store.load(FLIP_SLICE_PRUNING, (target, progress) ->
                pairBfs(target, Coordinates.N_SLICE, PairBfs.ints(flipMove()), slicePositionMove(), allMoves(),
                        progress)));
    }

    /**
     * Makes the table of {@code spec} ready (loads or builds it, with what it is built from); false when the spec is
     * not one of these tables. A browser builds the tables it does not keep in storage this way while it reads the
     * others.
     */
    public boolean ready(TableSpec spec) {
        int i = ALL.indexOf(spec);
        if (i < 0) {
            return false;
        }
        values()[i].get();
        return true;
    }

    /** Every table here, including those the JVM's two-phase set does not read. */
    private static final List<TableSpec> ALL = List.of(TWIST_MOVE, FLIP_MOVE, SLICE_SORTED_MOVE, U_EDGES_MOVE,
            D_EDGES_MOVE, CORNER_PERM_MOVE, UD_EDGE_PERM_MOVE, TWIST_CONJ, UD_EDGE_CONJ, CORNER_SYM, FLIPSLICE_SYM,
            FLIPSLICE_SYM_MOVE, UD_EDGES_MERGE, TWIST_SLICE_PRUNING, FLIP_SLICE_PRUNING, TWIST_FLIP_PRUNING,
            CORNER_SLICE_PRUNING, EDGE_SLICE_PRUNING, PHASE2_PRUNING, PHASE2_PAIRS, PHASE1_EXACT, PHASE1_MOD3);

    /** The value of each table of {@link #ALL}, in its order. */
    private Lazy<?>[] values() {
        return new Lazy<?>[] {twistMove, flipMove, sliceSortedMove, uEdgesMove, dEdgesMove, cornerPermMove,
            udEdgePermMove, twistConj, udEdgeConj, cornerClasses, flipSliceClasses, flipSliceSymMove, udEdgesMerge,
            twistSlicePruning, flipSlicePruning, twistFlipPruning, cornerSlicePruning, edgeSlicePruning, phase2Pruning,
            phase2Pairs, phase1Exact, phase1Mod3};
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

    private Lazy<char[]> chars(TableSpec spec, Function<Progress, char[]> builder) {
        return decoded(spec, builder, CoordTables::fromChars, CoordTables::toChars);
    }

    /**
     * A table kept as a value other than its bytes: read from the store and decoded, or built, encoded into the
     * store's bytes and kept as built (not decoded back).
     */
    private <T> Lazy<T> decoded(TableSpec spec, Function<Progress, T> build, BiConsumer<T, byte[]> encode,
            Function<byte[], T> decode) {
        return new Lazy<>(() -> {
            List<T> built = new ArrayList<>(1);
            byte[] bytes = store().load(spec, (target, progress) -> {
                T value = build.apply(progress);
                encode.accept(value, target);
                built.add(value);
            });
            return built.isEmpty() ? decode.apply(bytes) : built.get(0);
        });
    }

    static char[] toChars(byte[] bytes) {
        char[] out = new char[bytes.length / 2];
        ArrayBytes.getChars(bytes, 0, out);
        return out;
    }

    static void fromChars(char[] values, byte[] target) {
        ArrayBytes.putChars(values, values.length, target, 0);
    }

    // ------------------------------------------------------------------ accessors

    /** Twist after move: {@code [twist * 18 + m]}. */
    public char[] twistMove() {
        return twistMove.get();
    }

    /** Flip after move: {@code [flip * 18 + m]}. */
    public char[] flipMove() {
        return flipMove.get();
    }

    /** Slice sorted after move: {@code [sliceSorted * 18 + m]}; also the slice order in phase 2 (values below 24). */
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

    /** Corner permutation after move: {@code [corner * 18 + m]}. */
    public char[] cornerPermMove() {
        return cornerPermMove.get();
    }

    /** UD-edge permutation after a phase-2 move: {@code [udEdge * 18 + m]}. */
    public char[] udEdgePermMove() {
        return udEdgePermMove.get();
    }

    /** Twist conjugated: {@code [twist * 16 + s]} is the twist of {@code S * x * S^-1}. */
    public char[] twistConj() {
        return twistConj.get();
    }

    /**
     * The order of the four slice edges when they are in the slice, conjugated: {@code [order * 16 + s]} is the order
     * (0..23; the sorted slice coordinate of such a state) of {@code S x S^-1}. Small enough to compute on each call.
     */
    public static char[] slicePermConj() {
        Cubie tmp = new Cubie();
        return buildTransitionTable(N_SLICE_PERM, 16, range(16), SLICE_ORDER,
                (cube, sym, out) -> Symmetry.conjugateEdges(cube, sym, tmp, out));
    }

    /** UD-edge permutation conjugated: {@code [udEdge * 16 + s]}. */
    public char[] udEdgeConj() {
        return udEdgeConj.get();
    }

    public SymClasses flipSliceClasses() {
        return flipSliceClasses.get();
    }

    public SymClasses cornerClasses() {
        return cornerClasses.get();
    }

    /** The exact phase-1 distances ({@link #PHASE1_EXACT}). */
    public NibbleTable phase1Exact() {
        return phase1Exact.get();
    }

    /**
     * The exact phase-1 distances modulo 3 ({@link #PHASE1_MOD3}, {@link Mod3Table}'s layout), entries as in
     * {@link #phase1Exact()}.
     */
    public byte[] phase1Mod3() {
        return phase1Mod3.get();
    }

    /** The phase-2 distances of corner class x edge pairs ({@link #PHASE2_PAIRS}), entry {@code class * 2520 + pairs'}. */
    public NibbleTable phase2Pairs() {
        return phase2Pairs.get();
    }

    public NibbleTable phase2Pruning() {
        return phase2Pruning.get();
    }

    /**
     * The UD-edge permutation of a phase-2 cube from its U edges and D edges ({@link Coordinates#edges4}):
     * {@code [uEdges * 24 + dEdges % 24]}; {@code 0xFFFF} where the U edges are not all in the U and D layers.
     */
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

    /**
     * The flip-slice class and symmetry packed in one int, {@code class << 4 | symmetry}, indexed by raw
     * flip-slice: one memory read instead of two in the phase-1 search. Derived from {@link #flipSliceClasses()}.
     */
    public int[] flipSliceClassSym() {
        return flipSliceClassSym.get();
    }

    /**
     * The flip-slice class and symmetry ({@code class << 4 | symmetry}, as {@link #flipSliceClassSym()}) reached
     * from the representative of class c by move m, at {@code [c * 18 + m]}. A search that keeps the class and
     * symmetry of its state follows them with one read of this row per node (see the two-phase search).
     */
    public int[] flipSliceSymMove() {
        return flipSliceSymMove.get();
    }

    /**
     * Loads or builds every table. The two large pruning tables are read (or built) at the same time on the
     * store's {@link dev.cubeguide.table.Workers}, which about halves a cold start on two cores.
     */
    public void loadAll() {
        store.workers().runAll(2, i -> {
            if (i == 0) {
                phase1Exact();
            } else {
                phase2Pruning();
            }
        });
        cornerSlicePruning();
        uEdgesMove();
        dEdgesMove();
        udEdgesMerge();
        twistSlicePruning();
        flipSlicePruning();
        edgeSlicePruning();
        flipSliceClassSym();
        flipSliceSymMove();
    }

    // ------------------------------------------------------------------ exact distances

    /** The phase-1 pruning entry of a (flip, slice sorted, twist) state. */
    public int phase1Index(int flip, int sliceSorted, int twist) {
        SymClasses fs = flipSliceClasses();
        int raw = Coordinates.flipSlice(sliceSorted / 24, flip);
        return fs.classOf(raw) * N_TWIST + twistConj()[ClassSym.conjIndex(twist, fs.symmetryOf(raw))];
    }

    /**
     * The exact number of moves needed to bring a cube with these coordinates into the phase-1 goal
     * (twist, flip and UD-slice position solved).
     */
    public int phase1Distance(int flip, int sliceSorted, int twist) {
        return phase1Exact().get(phase1Index(flip, sliceSorted, twist));
    }

    /** The phase-2 pruning entry of a (corner permutation, UD-edge permutation) state. */
    public int phase2Index(int cornerPerm, int udEdgePerm) {
        SymClasses cc = cornerClasses();
        return cc.classOf(cornerPerm) * N_UD_EDGE_PERM
                + udEdgeConj()[ClassSym.conjIndex(udEdgePerm, cc.symmetryOf(cornerPerm))];
    }

    /**
     * The exact number of phase-2 moves that solve the corners and the UD edges (ignoring the slice edges'
     * order): one look-up. Exact below 15; 15 means 15 or more.
     */
    public int phase2Distance(int cornerPerm, int udEdgePerm) {
        return phase2Pruning().get(phase2Index(cornerPerm, udEdgePerm));
    }

    // ------------------------------------------------------------------ builders

    private static Cubie[] moveCubies() {
        Cubie[] moves = new Cubie[N_MOVES];
        for (int m = 0; m < N_MOVES; m++) {
            moves[m] = Cubie.move(m);
        }
        return moves;
    }

    /** How one coordinate is written into and read from cubie arrays. */
    private interface Coordinate {
        void set(Cubie cube, int value);

        int get(Cubie cube);
    }

    /** One column of a transition table: {@code out} is {@code cube} after move or symmetry {@code column}. */
    private interface Step {
        void apply(Cubie cube, int column, Cubie out);
    }

    /**
     * A transition table: entry {@code x * width + j} is the coordinate of the cube with coordinate {@code x} after
     * step {@code j}, for each j in {@code columns}; other entries are 0xFFFF (no such step). Move tables and
     * symmetry-conjugation tables are all of this form.
     */
    private static char[] buildTransitionTable(int size, int width, int[] columns, Coordinate coordinate, Step step) {
        Cubie a = new Cubie();
        Cubie b = new Cubie();
        char[] out = new char[size * width];
        if (columns.length < width) {
            Arrays.fill(out, (char) 0xFFFF);
        }
        for (int x = 0; x < size; x++) {
            coordinate.set(a, x);
            for (int j : columns) {
                step.apply(a, j, b);
                out[x * width + j] = (char) coordinate.get(b);
            }
        }
        return out;
    }

    /**
     * A move table ({@code [x * 18 + m]}, the moves {@code moves}; other entries 0xFFFF): each face's quarter turn from
     * cubies, and its half and inverse turns as two and three quarter turns, read from the table itself (a
     * coordinate follows a move the same way whatever cube it stands for), a third of the cubie work. A face whose
     * quarter turn is not among the moves (the half turns of phase 2) has its moves from cubies.
     */
    private static char[] buildMoveTable(int size, int[] moves, Coordinate coordinate, Step step) {
        boolean[] wanted = new boolean[N_MOVES];
        for (int m : moves) {
            wanted[m] = true;
        }
        int[] fromCubies = new int[N_MOVES];
        int count = 0;
        for (int m : moves) {
            if (m % 3 == 0 || !wanted[m - m % 3]) {
                fromCubies[count++] = m;
            }
        }
        char[] out = buildTransitionTable(size, N_MOVES, Arrays.copyOf(fromCubies, count), coordinate, step);
        for (int quarter = 0; quarter < N_MOVES; quarter += 3) {
            if (!wanted[quarter]) {
                continue;
            }
            for (int turns = 1; turns < 3; turns++) {
                int m = quarter + turns;
                if (!wanted[m]) {
                    continue;
                }
                for (int x = 0; x < size; x++) {
                    out[x * N_MOVES + m] = out[out[x * N_MOVES + m - 1] * N_MOVES + quarter];
                }
            }
        }
        return out;
    }

    private static int[] range(int n) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i;
        }
        return values;
    }

    private static Step cornerMoves() {
        Cubie[] moves = moveCubies();
        return (cube, m, out) -> Cubie.cornerMultiply(cube, moves[m], out);
    }

    private static Step edgeMoves() {
        Cubie[] moves = moveCubies();
        return (cube, m, out) -> Cubie.edgeMultiply(cube, moves[m], out);
    }

    private static final Coordinate TWIST = new Coordinate() {
        public void set(Cubie c, int v) {
            Coordinates.setTwist(c.co, v);
        }

        public int get(Cubie c) {
            return Coordinates.twist(c.co);
        }
    };

    /** The sorted slice coordinate, here for the 24 states with the slice edges in the slice (their order). */
    private static final Coordinate SLICE_ORDER = new Coordinate() {
        public void set(Cubie c, int v) {
            Coordinates.setEdges4(c.ep, 8, v);
        }

        public int get(Cubie c) {
            return Coordinates.edges4(c.ep, 8);
        }
    };

    private static final Coordinate UD_EDGE_PERM = new Coordinate() {
        public void set(Cubie c, int v) {
            Coordinates.setUdEdgePerm(c.ep, v);
        }

        public int get(Cubie c) {
            return Coordinates.udEdgePerm(c.ep);
        }
    };

    static char[] buildTwistMove(Progress progress) {
        return buildMoveTable(N_TWIST, range(N_MOVES), TWIST, cornerMoves());
    }

    static char[] buildFlipMove(Progress progress) {
        return buildMoveTable(N_FLIP, range(N_MOVES), new Coordinate() {
            public void set(Cubie c, int v) {
                Coordinates.setFlip(c.eo, v);
            }

            public int get(Cubie c) {
                return Coordinates.flip(c.eo);
            }
        }, edgeMoves());
    }

    static char[] buildEdges4Move(int first) {
        return buildMoveTable(N_SLICE_SORTED, range(N_MOVES), edges4(first), edgeMoves());
    }

    /** The {@link Coordinates#edges4} coordinate of the edges {@code first..first+3}. */
    private static Coordinate edges4(int first) {
        return new Coordinate() {
            public void set(Cubie c, int v) {
                Coordinates.setEdges4(c.ep, first, v);
            }

            public int get(Cubie c) {
                return Coordinates.edges4(c.ep, first);
            }
        };
    }

    static char[] buildCornerPermMove(Progress progress) {
        return buildMoveTable(N_CORNER_PERM, range(N_MOVES), CORNER_PERM, cornerMoves());
    }

    /** Only the ten phase-2 moves keep the UD edges in the U and D layers; other columns are 0xFFFF. */
    static char[] buildUdEdgePermMove(Progress progress) {
        return buildMoveTable(N_UD_EDGE_PERM, Coordinates.phase2Moves(), UD_EDGE_PERM, edgeMoves());
    }

    private static final Coordinate CORNER_SPLIT = new Coordinate() {
        public void set(Cubie c, int v) {
            Coordinates.setCornerSplit(c.cp, v);
        }

        public int get(Cubie c) {
            return Coordinates.cornerSplit(c.cp);
        }
    };

    /** The {@link Coordinates#cornerSplit} move table, {@code [split * 18 + m]} (2.5 KB: built, never stored). */
    public static char[] buildCornerSplitMove() {
        return buildTransitionTable(Coordinates.N_CORNER_SPLIT, N_MOVES, range(N_MOVES), CORNER_SPLIT, cornerMoves());
    }

    /** The corner split conjugated by the 16 U-D symmetries, {@code [split * 16 + s]} (built, never stored). */
    public static char[] buildCornerSplitConj() {
        Cubie tmp = new Cubie();
        return buildTransitionTable(Coordinates.N_CORNER_SPLIT, 16, range(16), CORNER_SPLIT,
                (cube, sym, out) -> Symmetry.conjugateCorners(cube, sym, tmp, out));
    }

    static char[] buildTwistConj(Progress progress) {
        Cubie tmp = new Cubie();
        return buildTransitionTable(N_TWIST, 16, range(16), TWIST,
                (cube, sym, out) -> Symmetry.conjugateCorners(cube, sym, tmp, out));
    }

    /** The sorted UD-slice coordinate conjugated by the 16 U-D symmetries: {@code [sliceSorted * 16 + s]}. */
    static char[] buildSliceSortedConj() {
        Cubie tmp = new Cubie();
        return buildTransitionTable(N_SLICE_SORTED, 16, range(16), edges4(8),
                (cube, sym, out) -> Symmetry.conjugateEdges(cube, sym, tmp, out));
    }

    static char[] buildUdEdgeConj(Progress progress) {
        Cubie tmp = new Cubie();
        return buildTransitionTable(N_UD_EDGE_PERM, 16, range(16), UD_EDGE_PERM,
                (cube, sym, out) -> Symmetry.conjugateEdges(cube, sym, tmp, out));
    }

    static char[] buildUdEdgesMerge(Progress progress) {
        char[] out = new char[N_SLICE_SORTED * 24];
        Arrays.fill(out, (char) 0xFFFF);
        int[] u = new int[12];
        int[] d = new int[12];
        int[] ep = new int[12];
        for (int x = 0; x < N_SLICE_SORTED; x++) {
            Coordinates.setEdges4(u, 0, x);
            boolean inUd = true;
            for (int j = 8; j < 12; j++) {
                inUd &= u[j] >= 4;
            }
            if (!inUd) {
                continue;
            }
            for (int order = 0; order < 24; order++) {
                // The D edges take the free positions of 0..7 in increasing order, ordered as 'order' says.
                Coordinates.permutationUnrank(order, d, 4);
                int next = 0;
                for (int j = 0; j < 8; j++) {
                    ep[j] = u[j] < 4 ? u[j] : 4 + d[next++];
                }
                out[x * 24 + order] = (char) Coordinates.udEdgePerm(ep);
            }
        }
        return out;
    }

    private static final Coordinate CORNER_PERM = new Coordinate() {
        public void set(Cubie c, int v) {
            Coordinates.setCornerPerm(c.cp, v);
        }

        public int get(Cubie c) {
            return Coordinates.cornerPerm(c.cp);
        }
    };

    /**
     * The flip-slice classes. Conjugating a flip-slice by a U-D symmetry moves the slice edges' positions, and flips
     * the edges as the flip's conjugate, changed by what the symmetry does to the edges at those positions
     * (checked against cubie conjugation by CoordTablesTest): three small tables made from cubies give every
     * conjugate with two look-ups.
     */
    static SymClasses buildFlipSliceClasses() {
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        int[] flipConj = new int[N_FLIP * 16];
        for (int f = 0; f < N_FLIP; f++) {
            cube.reset();
            Coordinates.setFlip(cube.eo, f);
            for (int s = 0; s < 16; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, out);
                flipConj[ClassSym.conjIndex(f, s)] = Coordinates.flip(out.eo);
            }
        }
        // For each slice position and symmetry: the conjugate's slice position and the flip it gives the edges.
        int[] sliceConj = new int[Coordinates.N_SLICE * 16];
        int[] sliceFlip = new int[Coordinates.N_SLICE * 16];
        for (int x = 0; x < Coordinates.N_SLICE; x++) {
            cube.reset();
            Coordinates.setEdges4(cube.ep, 8, x * 24);
            for (int s = 0; s < 16; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, out);
                sliceConj[ClassSym.conjIndex(x, s)] = Coordinates.slice(out.ep);
                sliceFlip[ClassSym.conjIndex(x, s)] = Coordinates.flip(out.eo) ^ flipConj[ClassSym.conjIndex(0, s)];
            }
        }
        return buildClasses(N_FLIPSLICE, N_FLIPSLICE_CLASS, "flip-slice", (raw, conjugates) -> {
            int slice = raw / N_FLIP;
            int flip = raw % N_FLIP;
            for (int s = 0; s < 16; s++) {
                int x = ClassSym.conjIndex(slice, s);
                conjugates[s] = Coordinates.flipSlice(sliceConj[x], flipConj[ClassSym.conjIndex(flip, s)] ^ sliceFlip[x]);
            }
        });
    }

    static SymClasses buildCornerClasses() {
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        return buildClasses(N_CORNER_PERM, N_CORNER_CLASS, "corner", (raw, conjugates) -> {
            CORNER_PERM.set(cube, raw);
            for (int s = 0; s < 16; s++) {
                Symmetry.conjugateCorners(cube, s, tmp, out);
                conjugates[s] = CORNER_PERM.get(out);
            }
        });
    }

    /** The 16 conjugates of a raw value, {@code S raw S^-1} for each U-D symmetry s, into {@code out[s]}. */
    @FunctionalInterface
    private interface Conjugates {
        void of(int raw, int[] out);
    }

    /**
     * The classes of a coordinate under the 16 U-D symmetries: raw values are visited in increasing order, and each
     * one not yet in a class becomes the representative of a new class, which its 16 conjugates join. For each raw
     * value it records its class and the symmetry S with {@code raw = S rep S^-1}, stored as S^-1 so that
     * {@code rep = S^-1 raw S}; for each class, the symmetries that fix its representative.
     */
    private static SymClasses buildClasses(int rawSize, int classCount, String name, Conjugates conjugates) {
        int[] classIndex = new int[rawSize];
        byte[] symmetry = new byte[rawSize];
        int[] reps = new int[classCount];
        char[] stabilizer = new char[classCount];
        Arrays.fill(classIndex, -1);
        int[] conj = new int[16];
        int count = 0;
        for (int raw = 0; raw < rawSize; raw++) {
            if (classIndex[raw] != -1) {
                continue;
            }
            if (count == classCount) {
                throw new IllegalStateException("more " + name + " classes than expected");
            }
            conjugates.of(raw, conj);
            reps[count] = raw;
            for (int s = 0; s < 16; s++) {
                int other = conj[s];
                if (other == raw) {
                    stabilizer[count] |= (char) (1 << s);
                }
                if (classIndex[other] == -1) {
                    classIndex[other] = count;
                    symmetry[other] = (byte) Symmetry.inverse(s);
                }
            }
            count++;
        }
        if (count != classCount) {
            throw new IllegalStateException("expected " + classCount + " " + name + " classes, found " + count);
        }
        return new SymClasses(classIndex, symmetry, reps, stabilizer);
    }

    private void buildPhase1(byte[] target, Progress progress) {
        SymBfs bfs = new SymBfs(N_FLIPSLICE_CLASS, N_TWIST, allMoves(), flipSliceClassMove(),
                PairBfs.ints(twistMove()), PairBfs.ints(twistConj()), flipSliceClasses(), store.workers());
        bfs.expectSteps(PHASE1_EXACT.buildSteps()).build(target, progress);
    }

    /**
     * Packs the exact phase-1 table when this store holds it; otherwise runs a breadth-first search of residues
     * ({@link Mod3Bfs}: one thread, 35 MB while it runs).
     */
    private void buildPhase1Mod3(byte[] target, Progress progress) {
        if (store.isPresent(PHASE1_EXACT)) {
            Mod3Table.pack(phase1Exact(), target);
            return;
        }
        new Mod3Bfs(N_FLIPSLICE_CLASS, N_TWIST, allMoves(), flipSliceSymMove(), PairBfs.ints(twistMove()),
                PairBfs.ints(twistConj()), flipSliceClasses()).build(target, progress);
    }

    /** (flip-slice class, move) to {@code newClass << 4 | symmetry} of the class representative after the move. */
    IntBinaryOperator flipSliceClassMove() {
        SymClasses fs = flipSliceClasses();
        char[] fm = flipMove();
        char[] sm = sliceSortedMove();
        return (c, m) -> {
            int rep = fs.representative(c);
            int flip = rep % N_FLIP;
            int slice = rep / N_FLIP;
            int raw = Coordinates.flipSlice(sm[slice * 24 * 18 + m] / 24, fm[flip * 18 + m]);
            return ClassSym.encode(fs.classOf(raw), fs.symmetryOf(raw));
        };
    }

    private void buildPhase2Pruning(byte[] target, Progress progress) {
        SymBfs bfs = new SymBfs(N_CORNER_CLASS, N_UD_EDGE_PERM, Coordinates.phase2Moves(), cornerClassMove(),
                PairBfs.ints(udEdgePermMove()), PairBfs.ints(udEdgeConj()), cornerClasses(), store.workers());
        bfs.expectSteps(PHASE2_PRUNING.buildSteps()).build(target, progress);
    }

    private void buildPhase2Pairs(byte[] target, Progress progress) {
        SymBfs bfs = new SymBfs(N_CORNER_CLASS, EdgePairs.N, Coordinates.phase2Moves(), cornerClassMove(),
                EdgePairs.moveTable(), EdgePairs.conjTable(), cornerClasses(), store.workers());
        bfs.build(target, progress);
    }

    /** (corner class, move) to {@code newClass << 4 | symmetry} of the class representative after the move. */
    private IntBinaryOperator cornerClassMove() {
        SymClasses cc = cornerClasses();
        char[] cm = cornerPermMove();
        return (c, m) -> {
            int raw = cm[cc.representative(c) * 18 + m];
            return ClassSym.encode(cc.classOf(raw), cc.symmetryOf(raw));
        };
    }

    private void buildCornerSlicePruning(byte[] target, Progress progress) {
        pairBfs(target, N_SLICE_PERM, PairBfs.ints(cornerPermMove()), sliceOrderMove(), Coordinates.phase2Moves(),
                progress);
    }

    /**
     * Breadth-first search over a pair of raw coordinates (a, b), entry {@code a * nB + b}, exact distance per byte,
     * from the solved entry 0 ({@link PairBfs}); both move tables 18 moves a row.
     */
    private static void pairBfs(byte[] target, int nB, int[] moveA, int[] moveB, int[] moves, Progress progress) {
        PairBfs.fill(target, 0, nB, moveA, 18, moveB, 18, moves, (byte) -1, progress);
    }

    /** The UD-slice position (0..494, unsorted) after a move, {@code [position * 18 + m]}. */
    private int[] slicePositionMove() {
        char[] sm = sliceSortedMove();
        int[] out = new int[Coordinates.N_SLICE * N_MOVES];
        for (int x = 0; x < Coordinates.N_SLICE; x++) {
            for (int m = 0; m < N_MOVES; m++) {
                out[x * N_MOVES + m] = sm[(x * 24) * N_MOVES + m] / 24;
            }
        }
        return out;
    }

    /** The slice edges' order (0..23, the slice edges in the slice) after a phase-2 move: the first rows of the sorted table. */
    private int[] sliceOrderMove() {
        return PairBfs.ints(Arrays.copyOf(sliceSortedMove(), N_SLICE_PERM * N_MOVES));
    }

    /** The 18 face moves 0..17, for breadth-first searches over all moves (a fresh array). */
    static int[] allMoves() {
        int[] moves = new int[N_MOVES];
        for (int m = 0; m < N_MOVES; m++) {
            moves[m] = m;
        }
        return moves;
    }

    /** A value made on first use, once, under a lock (tables must never be built at class load). */
    private static final class Lazy<T> {
        private final Supplier<T> supplier;
        private volatile T value;

        Lazy(Supplier<T> supplier) {
            this.supplier = supplier;
        }

        T get() {
            T v = value;
            if (v == null) {
                synchronized (this) {
                    v = value;
                    if (v == null) {
                        v = supplier.get();
                        value = v;
                    }
                }
            }
            return v;
        }
    }

}
