package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.display.DisplayDevice;
import dev.cubeguide.link.display.DisplayEmulator;
import dev.cubeguide.link.display.DisplayPacket;
import dev.cubeguide.link.display.Screen;
import dev.cubeguide.link.display.ScreenRenderer;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteOptions;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code cubeguide display emulator --listen ENDPOINT}: the display device. Prints one JSON line per screen change
 * on standard output (nothing else goes there); diagnostics go to standard error. Runs until killed.
 */
@Command(name = "emulator", mixinStandardHelpOptions = true,
        description = {"Run the display device: decode packets from a serial port or TCP, solve, and guide step by "
            + "step.", "Prints one JSON line per screen change, e.g. {\"screen\":\"step\",\"step\":3,\"of\":21,"
            + "\"move\":\"R'\",\"previous\":\"U2\"}. Runs until killed."})
final class DisplayEmulatorCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--listen", required = true, paramLabel = "ENDPOINT",
            description = "serial:/dev/ttyX[@BAUD] or tcp:HOST:PORT (port 0 picks a free one; see standard error)")
    String listen;

    @Mixin
    DisplayBaudOption baud;

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = "thistlethwaite",
            description = "the device's solver (default: ${DEFAULT-VALUE}, like the original device)")
    String solverName;

    @Option(names = "--lean", description = "solve in lean mode (Thistlethwaite without tables, as on the chip)")
    boolean lean;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = "give up a solve after this long and show TIMEOUT: 500ms, 2s, 1m (default: none; 60s "
                    + "with --lean)")
    Duration solveTimeout;

    @Option(names = "--png-dir", paramLabel = "DIR",
            description = "also draw each screen as a 320x240 PNG: DIR/screen-0001-title.png, ...")
    Path pngDir;

    @Option(names = "--text", description = "also draw each screen as text on standard error")
    boolean text;

    @Option(names = "--packet-timeout", paramLabel = "DURATION", defaultValue = "250ms",
            converter = Cli.DurationConverter.class,
            description = "drop a packet whose bytes stop for this long (default: ${DEFAULT-VALUE})")
    Duration packetTimeout;

    /** Lean searches can take long: without --timeout they give up after this. */
    private static final Duration LEAN_TIMEOUT = Duration.ofSeconds(60);

    private int screenNumber;

    @Override
    public Integer call() throws InterruptedException {
        Endpoint endpoint = baud.endpoint(listen);
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // the screens are drawn off-screen only
        }
        Solver solver = Main.solvers(spec).get(solverName);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SolveOptions options = SolveOptions.defaults().with(new ThistlethwaiteOptions(lean));
        Duration timeout = solveTimeout != null ? solveTimeout : lean ? LEAN_TIMEOUT : Duration.ZERO;
        if (!timeout.isZero()) {
            options = options.withTimeout(timeout);
        }
        if (packetTimeout.isZero()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--packet-timeout must be longer than 0");
        }
        DisplayDevice device = new DisplayDevice(solver, options, screen -> show(screen, out, err));
        DisplayEmulator emulator = new DisplayEmulator(device, packetTimeout, line -> {
            synchronized (err) {
                err.println(line);
                err.flush();
            }
        });
        Runtime.getRuntime().addShutdownHook(new Thread(emulator::close, "display-shutdown"));
        emulator.listen(endpoint);
        // Tables are loaded (or built) once listening: packets sent meanwhile wait in the OS buffers. Lean mode
        // searches without tables, as the device did, so there is nothing to prepare.
        if (!lean) {
            prepare(Main.solvers(spec).store(), solver, err);
        } else if (solver instanceof ThistlethwaiteSolver) {
            synchronized (err) {
                err.println("lean mode: the device-side search needs " + ThistlethwaiteSolver.leanMemoryBytes()
                        + " bytes (no tables), plus a " + (DisplayPacket.MAX_MOVES + 3) + "-byte packet buffer");
                err.flush();
            }
        }
        emulator.startServing();
        emulator.awaitClose();
        return Cli.OK;
    }

    private static void prepare(TableStore store, Solver solver, PrintWriter err) {
        synchronized (err) {
            err.println("preparing the " + solver.name() + " solver ...");
            err.flush();
        }
        try {
            TableBuilds.prepare(store, solver, MemoryPolicy.MAPPED, "");
        } catch (RuntimeException e) {
            synchronized (err) {
                err.println("warning: the " + solver.name() + " solver could not prepare: " + Cli.describeUnexpected(e));
                err.flush();
            }
        }
    }

    /** Called by the device, one screen at a time, in order. */
    private void show(Screen screen, PrintWriter out, PrintWriter err) {
        out.println(Cli.json(screen.toJson()));
        out.flush();
        screenNumber++;
        if (pngDir != null) {
            String kind = String.valueOf(screen.toJson().get("screen")).toLowerCase(Locale.ROOT);
            Path file = pngDir.resolve(String.format("screen-%04d-%s.png", screenNumber, kind));
            try {
                ScreenRenderer.writePng(screen, file);
            } catch (RuntimeException e) {
                synchronized (err) {
                    err.println("warning: cannot draw " + file + ": " + Cli.describeUnexpected(e));
                    err.flush();
                }
            }
        }
        if (text) {
            synchronized (err) {
                err.print(ScreenRenderer.text(screen));
                err.flush();
            }
        }
    }
}
