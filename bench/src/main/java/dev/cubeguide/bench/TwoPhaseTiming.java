package dev.cubeguide.bench;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A quick measuring harness for the two-phase solver (not JMH; the {@code bench} command is the full tool):
 * <pre>
 * java -Xmx8g -XX:+UseTransparentHugePages -cp bench/target/classes:solvers/target/classes:core/target/classes \
 *      dev.cubeguide.bench.TwoPhaseTiming [count] [seed]
 * </pre>
 * Huge pages (as the {@code ./cubeguide} launcher uses when the kernel offers them) take 10 to 20% off the solve
 * times: the search reads two large pruning tables at random places, and with 4 KiB pages most of those reads
 * also miss the TLB.
 * Prints the table load time, then per-solve times on one thread (wall and thread CPU) at max length 20 and 21,
 * the batch throughput with one whole-cube solve per core, and the mean length with a 10 ms anytime budget.
 * Every solution is checked. Uses the default table store ($CUBEGUIDE_HOME/tables).
 */
public final class TwoPhaseTiming {
    private TwoPhaseTiming() {
    }

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        long start = System.nanoTime();
        TwoPhaseSolver solver = new TwoPhaseSolver();
        solver.tables().prepare(MemoryPolicy.HEAP);
        System.out.printf(Locale.ROOT, "tables ready in %.0f ms%n", (System.nanoTime() - start) / 1e6);
        solver.tables().report().forEach(line -> System.out.println("  " + line));
        List<CubieCube> cubes = RandomCubes.randomStates(seed, count);
        List<CubieCube> warm = RandomCubes.randomStates(seed + 1000, Math.min(500, count));
        SolveOptions one = SolveOptions.defaults().withThreads(1);
        for (CubieCube c : warm) {
            solver.solve(c, one);
        }
        for (int maxLength : new int[] {20, 21}) {
            single(solver, cubes, one.withMaxLength(maxLength), "maxLength " + maxLength + ", 1 thread");
        }
        single(solver, cubes, SolveOptions.defaults(), "maxLength 20, all threads per cube");
        batch(solver, cubes, one);
        anytime(solver, cubes.subList(0, Math.min(200, count)), 1);
        // The default: the six directions on all cores.
        anytime(solver, cubes.subList(0, Math.min(200, count)), 0);
    }

    private static void single(TwoPhaseSolver solver, List<CubieCube> cubes, SolveOptions options, String label) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int n = cubes.size();
        double[] wall = new double[n];
        double[] cpu = new double[n];
        long moves = 0;
        for (int i = 0; i < n; i++) {
            long w = System.nanoTime();
            long c = mx.getCurrentThreadCpuTime();
            Solution s = solver.solve(cubes.get(i), options);
            cpu[i] = (mx.getCurrentThreadCpuTime() - c) / 1e6;
            wall[i] = (System.nanoTime() - w) / 1e6;
            check(cubes.get(i), s, options.maxLengthOr(20));
            moves += s.length();
        }
        System.out.printf(Locale.ROOT, "%s: mean length %.2f%n", label, (double) moves / n);
        System.out.println("  wall ms: " + stats(wall));
        if (options.threads() == 1) {
            System.out.println("  cpu ms:  " + stats(cpu));
        }
    }

    private static void batch(TwoPhaseSolver solver, List<CubieCube> cubes, SolveOptions options) throws Exception {
        int threads = Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long start = System.nanoTime();
        List<Future<Solution>> futures = new ArrayList<>();
        for (CubieCube c : cubes) {
            futures.add(pool.submit(() -> solver.solve(c, options)));
        }
        for (int i = 0; i < cubes.size(); i++) {
            check(cubes.get(i), futures.get(i).get(), 20);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        System.out.printf(Locale.ROOT, "batch on %d threads (one cube per thread): %.0f cubes/s%n", threads,
                cubes.size() / seconds);
    }

    /** Mean length with a 10 ms budget per cube, on {@code threads} threads (0: all cores, the default). */
    private static void anytime(TwoPhaseSolver solver, List<CubieCube> cubes, int threads) {
        long moves = 0;
        int solved = 0;
        SolveOptions options = SolveOptions.defaults().withThreads(threads).withTargetLength(0)
                .withTimeout(Duration.ofMillis(10));
        for (CubieCube c : cubes) {
            try {
                Solution s = solver.solve(c, options);
                check(c, s, 20);
                moves += s.length();
                solved++;
            } catch (SolveException e) {
                // counted as unsolved within the budget
            }
        }
        System.out.printf(Locale.ROOT, "10 ms budget, %s: mean length %.2f, %d of %d cubes solved in time%n",
                threads == 0 ? "all cores" : threads + " thread(s)", (double) moves / Math.max(1, solved), solved,
                cubes.size());
    }

    private static void check(CubieCube cube, Solution s, int maxLength) {
        if (!cube.apply(s.moves()).isSolved() || s.length() > maxLength) {
            throw new AssertionError("wrong solution " + s.moves() + " for " + cube.toFacelets());
        }
    }

    /** Mean, median, p90, p99 and max of the values (milliseconds), as one line. */
    static String stats(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return String.format(Locale.ROOT, "mean %.3f  median %.3f  p90 %.3f  p99 %.3f  max %.3f",
                Arrays.stream(values).average().orElse(0), sorted[n / 2], sorted[n * 9 / 10], sorted[n * 99 / 100],
                sorted[n - 1]);
    }
}
