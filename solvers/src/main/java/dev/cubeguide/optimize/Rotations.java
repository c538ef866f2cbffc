package dev.cubeguide.optimize;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Whole-cube rotations as relabellings of faces. A rotation (or a product of rotations) is represented by the
 * {@link CubieCube} it produces from solved; its centres say which face label now sits where.
 *
 * <p>The rule: doing rotation {@code r} and then turning face {@code f} is the same as first turning face
 * {@code r.center(f)} (the face whose centre {@code r} brings to {@code f}) and then doing {@code r}. So a
 * move written after rotations {@code acc} turns the layer {@link #relabel(Move, CubieCube)} of the fixed frame.
 */
public final class Rotations {
    private static final List<List<Move>> SHORTEST = shortestForms();

    private Rotations() {
    }

    /** The turn of the fixed frame that {@code move} performs when made after rotations {@code acc}. */
    public static Move relabel(Move move, CubieCube acc) {
        Layer layer = move.layer();
        int amount = move.amount();
        if (layer.isFace()) {
            return Move.ofIndex(3 * acc.center(layer.directionFace()).ordinal() + amount - 1);
        }
        if (layer.isWide()) {
            return Move.of(Layer.wideOf(acc.center(layer.directionFace())), amount);
        }
        Face target = acc.center(layer.directionFace());
        if (layer.isSlice()) {
            // Slices turn like D (E), L (M) or F (S); a slice turning like the opposite face is the inverse.
            for (Layer slice : new Layer[] {Layer.E, Layer.M, Layer.S}) {
                if (slice.directionFace() == target) {
                    return Move.of(slice, amount);
                }
                if (slice.directionFace() == target.opposite()) {
                    return Move.of(slice, -amount);
                }
            }
        }
        return toward(target, amount);
    }

    /** The rotation turning like {@code face} by {@code amount} quarter turns: {@code toward(L, 1)} is x'. */
    public static Move toward(Face face, int amount) {
        Layer[] rotationOfAxis = {Layer.Y, Layer.X, Layer.Z}; // U-D, R-L, F-B
        boolean clockwise = face.ordinal() < 3; // y, x and z turn like U, R and F
        return Move.of(rotationOfAxis[face.axis()], clockwise ? amount : -amount);
    }

    /**
     * The shortest rotation sequence (zero to two moves; the first found in a fixed order, so the answer is
     * deterministic) that turns the cube as {@code rotation} does. {@code rotation} must be a pure rotation.
     */
    public static List<Move> shortest(CubieCube rotation) {
        for (List<Move> form : SHORTEST) {
            CubieCube candidate = CubieCube.SOLVED;
            for (Move move : form) {
                candidate = candidate.apply(move);
            }
            if (sameCenters(candidate, rotation)) {
                return form;
            }
        }
        throw new IllegalArgumentException("not a whole-cube rotation: " + rotation);
    }

    static boolean sameCenters(CubieCube a, CubieCube b) {
        for (Face face : Face.values()) {
            if (a.center(face) != b.center(face)) {
                return false;
            }
        }
        return true;
    }

    private static List<List<Move>> shortestForms() {
        Layer[] axes = {Layer.X, Layer.Y, Layer.Z};
        List<List<Move>> forms = new ArrayList<>();
        forms.add(List.of());
        for (Layer axis : axes) {
            for (int a = 1; a <= 3; a++) {
                forms.add(List.of(Move.of(axis, a)));
            }
        }
        for (Layer first : axes) {
            for (Layer second : axes) {
                if (first == second) {
                    continue;
                }
                for (int a = 1; a <= 3; a++) {
                    for (int b = 1; b <= 3; b++) {
                        forms.add(List.of(Move.of(first, a), Move.of(second, b)));
                    }
                }
            }
        }
        return List.copyOf(forms);
    }
}
