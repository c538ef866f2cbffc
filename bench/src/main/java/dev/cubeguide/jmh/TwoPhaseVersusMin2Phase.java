package dev.cubeguide.jmh;

import cs.min2phase.Search;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.Solvers;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The two-phase solver and tnoodle's min2phase, side by side in one JVM, on the same seeded random states, one
 * solve per invocation on one thread. Sample-time mode gives the median and the tail percentiles.
 *
 * <pre>
 *   mvn -q -B -DskipTests -pl bench -am package
 *   java -jar bench/target/benchmarks.jar TwoPhaseVersusMin2Phase -p maxLength=20
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode({Mode.SampleTime, Mode.AverageTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgs = {"-Xmx8g"})
public class TwoPhaseVersusMin2Phase {
    /** The length bound: 20 (every cube) or 21 (the easier setting min2phase is often quoted at). */
    @Param({"20", "21"})
    public int maxLength;

    /** How many distinct random states are cycled through. */
    @Param({"1000"})
    public int cubes;

    private List<CubieCube> states;
    private String[] facelets;
    private Solver twoPhase;
    private SolveOptions options;
    private Search min2phase;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        states = RandomCubes.randomStates(1, cubes);
        facelets = new String[cubes];
        for (int i = 0; i < cubes; i++) {
            facelets[i] = states.get(i).toFacelets();
        }
        twoPhase = Solvers.get("twophase");
        twoPhase.prepare();
        options = SolveOptions.defaults().withThreads(1).withMaxLength(maxLength);
        Search.init();
        min2phase = new Search();
    }

    @Benchmark
    public Object cubeguideTwoPhase() {
        int i = next++ % cubes;
        return twoPhase.solve(states.get(i), options);
    }

    @Benchmark
    public String min2phase() {
        int i = next++ % cubes;
        // probeMax 100000000 and probeMin 0 ask for any solution within maxLength, as its scrambler does.
        return min2phase.solution(facelets[i], maxLength, 100_000_000L, 0, 0);
    }
}
