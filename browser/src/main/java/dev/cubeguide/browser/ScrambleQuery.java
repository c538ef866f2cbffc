package dev.cubeguide.browser;

import dev.cubeguide.error.CubeGuideException;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The query of {@code GET /api/scramble?seed=&randomState=&moves=}, read once for the server and the browser's engine
 * alike, so that both give the same answers and the same errors: every parameter counts, and an unknown or repeated
 * one, a number out of range, or {@code moves} with a random-state scramble (whose length is its solver's) is a
 * {@code BAD_REQUEST}.
 *
 * @param seed        the random generator's seed (given, or the clock's when absent)
 * @param randomState a random-state scramble (true, the default) or random moves
 * @param moves       the number of random moves (for a random-move scramble)
 */
public record ScrambleQuery(long seed, boolean randomState, int moves) {
    /** The longest scramble of random moves the API makes. */
    public static final int MAX_MOVES = 100;
    /** The default length of a random-move scramble. */
    public static final int DEFAULT_MOVES = 25;
    private static final List<String> PARAMETERS = List.of("seed", "randomState", "moves");

    /**
     * Reads a raw (percent-encoded) query string; {@code clock} gives the seed when none is asked for.
     *
     * @throws CubeGuideException {@code BAD_REQUEST} naming the parameter and what is wrong with it
     */
    public static ScrambleQuery parse(String rawQuery, LongSupplier clock) {
        Map<String, String> params = Query.parse(rawQuery == null ? "" : rawQuery, PARAMETERS);
        String seedText = params.get("seed");
        long seed = seedText == null || seedText.isBlank() ? clock.getAsLong() : Query.longParam(params, "seed");
        boolean randomState = Query.booleanParam(params, "randomState", true);
        boolean movesGiven = params.containsKey("moves");
        if (movesGiven && randomState) {
            throw Json.bad("moves and randomState=true conflict: a random-state scramble has the length its "
                    + "solver finds; ask for randomState=false&moves=N for N random moves",
                    Map.of("parameters", List.of("moves", "randomState")));
        }
        int moves = DEFAULT_MOVES;
        if (movesGiven) {
            long asked = Query.longParam(params, "moves");
            if (asked < 1 || asked > MAX_MOVES) {
                throw Json.bad("moves must be 1.." + MAX_MOVES + ", not " + params.get("moves").strip(),
                        Map.of("parameter", "moves", "value", params.get("moves").strip()));
            }
            moves = (int) asked;
        }
        return new ScrambleQuery(seed, randomState, moves);
    }
}
