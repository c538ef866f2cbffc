package dev.cubeguide.bench;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.Solvers;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableStore;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The optimal solver's figures on all cores: table preparation (built on the first run with an empty
 * {@code $CUBEGUIDE_HOME}), then seeded random states one after the other, each with a time limit: per cube the
 * length, whether it was proven optimal (else the bound proven), nodes, wall time, nodes per second and the
 * process CPU time (the box may be shared: the CPU time shows how much of it the search got); then the median and
 * maximum time of the proven cubes, nodes per cube and the length distribution; and optionally the superflip.
 * <pre>java -cp ... dev.cubeguide.bench.OptimalFigures [count=20] [seed=1] [timeoutSeconds=600] [superflipSeconds=0]</pre>
 */
public final class OptimalFigures {
    private OptimalFigures() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int timeoutSeconds = args.length > 2 ? Integer.parseInt(args[2]) : 600;
        int superflipSeconds = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        Solver solver = Solvers.get("optimal");
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

        long start = System.nanoTime();
        solver.tables().prepare(MemoryPolicy.HEAP);
        List<TableLoadEvent> events = TableStore.defaultStore().events();
        System.out.printf(Locale.ROOT, "tables %s in %.1f s (%s)%n",
                events.stream().anyMatch(TableLoadEvent::built) ? "built" : "loaded",
                (System.nanoTime() - start) / 1e9, TableStore.defaultStore().directory());
        for (TableLoadEvent e : events) {
            System.out.printf(Locale.ROOT, "  %-24s %s %8d ms %s%n", e.spec().id(), e.built() ? "built " : "loaded",
                    e.elapsed().toMillis(), TableStore.humanBytes(e.bytes()));
        }

        List<Double> seconds = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        Map<Integer, Integer> lengths = new TreeMap<>();
        int proven = 0;
        List<CubieCube> cubes = RandomCubes.randomStates(seed, count);
        for (int i = 0; i < count; i++) {
            Outcome o = run(solver, cubes.get(i), timeoutSeconds, os);
            System.out.printf(Locale.ROOT, "cube %2d: %s%n", i, o.line);
            if (o.solution != null && o.solution.optimal()) {
                proven++;
                seconds.add(o.wallSeconds);
                nodes.add(o.solution.nodes());
                lengths.merge(o.solution.length(), 1, Integer::sum);
            }
        }
        if (!seconds.isEmpty()) {
            Collections.sort(seconds);
            Collections.sort(nodes);
            double totalNodes = nodes.stream().mapToLong(Long::longValue).sum();
            double totalSeconds = seconds.stream().mapToDouble(Double::doubleValue).sum();
            double mean = lengths.entrySet().stream().mapToDouble(e -> e.getKey() * e.getValue()).sum() / proven;
            System.out.printf(Locale.ROOT, "%d of %d proven optimal within %d s: time median %.1f s, max %.1f s; "
                    + "nodes median %,d; %.2f M nodes/s; lengths %s, mean %.2f%n", proven, count, timeoutSeconds,
                    seconds.get(seconds.size() / 2), seconds.get(seconds.size() - 1), nodes.get(nodes.size() / 2),
                    totalNodes / totalSeconds / 1e6, lengths, mean);
        }
        if (superflipSeconds > 0) {
            CubieCube superflip = CubieCube.of(Alg.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));
            System.out.println("superflip: " + run(solver, superflip, superflipSeconds, os).line);
        }
    }

    private record Outcome(Solution solution, double wallSeconds, String line) {
    }

    private static Outcome run(Solver solver, CubieCube cube, int timeoutSeconds,
            com.sun.management.OperatingSystemMXBean os) {
        long cpu0 = os.getProcessCpuTime();
        long t0 = System.nanoTime();
        SolveOptions options = SolveOptions.defaults().withTimeout(Duration.ofSeconds(timeoutSeconds));
        try {
            Solution s = solver.solve(cube, options);
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
            if (!cube.apply(s.moves()).isSolved()) {
                throw new IllegalStateException("not solved: " + cube.toFacelets());
            }
            String status = s.optimal() ? "optimal" : "not proven, no solution shorter than " + s.lowerBound().orElse(0);
            return new Outcome(s, wall, String.format(Locale.ROOT,
                    "%d moves (%s), %,d nodes, %.1f s wall, %.1f s CPU, %.2f M nodes/s, load %.1f", s.length(), status,
                    s.nodes(), wall, cpu, s.nodes() / wall / 1e6, os.getSystemLoadAverage()));
        } catch (SolveException e) {
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
            return new Outcome(null, wall, String.format(Locale.ROOT, "%s after %.1f s wall, %.1f s CPU: %s %s, load %.1f",
                    e.code(), wall, cpu, e.getMessage(), e.detail(), os.getSystemLoadAverage()));
        }
    }
}
