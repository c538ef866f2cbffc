package dev.cubeguide.cli;

import dev.cubeguide.web.GuideServer;
import dev.cubeguide.web.ServerOptions;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cubeguide serve}: the step-by-step solving guide in the browser, and its JSON API. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the solving guide: open the address it prints in a browser.",
            "The JSON API is described at /api/openapi.json."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "TCP port (default: ${DEFAULT-VALUE}; 0 = any free port)")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 = every network)")
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

    @Override
    public Integer call() throws InterruptedException {
        ServerOptions options = ServerOptions.defaults().withHost(host).withPort(port);
        if (maxSolves != null) {
            if (maxSolves < 1) {
                throw new dev.cubeguide.error.CubeGuideException(dev.cubeguide.error.ErrorCode.BAD_REQUEST,
                        "--max-solves must be at least 1");
            }
            options = options.withMaxConcurrentSolves(maxSolves);
        }
        if (maxTimeout.isZero()) {
            throw new dev.cubeguide.error.CubeGuideException(dev.cubeguide.error.ErrorCode.BAD_REQUEST,
                    "--max-timeout must be longer than 0");
        }
        Duration cap = maxTimeout;
        options = options.withTimeouts(cap.compareTo(options.defaultTimeout()) < 0 ? cap : options.defaultTimeout(), cap);
        if (display != null) {
            options = options.withDisplay(DisplayCommand.endpoint(display, null));
        }
        GuideServer server;
        try {
            server = GuideServer.start(options);
        } catch (dev.cubeguide.error.CubeGuideException e) {
            throw e;
        } catch (RuntimeException e) {
            System.err.println("error: cannot listen on " + host + ":" + port + ": " + rootMessage(e));
            return Cli.FAILURE;
        }
        System.out.println("cubeguide guide: open " + server.uri() + " in your browser (Ctrl+C stops the server)");
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

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }
}
