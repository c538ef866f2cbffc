package dev.cubeguide.bench.tools;

import dev.cubeguide.bench.BenchCubes;
import dev.cubeguide.bench.BenchmarkReport;
import dev.cubeguide.bench.BenchmarkRunner;
import dev.cubeguide.bench.BenchmarkRunner.CubeResult;
import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import dev.cubeguide.bench.BenchmarkRunner.TableInfo;
import dev.cubeguide.bench.Stats;
import dev.cubeguide.bench.Timing;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.SearchCounters;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntToLongFunction;

/**
 * The two-phase search's profile on a set of cubes, on the harness (not a test; run by hand):
 * <pre>
 * java -Xmx8g -XX:+UseTransparentHugePages -Dcubeguide.twophase.stats=true -cp bench/target/benchmarks.jar \
 *      dev.cubeguide.bench.tools.TwoPhaseProfile FACELETS.txt [maxLength=20] [count=all] [warmUpPasses=0]
 * </pre>
 * Solves the cubes on one thread ({@link BenchmarkRunner}) and prints the CPU time per cube (mean, median, p90, p99,
 * max); then, with the counters on, the search's counters ({@link SearchCounters}) for all cubes, for the hardest
 * 1% and 10% by nodes and for the other 90%: phase-1 nodes by moves to go and by task length, phase-1 solutions and
 * how the phase-2 bounds sorted them; and a line for each of the 15 hardest cubes. Uses $CUBEGUIDE_HOME's tables.
 */
public final class TwoPhaseProfile {
    private static final int HARDEST_LISTED = 15;

    private TwoPhaseProfile() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: TwoPhaseProfile FACELETS.txt [maxLength=20] [count=all] [warmUpPasses=0]");
            System.exit(2);
        }
        List<CubieCube> all = BenchCubes.fromFile(Path.of(args[0]));
        int maxLength = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        List<CubieCube> cubes = all.subList(0, args.length > 2 ? Math.min(Integer.parseInt(args[2]), all.size())
                : all.size());
        int warmUpPasses = args.length > 3 ? Integer.parseInt(args[3]) : 0;

        TwoPhaseSolver solver = new TwoPhaseSolver();
        TableInfo tables = BenchmarkRunner.prepare(solver);
        System.out.printf(Locale.ROOT, "prepare %.0f ms%n", tables.prepareMs());
        solver.tables().report().forEach(System.out::println);
        if (cubes.isEmpty()) {
            return;
        }
        BenchmarkRunner.Options options = new BenchmarkRunner.Options(cubes.size(), BenchCubes.DEFAULT_SEED,
                Optional.empty(), 1, OptionalInt.of(maxLength), 0);
        SolveOptions one = BenchmarkRunner.solveOptions(options);
        for (int pass = 0; pass < warmUpPasses; pass++) {
            Timing.Lap lap = Timing.passes(1, () -> cubes.forEach(cube -> solver.solve(cube, one))).get(0);
            System.out.printf(Locale.ROOT, "warm-up pass %d: %.3f ms CPU per cube%n", pass, lap.cpuMs() / cubes.size());
        }

        // The counters after each cube (the runner reports progress after each solve, on this thread).
        List<SearchCounters> after = new ArrayList<>(cubes.size() + 1);
        after.add(solver.searchCounters());
        Timing.Stopwatch watch = Timing.start();
        SolverRun run = BenchmarkRunner.run(solver, options, cubes, (done, total) -> after.add(solver.searchCounters()));
        System.out.printf(Locale.ROOT, "total %.0f ms%n", watch.lap().wallMs());
        System.out.println("CPU ms: " + BenchmarkReport.cpuStats(run).line());
        if (!SearchCounters.enabled()) {
            System.out.println("(search counters off: run with -Dcubeguide.twophase.stats=true to see them)");
            return;
        }
        List<Profiled> profiled = new ArrayList<>();
        for (int i = 0; i < cubes.size(); i++) {
            profiled.add(new Profiled(run.cubes().get(i), after.get(i + 1).minus(after.get(i))));
        }
        profiled.sort(Comparator.comparingLong((Profiled p) -> p.cube().nodes()).reversed());
        int n = profiled.size();
        report("all", profiled);
        report("top 1%", profiled.subList(0, Math.max(1, n / 100)));
        report("top 10%", profiled.subList(0, Math.max(1, n / 10)));
        report("bottom 90%", profiled.subList(n / 10, n));
        for (Profiled p : profiled.subList(0, Math.min(HARDEST_LISTED, n))) {
            SearchCounters c = p.counters();
            long[] byLength = new long[10];
            for (int j = 0; j < byLength.length; j++) {
                byLength[j] = c.phase1NodesByLength(8 + j);
            }
            System.out.printf(Locale.ROOT, "cube %d: %.2f ms nodes %d len %d found p1len %d pre %b task len %d dir %d"
                    + " leaves %d cs %d es %d p2 %d p2nodes %d nodes by task length 8..17 %s%n",
                    p.cube().index(), p.cube().cpuMs(), p.cube().nodes(), p.cube().length(), c.lastPhase1Length(),
                    c.lastHadPreMoves(), c.lastTaskLength(), c.lastTaskDirection(), c.leaves(), c.cornerBoundPassed(),
                    c.edgeBoundPassed(), c.phase2Starts(), c.phase2Nodes(), Arrays.toString(byLength));
        }
    }

    /** One solved cube and its counters. */
    private record Profiled(CubeResult cube, SearchCounters counters) {
    }

    private static void report(String label, List<Profiled> group) {
        int c = group.size();
        SearchCounters sum = group.get(0).counters();
        for (Profiled p : group.subList(1, c)) {
            sum = sum.plus(p.counters());
        }
        Stats cpu = Stats.of(group.stream().mapToDouble(p -> p.cube().cpuMs()).toArray());
        double nodes = group.stream().mapToLong(p -> p.cube().nodes()).sum();
        System.out.printf(Locale.ROOT, "== %s (%d cubes): mean %.3f ms, nodes %.0f, ns/node %.0f%n", label, c,
                cpu.mean(), nodes / c, cpu.mean() * c * 1e6 / Math.max(1, nodes));
        SearchCounters s = sum;
        System.out.println(perCube("  p1 nodes by togo:", 16, c, s::phase1NodesByTogo, "%.0f"));
        System.out.println(perCube("  p1 nodes by task length:", 18, c, s::phase1NodesByLength, "%.0f"));
        System.out.printf(Locale.ROOT, "  leaves %.0f, not-p2-end %.0f, cornerSlice ok %.0f, edgeSlice ok %.0f,"
                + " p2bound ok %.0f, p2 nodes %.0f%n", (double) s.leaves() / c, (double) s.leavesAllowed() / c,
                (double) s.cornerBoundPassed() / c, (double) s.edgeBoundPassed() / c, (double) s.phase2Starts() / c,
                (double) s.phase2Nodes() / c);
        System.out.println(perCube("  far nodes by togo - d:", SearchCounters.FAR_SLACK_LAST + 1, c,
                s::farNodesBySlack, "%.0f"));
        System.out.println(perCube("  slack budget-bound at p2 search:", SearchCounters.SLACK_LAST + 1, c,
                s::phase2StartsBySlack, "%.1f"));
    }

    /** {@code label} then " j:value" for j below {@code size}, each value per cube. */
    private static String perCube(String label, int size, int cubes, IntToLongFunction count, String format) {
        StringBuilder line = new StringBuilder(label);
        for (int j = 0; j < size; j++) {
            line.append(String.format(Locale.ROOT, " %d:" + format, j, (double) count.applyAsLong(j) / cubes));
        }
        return line.toString();
    }
}
