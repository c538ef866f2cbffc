package dev.cubeguide.web;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.web.site.StaticSite;
import io.javalin.Javalin;
import java.net.InetAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The solving-guide server: the page ({@link StaticSite}: the same files as {@code cubeguide site} writes, with the
 * compiled engines and three.js), and the JSON API described by {@code /api/openapi.json}.
 *
 * <pre>
 * try (GuideServer server = GuideServer.start(ServerOptions.defaults().withPort(0))) {
 *     URI page = server.uri();
 * }
 * </pre>
 *
 * <p>What bounds a request: a POST body must be declared {@code application/json} (HTTP 415 otherwise, which also
 * keeps other web pages from sending simple cross-origin requests to a local server) and be at most
 * {@link ServerOptions#maxBodyBytes()} (413); it is read strictly ({@link BodyReader}, {@link Requests}) within the
 * read timeout (408); notation is parsed and cubes are solved inside a solve slot, with a time limit
 * ({@link SolveSlots}); the connections, and the threads that serve them, are bounded ({@link ServerOptions.Limits},
 * {@link JettySetup}), with a thread for every connection, so clients that send their bodies slowly cannot hold the
 * others up. A bug answers 500 with a reference that the log prints beside the details; no answer names a Java class
 * or repeats an exception's text ({@link ErrorMapping}).
 *
 * <p>This class only wires the parts together: each route group ({@link SolveRoutes}, {@link ScrambleRoutes},
 * {@link InfoRoutes}, {@link DisplayRoutes}, {@link ScanRoutes}, {@link SiteRoutes}) gets what it needs through its
 * constructor and never calls back here.
 */
public final class GuideServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GuideServer.class);
    /** Seconds a client is told to wait while a solver's tables are being built. */
    static final int TABLES_RETRY_AFTER_SECONDS = BuildQueue.RETRY_AFTER_SECONDS;

    private final ServerOptions options;
    /** The deadlines of request bodies and solves: one daemon thread. */
    private final ScheduledExecutorService deadlines;
    /** The table builds started for a solve request or at start (minutes for the optimal solver). */
    private final BuildQueue tableBuilds;
    private final QueuedThreadPool threads;
    private final Optional<DisplayLink> display;
    private final Javalin app;

    private GuideServer(ServerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        this.deadlines = Executors.newSingleThreadScheduledExecutor(
                DaemonThreads.named("cubeguide-solve-deadlines"));
        this.tableBuilds = new BuildQueue(options);
        this.threads = JettySetup.threads(options);
        this.display = options.display().map(DisplayLink::new);
        JsonMapper json = JsonMapper.builder().build();
        this.app = Javalin.create(config -> JettySetup.configure(config, options, json, threads));
        routes();
    }

    private void routes() {
        BodyReader reader = new BodyReader(options, deadlines);
        SolveSlots slots = new SolveSlots(options, deadlines);
        JettySetup.addSecurityHeaders(app);
        SiteRoutes.register(app, StaticSite.assemble(StaticSite.Host.SERVER));
        app.beforeMatched("/api/*", BodyReader::requireJsonBody);
        new SolveRoutes(options, reader, slots, tableBuilds).register(app);
        new ScrambleRoutes(() -> options.solvers().apply(SolverRegistry.DEFAULT), slots).register(app);
        new InfoRoutes(options, tableBuilds).register(app);
        new DisplayRoutes(display, reader, slots).register(app);
        ScanRoutes.register(app, reader);
        new ErrorMapping(options.maxBodyBytes()).register(app);
    }

    /** Starts a server; {@link #close()} stops it. */
    public static GuideServer start(ServerOptions options) {
        GuideServer server = new GuideServer(options);
        try {
            server.app.start();
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        LOG.debug("cubeguide guide at {}", server.uri());
        server.prepareAtStart();
        return server;
    }

    /** The port the server listens on (the real one when the options asked for port 0). */
    public int port() {
        return app.port();
    }

    /** The address of the page, for example {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        String host = options.host().contains(":") ? "[" + options.host() + "]" : options.host();
        if ("0.0.0.0".equals(host)) {
            host = "127.0.0.1";
        } else if ("[::]".equals(host)) {
            host = "[::1]";
        }
        return URI.create(scheme() + "://" + host + ":" + port() + "/");
    }

    /**
     * The addresses of the page for other devices on this machine's networks (a phone on the same Wi-Fi): one per
     * IPv4 network address when the server listens on every address; none when it listens on one address only
     * (then {@link #uri()} is the address).
     */
    public List<URI> networkUris() {
        if (!options.host().equals("0.0.0.0") && !options.host().equals("::") && !options.host().equals("[::]")) {
            return List.of();
        }
        List<URI> uris = new ArrayList<>();
        for (InetAddress address : TlsKeystore.lanAddresses()) {
            uris.add(URI.create(scheme() + "://" + address.getHostAddress() + ":" + port() + "/"));
        }
        return uris;
    }

    private String scheme() {
        return options.tls().isPresent() ? "https" : "http";
    }

    /** Threads of the server's pool busy now (serving a request, or blocked reading one). */
    int busyThreads() {
        return threads.getBusyThreads();
    }

    /**
     * Builds, or loads, the tables of the options' {@link ServerOptions#prepareAtStart()} solvers in the background,
     * one after the other, so that their first solve does not wait.
     */
    private void prepareAtStart() {
        tableBuilds.prepareAtStart(options.prepareAtStart());
    }

    @Override
    public void close() {
        app.stop();
        display.ifPresent(DisplayLink::close);
        deadlines.shutdownNow();
        tableBuilds.close();
    }
}
