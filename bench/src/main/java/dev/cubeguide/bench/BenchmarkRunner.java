package dev.cubeguide.bench;

import dev.cubeguide.bench.Timing.Timed;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Runs solvers on the same seeded random-state cubes and collects per-cube results.
 *
 * <p>Fairness: every solver first makes its tables ready ({@link #prepare}: {@code MemoryPolicy.HEAP}, timed and
 * reported apart), then is warmed up on cubes that are not counted (so the JIT has compiled the search), then solves the
 * counted cubes one after another, each timed ({@link Timing#call}) as an interval around one {@code solve} call:
 * wall time, and the calling thread's CPU time (with more than one thread per solve, only the calling thread's
 * share). The solver uses {@link Options#threads()} threads per cube (1 unless asked otherwise). Every solution is
 * checked by applying it to the cube.
 */
public final class BenchmarkRunner {

    /**
     * @param count     cubes per solver
     * @param seed      seed of the random states (the same cubes for every solver)
     * @param timeout   per-cube time limit; a cube that times out is counted as such
     * @param threads   threads per solve
     * @param maxLength a length bound passed to every solver, or empty for each solver's own
     * @param warmup    uncounted warm-up solves per solver
     * @param budget    how long each solve goes on looking for a shorter solution ({@link SolveOptions#budget()}),
     *                  or empty
     * @param deterministic the budget counted in search nodes: the same answers on any machine
     * @param target    the pattern each cube is solved to ({@link SolveOptions#target()}), or empty for the solved cube
     */
    public record Options(int count, long seed, Optional<Duration> timeout, int threads, OptionalInt maxLength,
            int warmup, Optional<Duration> budget, boolean deterministic, Optional<CubieCube> target) {
        public Options {
            if (count < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--count must be at least 1");
            }
            if (threads < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--threads must be at least 1");
            }
            Objects.requireNonNull(timeout, "timeout");
            Objects.requireNonNull(maxLength, "maxLength");
            Objects.requireNonNull(budget, "budget");
            Objects.requireNonNull(target, "target");
        }

        /** Options without a budget, to the solved cube. */
        public Options(int count, long seed, Optional<Duration> timeout, int threads, OptionalInt maxLength,
                int warmup) {
            this(count, seed, timeout, threads, maxLength, warmup, Optional.empty(), false, Optional.empty());
        }
    }

    /** What happened to one cube. */
    public enum Status { SOLVED, FAILED, TIMEOUT, NO_SOLUTION }

    /**
     * One cube's result: status, solution length (HTM), wall time, the calling thread's CPU time, nodes, whether the
     * solver proved the length optimal, the moves, and the moves of each stage (empty unless solved).
     */
    public record CubeResult(int index, String facelets, Status status, int length, double timeMs, double cpuMs,
            long nodes, boolean provenOptimal, String solution, List<StageMoves> stages) {
        public CubeResult {
            stages = List.copyOf(stages);
        }
    }

    /** One stage of a solution (a phase, or a step of the beginner method): its name and its moves (HTM). */
    public record StageMoves(String name, int moves) {
    }

    /** Tables of a solver: bytes in memory (payload sizes), on disk, and the time to build or load them. */
    public record TableInfo(int tables, long memoryBytes, long diskBytes, double buildMs, double loadMs,
            double prepareMs) {
    }

    /** All results of one solver. */
    public record SolverRun(String solver, Options options, TableInfo tables, List<CubeResult> cubes) {
        public SolverRun {
            cubes = List.copyOf(cubes);
        }
    }

    private BenchmarkRunner() {
    }

    /** Runs one solver on the seeded random states of {@code options}, reporting progress per cube. */
    public static SolverRun run(Solver solver, Options options, Progress progress) {
        return run(solver, options, BenchCubes.randomStates(options.seed(), options.count()), progress);
    }

    /** Runs one solver on the given cubes (a file of hard cubes, say; tests use scrambles with known answers). */
    public static SolverRun run(Solver solver, Options options, List<CubieCube> cubes, Progress progress) {
        return run(solver, options, solveOptions(options), cubes, progress);
    }

    /**
     * Runs one solver on the given cubes with the given solve options in place of those {@link #solveOptions}
     * makes (for a tool that needs a solver's own options, or a target length); {@code options} still give the
     * warm-up and the report's fields.
     */
    public static SolverRun run(Solver solver, Options options, SolveOptions solveOptions, List<CubieCube> cubes,
            Progress progress) {
        TableInfo tables = prepare(solver);
        // Warm-up: random-move scrambles, each with at most a 2 s budget.
        List<CubieCube> warmUp = BenchCubes.warmUpScrambles(options.seed(), options.warmup());
        SolveOptions warm = solveOptions.withTimeout(Duration.ofSeconds(2));
        Timing.warmUp(warmUp.size(), i -> solver.solve(warmUp.get(i), warm));

        List<CubeResult> results = new ArrayList<>(cubes.size());
        for (int i = 0; i < cubes.size(); i++) {
            Timed<Solution> timed = Timing.call(solveCall(solver, cubes.get(i), solveOptions));
            results.add(result(i, cubes.get(i), solveOptions.target(), timed));
            progress.update(i + 1, cubes.size());
        }
        return new SolverRun(solver.name(), options, tables, results);
    }

    /**
     * Makes a solver's tables ready as every benchmark needs them before it times anything: built or loaded, and
     * the large ones copied into the heap ({@link MemoryPolicy#HEAP}). Timed; the load events of the solver's store
     * during it give the build and load times.
     */
    public static TableInfo prepare(Solver solver) {
        TableSource store = solver.tables().store().orElseGet(TableStore::defaultStore);
        int eventsBefore = store.events().size();
        Timing.Stopwatch watch = Timing.start();
        solver.tables().prepare(MemoryPolicy.HEAP);
        double prepareMs = watch.lap().wallMs();
        return tableInfo(solver, store, store.events().subList(eventsBefore, store.events().size()), prepareMs);
    }

    /** The solve options of a run: its threads, and its length bound, time limit and budget where given. */
    public static SolveOptions solveOptions(Options options) {
        SolveOptions solveOptions = SolveOptions.defaults().withThreads(options.threads());
        if (options.maxLength().isPresent()) {
            solveOptions = solveOptions.withMaxLength(options.maxLength().getAsInt());
        }
        if (options.timeout().isPresent()) {
            solveOptions = solveOptions.withTimeout(options.timeout().get());
        }
        if (options.budget().isPresent()) {
            solveOptions = solveOptions.withBudget(options.budget().get());
        }
        if (options.target().isPresent()) {
            solveOptions = solveOptions.withTarget(options.target().get());
        }
        return solveOptions.withDeterministic(options.deterministic());
    }

    private static Supplier<Solution> solveCall(Solver solver, CubieCube cube, SolveOptions options) {
        return () -> solver.solve(cube, options);
    }

    /**
     * One timed solve as a result: checked by applying the solution (it must reach {@code target}, or solve the cube
     * when there is none), or the failure's status.
     */
    static CubeResult result(int index, CubieCube cube, Optional<CubieCube> target, Timed<Solution> timed) {
        String facelets = cube.toFacelets();
        double ms = timed.lap().wallMs();
        double cpuMs = timed.lap().cpuMs();
        if (timed.failure() != null) {
            return new CubeResult(index, facelets, status(timed.failure()), 0, ms, cpuMs, 0, false, "", List.of());
        }
        Solution solution = timed.value();
        CubieCube reached = cube.apply(solution.moves());
        boolean solved = target.isPresent() ? reached.equals(target.get()) : reached.isSolved();
        List<StageMoves> stages = solved
                ? solution.stages().stream().map(stage -> new StageMoves(stage.name(), stage.moves().htm())).toList()
                : List.of();
        return new CubeResult(index, facelets, solved ? Status.SOLVED : Status.FAILED, solution.length(), ms, cpuMs,
                solution.nodes(), solution.optimal(), solution.moves().toString(), stages);
    }

    /** The status of a solve that threw: a time-out or no solution within the limits, else a failure. */
    private static Status status(RuntimeException failure) {
        if (failure instanceof CubeGuideException e) {
            if (e.code() == ErrorCode.TIMEOUT) {
                return Status.TIMEOUT;
            }
            if (e.code() == ErrorCode.NO_SOLUTION) {
                return Status.NO_SOLUTION;
            }
        }
        return Status.FAILED;
    }

    private static TableInfo tableInfo(Solver solver, TableSource store, List<TableLoadEvent> events,
            double prepareMs) {
        long memory = 0;
        long disk = 0;
        Set<String> ids = new HashSet<>();
        for (TableSpec spec : solver.tables().specs()) {
            memory += spec.sizeBytes();
            disk += store instanceof TableStore files ? files.fileSize(spec) : 0;
            ids.add(spec.fileName());
        }
        double buildMs = 0;
        double loadMs = 0;
        for (TableLoadEvent event : events) {
            if (!ids.isEmpty() && !ids.contains(event.spec().fileName())) {
                continue;
            }
            if (event.built()) {
                buildMs += event.elapsed().toNanos() / 1e6;
            } else {
                loadMs += event.elapsed().toNanos() / 1e6;
            }
        }
        return new TableInfo(solver.tables().specs().size(), memory, disk, buildMs, loadMs, prepareMs);
    }
}
