package dev.cubeguide.solve.registry;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import dev.cubeguide.solve.optimal.OptimalSolver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The solvers by name: the one place that knows every solver, so that the solver packages stay independent of one
 * another (the optimal solver's two-phase fallback is handed to its constructor here). Each is created lazily on
 * first use (creating one builds no tables), and then shared: solvers are thread-safe.
 */
public final class Solvers {
    /** The solver used when none is named. */
    public static final String DEFAULT = "twophase";

    private static final Map<String, Supplier<Solver>> FACTORIES = new LinkedHashMap<>();
    private static final Map<String, Solver> INSTANCES = new ConcurrentHashMap<>();

    static {
        FACTORIES.put("twophase", TwoPhaseSolver::new);
        FACTORIES.put("thistlethwaite", ThistlethwaiteSolver::new);
        FACTORIES.put("beginner", BeginnerSolver::new);
        // The fallback is looked up at its first use, not inside this map's computeIfAbsent.
        FACTORIES.put("optimal", () -> new OptimalSolver(() -> get("twophase")));
    }

    private Solvers() {
    }

    /** The names, default first: twophase, thistlethwaite, beginner, optimal. */
    public static List<String> names() {
        return List.copyOf(FACTORIES.keySet());
    }

    /** The solver called {@code name}; an unknown name is a {@code BAD_REQUEST} naming the choices. */
    public static Solver get(String name) {
        Supplier<Solver> factory = FACTORIES.get(name);
        if (factory == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown solver '" + name + "'; choose one of "
                    + String.join(", ", names()), Map.of("solver", String.valueOf(name), "choices", names()));
        }
        return INSTANCES.computeIfAbsent(name, n -> factory.get());
    }

    /** The default (two-phase) solver. */
    public static Solver defaultSolver() {
        return get(DEFAULT);
    }
}
