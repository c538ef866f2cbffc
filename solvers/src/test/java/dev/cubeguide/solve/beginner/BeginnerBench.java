package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import java.util.Arrays;
import java.util.List;

/**
 * Measuring harness (not a test): mean moves per stage over random states and solves per second on one thread.
 * Run: {@code java -cp core/target/classes:solvers/target/classes:solvers/target/test-classes
 * dev.cubeguide.solve.beginner.BeginnerBench [count] [seed] [rounds]}.
 */
public final class BeginnerBench {
    private BeginnerBench() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        BeginnerSolver solver = new BeginnerSolver();
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = System.nanoTime();
        long c0 = bean.getCurrentThreadCpuTime();
        solver.prepare();
        System.out.printf("tables built in %.0f ms wall, %.0f ms cpu%n", (System.nanoTime() - t0) / 1e6,
                (bean.getCurrentThreadCpuTime() - c0) / 1e6);
        Tables t = BeginnerSolver.sharedTables();
        int crossMax = 0;
        for (byte d : t.crossDistance) {
            crossMax = Math.max(crossMax, d);
        }
        System.out.printf("bound: cross %d + corners %d + edges %d + last layer %d = %d%n", crossMax,
                t.corners.maxCost, t.edges.maxCost, t.lastLayer[0].maxTotal,
                crossMax + t.corners.maxCost + t.edges.maxCost + t.lastLayer[0].maxTotal);
        List<CubieCube> cubes = RandomCubes.randomStates(seed, count);
        SolveOptions options = SolveOptions.defaults().withThreads(1);
        double[] perStage = new double[7];
        long total = 0;
        int max = 0;
        for (CubieCube cube : cubes) {
            Solution s = solver.solve(cube, options);
            if (!cube.apply(s.moves()).isSolved()) {
                throw new AssertionError("not solved: " + cube);
            }
            total += s.length();
            max = Math.max(max, s.length());
            for (int k = 0; k < 7; k++) {
                perStage[k] += s.stages().get(k).moves().htm();
            }
        }
        System.out.printf("states %d seed %d: mean %.2f moves, max %d%n", count, seed, (double) total / count, max);
        for (int k = 0; k < 7; k++) {
            System.out.printf("  stage %d %-30s %.2f%n", k + 1, Explanations.NAMES[k], perStage[k] / count);
        }
        double[] rates = new double[rounds];
        double[] cpuRates = new double[rounds];
        for (int r = -2; r < rounds; r++) { // two warm-up rounds
            long start = System.nanoTime();
            long cpu = bean.getCurrentThreadCpuTime();
            for (CubieCube cube : cubes) {
                solver.solve(cube, options);
            }
            double rate = count / ((System.nanoTime() - start) / 1e9);
            double cpuRate = count / ((bean.getCurrentThreadCpuTime() - cpu) / 1e9);
            if (r >= 0) {
                rates[r] = rate;
                cpuRates[r] = cpuRate;
            }
        }
        Arrays.sort(rates);
        Arrays.sort(cpuRates);
        System.out.printf("solves/s on one thread (wall clock): median %.0f over %d rounds (min %.0f, max %.0f)%n",
                rates[rounds / 2], rounds, rates[0], rates[rounds - 1]);
        System.out.printf("solves/s on one thread (thread CPU time): median %.0f (min %.0f, max %.0f)%n",
                cpuRates[rounds / 2], cpuRates[0], cpuRates[rounds - 1]);
    }
}
