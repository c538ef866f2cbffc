package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Scrambler.Scramble;
import dev.cubeguide.solve.Solver;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide scramble [--seed N] [--count K] [--random-state | --moves N] [--json]}.
 *
 * <p>Random-state scrambles (the default) are the inverse of a solution of a uniformly random state, never one
 * within a move of solved, as the WCA's scrambler makes them; random-move scrambles are N face turns that never
 * turn the same face twice in a row. One scramble per line: the moves, or with {@code --json}
 * {@code {"scramble":...,"facelets":...}}. The same seed gives the same scrambles, whatever the number of cores:
 * the states are drawn in order from one seeded generator and only the solving runs in parallel.
 */
@Command(name = "scramble", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Print scrambles: random-state (default) or random-move.",
            "Examples: scramble   scramble --seed 7 --count 5 --json   scramble --moves 25"})
final class ScrambleCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random generator (default: a fresh one).")
    Long seed;

    @Option(names = "--count", paramLabel = "K", defaultValue = "1", description = "How many scrambles (default 1).")
    int count;

    @ArgGroup(exclusive = true)
    Kind kind;

    @Option(names = "--json", description = "Print {\"scramble\":...,\"facelets\":...} per line.")
    boolean json;

    /** Scrambles are {@code --random-state} (default) or {@code --moves N}. */
    static final class Kind {
        @Option(names = "--random-state", description = "A uniformly random state (default).")
        boolean randomState;

        @Option(names = "--moves", paramLabel = "N", description = "N random face turns instead.")
        Integer moves;
    }

    @Override
    public Integer call() throws Exception {
        if (count < 1) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--count must be at least 1, not " + count,
                    Map.of("count", count));
        }
        Integer moves = kind == null ? null : kind.moves;
        if (moves != null && moves < 1) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--moves must be at least 1, not " + moves,
                    Map.of("moves", moves));
        }
        Random random = new Random(seed != null ? seed : new SecureRandom().nextLong());
        PrintWriter out = spec.commandLine().getOut();
        Iterator<Callable<Batch.Line>> tasks;
        int threads;
        if (moves != null) {
            tasks = tasks(() -> {
                Scramble scramble = Scrambler.randomMoves(random, moves);
                return () -> line(scramble);
            });
            threads = 1;
        } else {
            // Random-state scrambles from the default (two-phase) solver of the command line's registry.
            Solver solver = Main.solvers(spec).defaultSolver();
            TableBuilds.prepare(Main.solvers(spec).store(), solver, MemoryPolicy.MAPPED, "");
            Scrambler scrambler = new Scrambler(solver);
            tasks = tasks(() -> {
                CubieCube state = RandomCubes.randomScrambleState(random); // drawn in order: reproducible
                return () -> line(scrambler.scrambleOf(state));
            });
            threads = Runtime.getRuntime().availableProcessors();
        }
        // The first scramble runs here, so that a failing solver is reported once, on standard error.
        out.println(tasks.next().call().json());
        out.flush();
        Batch.Summary summary = Batch.run(tasks, threads, out);
        if (summary.failed() > 0) {
            Batch.reportFailures(summary, spec.commandLine().getErr());
            return Cli.FAILURE;
        }
        return Cli.OK;
    }

    /** {@code count} tasks, each made (in order, on this thread) by {@code next}. */
    private Iterator<Callable<Batch.Line>> tasks(Supplier<Callable<Batch.Line>> next) {
        return new Iterator<>() {
            private int made;

            @Override
            public boolean hasNext() {
                return made < count;
            }

            @Override
            public Callable<Batch.Line> next() {
                if (made >= count) {
                    throw new NoSuchElementException();
                }
                made++;
                return next.get();
            }
        };
    }

    private Batch.Line line(Scramble scramble) {
        if (!json) {
            return Batch.Line.ok(scramble.moves().toString());
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("scramble", scramble.moves().toString());
        map.put("facelets", scramble.state().toFacelets());
        return Batch.Line.ok(Cli.json(map));
    }
}
