package dev.cubeguide.solve.optimal;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import java.time.Duration;

/**
 * Solutions found by the two-phase solver, for the optimal search to prove instead of finding: IDA* spends most of
 * its time in its last bound (over half on random states: 8.1 of 11.9 s on cube 3 of seed 1), looking for a
 * solution of exactly the optimal length. When all shorter bounds are done and a solution of the current bound is
 * already at hand, it is optimal, and that bound need not be searched at all.
 *
 * <p>Before each bound the search asks for a solution at most a move longer ({@link #within},
 * {@link Search.Shortcut}); this class answers from the shortest solution it has, or else runs the two-phase solver
 * limited to that length for a budget the search gives (about the time its earlier bounds took, a small part of the
 * next bound's cost), going on for the whole budget when the search aims shorter ({@link Search.Ask}). Which
 * optimal solution comes back then depends on timing, so the search uses this only when the caller did not ask for
 * a deterministic answer.
 * Mutable, one per solve.
 */
final class UpperBounds implements Search.Shortcut {
    /** Budgets below this are not worth starting the two-phase solver for. */
    private static final Duration MIN_BUDGET = Duration.ofMillis(5);
    /** The first two-phase solve's budget: a millisecond for almost every cube. */
    private static final Duration FIRST_BUDGET = Duration.ofSeconds(1);

    private final CubieCube cube;
    private final Solver twoPhase;
    private final SolveOptions options;
    /** The shortest solution found so far, or null. */
    private int[] best;

    /**
     * Upper bounds for {@code cube} from {@code twoPhase}, run with the caller's thread count and cancellation;
     * starts with one two-phase solve within 20 moves (about a millisecond; at most a second, and never past the
     * caller's deadline).
     */
    UpperBounds(CubieCube cube, Solver twoPhase, SolveOptions caller, SearchLimits limits) {
        this.cube = cube;
        this.twoPhase = twoPhase;
        this.options = SolveOptions.defaults().withThreads(caller.threads()).withCancellation(caller.cancellation());
        Duration first = limits.remaining().filter(left -> left.compareTo(FIRST_BUDGET) < 0).orElse(FIRST_BUDGET);
        best = solve(options.withMaxLength(OptimalSolver.MAX_LENGTH).withTimeout(first));
    }

    @Override
    public int[] best() {
        return best;
    }

    @Override
    public int[] within(int bound, int aim, Duration budget) {
        if (best != null && best.length <= aim || budget.compareTo(MIN_BUDGET) < 0) {
            return atMost(bound);
        }
        // The two-phase solver stops at its first solution of at most aim moves; without one, it returns the shortest
        // it found within the bound when the budget ends.
        int[] found = solve(options.withMaxLength(bound).withTargetLength(aim).withTimeout(budget));
        if (found != null && (best == null || found.length < best.length)) {
            best = found;
        }
        return atMost(bound);
    }

    /** The shortest solution at hand when it is at most {@code bound} moves long, else null. */
    private int[] atMost(int bound) {
        return best != null && best.length <= bound ? best : null;
    }

    /**
     * The two-phase solution's moves, or null when it found none in time, failed, or gave moves that do not solve
     * the cube (the search would otherwise report them as proven).
     */
    private int[] solve(SolveOptions limits) {
        Solution s;
        try {
            s = twoPhase.solve(cube, limits);
        } catch (RuntimeException none) {
            return null;
        }
        if (!cube.apply(s.moves()).isSolved()) {
            return null;
        }
        try {
            return s.moves().toIndices();
        } catch (RuntimeException notFaceTurns) {
            return null;
        }
    }
}
