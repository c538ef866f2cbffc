package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A first solve that builds a table says what it builds, how big and about how long, before any progress; then its
 * progress comes at least every 2 s on a terminal and every 30 s in a pipe, with the time elapsed and left. The
 * clock and the ticker are the test's: the table's builder moves the clock on and fires the ticker as a real
 * ticker would fire, so no wall-clock time is measured.
 */
class TableBuildDisplayTest {
    private static final Pattern ELAPSED = Pattern.compile("(?:(\\d+) min )?(\\d+) s elapsed");
    @TempDir
    Path home;
    private final AtomicLong clock = new AtomicLong(1_000_000_000L);
    private final List<Runnable> ticks = new ArrayList<>();
    private final Terminal.Ticker ticker = (period, action) -> {
        ticks.add(action);
        return () -> ticks.remove(action);
    };

    @Test
    void onATerminalTheIntentComesFirstAndTheBarMovesEverySecondOrTwo() {
        String err = solveBuilding(true, 700, 40);
        String[] lines = err.split("\n", 2);
        assertThat(lines[0]).startsWith("First use: building the slowtable solver's tables (4.0 KiB)")
                .contains("on this computer").contains("--timeout counts from when they are ready");
        assertThat(lines[0]).doesNotContain("%");
        List<Integer> seconds = elapsedSeconds(lines[1]);
        assertThat(seconds).as("redraws of the bar").hasSizeGreaterThan(10);
        for (int i = 1; i < seconds.size(); i++) {
            assertThat(seconds.get(i) - seconds.get(i - 1)).as("seconds between redraws").isBetween(0, 2);
        }
        assertThat(lines[1]).contains("\r[").contains("left").contains("Built in 28 s.");
        assertThat(lines[1].indexOf("50% done")).isLessThan(lines[1].indexOf("90% done"));
    }

    @Test
    void inAPipeAPlainLineComesAtLeastEveryThirtySeconds() {
        String err = solveBuilding(false, 1000, 100);
        List<String> lines = List.of(err.split("\n"));
        assertThat(lines.get(0)).startsWith("First use: building");
        assertThat(err).doesNotContain("\r");
        List<Integer> seconds = new ArrayList<>(List.of(0));
        for (String line : lines.subList(1, lines.size() - 1)) {
            assertThat(line).startsWith("building: ").contains("% done").contains("left");
            seconds.addAll(elapsedSeconds(line));
        }
        seconds.add(100);
        assertThat(seconds).hasSizeGreaterThan(5);
        for (int i = 1; i < seconds.size(); i++) {
            assertThat(seconds.get(i) - seconds.get(i - 1)).as("seconds between lines").isBetween(1, 30);
        }
        assertThat(lines.get(lines.size() - 1)).isEqualTo("Built in 1 min 40 s.");
    }

    /**
     * Runs {@code solve} with a solver whose one table is missing; its build makes {@code updates} progress
     * reports, moving the clock {@code stepMillis} on and firing the ticker before each. Returns standard error.
     */
    private String solveBuilding(boolean interactive, long stepMillis, int updates) {
        TableStore store = TableStore.at(home.resolve("tables"));
        TableSpec spec = new TableSpec("test-slow-table", 1, 4096, "a slowed test table", 100_000_000L);
        Solver slow = new SlowTable(store, spec, (target, progress) -> {
            for (int i = 1; i <= updates; i++) {
                clock.addAndGet(stepMillis * 1_000_000L);
                List.copyOf(ticks).forEach(Runnable::run);
                progress.update(i * spec.buildSteps() / updates, spec.buildSteps());
            }
        });
        SolverRegistry registry = SolverRegistry.on(store).with("slowtable", slow);
        CommandLine cli = Cli.commandLine(registry, new Terminal(interactive, clock::get, ticker));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        assertThat(cli.execute("solve", "--solver", "slowtable", "--timeout", "5s", "R")).isZero();
        assertThat(out.toString()).isEqualTo("R'\n");
        assertThat(ticks).as("the ticker is stopped").isEmpty();
        return err.toString();
    }

    private static List<Integer> elapsedSeconds(String text) {
        List<Integer> out = new ArrayList<>();
        Matcher m = ELAPSED.matcher(text);
        while (m.find()) {
            out.add((m.group(1) == null ? 0 : Integer.parseInt(m.group(1)) * 60) + Integer.parseInt(m.group(2)));
        }
        return out;
    }

    /** A solver with one table in the store, built by the given builder; it solves only the scramble R. */
    private record SlowTable(TableStore store, TableSpec spec, dev.cubeguide.table.TableBuilder builder)
            implements Solver {
        @Override
        public String name() {
            return "slowtable";
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo(name(), "Slow table", "a test solver with a slowed table", 1, "", false);
        }

        @Override
        public SolverTables tables() {
            return new SolverTables() {
                @Override
                public List<TableSpec> specs() {
                    return List.of(spec);
                }

                @Override
                public Optional<TableSource> store() {
                    return Optional.of(store);
                }

                @Override
                public void prepare(MemoryPolicy policy) {
                    store.load(spec, builder);
                }

                @Override
                public List<String> report() {
                    return List.of();
                }
            };
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            return new Solution(name(), Alg.parse("R'"), List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
        }
    }
}
