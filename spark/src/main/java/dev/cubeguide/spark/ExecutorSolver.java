package dev.cubeguide.spark;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.solve.registry.Solvers;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The one solver of this JVM (an executor, or the driver in local mode), its tables loaded once, on the first
 * task that needs it: every later task and record uses the same prepared instance. Solvers are thread-safe, so the
 * tasks running at once in an executor share it. Tables are read from {@code --tables DIR} when given, otherwise
 * from the node's {@code $CUBEGUIDE_HOME/tables}, where a missing table is built once under the table store's
 * file lock (the other tasks and processes of the node wait for it, then read it).
 */
final class ExecutorSolver {
    private static final Object LOCK = new Object();
    private static volatile Prepared prepared;

    private record Prepared(SolveSettings settings, Solver solver) {
    }

    private ExecutorSolver() {
    }

    /** The prepared solver for {@code settings}, made and prepared on the first call in this JVM. */
    static Solver get(SolveSettings settings) {
        Prepared p = prepared;
        if (p != null && sameSolver(p.settings(), settings)) {
            return p.solver();
        }
        synchronized (LOCK) {
            p = prepared;
            if (p == null || !sameSolver(p.settings(), settings)) {
                // A shared (possibly read-only) folder of tables, or the node's $CUBEGUIDE_HOME/tables.
                Solver solver = settings.tables() != null
                        ? SolverRegistry.on(TableStore.at(Path.of(settings.tables()))).get(settings.solver())
                        : Solvers.get(settings.solver());
                // HEAP comes from the solver's batchPolicy, asked in the command's JVM: asked again in this one, whose
                // heap may be smaller, it falls back to the mapping instead of refusing the run.
                MemoryPolicy memory = settings.memory() == MemoryPolicy.HEAP ? solver.tables().batchPolicy()
                        : settings.memory();
                if (memory == MemoryPolicy.MAPPED) {
                    // Mapped tables of gigabytes are read in whole before the tasks search them.
                    TableStore.keepResidentForLongRun(solver.tables().store(), solver.tables().specs());
                }
                solver.tables().prepare(memory);
                p = new Prepared(settings, solver);
                prepared = p;
            }
            return p.solver();
        }
    }

    /** Prepares the solver for {@code settings} on a thread of its own, now: its tables load while Spark starts. */
    static void prepareEarly(SolveSettings settings) {
        DaemonThreads.startEarly("cubeguide-early-load", () -> get(settings));
    }

    private static boolean sameSolver(SolveSettings a, SolveSettings b) {
        return a.solver().equals(b.solver()) && Objects.equals(a.tables(), b.tables()) && a.memory() == b.memory();
    }
}
