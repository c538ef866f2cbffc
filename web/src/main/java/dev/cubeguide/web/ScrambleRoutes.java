package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;
import static dev.cubeguide.web.ErrorMapping.guarded;

import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Solver;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * {@code GET /api/scramble?seed=&randomState=&moves=}: a random-state scramble (solved by the default solver, in a
 * solve slot) or a number of random moves, seeded. Every parameter counts: an unknown or repeated one, a number out
 * of range, or {@code moves} with a random-state scramble (whose length is its solver's) is a 400.
 */
final class ScrambleRoutes {
    /** The longest scramble of random moves the API makes. */
    static final int MAX_SCRAMBLE_MOVES = 100;
    /** The default length of a random-move scramble. */
    static final int DEFAULT_SCRAMBLE_MOVES = 25;
    /** The query parameters of {@code GET /api/scramble}. */
    private static final Set<String> SCRAMBLE_PARAMETERS = Set.of("seed", "randomState", "moves");

    private final Supplier<Solver> defaultSolver;
    private final SolveSlots slots;

    /** The route; random-state scrambles are made with {@code defaultSolver}'s solutions, in {@code slots}. */
    ScrambleRoutes(Supplier<Solver> defaultSolver, SolveSlots slots) {
        this.defaultSolver = defaultSolver;
        this.slots = slots;
    }

    void register(Javalin app) {
        app.get("/api/scramble", guarded(this::scramble));
    }

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
                ? slots.withSlot(() -> new Scrambler(defaultSolver.get()).randomState(random))
                : Scrambler.randomMoves(random, length);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("scramble", scramble.moves().toString());
        answer.put("facelets", scramble.state().toFacelets());
        answer.put("seed", seed);
        answer.put("randomState", randomState);
        ctx.json(answer);
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
}
