package dev.cubeguide.bench.jmh;

import dev.cubeguide.bench.BenchCubes;
import dev.cubeguide.bench.BenchmarkRunner;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.Solvers;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time per Thistlethwaite solve on one thread, cycling through the harness's 1000 seeded random states (tables
 * prepared in the setup as {@code cubeguide bench} prepares them, from {@code $CUBEGUIDE_HOME}). Sample mode gives the
 * median and percentiles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ThistlethwaiteBenchmark {
    private Solver solver;
    private List<CubieCube> cubes;
    private SolveOptions options;
    private int next;

    @Setup
    public void setUp() {
        solver = Solvers.get("thistlethwaite");
        BenchmarkRunner.prepare(solver);
        cubes = BenchCubes.randomStates(BenchCubes.DEFAULT_SEED, BenchCubes.JMH_COUNT);
        options = SolveOptions.defaults().withThreads(1);
    }

    @Benchmark
    public Solution solve() {
        CubieCube cube = cubes.get(next);
        next = (next + 1) % cubes.size();
        return solver.solve(cube, options);
    }
}
