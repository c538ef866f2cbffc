package dev.cubeguide.bench;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.MemoryPolicy;
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
 * side by side on the same 1000 seeded random states, at max length 20 and 21. Tables come from
 * {@code $CUBEGUIDE_HOME}. Sample mode gives the median and percentiles.
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
    private cs.min2phase.Search min2phase;
    private List<CubieCube> cubes;
    private String[] facelets;
    private SolveOptions options;
    private int next;

    @Setup
    public void setUp() {
        solver = new TwoPhaseSolver();
        solver.tables().prepare(MemoryPolicy.HEAP);
        cs.min2phase.Search.init();
        min2phase = new cs.min2phase.Search();
        cubes = RandomCubes.randomStates(1, 1000);
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
