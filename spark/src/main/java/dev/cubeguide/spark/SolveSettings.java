package dev.cubeguide.spark;

import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolveOptions;
import java.io.Serializable;
import java.time.Duration;

/**
 * What each task needs to solve, shipped to the executors: the solver's name, the {@code solve} command's limits,
 * and the folder of tables when they come from a shared folder rather than the node's {@code $CUBEGUIDE_HOME}.
 *
 * @param solver    a name known to {@link dev.cubeguide.solve.Solvers}
 * @param maxLength the longest acceptable solution, or null for the solver's own bound
 * @param timeout   the limit per cube, or null for none
 * @param tables    the folder holding the table files (read-only is fine), or null for {@code $CUBEGUIDE_HOME/tables}
 * @param memory    where the solver keeps its tables in each executor
 * @param to        the pattern to solve to ({@code solve --to}: a name or a facelet string), or null for the solved cube
 */
record SolveSettings(String solver, Integer maxLength, Duration timeout, String tables, MemoryPolicy memory,
        String to) implements Serializable {

    /** Settings that solve to the solved cube. */
    SolveSettings(String solver, Integer maxLength, Duration timeout, String tables, MemoryPolicy memory) {
        this(solver, maxLength, timeout, tables, memory, null);
    }

    /** The options of one solve: one thread (the tasks are the parallelism), and the limits. */
    SolveOptions options() {
        SolveOptions options = SolveOptions.defaults().withThreads(1);
        if (maxLength != null) {
            options = options.withMaxLength(maxLength);
        }
        if (timeout != null) {
            options = options.withTimeout(timeout);
        }
        return options;
    }
}
