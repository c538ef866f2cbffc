package dev.cubeguide.web;

import static dev.cubeguide.web.ErrorMapping.guarded;

import dev.cubeguide.browser.ApiShapes;
import dev.cubeguide.browser.ScrambleQuery;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.Solver;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.Random;
import java.util.function.Supplier;

/**
 * {@code GET /api/scramble?seed=&randomState=&moves=}: a random-state scramble (solved by the default solver, in a
 * solve slot) or a number of random moves, seeded. The query is read by {@link ScrambleQuery}, as the browser's
 * engine reads it: an unknown or repeated parameter, a number out of range, or {@code moves} with a random-state
 * scramble (whose length is its solver's) is a 400.
 */
final class ScrambleRoutes {
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
        // The query is read as the browser's engine reads it: the same errors, in the same words.
        ScrambleQuery asked = ScrambleQuery.parse(ctx.queryString(), System::nanoTime);
        Random random = new Random(asked.seed());
        Scrambler.Scramble scramble = asked.randomState()
                ? slots.withSlot(() -> new Scrambler(defaultSolver.get()).randomState(random))
                : Scrambler.randomMoves(random, asked.moves());
        ctx.json(ApiShapes.scramble(scramble, asked));
    }
}
