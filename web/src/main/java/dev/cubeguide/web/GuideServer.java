package dev.cubeguide.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.display.DisplayPacket;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Pattern;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveInput;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.web.site.StaticSite;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Objects;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
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
 * {@link ServerOptions#maxBodyBytes()} (413); it is read strictly ({@link Requests}) within the read timeout (408);
 * notation is parsed and cubes are solved inside a solve slot, with a time limit; the connections, and the threads
 * that serve them, are bounded ({@link ServerOptions.Limits}), with a thread for every connection, so clients
 * that send their bodies slowly cannot hold the others up. A bug answers 500 with a reference that the log prints
 * beside the details; no answer names a Java class or repeats an exception's text.
 */
public final class GuideServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GuideServer.class);
    /** Seconds a client is told to wait after HTTP 503. */
    static final int RETRY_AFTER_SECONDS = 1;
    /** Seconds a client is told to wait while a solver's tables are being built. */
    static final int TABLES_RETRY_AFTER_SECONDS = BuildQueue.RETRY_AFTER_SECONDS;
    /** The longest scramble of random moves the API makes. */
    static final int MAX_SCRAMBLE_MOVES = 100;
    /** The default length of a random-move scramble. */
    static final int DEFAULT_SCRAMBLE_MOVES = 25;
    /** The largest {@code maxLength} accepted (the beginner method's solutions stay well below it). */
    static final int MAX_LENGTH_LIMIT = 300;
    /** Threads beyond one per connection: Jetty's acceptor and selector, and a margin. */
    private static final int SPARE_THREADS = 32;
    /** The query parameters of {@code GET /api/scramble}. */
    private static final Set<String> SCRAMBLE_PARAMETERS = Set.of("seed", "randomState", "moves");

    private final ServerOptions options;
    private final ObjectMapper json;
    private final Semaphore solveSlots;
    private final ScheduledExecutorService deadlines;
    /** The table builds started for a solve request or at start (minutes for the optimal solver). */
    private final BuildQueue tableBuilds;
    private final QueuedThreadPool threads;
    private final Javalin app;
    private final DisplayLink display;
    /** The page and everything it loads: the same files as {@code cubeguide site} writes, for a server host. */
    private final StaticSite site;
    private final SecureRandom references = new SecureRandom();

    private GuideServer(ServerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        this.json = JsonMapper.builder().build();
        this.solveSlots = new Semaphore(options.maxConcurrentSolves(), true);
        this.deadlines = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "cubeguide-solve-deadlines");
            thread.setDaemon(true);
            return thread;
        });
        this.tableBuilds = new BuildQueue(options);
        // One thread for every connection the limit lets in: a connection whose body is slow to arrive holds its
        // thread (a blocking read) until the read timeout, and must never take the thread of another request.
        this.threads = new QueuedThreadPool(options.limits().maxConnections() + SPARE_THREADS, 8, 60_000);
        threads.setName("cubeguide-http");
        this.display = options.display().map(DisplayLink::new).orElse(null);
        this.site = StaticSite.assemble(StaticSite.Host.SERVER);
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = options.maxBodyBytes();
            config.http.prefer405over404 = true;
            config.jsonMapper(new JavalinJackson(json, false));
            config.jetty.threadPool = threads;
            config.jetty.addConnector(this::connector);
            config.jetty.modifyServer(server -> {
                server.addBean(new ConnectionLimit(options.limits().maxConnections(), server));
                server.setErrorHandler(new JsonErrorHandler());
            });
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new JsonErrorHandler()));
        });
        routes();
    }

    /**
     * The one connector: HTTP, or HTTPS with the options' keystore; the read timeout is its idle timeout, so a
     * client that stops sending is cut off after it.
     */
    private ServerConnector connector(Server server, HttpConfiguration http) {
        http.setSendServerVersion(false);
        ServerConnector connector;
        if (options.tls().isPresent()) {
            TlsKeystore keystore = options.tls().get();
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(keystore.file().toString());
            ssl.setKeyStorePassword(keystore.password());
            ssl.setKeyStoreType(keystore.file().toString().endsWith(".jks") ? "JKS" : "PKCS12");
            HttpConfiguration https = new HttpConfiguration(http);
            // The certificate names addresses, and phones connect by address: no SNI to check against it.
            https.addCustomizer(new SecureRequestCustomizer(false, false, -1, false));
            connector = new ServerConnector(server, new SslConnectionFactory(ssl, HttpVersion.HTTP_1_1.asString()),
                    new HttpConnectionFactory(https));
        } else {
            connector = new ServerConnector(server, new HttpConnectionFactory(http));
        }
        connector.setHost(options.host());
        connector.setPort(options.port());
        connector.setIdleTimeout(options.limits().readTimeout().toMillis());
        connector.setAcceptQueueSize(options.limits().acceptQueue());
        return connector;
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
        if (display != null) {
            display.close();
        }
        deadlines.shutdownNow();
        tableBuilds.close();
    }

    private void routes() {
        app.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
                    + "style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; "
                    + "script-src 'self' 'wasm-unsafe-eval'");
        });
        SiteRoutes.register(app, site);
        app.beforeMatched("/api/*", GuideServer::requireJsonBody);
        app.post("/api/solve", guarded(this::solve));
        app.post("/api/validate", guarded(this::validate));
        app.post("/api/parse", guarded(this::parse));
        app.get("/api/scramble", guarded(this::scramble));
        app.get("/api/solvers", guarded(this::solvers));
        app.get("/api/patterns", guarded(GuideServer::patterns));
        app.get("/api/config", guarded(this::config));
        app.get("/api/tables", guarded(TablesStatus.handler(options, tableBuilds)));
        app.post("/api/display", guarded(this::display));
        ScanRoutes.register(app, this::read);
        app.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(resource("/openapi.json")));

        app.exception(CubeGuideException.class, (e, ctx) -> {
            if (e.code().isFailure()) {
                internal(e, ctx);
            } else {
                ctx.status(400).json(ApiError.of(e));
            }
        });
        app.exception(ApiException.class, GuideServer::answer);
        app.exception(Busy.class, (e, ctx) -> ctx.status(503).header("Retry-After", "" + RETRY_AFTER_SECONDS)
                .json(ApiError.of(ApiError.BUSY, e.getMessage(), Map.of("retryAfterSeconds", RETRY_AFTER_SECONDS,
                        "maxConcurrentSolves", options.maxConcurrentSolves()))));
        app.exception(BuildQueue.TablesBuilding.class, (e, ctx) -> {
            Map<String, Object> detail = new LinkedHashMap<>(Map.of("reason", "TABLES_BUILDING", "solver", e.solver,
                    "retryAfterSeconds", TABLES_RETRY_AFTER_SECONDS));
            detail.putAll(e.progress);
            ctx.status(503).header("Retry-After", "" + TABLES_RETRY_AFTER_SECONDS)
                    .json(ApiError.of(ApiError.BUSY, e.getMessage(), detail));
        });
        app.exception(HttpResponseException.class, this::httpFailure);
        app.exception(Exception.class, this::internal);
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/")) {
                ctx.json(ApiError.of(ApiError.NOT_FOUND, "no API at " + ctx.method() + " " + ctx.path()
                        + "; see /api/openapi.json", Map.of("path", ctx.path())));
            } else {
                ctx.contentType("text/plain").result("not found (the guide is at /, the API at /api/)");
            }
        });
    }

    /**
     * A handler whose {@link Error}s (a stack overflow, memory running out) become exceptions, so they are logged
     * and answered as every bug is: Javalin's exception handlers see only exceptions. Every route of the API is
     * registered through it.
     */
    static Handler guarded(Handler handler) {
        return ctx -> {
            try {
                handler.handle(ctx);
            } catch (Error e) {
                throw new Fatal(e);
            }
        };
    }

    private static void answer(ApiException e, Context ctx) {
        e.headers().forEach(ctx::header);
        ctx.status(e.status()).json(ApiError.of(e.code(), e.getMessage(), e.detail()));
    }

    /** A bug: logged with a fresh reference, answered 500 with only that reference. */
    private void internal(Exception e, Context ctx) {
        String reference = String.format("%08x", references.nextInt());
        Throwable cause = e instanceof Fatal fatal ? fatal.getCause() : e;
        LOG.error("internal error {} on {} {}", reference, ctx.method(), ctx.path(), cause);
        ctx.status(500).json(ApiError.internal(reference));
    }

    /** Javalin's own refusals (405 with {@code Allow}, 413, ...), in this API's words. */
    private void httpFailure(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        switch (status) {
            case 405 -> {
                String allow = e.getDetails().values().stream().findFirst().orElse("").replace(",", ", ")
                        .replaceAll(" +", " ").strip();
                ctx.header("Allow", allow);
                ctx.status(405).json(ApiError.of(ApiError.METHOD_NOT_ALLOWED, ctx.path() + " answers " + allow
                        + ", not " + ctx.method(), Map.of("allow", allow)));
            }
            case 404 -> ctx.status(404).json(ApiError.of(ApiError.NOT_FOUND, "no API at " + ctx.method() + " "
                    + ctx.path() + "; see /api/openapi.json", Map.of("path", ctx.path())));
            case 413 -> answer(tooLarge(-1), ctx);
            default -> {
                if (status >= 500) {
                    internal(e, ctx);
                } else {
                    ctx.status(status).json(ApiError.of(ApiError.BAD_REQUEST, "the request was refused (HTTP "
                            + status + ")", Map.of()));
                }
            }
        }
    }

    /**
     * A POST with a body must declare it {@code application/json} (UTF-8, the default, is the only charset):
     * HTTP 415 otherwise. Browsers send {@code text/plain} and form bodies across origins without asking, so
     * this also keeps any web page a person visits from driving a server on their machine.
     */
    private static void requireJsonBody(Context ctx) {
        boolean hasBody = ctx.req().getContentLengthLong() > 0 || ctx.header("Transfer-Encoding") != null;
        if (ctx.method() != HandlerType.POST || !hasBody && ctx.contentType() == null) {
            return;
        }
        String type = ctx.contentType() == null ? "" : ctx.contentType();
        String[] parts = type.split(";");
        boolean json = parts[0].strip().equalsIgnoreCase("application/json");
        for (int i = 1; i < parts.length && json; i++) {
            String[] parameter = parts[i].split("=", 2);
            if (parameter[0].strip().equalsIgnoreCase("charset")) {
                String charset = parameter.length < 2 ? "" : parameter[1].strip().replace("\"", "");
                json = charset.equalsIgnoreCase("utf-8") || charset.equalsIgnoreCase("utf8");
            }
        }
        if (!json) {
            String given = type.isBlank() ? "has no Content-Type" : "is sent as " + type.strip();
            throw new ApiException(415, ApiError.UNSUPPORTED_MEDIA_TYPE, "the body must be JSON sent with "
                    + "Content-Type: application/json (UTF-8); this one " + given,
                    Map.of("accept", "application/json")).withHeader("Accept-Post", "application/json");
        }
    }

    /** POST /api/solve: the notation is parsed, and the facelets checked, inside the solve slot. */
    private void solve(Context ctx) {
        Requests.SolveRequest request = read(ctx, Requests.SolveRequest.class);
        requireOneCube(request.scramble(), request.facelets());
        String name = request.solver() == null ? SolverRegistry.DEFAULT : request.solver();
        Solver solver = options.solvers().apply(name);
        requireTables(solver);
        SolveOptions solveOptions = SolveOptions.defaults().withThreads(1);
        if (request.maxLength() != null) {
            if (request.maxLength() < 0 || request.maxLength() > MAX_LENGTH_LIMIT) {
                throw badRequest("maxLength must be 0.." + MAX_LENGTH_LIMIT + ", not " + request.maxLength(),
                        Map.of("field", "maxLength", "value", request.maxLength()));
            }
            solveOptions = solveOptions.withMaxLength(request.maxLength());
        }
        Optional<Duration> budget = SolveInput.budget(request.budgetMs());
        if (budget.isPresent()) {
            solveOptions = solveOptions.withBudget(budget.get());
        }
        if (request.firstLayer() != null) {
            solveOptions = solveOptions.with(BeginnerOptions.ofRequest(request.firstLayer()));
        }
        Duration limit = timeLimit(request.timeoutMs());
        SolveOptions chosen = solveOptions;
        SolveInput[] input = new SolveInput[1];
        Solution solution = withSlot(() -> {
            input[0] = inputOf(request.scramble(), request.facelets(), request.to(), chosen);
            return solveWithin(solver, input[0].cube(), input[0].options(), limit);
        });
        Map<String, Object> answer = SolutionJson.of(solution, input[0].cube().toFacelets());
        input[0].pattern().ifPresent(t -> answer.put("target", t.toFacelets()));
        ctx.json(answer);
    }

    /** The cube and options of a solve request; call it inside a solve slot (notation can cost). */
    private static SolveInput inputOf(String scramble, String facelets, String to, SolveOptions base) {
        requireOneCube(scramble, facelets);
        return scramble != null ? SolveInput.ofMoves(parseAlg(scramble), to, base)
                : SolveInput.ofFacelets(facelets, to, base);
    }


    /** Passes when the solver's tables are ready; else starts or reports their build ({@link BuildQueue#require}). */
    private void requireTables(Solver solver) {
        tableBuilds.require(solver);
    }

    private Solution solveWithin(Solver solver, CubieCube cube, SolveOptions base, Duration limit) {
        // Loading the tables (or making a table-free solver's small ones in memory, seconds on a busy machine) is not
        // part of the time limit: done before the guard starts; after the first time this is only a flag.
        solver.tables().prepare(MemoryPolicy.ADAPTIVE);
        // The solver honours its timeout; the cancellation flag is a second guard a little after it.
        Cancellation cancellation = new Cancellation();
        ScheduledFuture<?> guard = deadlines.schedule(cancellation::cancel, limit.toMillis() + 250,
                TimeUnit.MILLISECONDS);
        try {
            return solver.solve(cube, base.withTimeout(limit).withCancellation(cancellation));
        } finally {
            guard.cancel(false);
        }
    }

    private Duration timeLimit(Integer timeoutMs) {
        if (timeoutMs == null) {
            return options.defaultTimeout();
        }
        if (timeoutMs < 1) {
            throw badRequest("timeoutMs must be at least 1, not " + timeoutMs,
                    Map.of("field", "timeoutMs", "value", timeoutMs));
        }
        Duration asked = Duration.ofMillis(timeoutMs);
        return asked.compareTo(options.maxTimeout()) > 0 ? options.maxTimeout() : asked;
    }

    /** POST /api/validate. */
    private void validate(Context ctx) {
        Requests.ValidateRequest request = read(ctx, Requests.ValidateRequest.class);
        if (request.facelets() == null) {
            throw badRequest("give \"facelets\": a string of 54 stickers in URFDLB order", Map.of("field", "facelets"));
        }
        CubeValidator.validate(request.facelets());
        ctx.json(Map.of("valid", true));
    }

    /** POST /api/parse: notation to moves and the cube they make, inside a solve slot. */
    private void parse(Context ctx) {
        Requests.ParseRequest request = read(ctx, Requests.ParseRequest.class);
        if (request.scramble() == null) {
            throw badRequest("give \"scramble\": moves in WCA notation", Map.of("field", "scramble"));
        }
        Map<String, Object> answer = withSlot(() -> {
            Alg alg = parseAlg(request.scramble());
            CubieCube cube = CubieCube.of(alg).normalized();
            Map<String, Object> parsed = new LinkedHashMap<>();
            parsed.put("valid", true);
            parsed.put("moves", alg.flatten().toString());
            parsed.put("length", alg.htm());
            parsed.put("facelets", cube.toFacelets());
            parsed.put("solved", cube.isSolved());
            return parsed;
        });
        ctx.json(answer);
    }

    /**
     * GET /api/scramble?seed=&randomState=&moves=. Every parameter counts: an unknown or repeated one, a number out
     * of range, or {@code moves} with a random-state scramble (whose length is its solver's) is a 400.
     */
    private void scramble(Context ctx) {
        String query = ctx.queryString() == null ? "" : ctx.queryString();
        if (!query.matches("([^%]|%[0-9A-Fa-f]{2})*")) {
            throw badRequest("the query string has a % not followed by two hex digits", Map.of());
        }
        for (String name : ctx.queryParamMap().keySet()) {
            if (!SCRAMBLE_PARAMETERS.contains(name)) {
                throw badRequest("unknown query parameter " + name + "; the parameters are moves, randomState, seed",
                        Map.of("parameter", name));
            }
            if (ctx.queryParams(name).size() > 1) {
                throw badRequest("query parameter " + name + " is given twice", Map.of("parameter", name));
            }
        }
        long seed = ctx.queryParam("seed") == null || ctx.queryParam("seed").isBlank() ? System.nanoTime()
                : longParam(ctx, "seed");
        boolean randomState = booleanParam(ctx, "randomState", true);
        boolean movesGiven = ctx.queryParam("moves") != null;
        if (movesGiven && randomState) {
            throw badRequest("moves and randomState=true conflict: a random-state scramble has the length its "
                    + "solver finds; ask for randomState=false&moves=N for N random moves",
                    Map.of("parameters", List.of("moves", "randomState")));
        }
        int moves = DEFAULT_SCRAMBLE_MOVES;
        if (movesGiven) {
            long asked = longParam(ctx, "moves");
            if (asked < 1 || asked > MAX_SCRAMBLE_MOVES) {
                throw badRequest("moves must be 1.." + MAX_SCRAMBLE_MOVES + ", not " + ctx.queryParam("moves").strip(),
                        Map.of("parameter", "moves", "value", ctx.queryParam("moves").strip()));
            }
            moves = (int) asked;
        }
        Random random = new Random(seed);
        int length = moves;
        Scrambler.Scramble scramble = randomState
                ? withSlot(() -> new Scrambler(options.solvers().apply(SolverRegistry.DEFAULT)).randomState(random))
                : Scrambler.randomMoves(random, length);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("scramble", scramble.moves().toString());
        answer.put("facelets", scramble.state().toFacelets());
        answer.put("seed", seed);
        answer.put("randomState", randomState);
        ctx.json(answer);
    }

    /** GET /api/solvers. */
    private void solvers(Context ctx) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String name : options.solverNames()) {
            SolverInfo info = options.solvers().apply(name).info();
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", info.name());
            entry.put("title", info.title());
            entry.put("description", info.description());
            entry.put("maxMoves", info.maxMoves());
            entry.put("typicalTime", info.typicalTime());
            entry.put("optimal", info.optimal());
            list.add(entry);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("default", SolverRegistry.DEFAULT);
        answer.put("defaultTimeoutMs", options.defaultTimeout().toMillis());
        answer.put("maxTimeoutMs", options.maxTimeout().toMillis());
        answer.put("solvers", list);
        ctx.json(answer);
    }

    /** GET /api/patterns: the named patterns, each with its moves and facelets. */
    private static void patterns(Context ctx) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Pattern pattern : Patterns.named()) {
            list.add(pattern.toMap());
        }
        ctx.json(Map.of("patterns", list));
    }

    /** GET /api/config: what the page needs to know about this server. */
    private void config(Context ctx) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("display", display == null ? null : display.endpoint().toString());
        answer.put("maxBodyBytes", options.maxBodyBytes());
        ctx.json(answer);
    }

    /** POST /api/display: one packet to the display device the server was started with. */
    private void display(Context ctx) {
        Requests.DisplayRequest request = read(ctx, Requests.DisplayRequest.class);
        if (display == null) {
            throw badRequest("this server has no display; start it with --display serial:/dev/ttyX or tcp:HOST:PORT",
                    Map.of());
        }
        String send = request.send() == null ? "" : request.send();
        DisplayPacket packet = switch (send) {
            case "state" -> DisplayHost.statePacket(cubeOf(null, request.facelets()));
            case "solve" -> DisplayHost.solvePacket(withSlot(() ->
                    parseAlg(request.scramble() == null ? "" : request.scramble())));
            case "next" -> new DisplayPacket.Next();
            case "prev" -> new DisplayPacket.Prev();
            default -> throw badRequest("\"send\" must be state, solve, next or prev, not '" + send + "'",
                    Map.of("field", "send"));
        };
        ctx.json(display.send(packet));
    }

    private static void requireOneCube(String scramble, String facelets) {
        if ((scramble == null) == (facelets == null)) {
            throw badRequest("give exactly one of \"scramble\" (moves from solved) and \"facelets\" (54 stickers)",
                    Map.of("fields", List.of("scramble", "facelets")));
        }
    }

    /** The cube of a scramble or a facelet string; call it inside a solve slot (notation can cost). */
    private static CubieCube cubeOf(String scramble, String facelets) {
        requireOneCube(scramble, facelets);
        return facelets != null ? CubeValidator.validate(facelets) : CubieCube.of(parseAlg(scramble)).normalized();
    }

    /**
     * Notation to moves, within the parser's limits. A stack overflow (nesting deeper than any parser limit
     * allows) is bad notation, not a bug.
     */
    private static Alg parseAlg(String notation) {
        try {
            return Alg.parse(notation);
        } catch (StackOverflowError e) {
            throw new CubeGuideException(ErrorCode.BAD_NOTATION, "the notation is nested too deeply to read",
                    Map.of("length", notation.length()));
        }
    }

    private <T> T withSlot(Supplier<T> work) {
        boolean acquired;
        try {
            acquired = solveSlots.tryAcquire(options.queueWait().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Busy();
        }
        if (!acquired) {
            throw new Busy();
        }
        try {
            return work.get();
        } finally {
            solveSlots.release();
        }
    }

    /** Reads the body as {@code type}: within the size limit and the read timeout, strictly ({@link Requests}). */
    <T extends Record> T read(Context ctx, Class<T> type) {
        return Requests.read(body(ctx), type);
    }

    /**
     * The request body, at most {@link ServerOptions#maxBodyBytes()} (413 beyond), read within the read timeout
     * (408 after it: a client that pauses longer is cut off by the connector's idle timeout, and one that trickles
     * its body is cut off at the deadline); a body that ends before its Content-Length is a 400.
     */
    private byte[] body(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > options.maxBodyBytes()) {
            throw tooLarge(declared);
        }
        ScheduledFuture<?> deadline = deadlines.schedule(() -> expireRead(ctx),
                options.limits().readTimeout().toMillis(), TimeUnit.MILLISECONDS);
        try (InputStream in = ctx.req().getInputStream()) {
            byte[] bytes = in.readNBytes(options.maxBodyBytes() + 1);
            if (bytes.length > options.maxBodyBytes()) {
                throw tooLarge(-1);
            }
            if (declared >= 0 && bytes.length < declared) {
                throw shortBody(declared);
            }
            return bytes;
        } catch (IOException | RuntimeException e) {
            if (e instanceof ApiException refusal) {
                throw refusal;
            }
            if (causedBy(e, TimeoutException.class) || causedBy(e, SocketTimeoutException.class)
                    || deadline.isDone()) {
                long millis = options.limits().readTimeout().toMillis();
                throw new ApiException(408, ApiError.REQUEST_TIMEOUT, "the request body did not arrive within "
                        + (millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms"),
                        Map.of("readTimeoutMs", millis)).withHeader("Connection", "close");
            }
            if (e instanceof RuntimeException && !(e instanceof UncheckedIOException)
                    && !e.getClass().getName().startsWith("org.eclipse.jetty")) {
                throw (RuntimeException) e;
            }
            throw shortBody(declared);
        } finally {
            deadline.cancel(false);
        }
    }

    /**
     * The body's deadline: the connection's idle timeout drops to a millisecond, so the blocked read fails as at
     * any idle timeout and the request is answered 408.
     */
    private static void expireRead(Context ctx) {
        try {
            Request base = Request.getBaseRequest(ctx.req());
            if (base != null) {
                base.getHttpChannel().getEndPoint().setIdleTimeout(1);
            }
        } catch (RuntimeException e) {
            LOG.debug("could not cut off a slow request body", e);
        }
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static ApiException shortBody(long declared) {
        return declared >= 0
                ? badRequest("the request body ended before the " + declared + " bytes its Content-Length announced",
                        Map.of("contentLength", declared))
                : badRequest("the request body could not be read to its end", Map.of());
    }

    private ApiException tooLarge(long size) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("limitBytes", options.maxBodyBytes());
        if (size >= 0) {
            detail.put("sizeBytes", size);
        }
        return new ApiException(413, ApiError.PAYLOAD_TOO_LARGE, "the request body is larger than the limit of "
                + options.maxBodyBytes() + " bytes", detail).withHeader("Connection", "close");
    }

    private static long longParam(Context ctx, String name) {
        String text = ctx.queryParam(name);
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
            boolean digits = text.strip().matches("[+-]?[0-9]+");
            throw badRequest("query parameter " + name + (digits ? " is out of range: " : " must be an integer, not '")
                    + shown + (digits ? "" : "'"), Map.of("parameter", name, "value", shown));
        }
    }

    private static boolean booleanParam(Context ctx, String name, boolean fallback) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        if (text.equalsIgnoreCase("true") || text.equals("1")) {
            return true;
        }
        if (text.equalsIgnoreCase("false") || text.equals("0")) {
            return false;
        }
        throw badRequest("query parameter " + name + " must be true or false, not '" + text + "'",
                Map.of("parameter", name, "value", text));
    }

    private static ApiException badRequest(String message, Map<String, ?> detail) {
        return new ApiException(400, ApiError.BAD_REQUEST, message, detail);
    }

    private static byte[] resource(String path) {
        try (InputStream in = GuideServer.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An {@link Error} thrown by a handler, carried to the exception handlers (see {@link #guarded}). */
    private static final class Fatal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Fatal(Error cause) {
            super("a handler failed", cause, false, false);
        }
    }

    /** All solve slots stayed taken for the whole queue wait. */
    private static final class Busy extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Busy() {
            super("the server is busy solving other cubes; try again in a moment", null, false, false);
        }
    }
}
