package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveInput;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteOptions;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.web.SolutionJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide solve [--solver NAME] [--max-length N] [--timeout DURATION] [--json]
 * (ALG | --facelets STRING | [--facelets] --batch FILE|-)}.
 *
 * <p>An ALG is a scramble applied to a solved cube; a cube turned by rotations or slices is solved as the person
 * now holding it sees it. The two-phase and Thistlethwaite solvers never answer a scramble with more moves than the
 * scramble has ({@link SolveOptions#withScramble}). {@code --to PATTERN} solves to a named pattern or a facelet
 * string instead of the solved cube; {@code --budget} lets the solver look for a shorter solution for that long. Plain output is the solution on one line, then one line per stage when the solver
 * reports more than one; {@code --json} prints the docs/CLI.md object ({@link SolutionJson#of}), whose
 * {@code input} is the facelet string of the cube as solved. Every solution is checked by applying it before it is
 * printed.
 *
 * <p>{@code --batch} solves the lines on a pool of {@code --threads} threads (default: all cores), each solve on
 * one thread, and prints one JSON line per input line in input order as soon as it is ready; a bad or unsolved
 * line gives {@code {"error":{...}}} and the run goes on. A batch exits 0 when its input could be read, whatever
 * the lines gave (a count of failed lines goes to standard error).
 *
 * <p>Exit codes: 0 solved; 2 bad input ({@code error: CODE: message} on standard error); 3 no solution within the
 * limits or timeout; 1 anything else.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve a cube given as a scramble or a facelet string.",
            "Examples: solve \"R U R' U'\"   solve --json --facelets UUU...   solve --batch scrambles.txt"})
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CubeInputOptions cubeInput;

    @Option(names = "--solver", paramLabel = "NAME", description = "beginner, thistlethwaite, twophase (default) or optimal.")
    String solverName = SolverRegistry.DEFAULT;

    @Option(names = "--max-length", paramLabel = "N", description = "The longest acceptable solution (HTM).")
    Integer maxLength;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = "Give up after this long: 500ms, 2s, 1m, PT2S.")
    Duration timeout;

    @Option(names = "--budget", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = {"twophase, thistlethwaite: go on looking for a shorter solution for this long (0 to 60 s),",
                "then answer with the shortest found: 300ms, 1s. With --deterministic counted in search nodes."})
    Duration budget;

    @Option(names = "--to", paramLabel = "PATTERN",
            description = {"Solve to a pattern instead of the solved cube: checkerboard, superflip, cube-in-a-cube,",
                "cube-in-a-cube-in-a-cube, six-spots, four-spots, cross, solved, or a facelet string",
                "(twophase, thistlethwaite, optimal)."})
    String to;

    @Option(names = "--json", description = "Print the solution as one JSON object.")
    boolean json;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads: per solve, or with --batch the number of lines solved at once (default: all cores).")
    Integer threads;

    @Option(names = "--deterministic", description = "The same input always gives the same solution.")
    boolean deterministic;

    @Option(names = "--target-length", paramLabel = "N", description = "Stop as soon as a solution this short is found.")
    Integer targetLength;

    @Option(names = "--lean", description = "thistlethwaite: search without tables.")
    boolean lean;

    @Option(names = "--first-layer", paramLabel = "FACE", description = "beginner: the face of the first layer (U R F D L B).")
    Face firstLayer;

    @Option(names = "--allow-rotations", description = "beginner: allow whole-cube rotations.")
    boolean allowRotations;

    @Option(names = "--no-daemon", description = "optimal: solve in this process, not on the solve daemon (which "
            + "keeps the tables and the compiled search ready between solves).")
    boolean noDaemon;

    @Option(names = "--stop-daemon", description = "Stop the solve daemon of this cubeguide home, if one runs, and exit.")
    boolean stopDaemon;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (stopDaemon) {
            boolean stopped = SolveDaemon.stopAll();
            out.println(stopped ? "the solve daemon stops once its run ends" : "no solve daemon was running");
            out.flush();
            return Cli.OK;
        }
        String text = cubeInput.text();
        Solver solver = Main.solvers(spec).get(solverName);
        SolveOptions options = options();
        if (to != null) {
            Patterns.target(to, ""); // a bad pattern fails the command, not each line
        }
        if (cubeInput.batch != null) {
            int poolSize = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            SolveOptions perLine = options.withThreads(1);
            // A batch is a long run: the solver's batch choice (the optimal solver's heap copy, where it fits). Tables
            // that do not fit even so refuse the whole run (MEMORY) before it starts, not line by line.
            MemoryPolicy memory = solver.tables().batchPolicy();
            solver.tables().requireMemory(memory);
            if (memory == MemoryPolicy.MAPPED) {
                // Mapped tables of gigabytes are read in whole before a batch searches them, as on the solve daemon.
                TableStore.keepResidentForLongRun(solver.tables().store(), solver.tables().specs());
            }
            return Batch.runCommand(cubeInput.batch, text, poolSize,
                    line -> Batch.Line.ok(Cli.json(solve(solver, line, perLine, memory).toMap())),
                    out, spec.commandLine().getErr());
        }
        if (text == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "give a scramble, --facelets STRING, or --batch FILE (try: solve --help)");
        }
        Solved solved = Cli.withJsonErrors(json, out, () -> solve(solver, text, options, MemoryPolicy.MAPPED));
        Solution solution = solved.solution();
        if (json) {
            out.println(Cli.json(solved.toMap()));
        } else {
            out.println(solution.moves());
            if (solution.stages().size() > 1) {
                for (Stage stage : solution.stages()) {
                    out.println("  " + stage.name() + ": " + stage.moves()
                            + stage.explanation().map(e -> "  (" + e + ")").orElse(""));
                }
            }
        }
        out.flush();
        return Cli.OK;
    }

    private SolveOptions options() {
        SolveOptions options = SolveOptions.defaults();
        if (maxLength != null) {
            if (maxLength < 0) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--max-length must not be negative", Map.of("maxLength", maxLength));
            }
            options = options.withMaxLength(maxLength);
        }
        if (targetLength != null) {
            options = options.withTargetLength(targetLength);
        }
        if (timeout != null) {
            options = options.withTimeout(timeout);
        }
        if (budget != null) {
            options = options.withBudget(budget);
        }
        if (threads != null) {
            if (threads < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--threads must be at least 1", Map.of("threads", threads));
            }
            options = options.withThreads(threads);
        }
        if (lean) {
            options = options.with(new ThistlethwaiteOptions(true));
        }
        if (firstLayer != null || allowRotations) {
            options = options.with(new BeginnerOptions(firstLayer != null ? firstLayer : BeginnerOptions.DEFAULTS
                    .firstLayer(), allowRotations));
        }
        return options.withDeterministic(deterministic).withCancellation(Main.cancellation(spec));
    }

    /** A checked solution and its JSON map. */
    private record Solved(Solution solution, Map<String, Object> toMap) {
    }

    /**
     * Solves one input (an alg, or a facelet string with --facelets) to the solved cube or the --to pattern, and
     * checks that the solution gets there (a wrong answer is an internal error, exit 1). The solver's tables are
     * kept as {@code memory} says.
     */
    private Solved solve(Solver solver, String text, SolveOptions base, MemoryPolicy memory) {
        if (text == null || text.isBlank() && cubeInput.facelets) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give a scramble or --facelets STRING");
        }
        SolveInput input = cubeInput.facelets ? SolveInput.read(null, text, to, base)
                : SolveInput.read(text, null, to, base);
        // A single solve is short: the tables stay mapped from their files (no heap copy); a batch keeps them as the
        // solver's batchPolicy says. Once the cube has been read, so that bad input never waits for tables; after
        // the first call this is only a flag. A first build says what it builds and how long it takes, and that the
        // time limit does not count it; tables that do not fit in memory are refused (MEMORY) before that.
        TableBuilds.prepare(Main.solvers(spec).store(), solver, memory,
                timeout == null ? "" : "The --timeout counts from when they are ready.");
        Solution solution = solver.solve(input.cube(), input.options());
        if (!input.reachedBy(solution)) {
            throw new IllegalStateException("the " + solution.solver() + " solver returned " + solution.moves()
                    + ", which does not " + input.pattern().map(p -> "take " + input.cube().toFacelets() + " to "
                            + p.toFacelets()).orElse("solve " + input.cube().toFacelets()));
        }
        Map<String, Object> map = SolutionJson.of(solution, input.cube().toFacelets());
        input.pattern().ifPresent(t -> map.put("target", t.toFacelets()));
        // Solvers with more than one table set (optimal: default or large) say which one answered.
        solver.tables().activeSet().ifPresent(set -> map.put("table", set));
        return new Solved(solution, map);
    }
}
