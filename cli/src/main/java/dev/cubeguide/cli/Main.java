package dev.cubeguide.cli;

import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableStore;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code cubeguide} command. Exit codes (docs/CLI.md): 0 success; 2 bad input, with
 * {@code error: CODE: message} on standard error; 3 no solution within the limits; 1 anything else. No stack
 * trace is ever shown.
 *
 * <p>The command holds the one {@link SolverRegistry} of a run (the solvers and their table store): {@link #main}
 * makes it on the default store, {@code $CUBEGUIDE_HOME/tables}, and tests hand in theirs. Every subcommand that
 * solves or touches tables takes it from here ({@link #solvers(CommandLine.Model.CommandSpec)}).
 */
@Command(name = "cubeguide", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Rubik's cube solver and step-by-step solving guide.")
public final class Main implements Runnable {
    /**
     * The subcommands in help order. Building a subcommand's picocli model costs up to 0.1 s on a cold JVM (the
     * serve, display and robot commands load their libraries' classes), so a run builds only the one it names
     * ({@link Cli#commandLine(String...)}); help and unknown names get them all. Made on first use, not when the
     * class loads: a solve daemon's client runs {@link #main} and exits without them, and each method reference
     * costs a cold JVM about a millisecond to link.
     */
    static Map<String, Supplier<Object>> subcommands() {
        return Subcommands.ALL;
    }

    /** The holder of {@link #subcommands()}: initialised on first use. */
    private static final class Subcommands {
        static final Map<String, Supplier<Object>> ALL = make();
    }

    private static Map<String, Supplier<Object>> make() {
        Map<String, Supplier<Object>> all = new LinkedHashMap<>();
        all.put("solve", SolveCommand::new);
        all.put("batch", BatchCommand::new);
        all.put("show", ShowCommand::new);
        all.put("scan", ScanCommand::new);
        all.put("scramble", ScrambleCommand::new);
        all.put("optimize", OptimizeCommand::new);
        all.put("bench", BenchCommand::new);
        all.put("tables", TablesCommand::new);
        all.put("serve", ServeCommand::new);
        all.put("site", SiteCommand::new);
        all.put("display", DisplayCommand::new);
        all.put("robot", RobotCommand::new);
        all.put("help", CommandLine.HelpCommand::new);
        return Collections.unmodifiableMap(all);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final SolverRegistry solvers;
    /** Set to stop the run's solve (the solve daemon sets it when the run's client goes away). */
    private final Cancellation cancellation;

    Main(SolverRegistry solvers, Cancellation cancellation) {
        this.solvers = solvers;
        this.cancellation = cancellation;
    }

    static SolverRegistry solversOf(Main root) {
        return root.solvers;
    }

    /** The cancellation of the run that {@code spec} (a subcommand's, at any depth) belongs to. */
    static Cancellation cancellation(CommandLine.Model.CommandSpec spec) {
        return ((Main) spec.root().userObject()).cancellation;
    }

    /** The registry of the command line that {@code spec} (a subcommand's, at any depth) belongs to. */
    static SolverRegistry solvers(CommandLine.Model.CommandSpec spec) {
        return ((Main) spec.root().userObject()).solvers;
    }

    /** The registry of a run: the solvers on the default store, {@code $CUBEGUIDE_HOME/tables}. */
    static SolverRegistry defaultSolvers() {
        return SolverRegistry.on(TableStore.defaultStore());
    }

    public static void main(String[] args) {
        useShortLogLines();
        if (SolveDaemon.isSingleOptimalSolve(args)) {
            // An anonymous class, not a lambda: the client path links no lambda (see TableHome).
            OptionalInt code = SolveDaemon.runOnDaemon(args, new BooleanSupplier() {
                @Override
                public boolean getAsBoolean() {
                    return SolveDaemon.tablesReady(defaultSolvers());
                }
            });
            if (code.isPresent()) {
                System.exit(code.getAsInt());
            }
        }
        SolverRegistry solvers = defaultSolvers();
        EarlyLoad.startFor(solvers, args);
        System.exit(run(solvers, args));
    }

    /**
     * Log lines (such as "building table ...") as one short line each instead of java.util.logging's two-line
     * default with a date; set before the first logger is made.
     */
    static void useShortLogLines() {
        if (System.getProperty("java.util.logging.SimpleFormatter.format") == null) {
            System.setProperty("java.util.logging.SimpleFormatter.format", "cubeguide: %5$s%6$s%n");
        }
    }

    /** Runs the command line in-process with {@code solvers} and returns the exit code (used by tests). */
    public static int run(SolverRegistry solvers, String... args) {
        return execute(Cli.commandLine(solvers, args), args);
    }

    /**
     * As {@link #run(SolverRegistry, String...)}, printing on {@code out} and {@code err} (the solve daemon's
     * client), the solve stopped early once {@code cancellation} is set.
     */
    static int run(SolverRegistry solvers, Cancellation cancellation, PrintStream out, PrintStream err,
            String... args) {
        CommandLine commandLine = Cli.commandLine(new Main(solvers, cancellation), Terminal.system(), args);
        commandLine.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        commandLine.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        return execute(commandLine, args);
    }

    private static int execute(CommandLine commandLine, String... args) {
        try {
            return commandLine.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // picocli hands on errors (not exceptions) as they are; report them like any other failure, in words.
            return Cli.report(commandLine.getErr(), new IllegalStateException(Cli.describeUnexpected(e)));
        } finally {
            commandLine.getOut().flush();
            commandLine.getErr().flush();
        }
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version from the jar manifest, or "development". */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"cubeguide " + (version == null ? "development" : version)};
        }
    }
}
