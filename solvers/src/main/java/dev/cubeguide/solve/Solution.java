package dev.cubeguide.solve;

import dev.cubeguide.notation.Alg;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A solver's answer. {@code moves} applied to the input cube solves it. {@code stages} split the moves into
 * phases or stages (their concatenation is {@code moves}, unless the moves were optimised across stage
 * boundaries, in which case {@code moves} is the optimised whole). {@code optimal} is true only when the search
 * proved that no shorter solution exists; {@code lowerBound} is the length below which no solution exists, as
 * far as the search proved it. {@code nodes} counts search nodes (0 when the solver does not count them).
 */
public record Solution(String solver, Alg moves, List<Stage> stages, boolean optimal, OptionalInt lowerBound,
        long nodes, Duration time) {

    public Solution {
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(moves, "moves");
        stages = List.copyOf(stages);
        Objects.requireNonNull(lowerBound, "lowerBound");
        Objects.requireNonNull(time, "time");
    }

    /** The length in the half-turn metric. */
    public int length() {
        return moves.htm();
    }

    /** This solution marked as proven optimal: no solution is shorter. */
    public Solution asOptimal() {
        return new Solution(solver, moves, stages, true, OptionalInt.of(length()), nodes, time);
    }

    /** This solution with another time (solvers measure their own; wrappers may add table loading). */
    public Solution withTime(Duration newTime) {
        return new Solution(solver, moves, stages, optimal, lowerBound, nodes, newTime);
    }
}
