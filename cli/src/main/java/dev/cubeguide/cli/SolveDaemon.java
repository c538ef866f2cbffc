package dev.cubeguide.cli;

import dev.cubeguide.daemon.DaemonAddress;
import dev.cubeguide.daemon.DaemonClient;
import dev.cubeguide.daemon.DaemonFrames;
import dev.cubeguide.daemon.DaemonServer;
import dev.cubeguide.daemon.StopRequest;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.Durations;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableHome;
import dev.cubeguide.table.TableStore;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;

/**
 * The solve daemon: single optimal solves ({@code solve --solver optimal}, no {@code --batch}) run in one JVM that
 * keeps the tables mapped and the search compiled between them ({@link DaemonServer}). A cold JVM runs its first
 * seconds of search in the interpreter and the first compilers' code while the optimizing compiler catches up: a
 * random cube's search took 1.2-1.5 s there against 0.6-0.7 s in a warm JVM, on top of the 0.35-0.6 s of the JVM's
 * and the tables' start. The command's own process is then only the client: it sends its arguments and prints what
 * the run prints, with its exit code.
 *
 * <p>A request is the command's arguments, joined by NUL (which no argument holds). The daemon runs them as the
 * command would ({@link Main#run(SolverRegistry, Cancellation, PrintStream, PrintStream, String...)}), one run at a
 * time; a client that goes away (Ctrl-C, killed) cancels its solve, as {@code --timeout} would stop it. Only solves
 * whose tables are built go to the daemon: a first build runs in the command's process, with its progress on the
 * command's terminal. {@code --no-daemon} solves in the command's process; {@code solve --stop-daemon} stops the
 * daemon.
 */
final class SolveDaemon implements DaemonServer.Service {
    /** The daemon's kind: its socket, lock and log are named {@code solve-...}. */
    static final String KIND = "solve";
    private static final String SOLVER = "optimal";
    private static final char SEPARATOR = '\0';

    private final SolverRegistry solvers;

    SolveDaemon(SolverRegistry solvers) {
        this.solvers = solvers;
    }

    /** Whether the optimal solver's tables are all in the store (a solve then needs no build). */
    static boolean tablesReady(SolverRegistry solvers) {
        return solvers.get(SOLVER).tables().ready();
    }

    /** Whether {@code args} are a single solve by the optimal solver, not for help, and not without the daemon. */
    static boolean isSingleOptimalSolve(String[] args) {
        if (args.length < 2 || !args[0].equals("solve")) {
            return false;
        }
        for (int i = 1; i < args.length; i++) {
            if (List.of("--no-daemon", "--stop-daemon", "--help", "-h", "--version", "-V").contains(args[i])
                    || args[i].startsWith("--batch")) {
                return false;
            }
        }
        return EarlyLoad.solverNamed(args).equals(SOLVER);
    }

    /**
     * The address of this build's solve daemon in the cubeguide home, for the table files there now: a daemon
     * serves only while none of them has changed since it opened them.
     */
    static DaemonAddress address() {
        // TableHome, not TableStore: the client needs the files' names only (see TableHome).
        Path home = TableHome.path().toAbsolutePath();
        return DaemonAddress.forThisJvm(KIND, home, SolveDaemon.class, TableHome.tableFiles(TableHome.tablesFolder()),
                daemonOptions(TRANSPARENT_HUGE_PAGES));
    }

    /** Where the kernel says whether processes may have transparent huge pages. */
    static final Path TRANSPARENT_HUGE_PAGES = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");

    /**
     * The daemon's own JVM options: its heap on transparent huge pages where the kernel offers them ({@code always}
     * or {@code madvise} selected in {@code thp}). The search's small tables (the flip-slice moves and classes, the
     * corner table, about 12 MB) are read at random in the heap, and on 4 KiB pages those reads miss the TLB: on a
     * 2-core VM, ten random states searched in 38.6 s against 43.3 s and 38.7 against 43.1 s (two rounds of the two
     * daemons alternated per cube). A client of one solve keeps small pages: there the heap's first faults would cost
     * more than they win.
     */
    static List<String> daemonOptions(Path thp) {
        try {
            String modes = Files.readString(thp);
            if (modes.contains("[always]") || modes.contains("[madvise]")) {
                return List.of("-XX:+UseTransparentHugePages");
            }
        } catch (IOException | RuntimeException e) {
            // no such setting here: the JVM's defaults
        }
        return List.of();
    }

    /**
     * Runs {@code args} (a single optimal solve) on the solve daemon and returns the exit code, or empty when it
     * is not for the daemon or no daemon can take it (said in a note): then the command runs in its own process.
     * A daemon listening for this build and these table files is used at once (the files were all there when it
     * started); otherwise one is started only when {@code tablesReady} says the tables need no build.
     */
    static OptionalInt runOnDaemon(String[] args, BooleanSupplier tablesReady) {
        DaemonAddress address = address();
        if (!Files.exists(address.socket()) && !tablesReady.getAsBoolean()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(DaemonClient.run(address, String.join(String.valueOf(SEPARATOR), args),
                    "the optimal solver's tables and compiled search", System.out, System.err));
        } catch (DaemonClient.Unavailable e) {
            System.err.println("note: " + e.getMessage() + "; solving in this process");
            return OptionalInt.empty();
        }
    }

    /** Asks the solve daemons of the cubeguide home to stop once their runs end; whether one was there. */
    static boolean stopAll() {
        return DaemonClient.stopAll(address());
    }

    /** The daemon process: {@code SolveDaemon SOCKET}; the idle time from {@code cubeguide.solve.idle}. */
    public static void main(String[] args) throws IOException {
        Main.useShortLogLines();
        PrintStream ready = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        DaemonServer.RoutedOutput[] routed = DaemonServer.routeSystemStreams();
        String idle = System.getProperty(DaemonAddress.idleProperty(KIND));
        // The daemon lives for many solves: its tables are read in whole and stay mapped
        // (TableStore.keepMappingsResident).
        TableStore.defaultStore().keepMappingsResident();
        try (DaemonServer daemon = new DaemonServer(Path.of(args[0]), KIND,
                idle == null ? DaemonFrames.DEFAULT_IDLE : Durations.parse(idle),
                new SolveDaemon(Main.defaultSolvers()), routed[0], routed[1])) {
            ready.println(DaemonFrames.READY);
            daemon.serve();
        }
        System.exit(0);
    }

    @Override
    public int run(String request, PrintStream out, PrintStream err, StopRequest stop) {
        String[] args = request.split(String.valueOf(SEPARATOR), -1);
        Cancellation cancellation = new Cancellation();
        stop.whenRequested(cancellation::cancel);
        try {
            return Main.run(solvers, cancellation, out, err, args);
        } finally {
            stop.whenRequested(null);
        }
    }
}
