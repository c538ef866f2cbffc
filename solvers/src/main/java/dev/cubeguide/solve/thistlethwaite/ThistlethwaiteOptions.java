package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.solve.SolverSpecificOptions;

/**
 * The Thistlethwaite solver's own options, set with {@code SolveOptions.defaults().with(new
 * ThistlethwaiteOptions(true))}.
 *
 * @param lean search without tables, phase by phase by iterative deepening, as on the 32 KB microcontroller
 */
public record ThistlethwaiteOptions(boolean lean) implements SolverSpecificOptions {
    /** With tables. */
    public static final ThistlethwaiteOptions DEFAULTS = new ThistlethwaiteOptions(false);
}
