package dev.cubeguide.bench;

import dev.cubeguide.bench.BenchmarkRunner.CubeResult;
import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import dev.cubeguide.bench.BenchmarkRunner.StageMoves;
import dev.cubeguide.bench.BenchmarkRunner.Status;
import dev.cubeguide.table.TableStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Summaries of benchmark runs: the JSON object per solver, the Markdown table and the CSV rows. */
public final class BenchmarkReport {
    private BenchmarkReport() {
    }

    /** Times (ms) of the cubes that were solved. */
    static double[] solvedTimes(SolverRun run) {
        return run.cubes().stream().filter(c -> c.status() == Status.SOLVED).mapToDouble(CubeResult::timeMs).toArray();
    }

    /** The calling thread's CPU times (ms) of the cubes that were solved. */
    static double[] solvedCpuTimes(SolverRun run) {
        return run.cubes().stream().filter(c -> c.status() == Status.SOLVED).mapToDouble(CubeResult::cpuMs).toArray();
    }

    /** Lengths of the cubes that were solved. */
    static double[] solvedLengths(SolverRun run) {
        return run.cubes().stream().filter(c -> c.status() == Status.SOLVED).mapToDouble(CubeResult::length).toArray();
    }

    /** The number of cubes with this status. */
    public static long count(SolverRun run, Status status) {
        return run.cubes().stream().filter(c -> c.status() == status).count();
    }

    /** The solution lengths of the solved cubes. */
    public static Stats lengthStats(SolverRun run) {
        return Stats.of(solvedLengths(run));
    }

    /** The wall times (ms) of the solved cubes. */
    public static Stats timeStats(SolverRun run) {
        return Stats.of(solvedTimes(run));
    }

    /** The calling thread's CPU times (ms) of the solved cubes: the whole solve's when it ran on one thread. */
    public static Stats cpuStats(SolverRun run) {
        return Stats.of(solvedCpuTimes(run));
    }

    /** Histogram of solution lengths: length to number of cubes, ascending. */
    static Map<Integer, Integer> lengthHistogram(SolverRun run) {
        Map<Integer, Integer> histogram = new TreeMap<>();
        for (CubeResult cube : run.cubes()) {
            if (cube.status() == Status.SOLVED) {
                histogram.merge(cube.length(), 1, Integer::sum);
            }
        }
        return histogram;
    }

    /** The JSON object of one solver (the {@code bench --json} shape of docs/CLI.md). */
    public static Map<String, Object> toMap(SolverRun run, MachineInfo machine) {
        Stats moves = lengthStats(run);
        Stats time = timeStats(run);
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("solver", run.solver());
        map.put("count", run.options().count());
        map.put("seed", run.options().seed());
        map.put("solved", count(run, Status.SOLVED));
        map.put("failed", count(run, Status.FAILED) + count(run, Status.NO_SOLUTION));
        map.put("timedOut", count(run, Status.TIMEOUT));
        map.put("provenOptimal", run.cubes().stream().filter(CubeResult::provenOptimal).count());
        Map<String, Object> moveMap = new LinkedHashMap<>();
        moveMap.put("mean", round(moves.mean(), 2));
        moveMap.put("max", (int) moves.max());
        moveMap.put("min", (int) moves.min());
        moveMap.put("median", (int) moves.median());
        Map<String, Integer> histogram = new LinkedHashMap<>();
        lengthHistogram(run).forEach((length, n) -> histogram.put(Integer.toString(length), n));
        moveMap.put("histogram", histogram);
        map.put("moves", moveMap);
        Map<String, Object> timeMap = new LinkedHashMap<>();
        timeMap.put("median", round(time.median(), 4));
        timeMap.put("p90", round(time.p90(), 4));
        timeMap.put("p99", round(time.p99(), 4));
        timeMap.put("mean", round(time.mean(), 4));
        timeMap.put("max", round(time.max(), 4));
        map.put("timeMs", timeMap);
        if (run.options().threads() == 1) {
            // One thread per solve: the solve's whole CPU time, steadier than wall time on a shared machine.
            Stats cpu = cpuStats(run);
            Map<String, Object> cpuMap = new LinkedHashMap<>();
            cpuMap.put("median", round(cpu.median(), 4));
            cpuMap.put("p90", round(cpu.p90(), 4));
            cpuMap.put("p99", round(cpu.p99(), 4));
            cpuMap.put("mean", round(cpu.mean(), 4));
            map.put("cpuMs", cpuMap);
        }
        List<Map<String, Object>> stages = stageMoves(run);
        if (!stages.isEmpty()) {
            map.put("stages", stages);
        }
        double[] nodes = run.cubes().stream().filter(c -> c.status() == Status.SOLVED).mapToDouble(CubeResult::nodes)
                .toArray();
        Stats nodeStats = Stats.of(nodes);
        if (nodeStats.max() > 0) {
            Map<String, Object> nodeMap = new LinkedHashMap<>();
            nodeMap.put("mean", Math.round(nodeStats.mean()));
            nodeMap.put("median", Math.round(nodeStats.median()));
            nodeMap.put("max", Math.round(nodeStats.max()));
            double totalMs = 0;
            for (double t : solvedTimes(run)) {
                totalMs += t;
            }
            nodeMap.put("perSecond", totalMs > 0 ? Math.round(nodeStats.mean() * nodeStats.count() / (totalMs / 1000)) : 0);
            map.put("nodes", nodeMap);
        }
        map.put("tableLoadMs", round(run.tables().prepareMs(), 1));
        Map<String, Object> tableMap = new LinkedHashMap<>();
        tableMap.put("files", run.tables().tables());
        tableMap.put("memoryBytes", run.tables().memoryBytes());
        tableMap.put("diskBytes", run.tables().diskBytes());
        tableMap.put("buildMs", round(run.tables().buildMs(), 1));
        tableMap.put("loadMs", round(run.tables().loadMs(), 1));
        map.put("tables", tableMap);
        map.put("threads", run.options().threads());
        run.options().timeout().ifPresent(t -> map.put("timeoutMs", t.toMillis()));
        run.options().budget().ifPresent(b -> map.put("budgetMs", b.toMillis()));
        run.options().target().ifPresent(t -> map.put("target", t.toFacelets()));
        if (run.options().deterministic()) {
            map.put("deterministic", true);
        }
        map.put("machine", machine.toMap());
        return map;
    }

    /**
     * Per stage of the solver's solutions (its phases, or the beginner method's steps), in the order first met: the
     * name, the mean moves over the solved cubes (a solution without that stage counting 0, so the means add up to
     * the mean length) and the largest; empty for a solver whose solutions have at most one stage.
     */
    static List<Map<String, Object>> stageMoves(SolverRun run) {
        Map<String, double[]> sumAndMax = new LinkedHashMap<>();
        int solved = 0;
        boolean severalStages = false;
        for (CubeResult cube : run.cubes()) {
            if (cube.status() != Status.SOLVED) {
                continue;
            }
            solved++;
            severalStages |= cube.stages().size() > 1;
            for (StageMoves stage : cube.stages()) {
                double[] entry = sumAndMax.computeIfAbsent(stage.name(), name -> new double[2]);
                entry[0] += stage.moves();
                entry[1] = Math.max(entry[1], stage.moves());
            }
        }
        List<Map<String, Object>> stages = new ArrayList<>();
        if (!severalStages) {
            return stages;
        }
        for (Map.Entry<String, double[]> entry : sumAndMax.entrySet()) {
            Map<String, Object> stage = new LinkedHashMap<>();
            stage.put("name", entry.getKey());
            stage.put("meanMoves", round(entry.getValue()[0] / solved, 2));
            stage.put("maxMoves", (int) entry.getValue()[1]);
            stages.add(stage);
        }
        return stages;
    }

    /** A Markdown report: the machine, a summary table, and a length histogram table. */
    public static String markdown(List<SolverRun> runs, MachineInfo machine) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Machine: %s, %d cores, %s, max heap %d MiB, JVM flags: %s%n%n",
                machine.cpu(), machine.cores(), machine.jvm(), machine.maxHeapBytes() / (1024 * 1024),
                machine.jvmFlags().isEmpty() ? "(none)" : String.join(" ", machine.jvmFlags())));
        for (SolverRun run : runs) {
            run.options().budget().ifPresent(b -> out.append(String.format(Locale.ROOT,
                    "%s: a budget of %d ms per cube (%s) to look for shorter solutions.%n%n", run.solver(), b.toMillis(),
                    run.options().deterministic() ? "counted in search nodes" : "on the clock")));
            run.options().target().ifPresent(t -> out.append(String.format(Locale.ROOT,
                    "%s: each cube solved to the pattern %s.%n%n", run.solver(), t.toFacelets())));
        }
        out.append("| solver | cubes | solved | proven optimal | failed | timed out | mean moves | min | max | median ms |"
                + " p90 ms | p99 ms | mean ms | max ms | nodes/cube | tables in memory | on disk | build ms | load ms |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (SolverRun run : runs) {
            Stats moves = lengthStats(run);
            Stats time = timeStats(run);
            Stats nodes = Stats.of(run.cubes().stream().filter(c -> c.status() == Status.SOLVED)
                    .mapToDouble(CubeResult::nodes).toArray());
            out.append(String.format(Locale.ROOT,
                    "| %s | %d | %d | %d | %d | %d | %.2f | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s | %.0f | %.0f |%n",
                    run.solver(), run.options().count(), count(run, Status.SOLVED),
                    run.cubes().stream().filter(CubeResult::provenOptimal).count(),
                    count(run, Status.FAILED) + count(run, Status.NO_SOLUTION), count(run, Status.TIMEOUT),
                    moves.mean(), (int) moves.min(), (int) moves.max(), ms(time.median()), ms(time.p90()),
                    ms(time.p99()), ms(time.mean()), ms(time.max()),
                    nodes.max() > 0 ? String.format(Locale.ROOT, "%.0f", nodes.mean()) : "-",
                    TableStore.humanBytes(run.tables().memoryBytes()), TableStore.humanBytes(run.tables().diskBytes()),
                    run.tables().buildMs(), run.tables().loadMs()));
        }
        out.append("\nSolution lengths (number of cubes per length):\n\n");
        TreeMap<Integer, Boolean> allLengths = new TreeMap<>();
        for (SolverRun run : runs) {
            lengthHistogram(run).keySet().forEach(length -> allLengths.put(length, true));
        }
        out.append("| moves |");
        runs.forEach(run -> out.append(' ').append(run.solver()).append(" |"));
        out.append("\n|---:|");
        runs.forEach(run -> out.append("---:|"));
        out.append('\n');
        List<Map<Integer, Integer>> histograms = new ArrayList<>();
        runs.forEach(run -> histograms.add(lengthHistogram(run)));
        for (int length : allLengths.keySet()) {
            out.append("| ").append(length).append(" |");
            histograms.forEach(histogram -> out.append(' ').append(histogram.getOrDefault(length, 0)).append(" |"));
            out.append('\n');
        }
        return out.toString();
    }

    /** CSV with a header and one row per cube of every run. */
    public static String csv(List<SolverRun> runs) {
        StringBuilder out = new StringBuilder("solver,cube,facelets,status,length,timeMs,nodes,optimal,solution\n");
        for (SolverRun run : runs) {
            for (CubeResult cube : run.cubes()) {
                out.append(String.format(Locale.ROOT, "%s,%d,%s,%s,%d,%.4f,%d,%b,%s%n", run.solver(), cube.index(),
                        cube.facelets(), cube.status().name().toLowerCase(Locale.ROOT), cube.length(), cube.timeMs(),
                        cube.nodes(), cube.provenOptimal(), cube.solution()));
            }
        }
        return out.toString();
    }

    private static String ms(double value) {
        return value >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : value >= 1 ? String.format(Locale.ROOT, "%.2f", value) : String.format(Locale.ROOT, "%.3f", value);
    }

    static double round(double value, int places) {
        double scale = Math.pow(10, places);
        return Math.round(value * scale) / scale;
    }
}
