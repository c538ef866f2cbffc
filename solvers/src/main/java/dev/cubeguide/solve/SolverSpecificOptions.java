package dev.cubeguide.solve;

/**
 * The options only one solver reads, carried by {@link SolveOptions} by their type (for example the beginner
 * solver's {@code BeginnerOptions}). Implementations are immutable records; other solvers ignore them.
 */
public interface SolverSpecificOptions {
}
