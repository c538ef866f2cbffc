package dev.cubeguide.bench.jmh;

import cs.min2phase.Search;
import dev.cubeguide.bench.BenchCubes;
import dev.cubeguide.bench.BenchmarkRunner;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time per solve on one thread, ours and min2phase's (tnoodle's published build, the baseline of issue 3)
 * side by side on the harness's 1000 seeded random states, at max length 20 and 21. Tables come from
 * {@code $CUBEGUIDE_HOME}, prepared as {@code cubeguide bench} prepares them. Sample mode gives the median and
 * percentiles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = "-Xmx4g")
public class TwoPhaseBenchmark {
    @Param({"20", "21"})
    int maxLength;

    private TwoPhaseSolver solver;
    private Search min2phase;
    private List<CubieCube> cubes;
    private String[] facelets;
    private SolveOptions options;
    private int next;

    @Setup
    public void setUp() {
        solver = new TwoPhaseSolver();
        BenchmarkRunner.prepare(solver);
        Search.init();
        min2phase = new Search();
        cubes = BenchCubes.randomStates(BenchCubes.DEFAULT_SEED, BenchCubes.JMH_COUNT);
        facelets = cubes.stream().map(CubieCube::toFacelets).toArray(String[]::new);
        options = SolveOptions.defaults().withThreads(1).withMaxLength(maxLength);
    }

    @Benchmark
    public Solution twoPhase() {
        CubieCube cube = cubes.get(next);
        next = (next + 1) % cubes.size();
        return solver.solve(cube, options);
    }

    @Benchmark
    public String min2phase() {
        String cube = facelets[next];
        next = (next + 1) % facelets.length;
        return min2phase.solution(cube, maxLength, 100_000_000L, 0, 0);
    }
}
