package dev.cubeguide.report;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;

/**
 * Runs solvers on the same seeded random-state cubes and collects per-cube results.
 *
 * <p>Fairness: every solver first makes its tables ready ({@code tables().prepare(MemoryPolicy.HEAP)}, timed and reported apart),
 * then is warmed up on cubes that are not counted (so the JIT has compiled the search), then solves the
 * counted cubes one after another, each timed as a wall-clock interval around one {@code solve} call. The
 * solver uses {@link Options#threads()} threads per cube (1 unless asked otherwise). Every solution is checked
 * by applying it to the cube.
 */
public final class BenchmarkRunner {

    /**
     * @param count     cubes per solver
     * @param seed      seed of the random states (the same cubes for every solver)
     * @param timeout   per-cube time limit; a cube that times out is counted as such
     * @param threads   threads per solve
     * @param maxLength a length bound passed to every solver, or empty for each solver's own
     * @param warmup    uncounted warm-up solves per solver
     */
    public record Options(int count, long seed, Optional<Duration> timeout, int threads, OptionalInt maxLength,
            int warmup) {
        public Options {
            if (count < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--count must be at least 1");
            }
            if (threads < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--threads must be at least 1");
            }
            Objects.requireNonNull(timeout, "timeout");
            Objects.requireNonNull(maxLength, "maxLength");
        }
    }

    /** What happened to one cube. */
    public enum Status { SOLVED, FAILED, TIMEOUT, NO_SOLUTION }

    /**
     * One cube's result: status, solution length (HTM), wall time, nodes, whether the solver proved the length
     * optimal, and the moves.
     */
    public record CubeResult(int index, String facelets, Status status, int length, double timeMs, long nodes,
            boolean provenOptimal, String solution) {
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

    /** The benchmark cubes of a seed: uniform random states. */
    public static List<CubieCube> cubes(long seed, int count) {
        return RandomCubes.randomStates(seed, count);
    }

    /** Runs one solver on the seeded random states of {@code options}, reporting progress per cube. */
    public static SolverRun run(Solver solver, Options options, Progress progress) {
        return run(solver, options, cubes(options.seed(), options.count()), progress);
    }

    /** Runs one solver on the given cubes (tests use scrambles with known answers). */
    public static SolverRun run(Solver solver, Options options, List<CubieCube> cubes, Progress progress) {
        TableStore store = TableStore.defaultStore();
        int eventsBefore = store.events().size();
        long prepareStart = System.nanoTime();
        solver.tables().prepare(MemoryPolicy.HEAP);
        double prepareMs = (System.nanoTime() - prepareStart) / 1e6;
        TableInfo tables = tableInfo(solver, store, store.events().subList(eventsBefore, store.events().size()),
                prepareMs);

        SolveOptions solveOptions = SolveOptions.defaults().withThreads(options.threads());
        if (options.maxLength().isPresent()) {
            solveOptions = solveOptions.withMaxLength(options.maxLength().getAsInt());
        }
        if (options.timeout().isPresent()) {
            solveOptions = solveOptions.withTimeout(options.timeout().get());
        }
        warmUp(solver, solveOptions, options);

        List<CubeResult> results = new ArrayList<>(cubes.size());
        for (int i = 0; i < cubes.size(); i++) {
            results.add(solveOne(solver, solveOptions, i, cubes.get(i)));
            progress.update(i + 1, cubes.size());
        }
        return new SolverRun(solver.name(), options, tables, results);
    }

    /**
     * Uncounted solves so that the measured ones run compiled code: random-move scrambles of 12 moves (short
     * enough that even the optimal solver finishes quickly), each with at most a 2 s budget.
     */
    private static void warmUp(Solver solver, SolveOptions solveOptions, Options options) {
        Random random = new Random(options.seed() ^ 0x5DEECE66DL);
        SolveOptions warm = solveOptions.withTimeout(Duration.ofSeconds(2));
        for (int i = 0; i < options.warmup(); i++) {
            try {
                solver.solve(CubieCube.of(RandomCubes.randomMoves(random, 12)), warm);
            } catch (CubeGuideException e) {
                // a warm-up solve that finds nothing within its budget still warmed the code
            }
        }
    }

    static CubeResult solveOne(Solver solver, SolveOptions solveOptions, int index, CubieCube cube) {
        String facelets = cube.toFacelets();
        long start = System.nanoTime();
        try {
            Solution solution = solver.solve(cube, solveOptions);
            double ms = (System.nanoTime() - start) / 1e6;
            boolean solved = cube.apply(solution.moves()).isSolved();
            return new CubeResult(index, facelets, solved ? Status.SOLVED : Status.FAILED, solution.length(), ms,
                    solution.nodes(), solution.optimal(), solution.moves().toString());
        } catch (CubeGuideException e) {
            double ms = (System.nanoTime() - start) / 1e6;
            Status status = e.code() == ErrorCode.TIMEOUT ? Status.TIMEOUT
                    : e.code() == ErrorCode.NO_SOLUTION ? Status.NO_SOLUTION : Status.FAILED;
            return new CubeResult(index, facelets, status, 0, ms, 0, false, "");
        } catch (RuntimeException e) {
            double ms = (System.nanoTime() - start) / 1e6;
            return new CubeResult(index, facelets, Status.FAILED, 0, ms, 0, false, "");
        }
    }

    private static TableInfo tableInfo(Solver solver, TableStore store, List<TableLoadEvent> events, double prepareMs) {
        long memory = 0;
        long disk = 0;
        Set<String> ids = new HashSet<>();
        for (TableSpec spec : solver.tables().specs()) {
            memory += spec.sizeBytes();
            disk += store.fileSize(spec);
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
