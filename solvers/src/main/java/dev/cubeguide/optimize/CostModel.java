package dev.cubeguide.optimize;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.List;

/**
 * What a move costs. The optimizer writes each run of same-axis moves with the smallest total
 * {@link #moveCost(Move)} (ties: fewer moves), so a model only has to price single moves.
 *
 * <p>This is also the robot-time hook: a robot profile implements {@link #moveCost(Move)} with the time its
 * grippers need for the move (milliseconds, say), and may override {@link #cost(List)} to add the time of
 * regrips between moves, which depends on the sequence.
 */
public interface CostModel {
    /** Half-turn metric: every face, wide or slice turn counts one, rotations zero. */
    CostModel HTM = new Named("HTM", 1, 1, 0);
    /** Quarter-turn metric: a half turn counts two, rotations zero. */
    CostModel QTM = new Named("QTM", 1, 2, 0);

    /** The cost of one move; never negative. */
    double moveCost(Move move);

    /** The cost of a whole sequence; the sum of {@link #moveCost(Move)} unless a model knows better. */
    default double cost(List<Move> moves) {
        double total = 0;
        for (Move move : moves) {
            total += moveCost(move);
        }
        return total;
    }

    /** The cost of an algorithm's expanded moves. */
    default double cost(Alg alg) {
        return cost(alg.moves());
    }

    /** The short name ("HTM"). */
    default String name() {
        return getClass().getSimpleName();
    }

    /** A model that prices quarter turns, half turns and rotations by fixed amounts. */
    record Named(String name, double quarterTurn, double halfTurn, double rotation) implements CostModel {
        @Override
        public double moveCost(Move move) {
            if (move.layer().isRotation()) {
                return rotation;
            }
            return move.amount() == 2 ? halfTurn : quarterTurn;
        }
    }
}
