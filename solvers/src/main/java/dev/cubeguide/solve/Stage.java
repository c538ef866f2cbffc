package dev.cubeguide.solve;

import dev.cubeguide.notation.Alg;
import java.util.Objects;
import java.util.Optional;

/**
 * One named part of a solution: a phase of a multi-phase solver or a stage of the beginner method.
 * {@code explanation} is a plain-words line for people, or empty.
 */
public record Stage(String name, Alg moves, Optional<String> explanation) {
    /**
     * The name of the one stage of a known solution ({@link SolveOptions#knownSolution()}, the scramble undone) that
     * the search did not beat.
     */
    public static final String SCRAMBLE_UNDONE = "scramble undone";

    public Stage {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(explanation, "explanation");
    }

    public static Stage of(String name, Alg moves) {
        return new Stage(name, moves, Optional.empty());
    }

    public static Stage of(String name, Alg moves, String explanation) {
        return new Stage(name, moves, Optional.of(explanation));
    }
}
