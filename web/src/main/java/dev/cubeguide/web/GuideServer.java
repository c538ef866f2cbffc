package dev.cubeguide.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.display.DisplayPacket;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.registry.Solvers;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The solving-guide server: the page from {@code classpath:/web}, three.js from its webjar at
 * {@code /vendor/three/}, and the JSON API described by {@code /api/openapi.json}.
 *
 * <pre>
 * try (GuideServer server = GuideServer.start(ServerOptions.defaults().withPort(0))) {
 *     URI page = server.uri();
 * }
 * </pre>
 */
public final class GuideServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GuideServer.class);
    /** Seconds a client is told to wait after HTTP 503. */
    static final int RETRY_AFTER_SECONDS = 1;
    /** Seconds a client is told to wait while a solver's tables are being built. */
    static final int TABLES_RETRY_AFTER_SECONDS = 10;
    /** The longest scramble of random moves the API makes. */
    static final int MAX_SCRAMBLE_MOVES = 100;
    /** The default length of a random-move scramble. */
    static final int DEFAULT_SCRAMBLE_MOVES = 25;
    /** The largest {@code maxLength} accepted (the beginner method's solutions stay well below it). */
    static final int MAX_LENGTH_LIMIT = 300;
    private static final String THREE_POM = "/META-INF/maven/org.webjars.npm/three/pom.properties";

    private final ServerOptions options;
    private final ObjectMapper json;
    private final Semaphore solveSlots;
    private final ScheduledExecutorService deadlines;
    /**
     * Table builds started for a solve request, by solver name: a solver whose table files are not all in the
     * default store builds them here, one at a time in the background (minutes for the optimal solver), while its
     * requests are answered 503 with a retry time instead of waiting that long.
     */
    private final Map<String, Future<?>> tableBuilds = new ConcurrentHashMap<>();
    private final ExecutorService builder;
    private final Javalin app;
    private final DisplayLink display;

    private GuideServer(ServerOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        this.json = JsonMapper.builder()
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
        this.solveSlots = new Semaphore(options.maxConcurrentSolves(), true);
        this.deadlines = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "cubeguide-solve-deadlines");
            thread.setDaemon(true);
            return thread;
        });
        this.builder = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "cubeguide-table-build");
            thread.setDaemon(true);
            return thread;
        });
        this.display = options.display().map(DisplayLink::new).orElse(null);
        String threeVersion = threeVersion();
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = options.maxBodyBytes();
            config.jsonMapper(new JavalinJackson(json, false));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "no-cache");
            });
            config.staticFiles.add(files -> {
                files.hostedPath = "/vendor/three";
                files.directory = "/META-INF/resources/webjars/three/" + threeVersion;
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Cache-Control", "max-age=86400");
            });
        });
        routes();
    }

    /** Starts a server; {@link #close()} stops it. */
    public static GuideServer start(ServerOptions options) {
        GuideServer server = new GuideServer(options);
        server.app.start(options.host(), options.port());
        LOG.debug("cubeguide guide at {}", server.uri());
        return server;
    }

    /** The port the server listens on (the real one when the options asked for port 0). */
    public int port() {
        return app.port();
    }

    /** The address of the page, for example {@code http://127.0.0.1:8080/}. */
    public java.net.URI uri() {
        String host = options.host().contains(":") ? "[" + options.host() + "]" : options.host();
        if ("0.0.0.0".equals(host)) {
            host = "127.0.0.1";
        }
        return java.net.URI.create("http://" + host + ":" + port() + "/");
    }

    @Override
    public void close() {
        app.stop();
        if (display != null) {
            display.close();
        }
        deadlines.shutdownNow();
        builder.shutdownNow();
    }

    private void routes() {
        app.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
                    + "style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'");
        });
        app.post("/api/solve", this::solve);
        app.post("/api/validate", this::validate);
        app.post("/api/parse", this::parse);
        app.get("/api/scramble", this::scramble);
        app.get("/api/solvers", this::solvers);
        app.get("/api/config", this::config);
        TablesStatus.register(app, options, tableBuilds);
        app.post("/api/display", this::display);
        app.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(resource("/openapi.json")));

        app.exception(CubeGuideException.class, (e, ctx) -> ctx.status(e.code().isFailure() ? 500 : 400).json(ApiError.of(e)));
        app.exception(Busy.class, (e, ctx) -> ctx.status(503).header("Retry-After", "" + RETRY_AFTER_SECONDS)
                .json(ApiError.of(ApiError.BUSY, e.getMessage(), Map.of("retryAfterSeconds", RETRY_AFTER_SECONDS,
                        "maxConcurrentSolves", options.maxConcurrentSolves()))));
        app.exception(TablesBuilding.class, (e, ctx) -> ctx.status(503)
                .header("Retry-After", "" + TABLES_RETRY_AFTER_SECONDS)
                .json(ApiError.of(ApiError.BUSY, e.getMessage(), Map.of("reason", "TABLES_BUILDING", "solver",
                        e.solver, "retryAfterSeconds", TABLES_RETRY_AFTER_SECONDS))));
        app.exception(UnsupportedOperationException.class, (e, ctx) -> ctx.status(501)
                .json(ApiError.of(ApiError.NOT_IMPLEMENTED, String.valueOf(e.getMessage()), Map.of())));
        app.exception(HttpResponseException.class, (e, ctx) -> {
            if (e.getStatus() == 413) {
                ctx.status(400).json(tooLarge(-1).toMap());
            } else {
                ctx.status(e.getStatus()).json(ApiError.of(ApiError.INTERNAL, e.getMessage(), Map.of()));
            }
        });
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
            ctx.status(500).json(ApiError.of(ApiError.INTERNAL,
                    "internal error (a bug in cubeguide; the server log has the details)", Map.of()));
        });
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/")) {
                ctx.json(ApiError.of(ApiError.NOT_FOUND, "no API at " + ctx.method() + " " + ctx.path()
                        + "; see /api/openapi.json", Map.of("path", ctx.path())));
            } else {
                ctx.contentType("text/plain").result("not found: " + ctx.path());
            }
        });
    }

    /** POST /api/solve. */
    private void solve(Context ctx) {
        Requests.SolveRequest request = read(ctx, Requests.SolveRequest.class);
        CubieCube cube = cubeOf(request.scramble(), request.facelets());
        String name = request.solver() == null ? Solvers.DEFAULT : request.solver();
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
        Duration limit = timeLimit(request.timeoutMs());
        SolveOptions chosen = solveOptions;
        Solution solution = withSlot(() -> solveWithin(solver, cube, chosen, limit));
        ctx.json(solution.toMap(cube.toFacelets()));
    }

    /**
     * Passes when the solver's table files are all in the default store (loading them takes seconds within the
     * request) or a build started here has finished; otherwise starts that build in the background, if it is not
     * running yet, and answers 503 with the reason TABLES_BUILDING. A build that failed is forgotten, so the next
     * request tries again, and its error is this request's.
     */
    private void requireTables(Solver solver) {
        Future<?> build = tableBuilds.get(solver.name());
        if (build == null) {
            if (solver.tables().ready()) {
                return;
            }
            build = tableBuilds.computeIfAbsent(solver.name(),
                    name -> builder.submit(() -> solver.tables().prepare(MemoryPolicy.ADAPTIVE)));
        }
        if (!build.isDone()) {
            throw new TablesBuilding(solver.name());
        }
        try {
            build.get();
        } catch (ExecutionException e) {
            tableBuilds.remove(solver.name(), build);
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("building the tables of " + solver.name() + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TablesBuilding(solver.name());
        }
    }

    private Solution solveWithin(Solver solver, CubieCube cube, SolveOptions base, Duration limit) {
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

    /** POST /api/parse: notation to moves and the cube they make. */
    private void parse(Context ctx) {
        Requests.ParseRequest request = read(ctx, Requests.ParseRequest.class);
        if (request.scramble() == null) {
            throw badRequest("give \"scramble\": moves in WCA notation", Map.of("field", "scramble"));
        }
        Alg alg = Alg.parse(request.scramble());
        CubieCube cube = CubieCube.of(alg).normalized();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("valid", true);
        answer.put("moves", alg.flatten().toString());
        answer.put("length", alg.htm());
        answer.put("facelets", cube.toFacelets());
        answer.put("solved", cube.isSolved());
        ctx.json(answer);
    }

    /** GET /api/scramble?seed=&randomState=&moves=. */
    private void scramble(Context ctx) {
        long seed = ctx.queryParam("seed") == null || ctx.queryParam("seed").isBlank() ? System.nanoTime()
                : longParam(ctx, "seed");
        boolean randomState = booleanParam(ctx, "randomState", true);
        int moves = ctx.queryParam("moves") == null ? DEFAULT_SCRAMBLE_MOVES : (int) longParam(ctx, "moves");
        if (moves < 1 || moves > MAX_SCRAMBLE_MOVES) {
            throw badRequest("moves must be 1.." + MAX_SCRAMBLE_MOVES + ", not " + moves,
                    Map.of("parameter", "moves", "value", moves));
        }
        Random random = new Random(seed);
        Scrambler.Scramble scramble = randomState
                ? withSlot(() -> new Scrambler(options.solvers().apply(Solvers.DEFAULT)).randomState(random))
                : Scrambler.randomMoves(random, moves);
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
        answer.put("default", Solvers.DEFAULT);
        answer.put("defaultTimeoutMs", options.defaultTimeout().toMillis());
        answer.put("maxTimeoutMs", options.maxTimeout().toMillis());
        answer.put("solvers", list);
        ctx.json(answer);
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
            case "solve" -> DisplayHost.solvePacket(Alg.parse(request.scramble() == null ? "" : request.scramble()));
            case "next" -> new DisplayPacket.Next();
            case "prev" -> new DisplayPacket.Prev();
            default -> throw badRequest("\"send\" must be state, solve, next or prev, not '" + send + "'",
                    Map.of("field", "send"));
        };
        ctx.json(display.send(packet));
    }

    private CubieCube cubeOf(String scramble, String facelets) {
        if ((scramble == null) == (facelets == null)) {
            throw badRequest("give exactly one of \"scramble\" (moves from solved) and \"facelets\" (54 stickers)",
                    Map.of("fields", List.of("scramble", "facelets")));
        }
        return facelets != null ? CubeValidator.validate(facelets) : CubieCube.of(Alg.parse(scramble)).normalized();
    }

    private <T> T withSlot(java.util.function.Supplier<T> work) {
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

    /** Reads the body as {@code type}, with the size limit and a clear message for malformed JSON. */
    private <T> T read(Context ctx, Class<T> type) {
        byte[] body = body(ctx);
        if (body.length == 0) {
            throw badRequest("the request body is empty; send a JSON object", Map.of());
        }
        try {
            T value = json.readValue(body, type);
            if (value == null) {
                throw badRequest("the request body is null; send a JSON object", Map.of());
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            List<String> known = new ArrayList<>();
            e.getKnownPropertyIds().forEach(id -> known.add(String.valueOf(id)));
            known.sort(null);
            throw badRequest("unknown field \"" + e.getPropertyName() + "\"; the fields are " + String.join(", ", known),
                    Map.of("field", e.getPropertyName(), "known", known));
        } catch (MismatchedInputException e) {
            String field = e.getPath().isEmpty() ? "" : String.valueOf(e.getPath().get(0).getFieldName());
            String expected = typeName(e.getTargetType());
            String message = field.isEmpty() ? "the request body must be a JSON object"
                    : "field \"" + field + "\" must be " + expected;
            throw badRequest(message, field.isEmpty() ? Map.of() : Map.of("field", field, "expected", expected));
        } catch (JsonProcessingException e) {
            String message = e.getOriginalMessage();
            int cut = message.indexOf('\n');
            message = cut < 0 ? message : message.substring(0, cut);
            Map<String, Object> detail = new LinkedHashMap<>();
            if (e.getLocation() != null) {
                detail.put("line", e.getLocation().getLineNr());
                detail.put("column", e.getLocation().getColumnNr());
                message += " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            }
            throw badRequest("malformed JSON: " + message, detail);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String typeName(Class<?> type) {
        if (type == null) {
            return "a value of another type";
        }
        if (type == Integer.class || type == int.class) {
            return "an integer";
        }
        if (type == String.class) {
            return "a string";
        }
        return "a JSON object";
    }

    private byte[] body(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > options.maxBodyBytes()) {
            throw tooLarge(declared);
        }
        try (InputStream in = ctx.req().getInputStream()) {
            byte[] bytes = in.readNBytes(options.maxBodyBytes() + 1);
            if (bytes.length > options.maxBodyBytes()) {
                throw tooLarge(-1);
            }
            return bytes;
        } catch (IOException e) {
            throw badRequest("could not read the request body: " + e.getMessage(), Map.of());
        }
    }

    private CubeGuideException tooLarge(long size) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("limitBytes", options.maxBodyBytes());
        if (size >= 0) {
            detail.put("sizeBytes", size);
        }
        return badRequest("the request body is larger than the limit of " + options.maxBodyBytes() + " bytes", detail);
    }

    private static long longParam(Context ctx, String name) {
        String text = ctx.queryParam(name);
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw badRequest("query parameter " + name + " must be an integer, not '" + text + "'",
                    Map.of("parameter", name, "value", text));
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

    private static CubeGuideException badRequest(String message, Map<String, ?> detail) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, message, detail);
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

    /** The version of the three.js webjar on the classpath. */
    static String threeVersion() {
        Properties properties = new Properties();
        try (InputStream in = GuideServer.class.getResourceAsStream(THREE_POM)) {
            if (in == null) {
                throw new IllegalStateException("three.js webjar missing from the classpath (" + THREE_POM + ")");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }

    /** A solver's tables are being built for its first use (HTTP 503, reason TABLES_BUILDING). */
    private static final class TablesBuilding extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String solver;

        TablesBuilding(String solver) {
            super("the " + solver + " solver's tables are being built for its first use (a few minutes, once); "
                    + "try again shortly", null, false, false);
            this.solver = solver;
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
