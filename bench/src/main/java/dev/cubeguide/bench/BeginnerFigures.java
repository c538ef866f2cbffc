package dev.cubeguide.bench;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.registry.Solvers;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The beginner solver's figures, on one thread: table building (in memory, on first use), the mean moves in total
 * and per stage over seeded random states, and solves per second measured by the wall clock and by this thread's
 * CPU time (on a shared machine the second is the fairer one), median of several rounds after two warm-up rounds.
 * <pre>java -cp ... dev.cubeguide.bench.BeginnerFigures [count=1000] [seed=1] [rounds=5] [firstLayer=D] [rotations]</pre>
 */
public final class BeginnerFigures {
    private BeginnerFigures() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        SolveOptions options = SolveOptions.defaults().withThreads(1);
        BeginnerOptions choices = new BeginnerOptions(
                args.length > 3 ? Face.ofLetter(args[3].charAt(0)) : BeginnerOptions.DEFAULTS.firstLayer(),
                args.length > 4 && "rotations".equals(args[4]));
        options = options.with(choices);
        Solver solver = Solvers.get("beginner");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long wall = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        solver.tables().prepare(MemoryPolicy.HEAP);
        System.out.printf(Locale.ROOT, "tables built in memory in %.0f ms (%.0f ms of this thread's CPU)%n",
                (System.nanoTime() - wall) / 1e6, (threads.getCurrentThreadCpuTime() - cpu) / 1e6);

        List<CubieCube> cubes = RandomCubes.randomStates(seed, count);
        double[] perStage = new double[7];
        List<String> names = null;
        long total = 0;
        int max = 0;
        for (CubieCube cube : cubes) {
            Solution solution = solver.solve(cube, options);
            if (!cube.apply(solution.moves()).isSolved()) {
                throw new IllegalStateException("not solved: " + cube.toFacelets());
            }
            total += solution.length();
            max = Math.max(max, solution.length());
            for (int k = 0; k < 7; k++) {
                perStage[k] += solution.stages().get(k).moves().htm();
            }
            names = solution.stages().stream().map(s -> s.name()).toList();
        }
        System.out.printf(Locale.ROOT, "%d random states, seed %d, first layer %s%s: mean %.2f moves (HTM), max %d,"
                + " bound %d%n", count, seed, choices.firstLayer(), choices.allowRotations() ? ", y rotations" : "",
                (double) total / count, max, solver.info().maxMoves());
        for (int k = 0; k < 7; k++) {
            System.out.printf(Locale.ROOT, "  stage %d %-30s mean %.2f%n", k + 1, names.get(k), perStage[k] / count);
        }

        double[] wallRates = new double[rounds];
        double[] cpuRates = new double[rounds];
        for (int r = -2; r < rounds; r++) { // two warm-up rounds
            long w = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            for (CubieCube cube : cubes) {
                solver.solve(cube, options);
            }
            if (r >= 0) {
                wallRates[r] = count / ((System.nanoTime() - w) / 1e9);
                cpuRates[r] = count / ((threads.getCurrentThreadCpuTime() - c) / 1e9);
            }
        }
        Arrays.sort(wallRates);
        Arrays.sort(cpuRates);
        System.out.printf(Locale.ROOT, "solves/s on one thread, wall clock: median %.0f of %d rounds (min %.0f, "
                + "max %.0f)%n", wallRates[rounds / 2], rounds, wallRates[0], wallRates[rounds - 1]);
        System.out.printf(Locale.ROOT, "solves/s on one thread, thread CPU time: median %.0f (min %.0f, max %.0f)%n",
                cpuRates[rounds / 2], cpuRates[0], cpuRates[rounds - 1]);
    }
}
