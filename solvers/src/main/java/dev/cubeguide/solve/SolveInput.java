package dev.cubeguide.solve;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Alg;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * A cube to solve as people give it, read once for every front end (the command line, the HTTP API, the page's
 * in-browser engine): moves applied to a solved cube, or a facelet string, and optionally a pattern to solve to.
 * Moves are also the known solution, undone ({@link SolveOptions#withScramble}), so that no answer is longer than
 * the scramble; a pattern is the options' target ({@link Patterns#target}).
 *
 * @param cube    the cube as the person holding it sees it (a cube turned by rotations or slices is normalized)
 * @param options the caller's options with the scramble and the target added
 * @param target  the state a solution must reach: the pattern, or the solved cube
 */
public record SolveInput(CubieCube cube, SolveOptions options, CubieCube target) {
    /**
     * Reads a cube given as {@code scramble} (notation) or as {@code facelets} (exactly one is non-null), to be
     * solved to {@code pattern} (a name or a facelet string; null for the solved cube), with {@code base} options.
     *
     * @throws dev.cubeguide.error.CubeGuideException bad notation, an impossible cube, or a bad pattern (its
     *                                                validation code with {@code "target": true})
     */
    public static SolveInput read(String scramble, String facelets, String pattern, SolveOptions base) {
        return facelets != null ? ofFacelets(facelets, pattern, base) : ofMoves(Alg.parse(scramble), pattern, base);
    }

    /** A cube given as {@code moves} applied to a solved cube, to be solved to {@code pattern} (null: solved). */
    public static SolveInput ofMoves(Alg moves, String pattern, SolveOptions base) {
        CubieCube cube = CubieCube.of(moves).normalized();
        return withPattern(cube, cube.toFacelets(), pattern, base.withScramble(moves));
    }

    /** A cube given as a facelet string, to be solved to {@code pattern} (null: solved). */
    public static SolveInput ofFacelets(String facelets, String pattern, SolveOptions base) {
        String given = facelets.strip();
        return withPattern(CubieCube.fromFacelets(given), given, pattern, base);
    }

    private static SolveInput withPattern(CubieCube cube, String given, String pattern, SolveOptions options) {
        if (pattern == null) {
            return new SolveInput(cube, options, CubieCube.SOLVED);
        }
        CubieCube target = Patterns.target(pattern, given);
        return new SolveInput(cube, options.withTarget(target), target);
    }

    /**
     * The budget of a request's {@code budgetMs} (null: none), refused outside 0 to {@link SolveOptions#MAX_BUDGET}
     * with {@code BAD_REQUEST} naming the field: the one check of the server and the page's in-browser engine.
     */
    public static Optional<Duration> budget(Integer budgetMs) {
        if (budgetMs == null) {
            return Optional.empty();
        }
        if (budgetMs < 0 || budgetMs > SolveOptions.MAX_BUDGET.toMillis()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "budgetMs must be 0.." + SolveOptions.MAX_BUDGET.toMillis()
                    + ", not " + budgetMs, Map.of("field", "budgetMs", "value", budgetMs));
        }
        return Optional.of(Duration.ofMillis(budgetMs));
    }

    /** The target when it is not the solved cube. */
    public Optional<CubieCube> pattern() {
        return target.equals(CubieCube.SOLVED) ? Optional.empty() : Optional.of(target);
    }

    /** True when {@code solution} takes the cube to its target. */
    public boolean reachedBy(Solution solution) {
        return cube.apply(solution.moves()).equals(target);
    }
}
