package dev.cubeguide.solve;

import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.SharedTestTables;

/** The real solvers for tests, with their tables in the build's shared test folder: never the user's home. */
public final class TestRegistry {
    /** Every solver on {@link SharedTestTables#store()}, built once per build and shared by the modules' tests. */
    public static final SolverRegistry SHARED = SolverRegistry.on(SharedTestTables.store());

    private TestRegistry() {
    }
}
