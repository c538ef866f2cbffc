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
        long t0 = System.nanoTime();
        solver.prepare();
        System.out.printf("tables built in %.0f ms%n", (System.nanoTime() - t0) / 1e6);
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
        for (int r = -2; r < rounds; r++) { // two warm-up rounds
            long start = System.nanoTime();
            for (CubieCube cube : cubes) {
                solver.solve(cube, options);
            }
            double rate = count / ((System.nanoTime() - start) / 1e9);
            if (r >= 0) {
                rates[r] = rate;
            }
        }
        Arrays.sort(rates);
        System.out.printf("solves/s on one thread: median %.0f over %d rounds (min %.0f, max %.0f)%n",
                rates[rounds / 2], rounds, rates[0], rates[rounds - 1]);
    }
}
