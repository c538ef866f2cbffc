package dev.cubeguide.web;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.ProgressFactory;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A test solver whose one table is missing from the store: its build counts itself, reports 40% through the store's
 * progress bar, then waits for {@link #release}; it solves with another solver.
 */
final class SlowTablesSolver implements Solver {
    final CountDownLatch release = new CountDownLatch(1);
    final CountDownLatch started = new CountDownLatch(1);
    final AtomicInteger builds = new AtomicInteger();
    private final String name;
    private final Solver solving;

    SlowTablesSolver(String name, Solver solving) {
        this.name = name;
        this.solving = solving;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(name, "Slow tables", "a test solver whose tables take long", 40, "", false);
    }

    @Override
    public SolverTables tables() {
        String id = "test-" + name + "-table";
        return TestTables.of(id, () -> builds.get() > 0 && release.getCount() == 0, () -> {
            try (ProgressFactory.Bar bar = TestSolvers.REGISTRY.store().openProgress("building " + id)) {
                builds.incrementAndGet();
                bar.update(40, 100);
                started.countDown();
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        return solving.solve(cube, options);
    }
}
