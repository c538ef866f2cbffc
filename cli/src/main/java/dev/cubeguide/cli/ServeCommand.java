package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.web.GuideServer;
import dev.cubeguide.web.ServerOptions;
import dev.cubeguide.web.TlsKeystore;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cubeguide serve}: the step-by-step solving guide in the browser, and its JSON API. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the solving guide: open the address it prints in a browser.",
            "The JSON API is described at /api/openapi.json.",
            "With --tls it serves HTTPS (a phone's camera needs it) on every network, and prints the address to open "
                + "on a phone on the same network."})
final class ServeCommand implements Callable<Integer> {
    /** The solvers whose tables the server builds or loads in the background as it starts. */
    static final List<String> PREPARED_AT_START = List.of("twophase", "thistlethwaite");

    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "8080", description = "TCP port (default: ${DEFAULT-VALUE}; 0 = any free port)")
    int port;

    @Option(names = "--host",
            description = "address to listen on (default: 127.0.0.1, this machine only, or 0.0.0.0, every network, "
                    + "with --tls)")
    String host;

    @Option(names = "--max-solves", description = "solves that may run at once (default: the number of cores, at least 2)")
    Integer maxSolves;

    @Option(names = "--max-timeout", defaultValue = "30s", paramLabel = "DURATION", converter = Cli.DurationConverter.class,
            description = "cap on a request's time limit, such as 30s or 2m (default: ${DEFAULT-VALUE})")
    Duration maxTimeout;

    @Option(names = "--display", paramLabel = "ENDPOINT",
            description = "a display-guide device (or its emulator) the page can send the cube to: "
                    + "serial:/dev/ttyUSB0[@BAUD] or tcp:HOST:PORT")
    String display;

    @Option(names = "--allow-table-builds",
            description = "let a request start a solver's table build (minutes, up to 3.6 GiB for the optimal "
                    + "solver) on a server that listens beyond this machine; a 127.0.0.1 server always may")
    boolean allowTableBuilds;

    @Option(names = "--tls", description = "serve HTTPS with a self-signed certificate made on first use and kept "
            + "in $CUBEGUIDE_HOME/tls (or the --keystore given)")
    boolean tls;

    @Option(names = "--keystore", paramLabel = "FILE",
            description = "serve HTTPS with this PKCS#12 (.p12) or JKS (.jks) keystore instead; implies --tls")
    Path keystore;

    @Option(names = "--keystore-password", paramLabel = "PASSWORD", defaultValue = "${env:CUBEGUIDE_KEYSTORE_PASSWORD}",
            description = "the --keystore's password (default: $CUBEGUIDE_KEYSTORE_PASSWORD)")
    String keystorePassword;

    @Override
    public Integer call() throws InterruptedException {
        boolean https = tls || keystore != null;
        String listen = host != null ? host : https ? "0.0.0.0" : "127.0.0.1";
        SolverRegistry solvers = Main.solvers(spec);
        // The server says in its log what it builds and how far it has got; no bar is drawn between its lines.
        TableBuilds.silence(solvers.store());
        ServerOptions options = ServerOptions.defaults().withRegistry(solvers).withHost(listen).withPort(port)
                .withAllowTableBuilds(allowTableBuilds)
                .withPrepareAtStart(PREPARED_AT_START.stream().filter(solvers.names()::contains).toList());
        if (maxSolves != null) {
            if (maxSolves < 1) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--max-solves must be at least 1");
            }
            options = options.withMaxConcurrentSolves(maxSolves);
        }
        if (maxTimeout.isZero()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--max-timeout must be longer than 0");
        }
        Duration cap = maxTimeout;
        options = options.withTimeouts(cap.compareTo(options.defaultTimeout()) < 0 ? cap : options.defaultTimeout(), cap);
        if (display != null) {
            options = options.withDisplay(DisplayCommand.endpoint(display, null));
        }
        if (keystore != null) {
            if (keystorePassword == null) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                        "--keystore needs --keystore-password (or $CUBEGUIDE_KEYSTORE_PASSWORD)");
            }
            options = options.withTls(TlsKeystore.of(keystore, keystorePassword));
        } else if (https) {
            try {
                options = options.withTls(TlsKeystore.selfSigned(TableStore.home()));
            } catch (UncheckedIOException e) {
                System.err.println("error: cannot make the HTTPS certificate: " + e.getMessage());
                return Cli.FAILURE;
            }
        }
        GuideServer server;
        try {
            server = GuideServer.start(options);
        } catch (CubeGuideException e) {
            throw e;
        } catch (RuntimeException e) {
            System.err.println("error: cannot listen on " + listen + ":" + port + ": " + rootMessage(e));
            return Cli.FAILURE;
        }
        printAddresses(System.out, server, options, https);
        if (display != null) {
            System.out.println("the page can send the cube to the display at " + display);
        }
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "cubeguide-serve-stop"));
        stopped.await();
        return Cli.OK;
    }

    /** Where to open the guide: on this machine, and on a phone on the same network. */
    static void printAddresses(PrintStream out, GuideServer server, ServerOptions options, boolean https) {
        out.println("cubeguide guide: open " + server.uri() + " in your browser (Ctrl+C stops the server)");
        List<URI> network = server.networkUris();
        for (URI uri : network) {
            out.println("on a phone or tablet on the same network, open " + uri);
        }
        if (https) {
            out.println("the certificate is this computer's own: the browser warns once; choose to continue");
            if (network.isEmpty() && options.loopbackOnly()) {
                out.println("only this computer can reach " + options.host() + "; use --host 0.0.0.0 for a phone");
            }
        } else if (!network.isEmpty()) {
            out.println("a phone's camera works only over HTTPS: start with --tls to scan with it");
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
