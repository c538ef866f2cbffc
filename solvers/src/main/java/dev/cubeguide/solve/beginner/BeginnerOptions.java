package dev.cubeguide.solve.beginner;

import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.SolverSpecificOptions;
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
}
