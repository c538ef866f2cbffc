package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;
import static dev.cubeguide.web.CubeRequests.parseAlg;
import static dev.cubeguide.web.CubeRequests.requireOneCube;
import static dev.cubeguide.web.ErrorMapping.guarded;

import dev.cubeguide.browser.ApiShapes;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveInput;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.registry.SolverRegistry;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * {@code POST /api/solve}, {@code POST /api/validate} and {@code POST /api/parse}: a cube's solution, whether its
 * facelets make a cube, and the moves and cube of notation. Notation is parsed, and cubes solved, inside a solve
 * slot; a solver whose tables are not ready starts or reports their build first.
 */
final class SolveRoutes {
    /** The largest {@code maxLength} accepted (the beginner method's solutions stay well below it). */
    static final int MAX_LENGTH_LIMIT = 300;

    private final ServerOptions options;
    private final BodyReader reader;
    private final SolveSlots slots;
    private final BuildQueue tableBuilds;

    /** The routes over {@code options}' solvers and time limits, reading bodies with {@code reader}. */
    SolveRoutes(ServerOptions options, BodyReader reader, SolveSlots slots, BuildQueue tableBuilds) {
        this.options = options;
        this.reader = reader;
        this.slots = slots;
        this.tableBuilds = tableBuilds;
    }

    void register(Javalin app) {
        app.post("/api/solve", guarded(this::solve));
        app.post("/api/validate", guarded(this::validate));
        app.post("/api/parse", guarded(this::parse));
    }

    /** POST /api/solve: the notation is parsed, and the facelets checked, inside the solve slot. */
    private void solve(Context ctx) {
        Requests.SolveRequest request = reader.read(ctx, Requests.SolveRequest.class);
        requireOneCube(request.scramble(), request.facelets());
        String name = request.solver() == null ? SolverRegistry.DEFAULT : request.solver();
        Solver solver = options.solvers().apply(name);
        tableBuilds.require(solver);
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
        Solution solution = slots.withSlot(() -> {
            input[0] = inputOf(request.scramble(), request.facelets(), request.to(), chosen);
            return slots.solveWithin(solver, input[0].cube(), input[0].options(), limit);
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
        Requests.ValidateRequest request = reader.read(ctx, Requests.ValidateRequest.class);
        if (request.facelets() == null) {
            throw badRequest("give \"facelets\": a string of 54 stickers in URFDLB order", Map.of("field", "facelets"));
        }
        CubeValidator.validate(request.facelets());
        ctx.json(Map.of("valid", true));
    }

    /** POST /api/parse: notation to moves and the cube they make, inside a solve slot. */
    private void parse(Context ctx) {
        Requests.ParseRequest request = reader.read(ctx, Requests.ParseRequest.class);
        if (request.scramble() == null) {
            throw badRequest("give \"scramble\": moves in WCA notation", Map.of("field", "scramble"));
        }
        Map<String, Object> answer = slots.withSlot(() -> ApiShapes.parsed(parseAlg(request.scramble())));
        ctx.json(answer);
    }
}
