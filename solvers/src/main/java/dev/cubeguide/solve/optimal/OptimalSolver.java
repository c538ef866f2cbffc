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
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Provably shortest solutions (half-turn metric): IDA* over the whole cube with a coset table (Reid's phase-1
 * coordinates times a corner coordinate) looked up along the three axes of the cube and of its inverse and the
 * corner table as lower bounds, on all cores; with the large table in place of the default one when it is in the
 * store ({@code tables().activeSet()} says which). See the package description for the method and its sources.
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

    private OptimalTables searchTables() {
        return given != null ? given : OptimalTableSets.of(store());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(NAME, "Optimal (IDA*, three-axis coset tables or the H48 table)",
                "provably shortest solutions in the half-turn metric; IDA* with a three-axis coset bound (Reid's "
                        + "method) on the cube and its inverse and Korf's corner bound, on all cores; with the large "
                        + "set, the H48 coset bound on the cube and its inverse instead, over twice as fast",
                MAX_LENGTH, "on 2 cores: median about 4.7 s per random state on the solve daemon (about 0.4 s "
                        + "for a 16-move one, 0.7 s for 17, 5.4 s for 18); about 0.9 s with the large set (0.2 s, "
                        + "0.3 s, 0.8 s)", true);
    }

    private TableStore store() {
        return store != null ? store : TableStore.defaultStore();
    }

    /** The H48 set the solver searches: the first filed one that opens (a damaged one is passed over). */
    private Optional<H48Set> h48Open() {
        if (given != null) {
            return Optional.empty();
        }
        TableStore home = store();
        return H48Set.KNOWN.stream().filter(set -> set.ofExisting(home).isPresent()).findFirst();
    }

    @Override
    public SolverTables tables() {
        return new SolverTables() {
            /** The tables the search uses now: with the large table when it is in the store, else the default set. */
            @Override
            public List<TableSpec> specs() {
                TableStore home = OptimalSolver.this.store();
                return H48Set.filedIn(home).map(set -> set.specs)
                        .orElseGet(() -> OptimalTableSets.specs(OptimalTableSets.largestFiled(home)));
            }

            @Override
            public Optional<TableSource> store() {
                return Optional.of(OptimalSolver.this.store());
            }

            @Override
            public void prepare(MemoryPolicy policy) {
                // Mapped (opening checks headers, sizes and a sample: no copy, fast whatever the size), or for HEAP
                // copied into the heap, whose huge pages make the search's reads faster once the copy is paid for.
                memoryPolicy = Objects.requireNonNull(policy, "policy");
                alongsideCompanions(() -> {
                    Optional<H48Set> h48 = h48Open();
                    if (h48.isPresent()) {
                        if (policy == MemoryPolicy.HEAP) {
                            h48.get().inHeap(OptimalSolver.this.store());
                        }
                    } else if (policy == MemoryPolicy.HEAP && given == null) {
                        OptimalTableSets.inHeap(OptimalSolver.this.store());
                    } else {
                        searchTables();
                    }
                }, companions().stream().map(Named::tables).toList());
            }

            /**
             * Building the axis table or copying it into the heap ({@code HEAP}) needs its size and
             * {@link OptimalTableSets#WORKING_BYTES} of heap; mapping it needs its size of the machine's memory, beside
             * what the companions map (the two-phase solver's move-mask table, 605 MiB), which they map under every
             * policy here ({@link #prepare}).
             */
            @Override
            public void requireMemory(MemoryPolicy policy) {
                long companionsMapped = companions().stream().mapToLong(c -> c.tables().mappedBytes()).sum();
                Optional<H48Set> h48 = H48Set.filedIn(OptimalSolver.this.store());
                if (h48.isPresent()) {
                    if (policy == MemoryPolicy.HEAP) {
                        h48.get().requireHeapForCopy(OptimalSolver.this.store());
                    }
                    h48.get().requireMapped(OptimalSolver.this.store(), companionsMapped);
                    return;
                }
                OptimalTableSets.requireMemory(OptimalSolver.this.store(), policy == MemoryPolicy.HEAP,
                        companionsMapped);
            }

            /**
             * {@code HEAP} when the copy fits: a batch of optimal solves searches for seconds per cube, and searches
             * the heap copy about a sixth faster than the mapping (measured with the mapping on 4 KiB pages), so
             * the copy (about 0.6 s per process for the default set) pays for itself within the first cubes.
             * Otherwise {@code MAPPED}: slower, not refused.
             */
            @Override
            public MemoryPolicy batchPolicy() {
                TableStore home = OptimalSolver.this.store();
                boolean fits = H48Set.filedIn(home).map(set -> set.fitsInHeap(home))
                        .orElseGet(() -> OptimalTableSets.fitsInHeap(home));
                return fits ? MemoryPolicy.HEAP
                        : MemoryPolicy.MAPPED;
            }

            @Override
            public void requireMemoryForLarge() {
                H48Set.LARGE.requireMemoryToBuild(OptimalSolver.this.store());
            }

            /** The two-phase solver that gives its upper bounds and answers when time runs out. */
            @Override
            public List<Named> companions() {
                Solver twoPhase = twoPhase();
                return twoPhase == null ? List.of() : List.of(new Named(twoPhase.name(), twoPhase.tables()));
            }

            @Override
            public Optional<String> purpose() {
                TableStore home = OptimalSolver.this.store();
                long entries = H48Set.filedIn(home).map(set -> set.entries)
                        .orElseGet(() -> OptimalTableSets.largestFiled(home).variant.entries);
                return Optional.of(String.format(Locale.ROOT, "the optimal solver's tables, chiefly the exact "
                        + "distance to its goal of %.1f billion positions", entries / 1e9));
            }

            /**
             * The sets' description; first, in a home that holds only a table of earlier versions, which one is in
             * use and how to change to the current default set.
             */
            @Override
            public List<String> report() {
                TableStore home = OptimalSolver.this.store();
                Optional<H48Set> h48 = H48Set.filedIn(home);
                if (h48.isPresent() && h48.get().earlier) {
                    return afterInUse(String.format(Locale.ROOT, "optimal: in use, the large set of earlier versions "
                            + "(the H48 table at %d flip bits, %s); the current large set (%s) solves about %s. To use "
                            + "it, run 'tables build --solver optimal --large' (about %s), then remove %s",
                            h48.get().flipBits, TableSpec.humanBytes(h48.get().bytes()),
                            TableSpec.humanBytes(H48Set.LARGE.bytes()), LARGE_OVER_EARLIER, LARGE_BUILD,
                            fileNames(h48.get().parts)));
                }
                AxisTable filed = OptimalTableSets.largestFiled(home);
                if (!filed.earlier() || h48.isPresent()) {
                    return TABLE_REPORT;
                }
                String files = fileNames(filed.specs());
                String kind = filed == AxisTable.LAYERS ? "corner layers at 4 bits"
                        : filed == AxisTable.CORNER_SPLIT ? "corner split at 4 bits"
                        : "corner split and parity at 2 bits";
                return afterInUse(String.format(Locale.ROOT, "optimal: in use, the %s set of earlier versions (%s, "
                        + "%s); ", filed.label, kind, TableSpec.humanBytes(filed.bytes()))
                        + (filed == AxisTable.LAYERS
                                ? "the current default set (the same size) searches about 1.5 times fewer nodes. To "
                                        + "use it, remove " + files + " and run 'tables build --solver optimal' (about "
                                        + "4 minutes)"
                                : "the current large set (" + TableSpec.humanBytes(H48Set.LARGE.bytes()) + ") "
                                        + "solves about " + LARGE_OVER_AXIS + ", and the default set (2.3 GiB) about "
                                        + "as fast. To use one, remove " + files + " and run 'tables build --solver "
                                        + "optimal' (about 4 minutes), or with --large for the large set (about "
                                        + LARGE_BUILD + ")"));
            }

            @Override
            public List<TableSpec> largeSpecs() {
                return H48Set.LARGE.specs;
            }

            @Override
            public void buildLarge() {
                H48Set.LARGE.build(OptimalSolver.this.store());
            }

            @Override
            public Optional<String> activeSet() {
                TableStore home = OptimalSolver.this.store();
                return Optional.of(H48Set.filedIn(home).isPresent() ? H48Set.LABEL
                        : OptimalTableSets.largestFiled(home).label);
            }
        };
    }

    /** The report: the line saying which earlier set is in use, then the sets' description. */
    private static List<String> afterInUse(String inUse) {
        List<String> lines = new ArrayList<>();
        lines.add(inUse);
        lines.addAll(TABLE_REPORT);
        return lines;
    }

    private static String fileNames(List<TableSpec> specs) {
        return specs.stream().map(TableSpec::fileName).collect(Collectors.joining(", "));
    }

    /** How much faster the large set solves than the earlier sets (measured: median of random states). */
    private static final String LARGE_OVER_EARLIER = "a sixth faster (1.7 times fewer nodes)";
    private static final String LARGE_OVER_AXIS = "twice as fast";
    /** The large set's build on 2 cores: 25.7 min measured on a Zen 3 VM, rounded up for slower hours. */
    private static final String LARGE_BUILD = "30 minutes";

    private static final List<String> TABLE_REPORT = List.of("optimal (default, built on first use): 9,863,588,700 "
            + "entries (64,430 flip-slice classes x 2,187 twists x 70 corner splits, 2 bits above a base of 9: "
            + "exactly 10, exactly 11, 12 or more, or 9 or less with Reid's phase-1 table (140 million entries, 4 "
            + "bits, 67 MiB) as the fallback, 2.30 GiB in 3 files) looked up on three axes of the cube and of its "
            + "inverse; corner table 6,053,616 entries (2,768 corner classes x 2,187 twists, 4 bits, 2.9 MiB)",
            "optimal (large, built by 'tables build --solver optimal --large', used when present): "
                    + "60,194,534,400 entries (3,393 corner classes x 34,650 slice positions x 512 flips of 9 "
                    + "edges, 2 bits above a base of 9: exactly 10, exactly 11, 12 or more, or 9 or less with the "
                    + "exact corners and slices distance (118 million entries, 1 byte, 112 MiB) as the fallback, "
                    + "14.0 GiB in 15 files), looked up on the cube and its inverse in place of the default set; the "
                    + "tables of earlier versions (H48 at 8 flip bits, 7.01 GiB; corner layers, 2.30 GiB; corner "
                    + "split, 4.59 GiB; split and parity, 4.59 GiB) are used when present and neither current set is");

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
        // The large set when it is in the store (mapped), else the axis tables (the default set built on first use).
        Solver twoPhase = options.deterministic() ? null : twoPhase();
        Optional<H48Set> h48Set = h48Open();
        H48Tables[] opened = new H48Tables[1];
        OptimalTables[] axis = new OptimalTables[1];
        alongsideCompanions(() -> {
            opened[0] = h48Set.flatMap(set -> set.ofExisting(store())).orElse(null);
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
                h48Set.get().startHeapCopy(store());
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
    private void alongsideCompanions(Runnable openOwn, List<SolverTables> companions) {
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
    private Solver twoPhase() {
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
