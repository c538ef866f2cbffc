package dev.cubeguide.browser;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
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

/**
 * The solvers the browser runs, by name (the optimal solver's gigabytes of tables stay on the server), all with
 * their tables in one {@link MemoryTableSource}: two-phase on its small table set, Thistlethwaite, beginner.
 */
final class BrowserSolvers {
    static final List<String> NAMES = List.of("twophase", "thistlethwaite", "beginner");

    private final MemoryTableSource source;
    private final Map<String, Solver> solvers = new LinkedHashMap<>();

    BrowserSolvers(MemoryTableSource source) {
        this.source = source;
        solvers.put("twophase", TwoPhaseSolver.onSmallTables(source));
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

    /** The tables of the named solver (none for the beginner method, which builds its small tables in memory). */
    List<TableSpec> specs(String name) {
        return new ArrayList<>(get(name).tables().specs());
    }
}
