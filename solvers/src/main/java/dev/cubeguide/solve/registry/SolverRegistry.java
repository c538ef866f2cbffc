package dev.cubeguide.solve.registry;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import dev.cubeguide.solve.optimal.OptimalSolver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.TableStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The solvers by name, all with their tables in one place: {@link #onDefaultStore()} (what {@link Solvers} serves)
 * or a given store ({@link #on(TableStore)}: tests and tools hand theirs in instead of changing a global setting).
 * The one place that knows every solver, so that the solver packages stay independent of one another; it hands the
 * optimal solver its two-phase fallback. Each solver is made on first use (making one builds no tables) and then
 * shared: solvers are thread-safe.
 */
public final class SolverRegistry {
    /** The solver used when none is named. */
    public static final String DEFAULT = "twophase";

    /** The store every table is in; null for the default store, looked up at each use. */
    private final TableStore store;
    private final Map<String, Function<SolverRegistry, Solver>> factories;
    private final Map<String, Solver> instances = new ConcurrentHashMap<>();

    private SolverRegistry(TableStore store, Map<String, Function<SolverRegistry, Solver>> factories) {
        this.store = store;
        this.factories = factories;
    }

    private static Map<String, Function<SolverRegistry, Solver>> solversOn(TableStore store) {
        Map<String, Function<SolverRegistry, Solver>> factories = new LinkedHashMap<>();
        if (store == null) {
            // The default store, looked up at each use (its folder comes from $CUBEGUIDE_HOME).
            factories.put("twophase", r -> new TwoPhaseSolver());
            factories.put("thistlethwaite", r -> new ThistlethwaiteSolver());
            factories.put("beginner", r -> new BeginnerSolver());
            factories.put("optimal", r -> new OptimalSolver(() -> r.get("twophase")));
        } else {
            factories.put("twophase", r -> new TwoPhaseSolver(store));
            factories.put("thistlethwaite", r -> new ThistlethwaiteSolver(store));
            factories.put("beginner", r -> new BeginnerSolver());
            factories.put("optimal", r -> new OptimalSolver(store, r.get("twophase")));
        }
        return factories;
    }

    /** The solvers on the default table store, {@code $CUBEGUIDE_HOME/tables}. */
    public static SolverRegistry onDefaultStore() {
        return new SolverRegistry(null, solversOn(null));
    }

    /** The solvers with every table in {@code store}. */
    public static SolverRegistry on(TableStore store) {
        Objects.requireNonNull(store, "store");
        return new SolverRegistry(store, solversOn(store));
    }

    /**
     * This registry with {@code solver} served under {@code name}: in place of the solver of that name, or added
     * after the others. The other solvers are this registry's own (the same instances, with their loaded tables),
     * and the store is the same. Tests use it to put a test double where a real solver would be.
     */
    public SolverRegistry with(String name, Solver solver) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(solver, "solver");
        Map<String, Function<SolverRegistry, Solver>> derived = new LinkedHashMap<>();
        for (String known : names()) {
            derived.put(known, r -> get(known));
        }
        derived.put(name, r -> solver);
        return new SolverRegistry(store, derived);
    }

    /** The table store of these solvers: the one given to {@link #on}, or the default store at this moment. */
    public TableStore store() {
        return store != null ? store : TableStore.defaultStore();
    }

    /** The names, default first: twophase, thistlethwaite, beginner, optimal. */
    public List<String> names() {
        return List.copyOf(factories.keySet());
    }

    /** The solver called {@code name}; an unknown name is a {@code BAD_REQUEST} naming the choices. */
    public Solver get(String name) {
        Solver solver = instances.get(name);
        if (solver != null) {
            return solver;
        }
        Function<SolverRegistry, Solver> factory = factories.get(name);
        if (factory == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown solver '" + name + "'; choose one of "
                    + String.join(", ", names()), Map.of("solver", String.valueOf(name), "choices", names()));
        }
        // Made outside the map's lock: a factory may ask for another solver (the optimal solver's fallback).
        Solver made = factory.apply(this);
        Solver raced = instances.putIfAbsent(name, made);
        return raced != null ? raced : made;
    }

    /** The default (two-phase) solver. */
    public Solver defaultSolver() {
        return get(DEFAULT);
    }
}
