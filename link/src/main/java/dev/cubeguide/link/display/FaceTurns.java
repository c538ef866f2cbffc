package dev.cubeguide.link.display;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites a scramble with wide turns, slices and rotations as face turns only, named as the person holding the
 * cube <em>at the end</em> sees the faces: the moves a device needs, since its cube model has fixed centres.
 *
 * <p>Method. {@link Alg#expandToFaceTurns()} leaves face turns and rotations ({@code Rw = L x}, {@code M = R L' x'}).
 * The rotations are then moved to the front: a face turn {@code t} followed by a rotation {@code r} equals
 * {@code r} followed by {@code t' = r' t r}, which is again a face turn (the face that {@code r} carries to where
 * {@code t}'s face was). With every rotation in front, the moves read {@code R T}: a rotation of the solved cube,
 * which still looks solved, then the face turns {@code T}. So {@code CubieCube.of(T)} equals
 * {@code CubieCube.of(alg).normalized()}, the cube as now held. Moves are kept one for one (a scramble of n moves
 * gives n face turns, slices give two); nothing is cancelled or merged.
 */
public final class FaceTurns {
    private FaceTurns() {
    }

    /** The face turns that build, from a solved cube, the cube {@code alg} leaves in the hands. */
    public static List<Move> relativeToHeld(Alg alg) {
        List<Move> turns = new ArrayList<>();
        for (Move move : alg.expandToFaceTurns().moves()) {
            if (move.isFaceTurn()) {
                turns.add(move);
            } else {
                int[] conjugate = Conjugates.TABLE[Conjugates.rotationIndex(move)];
                turns.replaceAll(t -> Move.ofIndex(conjugate[t.index()]));
            }
        }
        return turns;
    }

    /** For each of the 9 rotations (x, y, z by 1..3 quarter turns), face turn index t to the index of r' t r. */
    private static final class Conjugates {
        private static final Layer[] AXES = {Layer.X, Layer.Y, Layer.Z};
        static final int[][] TABLE = build();

        static int rotationIndex(Move rotation) {
            int axis = rotation.layer() == Layer.X ? 0 : rotation.layer() == Layer.Y ? 1 : 2;
            return 3 * axis + rotation.amount() - 1;
        }

        private static int[][] build() {
            int[][] table = new int[9][18];
            for (int r = 0; r < 9; r++) {
                Move rotation = Move.of(AXES[r / 3], r % 3 + 1);
                for (int t = 0; t < 18; t++) {
                    CubieCube conjugate = CubieCube.of(Alg.of(rotation.inverse(), Move.ofIndex(t), rotation));
                    table[r][t] = -1;
                    for (int f = 0; f < 18 && table[r][t] < 0; f++) {
                        if (CubieCube.of(Move.ofIndex(f)).equals(conjugate)) {
                            table[r][t] = f;
                        }
                    }
                    if (table[r][t] < 0) {
                        throw new IllegalStateException("no face turn equals " + rotation.inverse() + " "
                                + Move.ofIndex(t) + " " + rotation);
                    }
                }
            }
            return table;
        }
    }
}
