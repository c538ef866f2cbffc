package dev.cubeguide.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code cubeguide} command. Exit codes (DESIGN.md): 0 success; 2 bad input, with
 * {@code error: CODE: message} on standard error; 3 no solution within the limits; 1 anything else. No stack
 * trace is ever shown.
 */
@Command(name = "cubeguide", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Rubik's cube solver and step-by-step solving guide.",
        subcommands = {
            SolveCommand.class,
            ShowCommand.class,
            ScrambleCommand.class,
            OptimizeCommand.class,
            BenchCommand.class,
            TablesCommand.class,
            ServeCommand.class,
            DisplayCommand.class,
            RobotCommand.class,
            CommandLine.HelpCommand.class
        })
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        // Log lines (such as "building table ...") as one short line each instead of java.util.logging's two-line
        // default with a date; set before the first logger is made.
        if (System.getProperty("java.util.logging.SimpleFormatter.format") == null) {
            System.setProperty("java.util.logging.SimpleFormatter.format", "cubeguide: %5$s%6$s%n");
        }
        System.exit(run(args));
    }

    /** Runs the command line in-process and returns the exit code (used by tests). */
    public static int run(String... args) {
        return Cli.commandLine().execute(args);
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
