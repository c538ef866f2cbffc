package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.bench.BenchmarkReport;
import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import dev.cubeguide.bench.BenchmarkRunner;
import dev.cubeguide.bench.MachineInfo;
import dev.cubeguide.bench.ScanBenchmark;
import dev.cubeguide.bench.SvgPlot;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TerminalProgress;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide bench}: compares solvers on the same seeded random-state cubes, or with {@code --scan} measures
 * the colour resolution. The measuring and the reports are the {@code bench} module's harness
 * ({@link BenchmarkRunner}, {@link ScanBenchmark}, {@link BenchmarkReport}); this class reads the options and writes
 * the output.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = {
    "Runs solvers on the same seeded random-state cubes and reports lengths, times, nodes and table costs.",
    "Each solver loads its tables (timed apart), is warmed up on uncounted cubes, then solves the cubes one by one."})
final class BenchCommand implements Callable<Integer> {
    /** The default per-cube limit for solvers that prove optimality. */
    static final Duration OPTIMAL_DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    @Spec
    CommandSpec spec;

    @Option(names = "--solver", split = ",", paramLabel = "NAME",
            description = "Solvers to compare, comma-separated, or 'all'.")
    List<String> solverNames;

    @Option(names = "--scan", description = {"Benchmark the colour resolution instead of solvers: seeded random cubes through",
        "the camera model (--light), resolved on one thread; prints cubes/s, the exact rate and the stickers flagged."})
    boolean scan;

    @Option(names = "--light", defaultValue = "indoor", paramLabel = "indoor|hard",
            description = "With --scan: the camera model's light (default ${DEFAULT-VALUE}).")
    String light;

    @Option(names = "--count", defaultValue = "100", description = "Cubes per solver (default ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random states (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--json", description = "One JSON object per solver.")
    boolean json;

    @Option(names = "--markdown", description = "A Markdown report (the default output).")
    boolean markdown;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write one CSV row per cube to FILE.")
    Path csv;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "Also draw length and time histograms to FILE.svg.")
    Path plot;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = {"Time limit per cube, e.g. 500ms, 10s, 2m; a cube that times out is counted.",
                "Default: none, except 10 s for solvers that prove optimality (their answer is then the best"
                        + " found, counted as solved but not as proven optimal)."})
    Duration timeout;

    @Option(names = "--budget", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = {"twophase, thistlethwaite: each solve goes on looking for a shorter solution for this long",
                "(0 to 60 s), e.g. 300ms, the page's default."})
    Duration budget;

    @Option(names = "--deterministic", description = "With --budget: count it in search nodes (the same answers anywhere).")
    boolean deterministic;

    @Option(names = "--to", paramLabel = "PATTERN",
            description = "Solve each cube to a pattern (a name, or a facelet string) instead of the solved cube.")
    String to;

    @Option(names = "--threads", defaultValue = "1", description = "Threads per solve (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--max-length", paramLabel = "N", description = "Length bound passed to every solver.")
    Integer maxLength;

    @Option(names = "--warmup", defaultValue = "20", description = "Uncounted warm-up solves per solver (default ${DEFAULT-VALUE}).")
    int warmup;

    @Override
    public Integer call() throws IOException {
        if (json && markdown) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "choose one of --json and --markdown");
        }
        if (scan) {
            Map<String, Object> report = ScanBenchmark.run(ScanBenchmark.Options.of(count, seed, light, warmup),
                    MachineInfo.current());
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                out.println(Cli.json(report));
            } else {
                out.print(ScanBenchmark.text(report));
            }
            out.flush();
            return Cli.OK;
        }
        if (solverNames == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give --solver NAME[,NAME...] (or --scan for the colour resolution)");
        }
        List<Solver> solvers = new ArrayList<>();
        SolverRegistry registry = Main.solvers(spec);
        List<String> names = solverNames.size() == 1 && solverNames.get(0).equals("all") ? registry.names() : solverNames;
        for (String name : names) {
            solvers.add(registry.get(name.trim()));
        }
        new BenchmarkRunner.Options(count, seed, Optional.empty(), threads, OptionalInt.empty(), 0); // checks counts early
        if (budget != null) {
            SolveOptions.defaults().withBudget(budget); // a budget outside 0 to 60 s is refused before any work
        }
        // Every benchmark copies its large tables into the heap (MemoryPolicy.HEAP): a set that does not fit is
        // refused before any solver runs.
        for (Solver solver : solvers) {
            solver.tables().requireMemory(MemoryPolicy.HEAP);
        }
        MachineInfo machine = MachineInfo.current();
        PrintWriter out = spec.commandLine().getOut();
        ProgressFactory progressFactory = System.console() != null ? new TerminalProgress(System.err) : null;
        List<SolverRun> runs = new ArrayList<>();
        for (Solver solver : solvers) {
            BenchmarkRunner.Options options = new BenchmarkRunner.Options(count, seed, timeoutFor(solver), threads,
                    maxLength == null ? OptionalInt.empty() : OptionalInt.of(maxLength), Math.max(0, warmup),
                    Optional.ofNullable(budget), deterministic,
                    to == null ? Optional.empty() : Optional.of(Patterns.target(to, "")).filter(t -> !t.equals(CubieCube.SOLVED)));
            // A first use builds the solver's tables first, saying so (the run then times their loading only).
            BuildPlan plan = solver.tables().buildPlan(solver.name());
            if (!plan.isEmpty()) {
                TableBuilds.build(registry.store(), plan, "", () -> solver.tables().prepare(MemoryPolicy.ADAPTIVE));
            }
            SolverRun run;
            if (progressFactory != null) {
                try (ProgressFactory.Bar bar = progressFactory.open("bench " + solver.name())) {
                    run = BenchmarkRunner.run(solver, options, bar);
                }
            } else {
                run = BenchmarkRunner.run(solver, options, Progress.NONE);
            }
            runs.add(run);
            if (json) {
                Map<String, Object> map = BenchmarkReport.toMap(run, machine);
                // Solvers with more than one table set (optimal: default or large) say which one was measured.
                solver.tables().activeSet().ifPresent(set -> map.put("table", set));
                out.println(Cli.json(map));
                out.flush();
            }
        }
        if (!json) {
            out.print(BenchmarkReport.markdown(runs, machine));
            out.flush();
        }
        if (csv != null) {
            write(csv, BenchmarkReport.csv(runs));
        }
        if (plot != null) {
            write(plot, SvgPlot.render(runs, "cubeguide bench: " + count + " random-state cubes, seed " + seed));
        }
        return Cli.OK;
    }

    /**
     * The per-cube limit: {@code --timeout} when given; otherwise none, except {@link #OPTIMAL_DEFAULT_TIMEOUT} for
     * solvers that prove optimality, whose random-state solves can take far longer than a benchmark run allows.
     */
    private Optional<Duration> timeoutFor(Solver solver) {
        if (timeout != null) {
            return Optional.of(timeout);
        }
        return solver.info().optimal() ? Optional.of(OPTIMAL_DEFAULT_TIMEOUT) : Optional.empty();
    }

    private static void write(Path file, String text) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot write " + file + ": " + Cli.reason(e),
                    Map.of("file", file.toString()));
        }
    }
}
