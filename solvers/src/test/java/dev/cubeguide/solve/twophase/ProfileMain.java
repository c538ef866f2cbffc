package dev.cubeguide.solve.twophase;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Profiling harness for the two-phase search (not a test; run by hand with the test classpath):
 * <pre>
 * java -Xmx8g -XX:+UseTransparentHugePages -Dcubeguide.twophase.stats=true [-Dwarm=1] \
 *      -cp solvers/target/classes:solvers/target/test-classes:core/target/classes \
 *      dev.cubeguide.solve.twophase.ProfileMain FACELETS.txt [maxLength] [count] [x]
 * </pre>
 * Solves the cubes on one thread and prints CPU time per cube (mean, median, p90, p99), then with the stats flag
 * the search's counters for all cubes and for the hardest 1% and 10%: phase-1 nodes by moves to go and by
 * length, phase-1 solutions and how the phase-2 bounds rejected them. With a fourth argument it times making the
 * directions and their bounds instead. Uses $CUBEGUIDE_HOME's tables.
 */
public final class ProfileMain {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        int maxLength = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int limit = args.length > 2 ? Integer.parseInt(args[2]) : lines.size();
        long t0 = System.nanoTime();
        TwoPhaseSolver solver = new TwoPhaseSolver();
        solver.tables().prepare(MemoryPolicy.HEAP);
        System.out.printf(Locale.ROOT, "prepare %.0f ms%n", (System.nanoTime() - t0) / 1e6);
        solver.tables().report().forEach(System.out::println);
        if (limit == 0) {
            return;
        }
        SearchTables t = solver.searchTables();
        if (args.length > 3) {
            List<CubieCube> cubes = new ArrayList<>();
            for (String l : lines) {
                cubes.add(CubieCube.fromFacelets(l.trim()));
            }
            int wrong = 0;
            int total = 0;
            for (CubieCube c : cubes) {
                Job job = new Job(c, t, 10, 20, 20, 1, SearchLimits.NONE, null);
                for (int i = 0; i < Direction.ALL; i++) {
                    Direction d = job.direction(i);
                    total++;
                    if (d.distance() != t.phase1Distance(d.flip, d.slice, d.twist)) {
                        wrong++;
                    }
                }
            }
            System.out.println("guess wrong " + wrong + " of " + total);
            for (int rep = 0; rep < 5; rep++) {
                long a = MX.getCurrentThreadCpuTime();
                long sink = 0;
                for (CubieCube c : cubes) {
                    Job job = new Job(c, t, 10, 20, 20, 1, SearchLimits.NONE, null);
                    sink += job.direction(Direction.ALL - 1).twist;
                }
                long b = MX.getCurrentThreadCpuTime();
                for (CubieCube c : cubes) {
                    Job job = new Job(c, t, 10, 20, 20, 1, SearchLimits.NONE, null);
                    for (int i = 0; i < Direction.ALL; i++) {
                        Direction d = job.direction(i);
                        sink += d.distance();
                    }
                }
                long c2 = MX.getCurrentThreadCpuTime();
                for (CubieCube c : cubes) {
                    Job job = new Job(c, t, 10, 20, 20, 1, SearchLimits.NONE, null);
                    sink += new ShortSearch(t).solve(new Direction[] {job.direction(0), job.direction(2), job.direction(4)}) == null ? 1 : 0;
                }
                long d = MX.getCurrentThreadCpuTime();
                System.out.printf(Locale.ROOT, "per cube: job+114 dirs %.1f us, +bounds %.1f us, job+short %.1f us (%d)%n", (b - a) / 1e3 / cubes.size(),
                        (c2 - b) / 1e3 / cubes.size(), (d - c2) / 1e3 / cubes.size(), sink);
            }
            return;
        }
        Search search = solver.localSearch(t);
        SolveOptions one = SolveOptions.defaults().withThreads(1).withMaxLength(maxLength);
        int n = Math.min(limit, lines.size());
        for (int w = 0; w < Integer.getInteger("warm", 0); w++) {
            long a = MX.getCurrentThreadCpuTime();
            for (int i = 0; i < n; i++) {
                solver.solve(CubieCube.fromFacelets(lines.get(i).trim()), one);
            }
            System.out.printf(Locale.ROOT, "warm-up pass %d: %.3f ms CPU per cube%n", w, (MX.getCurrentThreadCpuTime() - a) / 1e6 / n);
        }
        long[][] per = new long[n][];
        double[] ms = new double[n];
        long[] nodes = new long[n];
        int[] len = new int[n];
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            CubieCube cube = CubieCube.fromFacelets(lines.get(i).trim());
            long[] before = search.stats.clone();
            long s0 = MX.getCurrentThreadCpuTime();
            Solution s = solver.solve(cube, one);
            ms[i] = (MX.getCurrentThreadCpuTime() - s0) / 1e6;
            long[] after = search.stats.clone();
            for (int k = 0; k < SearchStats.COUNTERS; k++) {
                after[k] -= before[k];
            }
            per[i] = after;
            nodes[i] = s.nodes();
            len[i] = s.length();
        }
        System.out.printf(Locale.ROOT, "total %.0f ms%n", (System.nanoTime() - start) / 1e6);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(nodes[b], nodes[a]));
        double sum = 0;
        for (double m : ms) {
            sum += m;
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "CPU: mean %.3f ms, median %.3f, p90 %.3f, p99 %.3f, max %.3f%n", sum / n,
                sorted[n / 2], sorted[n * 9 / 10], sorted[n * 99 / 100], sorted[n - 1]);
        report("all", per, nodes, ms, order, 0, n);
        report("top 1%", per, nodes, ms, order, 0, Math.max(1, n / 100));
        report("top 10%", per, nodes, ms, order, 0, Math.max(1, n / 10));
        report("bottom 90%", per, nodes, ms, order, n / 10, n);
        for (int k = 0; k < Math.min(15, n); k++) {
            int i = order[k];
            long[] st = per[i];
            System.out.printf(Locale.ROOT, "cube %d: %.2f ms nodes %d len %d found p1len %d pre %d task len %d dir %d leaves %d cs %d es %d p2 %d p2nodes %d byLen %s%n",
                    i, ms[i], nodes[i], len[i], st[SearchStats.LAST_PHASE1_LENGTH], st[SearchStats.LAST_PRE_MOVE],
                    Task.length((int) st[SearchStats.LAST_TASK]), Task.direction((int) st[SearchStats.LAST_TASK]),
                    st[SearchStats.LEAVES], st[SearchStats.CORNER_BOUND_PASSED], st[SearchStats.EDGE_BOUND_PASSED],
                    st[SearchStats.PHASE2_STARTS], st[SearchStats.PHASE2_NODES],
                    Arrays.toString(Arrays.copyOfRange(st, SearchStats.NODES_BY_LENGTH + 8, SearchStats.NODES_BY_LENGTH + 18)));
        }
    }

    private static void report(String label, long[][] per, long[] nodes, double[] ms, Integer[] order, int from, int to) {
        long[] sum = new long[SearchStats.COUNTERS];
        double t = 0;
        long nd = 0;
        for (int k = from; k < to; k++) {
            int i = order[k];
            for (int j = 0; j < SearchStats.COUNTERS; j++) {
                sum[j] += per[i][j];
            }
            t += ms[i];
            nd += nodes[i];
        }
        int c = to - from;
        System.out.printf(Locale.ROOT, "== %s (%d cubes): mean %.3f ms, nodes %.0f, ns/node %.0f%n", label, c, t / c, (double) nd / c, t * 1e6 / nd);
        StringBuilder b = new StringBuilder("  p1 nodes by togo:");
        for (int j = 0; j < 16; j++) {
            b.append(String.format(Locale.ROOT, " %d:%.0f", j, (double) sum[SearchStats.NODES_BY_TOGO + j] / c));
        }
        System.out.println(b);
        b = new StringBuilder("  p1 nodes by task length:");
        for (int j = 0; j < 18; j++) {
            b.append(String.format(Locale.ROOT, " %d:%.0f", j, (double) sum[SearchStats.NODES_BY_LENGTH + j] / c));
        }
        System.out.println(b);
        System.out.printf(Locale.ROOT, "  leaves %.0f, not-p2-end %.0f, cornerSlice ok %.0f, edgeSlice ok %.0f, p2bound ok %.0f, p2 nodes %.0f%n",
                (double) sum[SearchStats.LEAVES] / c, (double) sum[SearchStats.LEAVES_ALLOWED] / c,
                (double) sum[SearchStats.CORNER_BOUND_PASSED] / c, (double) sum[SearchStats.EDGE_BOUND_PASSED] / c,
                (double) sum[SearchStats.PHASE2_STARTS] / c, (double) sum[SearchStats.PHASE2_NODES] / c);
        int far = SearchStats.FAR_BY_SLACK;
        System.out.printf(Locale.ROOT, "  far nodes by togo - d: 0:%.0f 1:%.0f 2:%.0f 3+:%.0f%n", sum[far] / (double) c,
                sum[far + 1] / (double) c, sum[far + 2] / (double) c, sum[far + 3] / (double) c);
        b = new StringBuilder("  slack budget-bound at p2 search:");
        for (int j = 0; j <= SearchStats.SLACK_LAST; j++) {
            b.append(String.format(Locale.ROOT, " %d:%.1f", j, (double) sum[SearchStats.SLACK + j] / c));
        }
        System.out.println(b);
    }
}
