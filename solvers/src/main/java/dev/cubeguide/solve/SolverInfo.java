package dev.cubeguide.solve;

/**
 * What a solver is, for people choosing one: its name (as in {@code --solver}), a title, a one-line description,
 * the most moves it ever uses, and a typical time per cube.
 */
public record SolverInfo(String name, String title, String description, int maxMoves, String typicalTime,
        boolean optimal) {
}
