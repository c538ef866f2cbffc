package dev.cubeguide.bench.tools;

import dev.cubeguide.bench.BenchCubes;
import dev.cubeguide.bench.BenchmarkReport;
import dev.cubeguide.bench.BenchmarkRunner;
import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import dev.cubeguide.bench.BenchmarkRunner.TableInfo;
import dev.cubeguide.bench.Timing;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.Progress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The two-phase solver's in-JVM figures, on the harness (not JMH; {@code cubeguide bench} is the general tool):
 * <pre>
 * java -Xmx8g -XX:+UseTransparentHugePages -cp bench/target/benchmarks.jar \
 *      dev.cubeguide.bench.tools.TwoPhaseTiming [count=1000] [seed=1]
 * </pre>
 * Huge pages (as the {@code ./cubeguide} launcher uses when the kernel offers them) take 10 to 20% off the solve
 * times: the search reads two large pruning tables at random places, and with 4 KiB pages most of those reads
 * also miss the TLB.
 * Prints the table preparation time, then after warming up on other states the per-solve wall and thread CPU times
 * on one thread at max length 20 and 21 and with all threads per cube ({@link BenchmarkRunner}), the batch
 * throughput with one whole-cube solve per core, and the mean length with a 10 ms anytime budget per cube, on one
 * thread and on all cores. Every solution is checked. Uses the default table store ($CUBEGUIDE_HOME/tables).
 */
public final class TwoPhaseTiming {
    /** Uncounted warm-up solves (random states, so that the deep search is compiled too). */
    private static final int WARM_UP = 500;
    /** Cubes of the anytime figures (each takes its whole budget). */
    private static final int ANYTIME_CUBES = 200;
    private static final Duration ANYTIME_BUDGET = Duration.ofMillis(10);

    private TwoPhaseTiming() {
    }

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : BenchCubes.DEFAULT_SEED;
        TwoPhaseSolver solver = new TwoPhaseSolver();
        TableInfo tables = BenchmarkRunner.prepare(solver);
        System.out.printf(Locale.ROOT, "tables ready in %.0f ms%n", tables.prepareMs());
        solver.tables().report().forEach(line -> System.out.println("  " + line));
        List<CubieCube> cubes = BenchCubes.randomStates(seed, count);
        List<CubieCube> warm = BenchCubes.warmUpStates(seed, Math.min(WARM_UP, count));
        SolveOptions one = SolveOptions.defaults().withThreads(1);
        Timing.warmUp(warm.size(), i -> solver.solve(warm.get(i), one));

        int cores = Runtime.getRuntime().availableProcessors();
        single(solver, cubes, seed, 1, 20, "maxLength 20, 1 thread");
        single(solver, cubes, seed, 1, 21, "maxLength 21, 1 thread");
        single(solver, cubes, seed, cores, 20, "maxLength 20, all threads per cube");
        batch(solver, cubes, one, cores);
        List<CubieCube> anytimeCubes = cubes.subList(0, Math.min(ANYTIME_CUBES, count));
        anytime(solver, anytimeCubes, seed, 1);
        anytime(solver, anytimeCubes, seed, 0); // the default: the six directions on all cores
    }

    private static void single(TwoPhaseSolver solver, List<CubieCube> cubes, long seed, int threads, int maxLength,
            String label) {
        BenchmarkRunner.Options options = new BenchmarkRunner.Options(cubes.size(), seed, Optional.empty(), threads,
                OptionalInt.of(maxLength), 0);
        SolverRun run = BenchmarkRunner.run(solver, options, cubes, Progress.NONE);
        requireAllSolved(run);
        System.out.printf(Locale.ROOT, "%s: mean length %.2f%n", label,
                BenchmarkReport.lengthStats(run).mean());
        System.out.println("  wall ms: " + BenchmarkReport.timeStats(run).line());
        if (threads == 1) {
            System.out.println("  cpu ms:  " + BenchmarkReport.cpuStats(run).line());
        }
    }

    /** Whole cubes solved side by side, one per core, each on one thread. */
    private static void batch(TwoPhaseSolver solver, List<CubieCube> cubes, SolveOptions options, int threads)
            throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Timing.Stopwatch watch = Timing.start();
            List<Future<Solution>> futures = new ArrayList<>();
            for (CubieCube cube : cubes) {
                futures.add(pool.submit(() -> solver.solve(cube, options)));
            }
            for (int i = 0; i < cubes.size(); i++) {
                Solution solution = futures.get(i).get();
                if (!cubes.get(i).apply(solution.moves()).isSolved() || solution.length() > 20) {
                    throw new IllegalStateException("wrong solution " + solution.moves() + " for "
                            + cubes.get(i).toFacelets());
                }
            }
            double seconds = watch.lap().wallNanos() / 1e9;
            System.out.printf(Locale.ROOT, "batch on %d threads (one cube per thread): %.0f cubes/s%n", threads,
                    cubes.size() / seconds);
        } finally {
            pool.shutdown();
        }
    }

    /** Mean length with a 10 ms budget per cube, on {@code threads} threads (0: all cores, the default). */
    private static void anytime(TwoPhaseSolver solver, List<CubieCube> cubes, long seed, int threads) {
        BenchmarkRunner.Options options = new BenchmarkRunner.Options(cubes.size(), seed,
                Optional.of(ANYTIME_BUDGET), Math.max(1, threads), OptionalInt.empty(), 0);
        SolveOptions anytime = SolveOptions.defaults().withThreads(threads).withTargetLength(0)
                .withTimeout(ANYTIME_BUDGET);
        SolverRun run = BenchmarkRunner.run(solver, options, anytime, cubes, Progress.NONE);
        if (BenchmarkReport.count(run, BenchmarkRunner.Status.FAILED) > 0) {
            throw new IllegalStateException("a wrong solution among " + cubes.size() + " cubes");
        }
        System.out.printf(Locale.ROOT, "10 ms budget, %s: mean length %.2f, %d of %d cubes solved in time%n",
                threads == 0 ? "all cores" : threads + " thread(s)", BenchmarkReport.lengthStats(run).mean(),
                BenchmarkReport.count(run, BenchmarkRunner.Status.SOLVED), cubes.size());
    }

    private static void requireAllSolved(SolverRun run) {
        long solved = BenchmarkReport.count(run, BenchmarkRunner.Status.SOLVED);
        if (solved != run.cubes().size()) {
            throw new IllegalStateException((run.cubes().size() - solved) + " of " + run.cubes().size()
                    + " cubes not solved within the bound");
        }
    }
}
