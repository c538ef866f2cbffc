package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_TWIST;

import dev.cubeguide.table.TableSpec;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exact number of moves that solve the corners alone (permutation and orientation), for every corner state:
 * Korf's corner pattern database, reduced by the 16 U-D symmetries. Entry {@code class * 2187 + twist'} where
 * {@code class} is the {@linkplain CoordTables#cornerClasses() corner-permutation class} and {@code twist'} the
 * twist conjugated by the corner permutation's symmetry (the same layout as {@link CoordTables#phase1Exact()}).
 * 2,768 x 2,187 = 6,053,616 entries at 4 bits (2.9 MiB); the largest distance is 11, so every entry is exact.
 * Built in a few seconds on first use by the same symmetry-aware breadth-first search as the other tables.
 *
 * <p>Used by the optimal solver as one more admissible lower bound next to the phase-1 table on three axes.
 * Added beside {@link CoordTables} (rather than inside it) to keep that shared file unchanged.
 *
 * <p>Source: R. E. Korf, "Finding optimal solutions to Rubik's Cube using pattern databases" (AAAI 1997), the
 * corner database; H. Kociemba's description of his optimal solver (kociemba.org), which reduces it by symmetry.
 */
public final class CornerPruning {
    /** Entries: 2768 corner classes times 2187 twists. */
    public static final long N_ENTRIES = (long) Coordinates.N_CORNER_CLASS * N_TWIST;
    /** The table file; its build steps are the count a build reports (see {@link SymBfs}). */
    public static final TableSpec SPEC = new TableSpec("coord-corner-prun", 1, NibbleTable.bytes(N_ENTRIES),
            "exact corner distance of corner class x twist, 4 bits", 49_863_552L);

    private static final Map<CoordTables, CornerPruning> BY_TABLES = new ConcurrentHashMap<>();

    private final CoordTables tables;
    private final NibbleTable table;

    private CornerPruning(CoordTables tables) {
        this.tables = tables;
        byte[] data = tables.store().load(SPEC, (target, progress) -> bfs(tables).expectSteps(SPEC.buildSteps()).build(target, progress));
        this.table = new NibbleTable(data, N_ENTRIES);
    }

    /** The breadth-first search that fills the table: corner classes x twist, exact. */
    static SymBfs bfs(CoordTables tables) {
        SymClasses cc = tables.cornerClasses();
        char[] cm = tables.cornerPermMove();
        int[] moves = Coordinates.allMoves();
        return new SymBfs(Coordinates.N_CORNER_CLASS, N_TWIST, moves, (c, m) -> {
            int raw = cm[cc.representative(c) * 18 + m];
            return cc.classOf(raw) << 4 | cc.symmetryOf(raw);
        }, PairBfs.ints(tables.twistMove()), PairBfs.ints(tables.twistConj()), cc, tables.store().workers());
    }

    /** The table of {@code tables}' store, loaded or built on first use. */
    public static CornerPruning of(CoordTables tables) {
        return BY_TABLES.computeIfAbsent(tables, CornerPruning::new);
    }

    /** The entry of a (corner permutation, twist) state. */
    public int index(int cornerPerm, int twist) {
        SymClasses cc = tables.cornerClasses();
        return cc.classOf(cornerPerm) * N_TWIST + tables.twistConj()[twist * 16 + cc.symmetryOf(cornerPerm)];
    }

    /** The exact number of moves that solve the corners of a (corner permutation, twist) state. */
    public int distance(int cornerPerm, int twist) {
        return table.get(index(cornerPerm, twist));
    }

    /** The packed table (shared, read-only): entry i is {@code data[i >> 1] >> 4 * (i & 1) & 15}. */
    public NibbleTable table() {
        return table;
    }
}
