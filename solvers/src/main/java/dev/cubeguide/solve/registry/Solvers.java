package dev.cubeguide.solve.registry;

import dev.cubeguide.solve.Solver;
import java.util.List;

/**
 * The solvers by name on the default table store ({@code $CUBEGUIDE_HOME/tables}), one registry per process for
 * library code and tools, and the server's default ({@code ServerOptions.defaults()}). The command line and the
 * tests hand a {@link SolverRegistry} of their own to what they run instead ({@link SolverRegistry#on}).
 */
public final class Solvers {
    /** The solver used when none is named. */
    public static final String DEFAULT = SolverRegistry.DEFAULT;

    private static final SolverRegistry DEFAULT_STORE = SolverRegistry.onDefaultStore();

    private Solvers() {
    }

    /** The registry behind these methods: the solvers on the default store, made once per process. */
    public static SolverRegistry registry() {
        return DEFAULT_STORE;
    }

    /** The names, default first: twophase, thistlethwaite, beginner, optimal. */
    public static List<String> names() {
        return DEFAULT_STORE.names();
    }

    /** The solver called {@code name}; an unknown name is a {@code BAD_REQUEST} naming the choices. */
    public static Solver get(String name) {
        return DEFAULT_STORE.get(name);
    }

    /** The default (two-phase) solver. */
    public static Solver defaultSolver() {
        return DEFAULT_STORE.defaultSolver();
    }
}
