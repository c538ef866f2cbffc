package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;
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
import dev.cubeguide.solve.Stage;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.Workers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Kociemba's two-phase algorithm: every cube in at most 20 moves, usually in well under a millisecond.
 *
 * <p>Phase 1 brings the cube into the subgroup {@code <U, D, R2, L2, F2, B2>} (twist, flip and UD-slice
 * solved), guided by the exact phase-1 distance of the symmetry-reduced (flip-slice class, twist) table; every
 * phase-1 solution is continued by phase 2 within the length still allowed, guided by the exact
 * (corner class, UD-edge permutation) and (corner, slice order) distances. The search runs on the cube and
 * its inverse along the three axes (six directions), after pre-moves as its {@link PreMoveSchedule} says (for the
 * first solution: from total length 10 after one pre-move, a quarter turn off the direction's axis, 48 more
 * directions, and at length 11 after two, 720 more; for shorter solutions: one from 9, two from 10 and three, 10,800
 * more, from 11), phase-1 lengths ascending, on all cores; before it, a bounded optimal search returns the shortest
 * solution of cubes at most 7 moves from solved. Phase-1 nodes learn which moves pass the small twist-slice and
 * flip-slice bounds from one read of a move-mask table each, and within 5 moves of the phase-1 goal read exact
 * distances from a small breadth-first table. When the search runs out of lengths below its best solution, that
 * solution is proven optimal: every shorter length was searched in full.
 *
 * <p>Options: {@code maxLength} (default 20), {@code targetLength} (stop at the first solution this short;
 * default: the first solution within maxLength, or with a budget, or a timeout and an improvement listener, keep
 * improving), {@code budget} (look for shorter solutions this long, counted in search nodes at
 * {@link #BUDGET_NODES_PER_MS} when deterministic; ends early at a proven optimum or the target length),
 * {@code timeout} (return the best so far; the tables' first load is not counted), {@code threads},
 * {@code deterministic} (one thread walks the task order, so the answer does not depend on the thread count),
 * {@code target} (solve to a pattern), {@code knownSolution} (never answer longer; with a budget, look only for
 * shorter), {@code onImprovement}, cancellation.
 */
public final class TwoPhaseSolver implements Solver {
    /** The default and usual maximum length. */
    public static final int DEFAULT_MAX_LENGTH = 20;
    private static final String NAME = "twophase";
    /**
     * The rate at which a deterministic budget is counted ({@link SolveOptions#budget()}): search nodes per
     * millisecond, about what one core of the benchmark machine visits in a budgeted search.
     */
    public static final long BUDGET_NODES_PER_MS = 10_000;

    private final Supplier<CoordTables> tableSource;
    /** Which tables the search reads: the JVM's full set, or the browser's. */
    private final TableSet tableSet;
    /** Where a solve's search threads run (the calling thread and, for more threads, the workers). */
    private final Workers workers;
    private volatile SearchTables tables;
    /**
     * The search time of every solve so far, summed over threads (ns), told to the table set after each solve
     * ({@link TableSet#searched}: under {@link MemoryPolicy#ADAPTIVE} the full set's move-mask table is copied into
     * the heap once it passes a few seconds).
     */
    private final AtomicLong searchNanos = new AtomicLong();
    /** Set by {@link SolverTables#prepare(MemoryPolicy)}; adaptive until then (a server's or a library's use). */
    private volatile MemoryPolicy memoryPolicy = MemoryPolicy.ADAPTIVE;
    private final SolverTables lifecycle = new Lifecycle();
    private final ThreadLocal<Search> searches = new ThreadLocal<>();

    /** The solver over the default table store (looked up at the first solve). */
    public TwoPhaseSolver() {
        this(CoordTables::standard, FullTableSet.INSTANCE, null);
    }

    /** A solver whose full table set comes from {@code source} (tests use a store in a temporary folder). */
    public TwoPhaseSolver(TableSource source) {
        this(source, source.workers());
    }

    /**
     * A solver whose full table set comes from {@code source} and whose searches with more than one thread run on
     * {@code workers}.
     */
    public TwoPhaseSolver(TableSource source, Workers workers) {
        this(() -> CoordTables.of(source), FullTableSet.INSTANCE, workers);
    }

    /**
     * A solver on the small table set (about 12 MiB, built in well under a second), for the browser: it finds the
     * same solutions as the full set, in the same order, searching more nodes. Its searches run on the calling
     * thread alone.
     */
    public static TwoPhaseSolver onSmallTables(TableSource source) {
        return new TwoPhaseSolver(() -> CoordTables.of(source), SmallTableSet.INSTANCE, Workers.SAME_THREAD);
    }

    /**
     * A solver on the browser's full table set (the small set and the exact phase-1 distances modulo 3, about
     * 50 MiB): the same solutions as the JVM's full set, searching the same nodes. Its searches run on the calling
     * thread alone.
     */
    public static TwoPhaseSolver onResidueTables(TableSource source) {
        return new TwoPhaseSolver(() -> CoordTables.of(source), ResidueTableSet.INSTANCE, Workers.SAME_THREAD);
    }

    /** {@code workers} null: the workers of the tables' source. */
    private TwoPhaseSolver(Supplier<CoordTables> source, TableSet tableSet, Workers workers) {
        this.tableSource = source;
        this.tableSet = tableSet;
        this.workers = workers;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(NAME, "Kociemba two-phase",
                "Two-phase search on symmetry-reduced tables from six directions: at most 20 moves, near-optimal",
                DEFAULT_MAX_LENGTH, "about 0.2 ms median, 0.75 ms mean", false);
    }

    @Override
    public SolverTables tables() {
        return lifecycle;
    }

    /** The two-phase tables' lifecycle: {@link MemoryPolicy} decides what happens to the move-mask table. */
    private final class Lifecycle implements SolverTables {
        @Override
        public List<TableSpec> specs() {
            return tableSet.specs();
        }

        @Override
        public Optional<TableSource> store() {
            return Optional.of(tableSource.get().store());
        }

        @Override
        public long mappedBytes() {
            return tableSet.mappedBytes();
        }

        @Override
        public void prepare(MemoryPolicy policy) {
            memoryPolicy = Objects.requireNonNull(policy, "policy");
            tableSet.prepare(searchTables(), policy);
        }

        @Override
        public List<String> report() {
            return tableReport();
        }

        @Override
        public Optional<String> purpose() {
            return Optional.of("the two-phase solver's tables");
        }
    }

    private List<String> tableReport() {
        List<String> lines = new ArrayList<>();
        lines.add("phase-1 pruning: 64,430 flip-slice classes x 2,187 twists = 140,908,410 entries, exact at 4 bits");
        lines.add("move masks: for each of those entries, the moves that lower its distance and those that keep it"
                + " (2 x 18 bits)");
        lines.add("endings: every path of up to 5 moves into the phase-1 goal from the 95,039 states within 5 moves of it");
        lines.add("phase-2 pruning: 2,768 corner classes x 40,320 UD-edge permutations = 111,605,760 entries, exact at 4 bits");
        TableSource store = tableSource.get().store();
        for (TableLoadEvent e : store.events()) {
            if (tableSet.specs().contains(e.spec())) {
                lines.add(String.format(Locale.ROOT, "%s: %s in %d ms (%s)%s", e.spec().id(),
                        e.built() ? "built" : "loaded", e.elapsed().toMillis(), TableSpec.humanBytes(e.bytes()),
                        e.rebuiltBecause().isEmpty() ? "" : ", rebuilt because " + e.rebuiltBecause()));
            }
        }
        return lines;
    }

    SearchTables searchTables() {
        SearchTables t = tables;
        if (t == null) {
            synchronized (this) {
                t = tables;
                if (t == null) {
                    t = tableSet.load(tableSource.get());
                    tables = t;
                }
            }
        }
        return t;
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        List<Solution> found = run(cube, options, 1);
        return found.get(0);
    }

    @Override
    public List<Solution> solveMany(CubieCube cube, SolveOptions options, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        return run(cube, options, count);
    }

    private List<Solution> run(CubieCube input, SolveOptions options, int count) {
        CubieCube held = input.hasStandardCenters() ? input : input.normalized();
        if (!held.isSolvable()) {
            CubeValidator.validate(held.toFacelets());
            throw new IllegalArgumentException("the cube cannot be solved: " + held.toFacelets());
        }
        // Solving to a target solves target⁻¹ · cube.
        CubieCube cube = options.searched(held);
        // Every cube has a solution of at most 20 moves, so a larger limit never needs deeper search arrays.
        int maxLength = Math.min(options.maxLengthOr(DEFAULT_MAX_LENGTH), Search.MAX_DEPTH - 8);
        SearchTables t = searchTables();
        // The time limit and the reported time are the search's: loading (or building, or waiting for another
        // process's build of) the tables on first use does not count.
        long searchStart = System.nanoTime();
        long start = searchStart;
        SearchLimits limits = SearchLimits.startingNow(options, BUDGET_NODES_PER_MS);
        Optional<Alg> known = options.knownSolutionOf(cube).filter(k -> k.htm() <= maxLength);
        // With a budget, a known solution leaves only shorter ones to look for.
        boolean budgeted = limits.hasBudget();
        int cap = budgeted && known.isPresent() ? known.get().htm() - 1 : maxLength;

        boolean anytime = budgeted || options.onImprovement().isPresent() && options.timeout().isPresent();
        int target = options.targetLength().orElse(anytime ? 0 : maxLength);
        Consumer<Job.Found> listener = options.onImprovement()
                .<Consumer<Job.Found>>map(l -> f -> l.accept(toSolution(f, start))).orElse(null);
        // The first solution within 20 moves comes at once; a shorter one is worth many more directions per length.
        PreMoveSchedule schedule = anytime || target < DEFAULT_MAX_LENGTH ? PreMoveSchedule.SHORTEST
                : PreMoveSchedule.FIRST_SOLUTION;
        Job job = new Job(cube, t, schedule, maxLength, target, count, limits, listener, cap,
                budgeted && known.isPresent());

        List<Solution> out = new ArrayList<>();
        // Short positions: the optimal answer, found by a bounded search.
        ShortSearch shortSearch = new ShortSearch(t);
        int[] shortest = shortSearch.solve(new Direction[] {job.direction(0), job.direction(2), job.direction(4)});
        if (shortest != null && shortest.length <= maxLength) {
            Solution s = solution(Alg.ofIndices(shortest, shortest.length),
                    shortest.length == 0 ? List.of() : List.of(Stage.of("short optimal search",
                            Alg.ofIndices(shortest, shortest.length))), true, 0, start);
            options.onImprovement().ifPresent(l -> l.accept(s));
            out.add(s);
            if (count == 1 || shortest.length == 0) {
                return out;
            }
        }
        job.raiseLowerBound(shortSearch.provenAtLeast());

        int threads = options.deterministic() ? 1 : Math.max(1, options.effectiveThreads());
        long nodes = runJob(job, threads, t);
        tableSet.searched(t, memoryPolicy, searchNanos.addAndGet(System.nanoTime() - searchStart));

        List<Job.Found> results = job.results();
        // One solution: proven optimal when every shorter length was searched, or it meets the lower bound.
        boolean proven = count == 1 && (job.exhausted()
                || !results.isEmpty() && results.get(0).length() <= job.lowerBound());
        for (Job.Found f : results) {
            Solution s = toSolution(f, start);
            if (out.stream().noneMatch(o -> o.moves().equals(s.moves()))) {
                out.add(proven && out.isEmpty() ? s.asOptimal() : s);
            }
        }
        if (known.isPresent() && (out.isEmpty() || out.get(0).length() > known.get().htm() || count > 1)
                && out.stream().noneMatch(o -> o.moves().equals(known.get()))) {
            out.add(0, solution(known.get(), List.of(Stage.of(Stage.SCRAMBLE_UNDONE, known.get())),
                    proven && results.isEmpty(), 0, start));
        }
        if (out.isEmpty()) {
            if (job.timedOut()) {
                throw SolveException.timeout(NAME, options.timeout().map(Duration::toMillis).orElse(0L));
            }
            throw SolveException.noSolution(NAME, maxLength);
        }
        out.sort((a, b) -> Integer.compare(a.length(), b.length()));
        List<Solution> result = new ArrayList<>();
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        for (Solution s : out.subList(0, Math.min(count, out.size()))) {
            result.add(new Solution(NAME, s.moves(), s.stages(), s.optimal(), s.lowerBound(), nodes, elapsed));
        }
        return result;
    }

    private long runJob(Job job, int threads, SearchTables t) {
        if (threads == 1) {
            return localSearch(t).run(job);
        }
        long[] nodes = new long[threads];
        Workers w = workers != null ? workers : t.tables.store().workers();
        w.runAll(threads, i -> nodes[i] = localSearch(t).run(job));
        long sum = 0;
        for (long n : nodes) {
            sum += n;
        }
        return sum;
    }

    /**
     * A copy of the profiling counters of the calling thread's search, summed over its solves so far: counted only
     * when the JVM runs with {@code -Dcubeguide.twophase.stats=true} ({@link SearchCounters#enabled()}), all zero
     * otherwise. A solve on one thread runs on the calling thread, so the difference of two copies taken around it
     * is that solve's. For the bench module's profiling tool.
     */
    public SearchCounters searchCounters() {
        return new SearchCounters(localSearch(searchTables()).stats);
    }

    Search localSearch(SearchTables t) {
        Search s = searches.get();
        if (s == null) {
            s = tableSet.search(t);
            searches.set(s);
        }
        return s;
    }

    private static Solution toSolution(Job.Found f, long start) {
        Alg first = Alg.ofIndices(f.first(), f.first().length);
        Alg second = Alg.ofIndices(f.second(), f.second().length);
        List<Stage> stages = f.inverse()
                ? List.of(Stage.of("phase 2", first, "found on the inverse cube: undoes its phase 2"),
                        Stage.of("phase 1", second, "found on the inverse cube: undoes its phase 1"))
                : List.of(Stage.of("phase 1", first), Stage.of("phase 2", second));
        return solution(first.concat(second), stages, false, 0, start);
    }

    private static Solution solution(Alg moves, List<Stage> stages, boolean optimal, long nodes, long start) {
        return new Solution(NAME, moves, stages, optimal, optimal ? OptionalInt.of(moves.htm()) : OptionalInt.empty(),
                nodes, Duration.ofNanos(System.nanoTime() - start));
    }
}
