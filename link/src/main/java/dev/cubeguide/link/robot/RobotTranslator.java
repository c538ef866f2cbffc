package dev.cubeguide.link.robot;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns a solution into a {@link RobotPlan} for one robot profile.
 *
 * <p>{@link #plan(Alg)} finds the fastest plan: the robot chooses where to re-grip and how to rotate the cube by a
 * shortest-path search over cube orientation x gripper state (see {@link PlannerGraph}), minimising the total time.
 * {@link #naive(Alg)} is the baseline a hand-written translator gives: before each move the robot takes the
 * quickest way to a state that can make it, and after the move it goes straight back to its start state (home
 * orientation, start grips). The fastest plan is never slower than the naive one, since the naive plan is one of
 * the plans the search considers.
 *
 * <p>Thread-safe and immutable; building one compiles the profile into its state graph (well under a
 * millisecond for the built-in profiles).
 */
public final class RobotTranslator {
    private final RobotProfile profile;
    private final PlannerGraph graph;

    public RobotTranslator(RobotProfile profile) {
        this.profile = profile;
        this.graph = new PlannerGraph(profile);
    }

    public RobotProfile profile() {
        return profile;
    }

    /** The fastest plan for {@code solution} (which may contain rotations, wide turns and slices). */
    public RobotPlan plan(Alg solution) {
        int[] moves = faceMoves(solution);
        return toPlan(solution, graph.shortest(graph.startState, moves, -1));
    }

    /** The naive plan: back to the start state after every move. */
    public RobotPlan naive(Alg solution) {
        int[] moves = faceMoves(solution);
        List<Integer> path = new ArrayList<>();
        for (int move : moves) {
            for (int a : graph.shortest(graph.startState, new int[] {move}, graph.startState)) {
                path.add(a);
            }
        }
        return toPlan(solution, path.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Both plans. */
    public PlanComparison compare(Alg solution) {
        return new PlanComparison(plan(solution), naive(solution));
    }

    private RobotPlan toPlan(Alg solution, int[] actions) {
        List<Manoeuvre> out = new ArrayList<>(actions.length);
        for (int a : actions) {
            out.add(graph.actions.get(a).manoeuvre());
        }
        return new RobotPlan(profile.name(), solution, out);
    }

    /**
     * The solution as face moves (indices 0..17) in the frame of the cube as first held: wide turns and slices are
     * expanded to face turns and rotations, and each rotation is folded into the faces of the moves after it.
     */
    static int[] faceMoves(Alg solution) {
        List<Move> moves = solution.expandToFaceTurns().moves();
        int[] out = new int[moves.size()];
        int n = 0;
        int orient = 0;
        for (Move m : moves) {
            if (m.layer().isRotation()) {
                orient = Orientations.ROTATE[orient][Orientations.rotationIndex(m)];
            } else {
                int face = Orientations.AT[orient][m.face().ordinal()];
                out[n++] = 3 * face + m.amount() - 1;
            }
        }
        return Arrays.copyOf(out, n);
    }
}
