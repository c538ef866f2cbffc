package dev.cubeguide.web;

import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/** Table lifecycles for test solvers: one table that no store holds, ready when the test says so. */
final class TestTables {
    private TestTables() {
    }

    /** Tables with one spec named {@code id}, ready when {@code ready} says so, built by {@code build}. */
    static SolverTables of(String id, BooleanSupplier ready, Runnable build) {
        return new SolverTables() {
            @Override
            public List<TableSpec> specs() {
                return List.of(new TableSpec(id, 1, 8, "a table no store holds"));
            }

            @Override
            public Optional<TableSource> store() {
                return Optional.empty();
            }

            @Override
            public boolean ready() {
                return ready.getAsBoolean();
            }

            @Override
            public void prepare(MemoryPolicy policy) {
                build.run();
            }

            @Override
            public List<String> report() {
                return List.of();
            }
        };
    }
}
