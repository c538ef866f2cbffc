package dev.cubeguide.browser;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.Pattern;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveInput;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The JSON API of {@code cubeguide serve}, answered inside the browser: the routes the page uses
 * ({@code POST /api/solve}, {@code /api/validate}, {@code /api/parse}, {@code /api/scan}, {@code GET /api/scramble},
 * {@code /api/solvers}), with the server's shapes, codes, messages and HTTP statuses, so that the page's code is the
 * same whichever answers it. Runs on one thread (the Web Worker's).
 */
final class EngineApi {
    /** The answer to one call: the HTTP status the server would give and the JSON body. */
    record Answer(int status, Object body) {
    }

    static final String DEFAULT_SOLVER = "twophase";
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration MAX_TIMEOUT = Duration.ofSeconds(30);
    static final int MAX_LENGTH_LIMIT = 300;
    private static final List<String> ROUTES = List.of("POST /api/solve", "POST /api/validate", "POST /api/parse",
            "POST /api/scan", "GET /api/scramble", "GET /api/solvers", "GET /api/patterns");

    private final BrowserSolvers solvers;

    EngineApi(BrowserSolvers solvers) {
        this.solvers = solvers;
    }

    /** Answers {@code method path} (the path may carry a query string) with the JSON {@code body} of a POST. */
    Answer call(String method, String path, String body) {
        try {
            return route(method == null ? "" : method.toUpperCase(java.util.Locale.ROOT), path == null ? "" : path, body);
        } catch (CubeGuideException e) {
            if (e.code().isFailure()) {
                return internal();
            }
            return new Answer(400, ErrorAnswer.of(e));
        } catch (StackOverflowError e) {
            return new Answer(400, ErrorAnswer.of(ErrorCode.BAD_NOTATION.name(), "the notation is nested too deeply to read",
                    Map.of()));
        } catch (RuntimeException | OutOfMemoryError e) {
            return internal();
        }
    }

    private static Answer internal() {
        String reference = Long.toHexString(System.nanoTime() & 0xFFFFFFFFL);
        return new Answer(500, ErrorAnswer.internal(
                "Something went wrong in the browser's engine (reference " + reference + ").", reference));
    }

    private Answer route(String method, String full, String body) {
        int q = full.indexOf('?');
        String path = q < 0 ? full : full.substring(0, q);
        String query = q < 0 ? "" : full.substring(q + 1);
        String key = method + " " + path;
        switch (key) {
            case "POST /api/solve":
                return ok(solve(body));
            case "POST /api/validate":
                return ok(validate(body));
            case "POST /api/parse":
                return ok(parse(body));
            case "POST /api/scan":
                return ok(scan(body));
            case "GET /api/scramble":
                return ok(scramble(query));
            case "GET /api/solvers":
                return ok(solverList());
            case "GET /api/patterns":
                return ok(patternList());
            default:
                List<String> allowed = new ArrayList<>();
                for (String route : ROUTES) {
                    if (route.endsWith(" " + path)) {
                        allowed.add(route.substring(0, route.indexOf(' ')));
                    }
                }
                if (!allowed.isEmpty()) {
                    String allow = String.join(", ", allowed);
                    return new Answer(405, ErrorAnswer.of("METHOD_NOT_ALLOWED", path + " answers " + allow + ", not "
                            + method, Map.of("allow", allow)));
                }
                return new Answer(404, ErrorAnswer.of("NOT_FOUND", "no API at " + method + " " + path
                        + "; see /api/openapi.json", Map.of("path", path)));
        }
    }

    private static Answer ok(Object body) {
        return new Answer(200, body);
    }

    private Map<String, Object> solve(String body) {
        Fields request = Fields.of(body, List.of("scramble", "facelets", "solver", "maxLength", "timeoutMs",
                "firstLayer", "budgetMs", "to"));
        String scramble = request.string("scramble");
        String facelets = request.string("facelets");
        String name = request.string("solver");
        Integer maxLength = request.integer("maxLength");
        Integer timeoutMs = request.integer("timeoutMs");
        String firstLayer = request.string("firstLayer");
        requireOneCube(scramble, facelets);
        Solver solver = solvers.get(name == null ? DEFAULT_SOLVER : name);
        SolveOptions options = SolveOptions.defaults().withThreads(1);
        if (maxLength != null) {
            if (maxLength < 0 || maxLength > MAX_LENGTH_LIMIT) {
                throw Json.bad("maxLength must be 0.." + MAX_LENGTH_LIMIT + ", not " + maxLength,
                        Map.of("field", "maxLength", "value", maxLength));
            }
            options = options.withMaxLength(maxLength);
        }
        if (firstLayer != null) {
            options = options.with(BeginnerOptions.ofRequest(firstLayer));
        }
        options = options.withTimeout(timeLimit(timeoutMs));
        Optional<Duration> budget = SolveInput.budget(request.integer("budgetMs"));
        if (budget.isPresent()) {
            options = options.withBudget(budget.get());
        }
        String to = request.string("to");
        SolveInput input = scramble != null ? SolveInput.ofMoves(Alg.parse(scramble), to, options)
                : SolveInput.ofFacelets(facelets, to, options);
        Solution solution = solver.solve(input.cube(), input.options());
        Map<String, Object> answer = SolutionMap.of(solution, input.cube().toFacelets());
        input.pattern().ifPresent(t -> answer.put("target", t.toFacelets()));
        return answer;
    }


    private static Duration timeLimit(Integer timeoutMs) {
        if (timeoutMs == null) {
            return DEFAULT_TIMEOUT;
        }
        if (timeoutMs < 1) {
            throw Json.bad("timeoutMs must be at least 1, not " + timeoutMs,
                    Map.of("field", "timeoutMs", "value", timeoutMs));
        }
        Duration asked = Duration.ofMillis(timeoutMs);
        return asked.compareTo(MAX_TIMEOUT) > 0 ? MAX_TIMEOUT : asked;
    }

    private static Map<String, Object> validate(String body) {
        String facelets = Fields.of(body, List.of("facelets")).string("facelets");
        if (facelets == null) {
            throw Json.bad("give \"facelets\": a string of 54 stickers in URFDLB order", Map.of("field", "facelets"));
        }
        CubeValidator.validate(facelets);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("valid", true);
        return answer;
    }

    private static Map<String, Object> parse(String body) {
        String scramble = Fields.of(body, List.of("scramble")).string("scramble");
        if (scramble == null) {
            throw Json.bad("give \"scramble\": moves in WCA notation", Map.of("field", "scramble"));
        }
        return ApiShapes.parsed(Alg.parse(scramble));
    }

    private static Map<String, Object> scan(String body) {
        List<String> colors = Fields.of(body, List.of("colors")).strings("colors");
        if (colors == null) {
            throw Json.bad("give \"colors\": 54 readings \"#rrggbb\" in URFDLB facelet order",
                    Map.of("field", "colors"));
        }
        return ColorResolver.resolve(Rgb.parseAll(colors)).toMap();
    }

    private Map<String, Object> scramble(String query) {
        ScrambleQuery asked = ScrambleQuery.parse(query, System::nanoTime);
        Random random = new SeededRandom(asked.seed());
        Scrambler.Scramble scramble = asked.randomState()
                ? new Scrambler(solvers.get(DEFAULT_SOLVER)).randomState(random)
                : Scrambler.randomMoves(random, asked.moves());
        return ApiShapes.scramble(scramble, asked);
    }

    private Map<String, Object> solverList() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String name : BrowserSolvers.NAMES) {
            list.add(ApiShapes.solverEntry(solvers.get(name).info()));
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("default", DEFAULT_SOLVER);
        answer.put("defaultTimeoutMs", DEFAULT_TIMEOUT.toMillis());
        answer.put("maxTimeoutMs", MAX_TIMEOUT.toMillis());
        answer.put("solvers", list);
        return answer;
    }

    /** GET /api/patterns: the named patterns, each with its moves and facelets. */
    private static Map<String, Object> patternList() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Pattern pattern : Patterns.named()) {
            list.add(pattern.toMap());
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("patterns", list);
        return answer;
    }

    private static void requireOneCube(String scramble, String facelets) {
        if ((scramble == null) == (facelets == null)) {
            throw Json.bad("give exactly one of \"scramble\" (moves from solved) and \"facelets\" (54 stickers)",
                    Map.of("fields", List.of("scramble", "facelets")));
        }
    }
}
