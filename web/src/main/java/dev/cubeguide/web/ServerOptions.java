package dev.cubeguide.web;

import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.solve.registry.Solvers;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How the guide server runs. Immutable; start from {@link #defaults()} and change with the {@code with...}
 * methods.
 *
 * @param host             the address to listen on (127.0.0.1: this machine only)
 * @param port             the TCP port; 0 picks a free one
 * @param maxBodyBytes     the largest request body accepted (larger ones get HTTP 413)
 * @param maxConcurrentSolves how many solves (and random-state scrambles, and notation parses) may run at once
 * @param queueWait        how long a solve request waits for a free slot before it gets HTTP 503
 * @param defaultTimeout   the time limit of a solve when the request gives none (the optimal solver's default)
 * @param maxTimeout       the cap on a request's {@code timeoutMs}
 * @param registry         the solvers and their table store: the store is where {@code GET /api/tables} looks for
 *                         table files and follows builds
 * @param solvers          the solver of a name (throws a {@code BAD_REQUEST} CubeGuideException for an unknown one):
 *                         the registry's, unless {@link #withSolvers} put stand-ins in front of it
 * @param solverNames      the names listed by {@code GET /api/solvers}, default first
 * @param display          the display-guide device the page can send to ({@code --display}), if any
 * @param limits           connections, threads and read timeouts: what keeps slow clients from stalling others
 * @param allowTableBuilds whether a request may start a solver's table build on a server that listens beyond
 *                         this machine (a loopback server always may)
 * @param prepareAtStart   the solvers whose tables are built or loaded in the background when the server starts
 * @param tls              the keystore of an HTTPS server; empty for plain HTTP
 */
public record ServerOptions(String host, int port, int maxBodyBytes, int maxConcurrentSolves, Duration queueWait,
        Duration defaultTimeout, Duration maxTimeout, SolverRegistry registry, Function<String, Solver> solvers, List<String> solverNames,
        Optional<Endpoint> display, Limits limits, boolean allowTableBuilds, List<String> prepareAtStart,
        Optional<TlsKeystore> tls) {

    /** The default port of {@code cubeguide serve}. */
    public static final int DEFAULT_PORT = 8080;
    /** The default body limit: 16 KiB, far above the largest valid request. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024;

    /**
     * What bounds the connections of a server.
     *
     * @param maxConnections the most connections open at once; more wait in the operating system's accept queue
     * @param readTimeout    the longest a client may pause while sending its request (the connector's idle
     *                       timeout), and the longest a whole request body may take to arrive (HTTP 408 after it)
     * @param acceptQueue    the length of the accept queue (the listen backlog)
     */
    public record Limits(int maxConnections, Duration readTimeout, int acceptQueue) {
        public Limits {
            Objects.requireNonNull(readTimeout, "readTimeout");
            if (maxConnections < 8) {
                throw new IllegalArgumentException("maxConnections must be at least 8: " + maxConnections);
            }
            if (readTimeout.isNegative() || readTimeout.isZero()) {
                throw new IllegalArgumentException("readTimeout must be positive: " + readTimeout);
            }
            if (acceptQueue < 1) {
                throw new IllegalArgumentException("acceptQueue must be at least 1: " + acceptQueue);
            }
        }

        /** 512 connections, a 5 s read timeout, an accept queue of 256. */
        public static Limits defaults() {
            return new Limits(512, Duration.ofSeconds(5), 256);
        }

        public Limits withMaxConnections(int value) {
            return new Limits(value, readTimeout, acceptQueue);
        }

        public Limits withReadTimeout(Duration value) {
            return new Limits(maxConnections, value, acceptQueue);
        }
    }

    public ServerOptions {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(queueWait, "queueWait");
        Objects.requireNonNull(defaultTimeout, "defaultTimeout");
        Objects.requireNonNull(maxTimeout, "maxTimeout");
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(solvers, "solvers");
        solverNames = List.copyOf(solverNames);
        Objects.requireNonNull(display, "display");
        Objects.requireNonNull(limits, "limits");
        prepareAtStart = List.copyOf(prepareAtStart);
        Objects.requireNonNull(tls, "tls");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0..65535: " + port);
        }
        if (maxBodyBytes < 256) {
            throw new IllegalArgumentException("maxBodyBytes must be at least 256: " + maxBodyBytes);
        }
        if (maxConcurrentSolves < 1) {
            throw new IllegalArgumentException("maxConcurrentSolves must be at least 1: " + maxConcurrentSolves);
        }
        if (defaultTimeout.compareTo(maxTimeout) > 0) {
            throw new IllegalArgumentException("defaultTimeout must not exceed maxTimeout");
        }
    }

    /**
     * 127.0.0.1:8080, 16 KiB bodies, as many concurrent solves as cores (at least 2), a 2 s queue wait, a 5 s
     * default time limit capped at 30 s, the real solvers on the default table store ({@link Solvers#registry()}),
     * the default {@link Limits}, table builds by request
     * only on a loopback server, nothing prepared at start, plain HTTP.
     */
    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", DEFAULT_PORT, DEFAULT_MAX_BODY_BYTES,
                Math.max(2, Runtime.getRuntime().availableProcessors()), Duration.ofSeconds(2), Duration.ofSeconds(5),
                Duration.ofSeconds(30), Solvers.registry(), Solvers.registry()::get, Solvers.registry().names(),
                Optional.empty(), Limits.defaults(), false,
                List.of(), Optional.empty());
    }

    public ServerOptions withHost(String value) {
        return with(o -> o.host = value);
    }

    public ServerOptions withPort(int value) {
        return with(o -> o.port = value);
    }

    public ServerOptions withMaxBodyBytes(int value) {
        return with(o -> o.maxBodyBytes = value);
    }

    public ServerOptions withMaxConcurrentSolves(int value) {
        return with(o -> o.maxConcurrentSolves = value);
    }

    public ServerOptions withQueueWait(Duration value) {
        return with(o -> o.queueWait = value);
    }

    public ServerOptions withTimeouts(Duration defaultLimit, Duration cap) {
        return with(o -> {
            o.defaultTimeout = defaultLimit;
            o.maxTimeout = cap;
        });
    }

    /** The solvers of {@code value}, with their table store: every route serves these. */
    public ServerOptions withRegistry(SolverRegistry value) {
        return with(o -> {
            o.registry = value;
            o.solvers = value::get;
            o.solverNames = value.names();
        });
    }

    /**
     * Another solver lookup in front of the registry (tests put stand-in solvers here); the registry's table store
     * stays the one {@code GET /api/tables} reads.
     */
    public ServerOptions withSolvers(Function<String, Solver> lookup, List<String> names) {
        return with(o -> {
            o.solvers = lookup;
            o.solverNames = names;
        });
    }

    public ServerOptions withDisplay(Endpoint endpoint) {
        return with(o -> o.display = Optional.of(endpoint));
    }

    public ServerOptions withLimits(Limits value) {
        return with(o -> o.limits = value);
    }

    /** Whether requests may start table builds on a server that listens beyond this machine. */
    public ServerOptions withAllowTableBuilds(boolean value) {
        return with(o -> o.allowTableBuilds = value);
    }

    /** The solvers whose tables the server builds or loads in the background as it starts. */
    public ServerOptions withPrepareAtStart(List<String> names) {
        return with(o -> o.prepareAtStart = names);
    }

    /** Serve HTTPS with this keystore. */
    public ServerOptions withTls(TlsKeystore keystore) {
        return with(o -> o.tls = Optional.of(keystore));
    }

    /** These options with {@code change} made to a copy of their fields (checked again, as any options are). */
    private ServerOptions with(Consumer<Fields> change) {
        Fields fields = new Fields(this);
        change.accept(fields);
        return fields.options();
    }

    /** The fields of options, to change one or two of them in a copy: the with-methods' one use of the constructor. */
    private static final class Fields {
        String host;
        int port;
        int maxBodyBytes;
        int maxConcurrentSolves;
        Duration queueWait;
        Duration defaultTimeout;
        Duration maxTimeout;
        SolverRegistry registry;
        Function<String, Solver> solvers;
        List<String> solverNames;
        Optional<Endpoint> display;
        Limits limits;
        boolean allowTableBuilds;
        List<String> prepareAtStart;
        Optional<TlsKeystore> tls;

        Fields(ServerOptions o) {
            host = o.host;
            port = o.port;
            maxBodyBytes = o.maxBodyBytes;
            maxConcurrentSolves = o.maxConcurrentSolves;
            queueWait = o.queueWait;
            defaultTimeout = o.defaultTimeout;
            maxTimeout = o.maxTimeout;
            registry = o.registry;
            solvers = o.solvers;
            solverNames = o.solverNames;
            display = o.display;
            limits = o.limits;
            allowTableBuilds = o.allowTableBuilds;
            prepareAtStart = o.prepareAtStart;
            tls = o.tls;
        }

        ServerOptions options() {
            return new ServerOptions(host, port, maxBodyBytes, maxConcurrentSolves, queueWait, defaultTimeout,
                    maxTimeout, registry, solvers, solverNames, display, limits, allowTableBuilds, prepareAtStart,
                    tls);
        }
    }

    /** Whether the server listens on a loopback address only (this machine; no other device can reach it). */
    public boolean loopbackOnly() {
        String name = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (name.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!name.matches("[0-9.]+|[0-9a-fA-F:]*:[0-9a-fA-F:.]*")) {
            return false; // a host name: never resolved here, so never assumed local
        }
        try {
            return InetAddress.getByName(name).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
