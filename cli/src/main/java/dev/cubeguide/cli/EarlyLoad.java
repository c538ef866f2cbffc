package dev.cubeguide.cli;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.util.List;

/**
 * Starts loading a solver's tables on a background thread as soon as the process starts, so that reading them
 * overlaps the JVM's warm-up and the parsing of the command line (together about half of a cold start).
 *
 * <p>Only for {@code solve}, only for a known solver name, and only when every table file is already in the
 * store: a first run builds its tables in the foreground, where its progress and errors belong. A guess that
 * turns out wrong (the arguments fail to parse, or name another solver) costs only the reading: the loads are
 * idempotent and the thread is a daemon.
 */
final class EarlyLoad {
    private EarlyLoad() {
    }

    static void startFor(SolverRegistry solvers, String[] args) {
        if (args.length == 0 || !args[0].equals("solve") || List.of(args).contains("--help")
                || List.of(args).contains("-h")) {
            return;
        }
        String name = solverNamed(args);
        if (!solvers.names().contains(name)) {
            return;
        }
        Solver solver = solvers.get(name);
        if (!solver.tables().ready()) {
            return;
        }
        // The solve itself loads the tables again and reports what went wrong.
        DaemonThreads.startEarly("early-table-load", () -> solver.tables().prepare(MemoryPolicy.MAPPED));
    }

    /**
     * The solver that the arguments of {@code solve} name, read before picocli parses them: the last
     * {@code --solver NAME} or {@code --solver=NAME}, else the default. A guess: picocli's parse decides.
     */
    static String solverNamed(String[] args) {
        String name = SolverRegistry.DEFAULT;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--solver") && i + 1 < args.length) {
                name = args[i + 1];
            } else if (args[i].startsWith("--solver=")) {
                name = args[i].substring("--solver=".length());
            }
        }
        return name;
    }
}
