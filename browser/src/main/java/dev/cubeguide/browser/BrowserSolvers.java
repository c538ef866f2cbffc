package dev.cubeguide.browser;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.MemoryTableSource;
import dev.cubeguide.table.TableSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The solvers the browser runs, by name (the optimal solver's gigabytes of tables stay on the server), all with
 * their tables in one {@link MemoryTableSource}: two-phase, Thistlethwaite, beginner. Two-phase has two table sets:
 * the small one, made ready first so that the first solution comes fast, and the full one (the exact phase-1
 * distances modulo 3), built in the background; once the full one is ready, two-phase solves on it.
 *
 * <p>The tables are made ready in {@link Part}s, in the order of {@link #PARTS}.
 */
final class BrowserSolvers {
    static final List<String> NAMES = List.of("twophase", "thistlethwaite", "beginner");

    /** A solver's table set, made ready as one: its name, the set it belongs to, the solver it serves. */
    record Part(String name, String set, String solver) {
    }

    /** The small two-phase set, for the first solution. */
    static final Part TWOPHASE_SMALL = new Part("twophase-small", "first", "twophase");
    static final Part THISTLETHWAITE = new Part("thistlethwaite", "full", "thistlethwaite");
    /** The full two-phase set: the small one and the phase-1 distances modulo 3. */
    static final Part TWOPHASE_FULL = new Part("twophase", "full", "twophase");
    /** Every part, in the order they are made ready. */
    static final List<Part> PARTS = List.of(TWOPHASE_SMALL, THISTLETHWAITE, TWOPHASE_FULL);
    /**
     * The tables built at each start instead of kept: the flip-slice classes and their move table (8 MiB, built in a
     * few tens of milliseconds), for which the 40 MB of storage has no room.
     */
    private static final Set<String> NOT_STORED = Set.of(CoordTables.FLIPSLICE_SYM.id(),
            CoordTables.FLIPSLICE_SYM_MOVE.id());

    private final MemoryTableSource source;
    private final Map<String, Solver> solvers = new LinkedHashMap<>();
    private final TwoPhaseSolver twophaseSmall;
    private final TwoPhaseSolver twophaseFull;
    private boolean fullReady;

    BrowserSolvers(MemoryTableSource source) {
        this.source = source;
        twophaseSmall = TwoPhaseSolver.onSmallTables(source);
        twophaseFull = TwoPhaseSolver.onResidueTables(source);
        solvers.put("twophase", twophaseSmall);
        solvers.put("thistlethwaite", new ThistlethwaiteSolver(source));
        solvers.put("beginner", new BeginnerSolver());
    }

    MemoryTableSource source() {
        return source;
    }

    /** The solver called {@code name}; an unknown name is a {@code BAD_REQUEST} naming the choices. */
    Solver get(String name) {
        Solver solver = solvers.get(name);
        if (solver == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown solver '" + name + "'; choose one of "
                    + String.join(", ", NAMES), Map.of("solver", String.valueOf(name), "choices", NAMES));
        }
        return solver;
    }

    /** The part called {@code name}, or null. */
    static Part part(String name) {
        for (Part part : PARTS) {
            if (part.name().equals(name)) {
                return part;
            }
        }
        return null;
    }

    /** The tables of a part. */
    List<TableSpec> specs(Part part) {
        return new ArrayList<>(solverOf(part).tables().specs());
    }

    /**
     * Makes a part's tables ready, building what the source lacks; once the full two-phase set is ready, two-phase
     * solves on it.
     */
    void prepare(Part part) {
        solverOf(part).tables().prepare(MemoryPolicy.HEAP);
        if (part == TWOPHASE_FULL) {
            fullReady = true;
            solvers.put("twophase", twophaseFull);
        }
    }

    /**
     * Builds the part's tables that are not kept in storage (and not there yet), as far as they can be built one by
     * one: a start does this while it reads the kept ones.
     */
    void buildUnstored(Part part) {
        CoordTables coord = CoordTables.of(source);
        for (TableSpec spec : specs(part)) {
            if (!stored(spec) && !source.isPresent(spec)) {
                coord.ready(spec);
            }
        }
    }

    /**
     * True when the table is kept in the browser's storage once built: the tables of two-phase's full set and
     * Thistlethwaite's, but the flip-slice classes (the small set's twist-flip table is built at each first visit,
     * until the full set is stored). The others are built at each start, while the kept ones are read.
     */
    boolean stored(TableSpec spec) {
        return !NOT_STORED.contains(spec.id()) && (twophaseFull.tables().specs().contains(spec)
                || solvers.get("thistlethwaite").tables().specs().contains(spec));
    }

    /**
     * True when storage keeps the table compressed (deflate): all kept tables but the phase-1 residues, which hardly
     * compress (to 82%; the others to 20-55%). So the kept tables take 38.6 MB, within the 40 MB the browser may hold.
     */
    boolean compressed(TableSpec spec) {
        return stored(spec) && !spec.equals(CoordTables.PHASE1_MOD3);
    }

    /** True once two-phase solves on its full set. */
    boolean fullReady() {
        return fullReady;
    }

    private Solver solverOf(Part part) {
        return part == TWOPHASE_SMALL ? twophaseSmall : part == TWOPHASE_FULL ? twophaseFull : get(part.solver());
    }
}
