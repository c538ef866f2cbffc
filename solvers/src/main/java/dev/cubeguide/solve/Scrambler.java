package dev.cubeguide.solve;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import java.util.Objects;
import java.util.Random;

/**
 * Scrambles, as the WCA makes them: a random-state scramble is the inverse of a solution of a uniformly random
 * state (never one within one move of solved), so applying it to a solved cube gives that uniform state; a
 * random-move scramble is a sequence of random face turns.
 */
public final class Scrambler {
    /** A scramble and the state it produces from solved. */
    public record Scramble(Alg moves, CubieCube state) {
        public Scramble {
            Objects.requireNonNull(moves, "moves");
            Objects.requireNonNull(state, "state");
        }
    }

    private final Solver solver;

    /** A scrambler that uses {@code solver} to turn random states into move sequences. */
    public Scrambler(Solver solver) {
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    /** A random-state scramble. */
    public Scramble randomState(Random random) {
        return scrambleOf(RandomCubes.randomScrambleState(random));
    }

    /**
     * The scramble that produces {@code state} from solved: the inverse of a solution, found with one thread and
     * deterministically, so that the same state always gives the same scramble. Callers that make many scrambles
     * draw the states in order with {@link RandomCubes#randomScrambleState(Random)} and may solve them in parallel.
     */
    public Scramble scrambleOf(CubieCube state) {
        Solution solution = solver.solve(state, SolveOptions.defaults().withThreads(1).withDeterministic(true));
        return new Scramble(solution.moves().inverse(), state);
    }

    /** A random-move scramble of {@code length} face turns. */
    public static Scramble randomMoves(Random random, int length) {
        Alg moves = RandomCubes.randomMoves(random, length);
        return new Scramble(moves, CubieCube.of(moves));
    }
}
