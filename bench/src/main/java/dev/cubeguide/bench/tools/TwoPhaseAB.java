package dev.cubeguide.bench.tools;

import dev.cubeguide.bench.BenchCubes;
import dev.cubeguide.bench.Stats;
import dev.cubeguide.bench.Timing;
import dev.cubeguide.model.CubieCube;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Side-by-side timing of two-phase (or Thistlethwaite) builds in one JVM, for A/B tests of search and table
 * changes (not JMH; a developer's harness):
 * <pre>
 * java -Xmx12g -XX:+UseTransparentHugePages -cp bench/target/benchmarks.jar \
 *      dev.cubeguide.bench.tools.TwoPhaseAB [--solver=twophase|thistlethwaite] [--count=1000] [--seed=1] \
 *      [--cubes=FILE] [--rounds=3] [--max-length=20] [--anytime-ms=T] \
 *      base=/path/to/checkout-a new=/path/to/checkout-b
 * </pre>
 * Each build ({@code name=DIR}, DIR holding compiled {@code core/target/classes} and {@code solvers/target/classes})
 * is loaded by its own class loader, with its own tables from {@code $CUBEGUIDE_HOME}. Every cube is then solved
 * on one thread by each build in turn (the order rotating from cube to cube) and timed in thread CPU time by the
 * harness's clock ({@link Timing}); each solution is checked. Prints each round's mean per build, then per build the
 * mean, median, p90 and p99 and the nodes per cube, and the median of the rounds' means with its ratio to the first
 * build's. {@code --solver=thistlethwaite} times the Thistlethwaite solver instead (no length limit unless
 * {@code --max-length} is given; two-phase's default is 20). With {@code --anytime-ms=T} each solve instead gets T ms on all cores to find its shortest
 * solution (the anytime mode), and the mean length is reported. With {@code --cubes=FILE} the cubes are read from
 * FILE, one facelet string per line (a set of hard cubes, say, to time the tail), instead of made from the seed.
 *
 * <p>Why: this VM's memory speed drifts by up to 1.6 times between runs, so two builds timed in separate
 * processes, even alternately, differ by ±10% with no change at all. Interleaved in one process both builds see
 * the same drift: two copies of one build agree within 1–2%. Each build keeps its own tables, so the process holds
 * two sets and both builds run with more cache pressure than a lone process; compare the builds with each other,
 * not with other harnesses' figures.
 */
public final class TwoPhaseAB {
    /** The solvers this harness times, by their {@code --solver} name. */
    private static final Map<String, String> SOLVERS = Map.of(
            "twophase", "dev.cubeguide.solve.twophase.TwoPhaseSolver",
            "thistlethwaite", "dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver");
    /** Uncounted warm-up solves per build. */
    private static final int WARM_UP = 300;

    private TwoPhaseAB() {
    }

    /** One build: its solver, options and copies of the cubes, all from its own class loader. */
    private record Build(String name, Object solver, Method solve, Object options, Object[] cubes, Method nodes,
                         Method moves, Method apply, Method isSolved, Method length, Class<?> solveException) {
        /**
         * Solves cube i and checks the solution; returns its node count, or with lengthOnly its length (-1 when
         * no solution was found in time).
         */
        long solveChecked(int i, boolean lengthOnly) throws ReflectiveOperationException {
            Object solution;
            try {
                solution = solve.invoke(solver, cubes[i], options);
            } catch (InvocationTargetException e) {
                // The build's own SolveException class (the bench's is another class, from another loader).
                if (lengthOnly && solveException.isInstance(e.getCause())) {
                    return -1;
                }
                throw e;
            }
            if (!(boolean) isSolved.invoke(apply.invoke(cubes[i], moves.invoke(solution)))) {
                throw new AssertionError(name + " gave a wrong solution for cube " + i);
            }
            return lengthOnly ? (int) length.invoke(solution) : (long) nodes.invoke(solution);
        }
    }

    public static void main(String[] args) throws Exception {
        // The steady state: the move-mask table in the heap from the start (builds from before MemoryPolicy read
        // this property instead, and copied it at their second solve).
        System.setProperty("cubeguide.twophase.heapCopyAfterMs", "0");
        int count = 1000;
        long seed = 1;
        int rounds = 3;
        Integer maxLength = null;
        String solver = "twophase";
        int anytimeMs = 0;
        Path cubesFile = null;
        List<String[]> builds = new ArrayList<>();
        for (String arg : args) {
            String[] kv = arg.replaceFirst("^--", "").split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("expected NAME=DIR or --option=value, got " + arg);
            }
            switch (arg.startsWith("--") ? kv[0] : "") {
                case "count" -> count = Integer.parseInt(kv[1]);
                case "seed" -> seed = Long.parseLong(kv[1]);
                case "rounds" -> rounds = Integer.parseInt(kv[1]);
                case "max-length" -> maxLength = Integer.parseInt(kv[1]);
                case "solver" -> solver = kv[1];
                case "anytime-ms" -> anytimeMs = Integer.parseInt(kv[1]);
                case "cubes" -> cubesFile = Path.of(kv[1]);
                case "" -> builds.add(kv);
                default -> throw new IllegalArgumentException("unknown option " + arg);
            }
        }
        if (builds.isEmpty()) {
            throw new IllegalArgumentException("name at least one build as NAME=DIR");
        }
        String solverClass = SOLVERS.get(solver);
        if (solverClass == null) {
            throw new IllegalArgumentException("--solver is one of " + SOLVERS.keySet() + ", got " + solver);
        }
        if (maxLength == null && solver.equals("twophase")) {
            maxLength = 20;
        }
        List<String> facelets = (cubesFile == null ? BenchCubes.randomStates(seed, count)
                : BenchCubes.fromFile(cubesFile)).stream().map(CubieCube::toFacelets).toList();
        count = facelets.size();
        List<String> warmUp = BenchCubes.warmUpStates(seed, WARM_UP).stream().map(CubieCube::toFacelets).toList();
        List<Build> loaded = new ArrayList<>();
        for (String[] b : builds) {
            Build build = load(b[0], Path.of(b[1]), solverClass, facelets, warmUp, maxLength, anytimeMs);
            for (int i = count; i < count + warmUp.size(); i++) {
                build.solveChecked(i, anytimeMs > 0);
            }
            loaded.add(build);
        }
        int n = loaded.size();
        boolean anytime = anytimeMs > 0;
        double[][] ms = new double[n][count * rounds];
        double[][] roundMeans = new double[n][rounds];
        // Per build: the node counts, or in anytime mode the solution lengths, summed.
        long[] totals = new long[n];
        int[] unsolved = new int[n];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < count; i++) {
                for (int j = 0; j < n; j++) {
                    int k = (i + j + r) % n;
                    Timing.Stopwatch watch = Timing.start();
                    long result = loaded.get(k).solveChecked(i, anytime);
                    double cpuMs = watch.lap().cpuMs();
                    if (result < 0) {
                        unsolved[k]++;
                    } else {
                        totals[k] += result;
                    }
                    ms[k][r * count + i] = cpuMs;
                }
            }
            if (!anytime) {
                StringBuilder line = new StringBuilder("round " + (r + 1) + ":");
                for (int k = 0; k < n; k++) {
                    roundMeans[k][r] = Arrays.stream(ms[k], r * count, (r + 1) * count).sum() / count;
                    line.append(String.format(Locale.ROOT, "  %s %.3f ms", loaded.get(k).name(), roundMeans[k][r]));
                }
                System.out.println(line);
            }
        }
        for (int k = 0; k < n && anytime; k++) {
            System.out.printf(Locale.ROOT, "%s: mean length %.3f with %d ms per cube, %d of %d not solved in time%n",
                    loaded.get(k).name(), (double) totals[k] / (count * rounds - unsolved[k]), anytimeMs, unsolved[k],
                    count * rounds);
        }
        for (int k = 0; k < n && !anytime; k++) {
            System.out.printf(Locale.ROOT, "%s: %s ms, %d nodes per cube%n", loaded.get(k).name(),
                    Stats.of(ms[k]).line(), totals[k] / (count * rounds));
        }
        for (int k = 0; k < n && !anytime; k++) {
            double median = medianOf(roundMeans[k]);
            System.out.printf(Locale.ROOT, "%s: median of the %d rounds' means %.4f ms, %+.2f%% against %s%n",
                    loaded.get(k).name(), rounds, median, (median / medianOf(roundMeans[0]) - 1) * 100,
                    loaded.get(0).name());
        }
    }

    /** The median of some values (the mean of the middle two for an even count). */
    private static double medianOf(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int mid = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /**
     * Readies the tables for many solves: {@code tables().prepare(MemoryPolicy.HEAP)}, or in builds from before the
     * table lifecycle had its own type, {@code prepare()}.
     */
    private static void prepareInHeap(ClassLoader loader, Class<?> solverClass, Object solver) throws Exception {
        Class<?> policyClass;
        try {
            policyClass = loader.loadClass("dev.cubeguide.solve.MemoryPolicy");
        } catch (ClassNotFoundException olderBuild) {
            solverClass.getMethod("prepare").invoke(solver);
            return;
        }
        Object tables = solverClass.getMethod("tables").invoke(solver);
        Object heap = policyClass.getField("HEAP").get(null);
        loader.loadClass("dev.cubeguide.solve.SolverTables").getMethod("prepare", policyClass).invoke(tables, heap);
    }

    /** Loads one build's solver and its copies of the cubes (the measured ones, then the warm-up ones). */
    private static Build load(String name, Path dir, String solverName, List<String> facelets, List<String> warmUp,
                              Integer maxLength, int anytimeMs) throws Exception {
        URL[] classes = {dir.resolve("solvers/target/classes").toUri().toURL(),
            dir.resolve("core/target/classes").toUri().toURL()};
        ClassLoader loader = new URLClassLoader(name, classes, ClassLoader.getPlatformClassLoader());
        Class<?> solverClass = loader.loadClass(solverName);
        Class<?> cubeClass = loader.loadClass("dev.cubeguide.model.CubieCube");
        Class<?> optionsClass = loader.loadClass("dev.cubeguide.solve.SolveOptions");
        Class<?> solutionClass = loader.loadClass("dev.cubeguide.solve.Solution");
        Object solver = solverClass.getConstructor().newInstance();
        prepareInHeap(loader, solverClass, solver);
        Object options = optionsClass.getMethod("defaults").invoke(null);
        if (maxLength != null) {
            options = optionsClass.getMethod("withMaxLength", int.class).invoke(options, maxLength);
        }
        if (anytimeMs > 0) {
            options = optionsClass.getMethod("withTargetLength", int.class).invoke(options, 0);
            options = optionsClass.getMethod("withTimeout", Duration.class).invoke(options,
                    Duration.ofMillis(anytimeMs));
        } else {
            options = optionsClass.getMethod("withThreads", int.class).invoke(options, 1);
        }
        Method fromFacelets = cubeClass.getMethod("fromFacelets", String.class);
        List<String> all = new ArrayList<>(facelets);
        all.addAll(warmUp);
        Object[] cubes = new Object[all.size()];
        for (int i = 0; i < cubes.length; i++) {
            cubes[i] = fromFacelets.invoke(null, all.get(i));
        }
        Method moves = solutionClass.getMethod("moves");
        return new Build(name, solver, solverClass.getMethod("solve", cubeClass, optionsClass), options, cubes,
                solutionClass.getMethod("nodes"), moves, cubeClass.getMethod("apply", moves.getReturnType()),
                cubeClass.getMethod("isSolved"), solutionClass.getMethod("length"),
                loader.loadClass("dev.cubeguide.solve.SolveException"));
    }
}
