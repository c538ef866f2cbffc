package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

class TablesProbe {
    @Test
    void probe() {
        Tables t = BeginnerSolver.sharedTables();
        System.out.println("build ms " + t.buildMillis);
        System.out.println("corner macros " + t.corners.macros.size() + " max " + t.corners.maxCost + " reach " + t.corners.reachable);
        System.out.println("edge macros " + t.edges.macros.size() + " max " + t.edges.maxCost + " reach " + t.edges.reachable);
        for (int i = 0; i < 4; i++) {
            System.out.println("LL " + (i + 4) + " macros " + t.lastLayer[i].macros.size() + " max " + t.lastLayer[i].maxCost + " reach " + t.lastLayer[i].reachable);
        }
        BeginnerSolver solver = new BeginnerSolver();
        List<CubieCube> cubes = RandomCubes.randomStates(1, 1000);
        double[] per = new double[7];
        double total = 0;
        for (CubieCube c : cubes) {
            Solution s = solver.solve(c, SolveOptions.defaults());
            if (!c.apply(s.moves()).isSolved()) throw new AssertionError("not solved");
            total += s.length();
            for (int k = 0; k < 7; k++) per[k] += s.stages().get(k).moves().htm();
        }
        System.out.println("mean " + total / 1000);
        for (int k = 0; k < 7; k++) System.out.println("stage " + k + " " + per[k] / 1000);
        long st = System.nanoTime();
        for (int r = 0; r < 3; r++) for (CubieCube c : cubes) solver.solve(c, SolveOptions.defaults());
        System.out.println("per second " + 3000 / ((System.nanoTime() - st) / 1e9));
    }
}
