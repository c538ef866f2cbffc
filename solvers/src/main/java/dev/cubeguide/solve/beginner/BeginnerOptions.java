package dev.cubeguide.solve.beginner;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.SolverSpecificOptions;
import java.util.Map;
import java.util.Objects;

/**
 * The beginner solver's own options, set with {@code SolveOptions.defaults().with(new BeginnerOptions(Face.U,
 * true))}.
 *
 * @param firstLayer     the face the first layer is built on (D by default; U gives the familiar white cross)
 * @param allowRotations allow whole-cube rotations about the first layer's axis, so the person always works at the
 *                       front right
 */
public record BeginnerOptions(Face firstLayer, boolean allowRotations) implements SolverSpecificOptions {
    /** First layer D, no rotations. */
    public static final BeginnerOptions DEFAULTS = new BeginnerOptions(Face.D, false);

    public BeginnerOptions {
        Objects.requireNonNull(firstLayer, "firstLayer");
    }

    /**
     * The options of a request's {@code "firstLayer"} (a face letter, U R F D L B; no rotations), refused otherwise
     * with {@code BAD_REQUEST} naming the field: the one check of the server and the page's in-browser engine.
     */
    public static BeginnerOptions ofRequest(String firstLayer) {
        if (firstLayer.length() != 1 || "URFDLB".indexOf(firstLayer.charAt(0)) < 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "firstLayer must be one of U, R, F, D, L, B (the face "
                    + "the first layer is built on), not '" + firstLayer + "'",
                    Map.of("field", "firstLayer", "value", firstLayer));
        }
        return new BeginnerOptions(Face.ofLetter(firstLayer.charAt(0)), false);
    }
}
