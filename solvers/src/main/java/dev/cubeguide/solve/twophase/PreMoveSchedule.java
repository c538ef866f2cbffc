package dev.cubeguide.solve.twophase;

/**
 * At which total lengths (phase 1 plus pre-moves) a solve searches the directions with one, two and three pre-moves
 * ({@link Direction}). The directions searched at each length are always the first ones of the index order (base,
 * then one, two and three pre-moves), so a length's tasks are a prefix of the directions.
 *
 * <p>Two schedules: {@link #FIRST_SOLUTION}, for the first solution within a length (pre-moves only where a short
 * cube needs them, two pre-moves at one length, so that a hard cube's search turns to phase-1 solutions that leave
 * phase 2 one move more than the next length would); and {@link #SHORTEST}, for a search that goes on for shorter
 * solutions (a budget, an improvement listener, a target length): there each length's search costs about 13 times
 * the one before while bringing only about twice as many solutions, so many more directions per length pay back
 * many times over, and every pre-move layer stays on from the length it starts at.
 *
 * @param oneFrom   the first length with one pre-move
 * @param twoFrom   the first length with two
 * @param twoUpTo   the last length with two (when three are never used)
 * @param threeFrom the first length with three ({@link #NEVER}: none)
 */
record PreMoveSchedule(int oneFrom, int twoFrom, int twoUpTo, int threeFrom) {
    static final int NEVER = Integer.MAX_VALUE;
    /** The first solution within a length: one pre-move from length 10, two at length 11 only. */
    static final PreMoveSchedule FIRST_SOLUTION = new PreMoveSchedule(10, 11, 11, NEVER);
    /** Shorter and shorter solutions: one pre-move from 9, two from 10, three from 11. */
    static final PreMoveSchedule SHORTEST = new PreMoveSchedule(9, 10, NEVER, 11);

    PreMoveSchedule {
        if (twoFrom < oneFrom || threeFrom < twoFrom || threeFrom != NEVER && twoUpTo != NEVER) {
            throw new IllegalArgumentException("the pre-move layers must start in order and stay on: " + oneFrom
                    + ", " + twoFrom + ".." + twoUpTo + ", " + threeFrom);
        }
    }

    /** The schedule of the first solution with pre-moves from {@code oneFrom} on (tests start them early). */
    static PreMoveSchedule firstSolutionFrom(int oneFrom) {
        return new PreMoveSchedule(oneFrom, oneFrom + 1, Math.max(oneFrom + 1, FIRST_SOLUTION.twoUpTo),
                NEVER);
    }

    /** The number of directions searched at total length {@code length}: the first ones of the index order. */
    int directionsAt(int length) {
        if (length >= threeFrom) {
            return Direction.ALL;
        }
        if (length >= twoFrom && length <= twoUpTo) {
            return Direction.TWO;
        }
        return length >= oneFrom ? Direction.ONE : Direction.BASE;
    }
}
