package dev.cubeguide.solve.optimal;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Provably shortest solutions (half-turn metric): IDA* over the whole cube with the exact H48 table read for the cube
 * and for its inverse as the lower bound, on all cores: the default set (built on first use), or the large set when it
 * is in the store ({@code tables().activeSet()} says which); a home that holds only an axis table of earlier versions
 * (Reid's coset table read along three axes) keeps searching it. See the package description for the method and its
 * sources.
 *
 * <p>Unless the options ask for a deterministic answer, the two-phase solver supplies solutions for the search to
 * prove rather than find ({@link UpperBounds}): when every bound below a solution's length has been searched, that
 * solution is optimal and its own bound, the costliest, is skipped. Which of several optimal solutions comes back
 * may then depend on timing; its length never does.
 *
 * <p>{@link Solution#optimal()} is true only when the search proved that no shorter solution exists. When the
 * timeout (or cancellation) stops the search first, the answer is the two-phase solver's solution, marked not
 * optimal, with {@link Solution#lowerBound()} the length below which the search proved there is no solution; if
 * no solution is at hand the solve fails with {@code TIMEOUT}, whose detail gives that bound.
 *
 * <p>Tables come from {@link TableStore#defaultStore()} unless the solver was made for another store.
 * Thread-safe: each solve has its own search.
 */
public final class OptimalSolver implements Solver {
    /** God's number: every cube is solvable in 20 moves. */
    public static final int MAX_LENGTH = 20;
    private static final String NAME = "optimal";

    private final TableStore store;
    /** Gives the solver asked for an answer when time runs out; it may give null for none. */
    private final Supplier<Solver> fallback;
    /**
     * The axis tables searched when given ({@link #OptimalSolver(TableStore, Solver, OptimalTables)}), else null: the
     * store's are looked up at each solve.
     */
    private final OptimalTables given;
    /** The memory choice of the last {@code tables().prepare} (none yet: adaptive, as the two-phase solver's). */
    private volatile MemoryPolicy memoryPolicy = MemoryPolicy.ADAPTIVE;
    /** How long this solver has searched in all (for {@link MemoryPolicy#ADAPTIVE}). */
    private final AtomicLong searchNanos = new AtomicLong();
    /**
     * Under {@link MemoryPolicy#ADAPTIVE} (a server), the axis table is copied into the heap once the solver has
     * searched this long in all: a process that has searched this long will search longer, and wins back the copy
     * (about 0.6 s of a core for the default set), while a single solve keeps the mapping's fast start.
     */
    private static final long ADAPTIVE_HEAP_COPY_AFTER_NANOS = 5_000_000_000L;

    /**
     * The solver on the default table store (looked up at each solve, so tests may redirect it), with
     * {@code fallback} giving the solver that answers when time runs out (the registry hands in its two-phase
     * solver); asked at the first solve that needs it.
     */
    public OptimalSolver(Supplier<Solver> fallback) {
        this.store = null;
        this.fallback = Objects.requireNonNull(fallback, "fallback");
        this.given = null;
    }

    /**
     * The solver on a given table store, with {@code fallback} (for example a two-phase solver on the same store)
     * answering when time runs out; null for none, so that nothing is built outside {@code store}.
     */
    public OptimalSolver(TableStore store, Solver fallback) {
        this(store, fallback, null);
    }

    /**
     * The solver searching {@code given} (a small instance of the axis tables, for tests) instead of the optimal
     * tables of {@code store}, which it then never opens, builds or copies; the store's other tables (coordinates,
     * the fallback's) serve as with the public constructor.
     */
    OptimalSolver(TableStore store, Solver fallback, OptimalTables given) {
        this.store = Objects.requireNonNull(store, "store");
        this.fallback = () -> fallback;
        this.given = given;
    }

    /** Whether the solver searches tables it was given (a test's small instance) instead of the store's. */
    boolean searchesGivenTables() {
        return given != null;
    }

    /** Sets the memory choice of the last {@code tables().prepare}. */
    void memoryPolicy(MemoryPolicy policy) {
        memoryPolicy = policy;
    }

    OptimalTables searchTables() {
        return given != null ? given : OptimalTableSets.of(store());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(NAME, "Optimal (IDA*, the H48 table)",
                "provably shortest solutions in the half-turn metric; IDA* bounded by the exact H48 table (corner "
                        + "classes, edge slices and flips) read for the cube and its inverse, on all cores; the large "
                        + "set about three times as fast as the default one",
                MAX_LENGTH, "on 2 cores: median about 2.4 s per random state (whole process); about 0.8 s with the "
                        + "large set", true);
    }

    TableStore store() {
        return store != null ? store : TableStore.defaultStore();
    }

    /**
     * The H48 set the solver searches: the first filed one that opens (a damaged one is passed over); else, unless
     * the solver was given tables or an axis table of earlier versions is in the store and opens (searched instead),
     * the default set, built here on first use (minutes, with a progress bar; {@code MEMORY} when it does not fit).
     */
    Optional<H48Set> h48Set() {
        if (given != null) {
            return Optional.empty();
        }
        TableStore home = store();
        Optional<H48Set> filed = H48Set.KNOWN.stream().filter(set -> set.ofExisting(home).isPresent()).findFirst();
        if (filed.isPresent() || OptimalTableSets.openingAxis(home).isPresent()) {
            return filed;
        }
        H48Set.DEFAULT.build(home);
        return Optional.of(H48Set.DEFAULT);
    }

    @Override
    public SolverTables tables() {
        return new OptimalSolverTables(this);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        CubieCube held = cube.normalized();
        if (!held.isSolvable()) {
            // The validator names the problem (twisted corner, flipped edge, parity).
            CubeValidator.validate(held.toFacelets());
            throw new SolveException(ErrorCode.NO_SOLUTION, "the cube cannot be solved", Map.of("solver", NAME));
        }
        // Solving to a target solves target⁻¹ · cube (a budget is ignored: the answer is optimal, or the timeout's).
        CubieCube c = options.searched(held);
        int maxLength = Math.min(options.maxLengthOr(MAX_LENGTH), MAX_LENGTH);
        // An H48 set (mapped; the default one built on first use), else the axis tables of earlier versions.
        Solver twoPhase = options.deterministic() ? null : twoPhase();
        H48Set[] h48Set = new H48Set[1];
        H48Tables[] opened = new H48Tables[1];
        OptimalTables[] axis = new OptimalTables[1];
        alongsideCompanions(() -> {
            h48Set[0] = h48Set().orElse(null);
            opened[0] = h48Set[0] == null ? null : h48Set[0].ofExisting(store()).orElse(null);
            axis[0] = opened[0] != null ? null : searchTables();
        }, twoPhase == null ? List.of() : List.of(twoPhase.tables()));
        H48Tables h48 = opened[0];
        OptimalTables tables = axis[0];
        // The time (and the timeout) count from here: loading the tables the first time in a process (seconds for
        // the large table) is not part of the search.
        long start = System.nanoTime();
        SearchLimits limits = SearchLimits.startingNow(options);
        UpperBounds upperBounds = twoPhase == null ? null : new UpperBounds(c, twoPhase, options, limits);
        // The search stops a little before the deadline, leaving the two-phase fallback time to answer within it.
        Pruning pruning = h48 != null ? h48.pruningOf(c) : AxisPruning.of(tables, c);
        Search search = new Search(pruning, c, options.effectiveThreads(), limits.reserving(fallbackReserve(options)),
                options.onProgress().orElse(null), upperBounds);
        Search.Outcome outcome = search.run(maxLength);
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        if (memoryPolicy == MemoryPolicy.ADAPTIVE && given == null
                && searchNanos.addAndGet(time.toNanos()) >= ADAPTIVE_HEAP_COPY_AFTER_NANOS) {
            if (tables != null) {
                tables.startHeapCopy(store(), store().workers());
            } else {
                h48Set[0].startHeapCopy(store());
            }
        }
        if (outcome.moves() != null) {
            Solution solution = new Solution(NAME, Alg.ofIndices(outcome.moves(), outcome.moves().length), List.of(),
                    true, OptionalInt.of(outcome.lowerBound()), outcome.nodes(), time);
            options.onImprovement().ifPresent(listener -> listener.accept(solution));
            return solution;
        }
        if (!outcome.timedOut()) {
            throw SolveException.noSolution(NAME, maxLength);
        }
        return afterTimeout(c, options, outcome, start, limits, upperBounds);
    }

    /**
     * Runs {@code openOwn} (opening the search's tables) and prepares {@code companions} (the two-phase solver's,
     * for its upper bounds) at the same time on the store's workers: the two are about equally long on a cold start
     * (on 2 cores, about 0.15 s and 0.2 s), and each waits on memory and the kernel as much as on a core.
     */
    void alongsideCompanions(Runnable openOwn, List<SolverTables> companions) {
        store().workers().runAll(1 + companions.size(), i -> {
            if (i == 0) {
                openOwn.run();
            } else {
                companions.get(i - 1).prepare(MemoryPolicy.ADAPTIVE);
            }
        });
    }

    /** The share of a timeout kept for the fallback: a twentieth, from 1 ms to 2 s. */
    private static Duration fallbackReserve(SolveOptions options) {
        long twentieth = options.timeout().map(t -> t.toNanos() / 20).orElse(0L);
        return Duration.ofNanos(Math.max(1_000_000L, Math.min(2_000_000_000L, twentieth)));
    }

    /**
     * Time ran out with no solution proven optimal: answer with the two-phase solver's solution when it has one
     * within the length limit (optimal after all when it is as short as the proven bound), else fail with TIMEOUT.
     */
    private Solution afterTimeout(CubieCube cube, SolveOptions options, Search.Outcome outcome, long start,
            SearchLimits limits, UpperBounds upperBounds) {
        int lowerBound = outcome.lowerBound();
        Alg upper = upperBounds == null || upperBounds.best() == null ? null
                : Alg.ofIndices(upperBounds.best(), upperBounds.best().length);
        Solver other = twoPhase();
        if (upper == null && other != null) {
            try {
                // The time that is left (the reserve the search kept): within 20 moves the two-phase search finds an
                // answer in milliseconds for almost every cube.
                upper = other.solve(cube, limits.applyTo(SolveOptions.defaults()
                        .withMaxLength(Math.max(20, options.maxLengthOr(MAX_LENGTH))).withThreads(options.threads())))
                        .moves();
            } catch (RuntimeException none) {
                // No answer from the fallback in time: report the bound alone.
            }
        }
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        if (upper != null && upper.htm() <= options.maxLengthOr(MAX_LENGTH)) {
            boolean optimal = upper.htm() <= lowerBound;
            Solution solution = new Solution(NAME, upper, List.of(), optimal, OptionalInt.of(lowerBound),
                    outcome.nodes(), time);
            options.onImprovement().ifPresent(listener -> listener.accept(solution));
            return solution;
        }
        long timeoutMs = options.timeout().map(Duration::toMillis).orElse(0L);
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("solver", NAME);
        detail.put("timeoutMs", timeoutMs);
        detail.put("lowerBound", lowerBound);
        detail.put("nodes", outcome.nodes());
        throw new SolveException(ErrorCode.TIMEOUT, "the optimal solver stopped after " + timeoutMs
                + " ms; no solution shorter than " + lowerBound + " moves exists", detail);
    }

    /**
     * The two-phase solver: the answer when time runs out, and (unless the caller asks for a deterministic answer)
     * the source of the solutions the search then only has to prove optimal ({@link UpperBounds}). Null when there
     * is none.
     */
    Solver twoPhase() {
        return fallback.get();
    }

    /** The average lower bound at the root of {@code cubes} (for measurement: each bound's share). */
    static List<int[]> rootBounds(TableStore store, List<CubieCube> cubes) {
        return rootBounds(OptimalTableSets.of(store), cubes);
    }

    /** {@link #rootBounds(TableStore, List)} on the axis tables {@code t}. */
    static List<int[]> rootBounds(OptimalTables t, List<CubieCube> cubes) {
        List<int[]> out = new ArrayList<>();
        for (CubieCube cube : cubes) {
            Worker.Root r = AxisPruning.rootOf(t, cube);
            out.add(new int[] {r.dist()[0], r.dist()[1], r.dist()[2],
                t.cornerDistance(r.cornerPerm(), r.twist()[0]), Worker.lowerBound(t, r)});
        }
        return out;
    }
}
