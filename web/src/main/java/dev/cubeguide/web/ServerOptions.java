package dev.cubeguide.web;

import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.Solvers;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * How the guide server runs. Immutable; start from {@link #defaults()} and change with the {@code with...}
 * methods.
 *
 * @param host             the address to listen on (127.0.0.1: this machine only)
 * @param port             the TCP port; 0 picks a free one
 * @param maxBodyBytes     the largest request body accepted
 * @param maxConcurrentSolves how many solves (and random-state scrambles) may run at once
 * @param queueWait        how long a solve request waits for a free slot before it gets HTTP 503
 * @param defaultTimeout   the time limit of a solve when the request gives none (the optimal solver's default)
 * @param maxTimeout       the cap on a request's {@code timeoutMs}
 * @param solvers          the solver of a name (throws a {@code BAD_REQUEST} CubeGuideException for an unknown one)
 * @param solverNames      the names listed by {@code GET /api/solvers}, default first
 * @param display          the display-guide device the page can send to ({@code --display}), if any
 */
public record ServerOptions(String host, int port, int maxBodyBytes, int maxConcurrentSolves, Duration queueWait,
        Duration defaultTimeout, Duration maxTimeout, Function<String, Solver> solvers, List<String> solverNames,
        Optional<Endpoint> display) {

    /** The default port of {@code cubeguide serve}. */
    public static final int DEFAULT_PORT = 8080;
    /** The default body limit: 16 KiB, far above the largest valid request. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024;

    public ServerOptions {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(queueWait, "queueWait");
        Objects.requireNonNull(defaultTimeout, "defaultTimeout");
        Objects.requireNonNull(maxTimeout, "maxTimeout");
        Objects.requireNonNull(solvers, "solvers");
        solverNames = List.copyOf(solverNames);
        Objects.requireNonNull(display, "display");
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
     * default time limit capped at 30 s, the real solvers.
     */
    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", DEFAULT_PORT, DEFAULT_MAX_BODY_BYTES,
                Math.max(2, Runtime.getRuntime().availableProcessors()), Duration.ofSeconds(2), Duration.ofSeconds(5),
                Duration.ofSeconds(30), Solvers::get, Solvers.names(), Optional.empty());
    }

    public ServerOptions withHost(String value) {
        return new ServerOptions(value, port, maxBodyBytes, maxConcurrentSolves, queueWait, defaultTimeout,
                maxTimeout, solvers, solverNames, display);
    }

    public ServerOptions withPort(int value) {
        return new ServerOptions(host, value, maxBodyBytes, maxConcurrentSolves, queueWait, defaultTimeout,
                maxTimeout, solvers, solverNames, display);
    }

    public ServerOptions withMaxBodyBytes(int value) {
        return new ServerOptions(host, port, value, maxConcurrentSolves, queueWait, defaultTimeout, maxTimeout,
                solvers, solverNames, display);
    }

    public ServerOptions withMaxConcurrentSolves(int value) {
        return new ServerOptions(host, port, maxBodyBytes, value, queueWait, defaultTimeout, maxTimeout, solvers,
                solverNames, display);
    }

    public ServerOptions withQueueWait(Duration value) {
        return new ServerOptions(host, port, maxBodyBytes, maxConcurrentSolves, value, defaultTimeout, maxTimeout,
                solvers, solverNames, display);
    }

    public ServerOptions withTimeouts(Duration defaultLimit, Duration cap) {
        return new ServerOptions(host, port, maxBodyBytes, maxConcurrentSolves, queueWait, defaultLimit, cap,
                solvers, solverNames, display);
    }

    /** Another solver lookup (tests inject a test solver here). */
    public ServerOptions withSolvers(Function<String, Solver> lookup, List<String> names) {
        return new ServerOptions(host, port, maxBodyBytes, maxConcurrentSolves, queueWait, defaultTimeout,
                maxTimeout, lookup, names, display);
    }

    public ServerOptions withDisplay(Endpoint endpoint) {
        return new ServerOptions(host, port, maxBodyBytes, maxConcurrentSolves, queueWait, defaultTimeout,
                maxTimeout, solvers, solverNames, Optional.of(endpoint));
    }
}
