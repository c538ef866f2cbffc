package dev.cubeguide.bench;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.Solvers;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteOptions;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The Thistlethwaite solver's figures, on one thread: table preparation (built on the first run with an empty
 * {@code $CUBEGUIDE_HOME}, loaded on later runs), move counts and solve times over seeded random states, the
 * longest phase of each kind, and lean-mode node counts on short random-move scrambles.
 * <pre>java -cp ... dev.cubeguide.bench.ThistlethwaiteFigures [count=1000] [seed=1] [leanMaxLength=6]</pre>
 */
public final class ThistlethwaiteFigures {
    private ThistlethwaiteFigures() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int leanMax = args.length > 2 ? Integer.parseInt(args[2]) : 6;
        Solver solver = Solvers.get("thistlethwaite");

        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        solver.tables().prepare(MemoryPolicy.HEAP);
        double prepareMs = (System.nanoTime() - start) / 1e6;
        double prepareCpuMs = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        List<TableLoadEvent> events = TableStore.defaultStore().events();
        boolean built = events.stream().anyMatch(TableLoadEvent::built);
        System.out.printf(Locale.ROOT, "tables %s in %.1f ms (%.1f ms of this thread's CPU) (%s)%n",
                built ? "built" : "loaded", prepareMs, prepareCpuMs, TableStore.defaultStore().directory());
        solver.tables().report().forEach(line -> System.out.println("  " + line));

        SolveOptions options = SolveOptions.defaults().withThreads(1);
        for (CubieCube cube : RandomCubes.randomStates(seed + 1_000_003L, 2000)) {
            solver.solve(cube, options); // JIT warm-up on other states
        }
        List<CubieCube> cubes = RandomCubes.randomStates(seed, count);
        long[] nanos = new long[count];
        int[] lengths = new int[count];
        int[] phaseMax = new int[4];
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            long t0 = System.nanoTime();
            Solution solution = solver.solve(cubes.get(i), options);
            nanos[i] = System.nanoTime() - t0;
            if (!cubes.get(i).apply(solution.moves()).isSolved()) {
                throw new IllegalStateException("not solved: " + cubes.get(i).toFacelets());
            }
            lengths[i] = solution.length();
            nodes += solution.nodes();
            for (int k = 0; k < 4; k++) {
                phaseMax[k] = Math.max(phaseMax[k], solution.stages().get(k).moves().htm());
            }
        }
        Arrays.sort(nanos);
        System.out.printf(Locale.ROOT, "%d random states (seed %d): moves mean %.2f, min %d, max %d; phase maxima %s%n",
                count, seed, Arrays.stream(lengths).average().orElse(0), Arrays.stream(lengths).min().orElse(0),
                Arrays.stream(lengths).max().orElse(0), Arrays.toString(phaseMax));
        System.out.printf(Locale.ROOT, "time per solve: median %.1f us, p90 %.1f us, p99 %.1f us; mean nodes %d%n",
                nanos[count / 2] / 1e3, nanos[count * 9 / 10] / 1e3, nanos[count * 99 / 100] / 1e3, nodes / count);

        System.out.printf(Locale.ROOT, "lean mode (no tables, %d bytes of search memory):%n",
                ThistlethwaiteSolver.leanMemoryBytes());
        Random random = new Random(seed);
        SolveOptions lean = options.with(new ThistlethwaiteOptions(true)).withTimeout(Duration.ofSeconds(120));
        for (int length = 1; length <= leanMax; length++) {
            long[] leanNodes = new long[5];
            long[] leanNanos = new long[5];
            int[] leanMoves = new int[5];
            for (int i = 0; i < 5; i++) {
                Alg scramble = RandomCubes.randomMoves(random, length);
                long t0 = System.nanoTime();
                try {
                    Solution solution = solver.solve(CubieCube.of(scramble), lean);
                    leanNodes[i] = solution.nodes();
                    leanMoves[i] = solution.length();
                } catch (SolveException e) {
                    leanNodes[i] = -1;
                }
                leanNanos[i] = System.nanoTime() - t0;
            }
            long[] sortedNodes = leanNodes.clone();
            Arrays.sort(sortedNodes);
            long[] sortedNanos = leanNanos.clone();
            Arrays.sort(sortedNanos);
            System.out.printf(Locale.ROOT, "  %d-move scrambles: nodes %s (median %d), median %.1f ms, moves %s%n",
                    length, Arrays.toString(leanNodes), sortedNodes[2], sortedNanos[2] / 1e6,
                    Arrays.toString(leanMoves));
        }
    }
}
