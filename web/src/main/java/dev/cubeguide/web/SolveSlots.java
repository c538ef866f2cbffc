package dev.cubeguide.web;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The server's bounded work: at most {@link ServerOptions#maxConcurrentSolves()} solves (and random-state
 * scrambles, and notation parses) at once, taken in arrival order; a request that waits longer than
 * {@link ServerOptions#queueWait()} for a slot is refused ({@link Busy}, HTTP 503). A solve runs with its time limit,
 * and a cancellation a little after it as a second guard.
 */
final class SolveSlots {
    /** Milliseconds after a solve's time limit at which its cancellation flag is raised. */
    private static final long GUARD_MARGIN_MILLIS = 250;

    private final Semaphore slots;
    private final int maxConcurrentSolves;
    private final long queueWaitMillis;
    private final ScheduledExecutorService deadlines;

    SolveSlots(ServerOptions options, ScheduledExecutorService deadlines) {
        this.maxConcurrentSolves = options.maxConcurrentSolves();
        this.slots = new Semaphore(maxConcurrentSolves, true);
        this.queueWaitMillis = options.queueWait().toMillis();
        this.deadlines = deadlines;
    }

    /** {@code work}'s result, computed in a slot; {@link Busy} when no slot is free within the queue wait. */
    <T> T withSlot(Supplier<T> work) {
        boolean acquired;
        try {
            acquired = slots.tryAcquire(queueWaitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Busy(maxConcurrentSolves);
        }
        if (!acquired) {
            throw new Busy(maxConcurrentSolves);
        }
        try {
            return work.get();
        } finally {
            slots.release();
        }
    }

    /** Solves {@code cube} within {@code limit}; call it inside a slot. */
    Solution solveWithin(Solver solver, CubieCube cube, SolveOptions base, Duration limit) {
        // Loading the tables (or making a table-free solver's small ones in memory, seconds on a busy machine) is not
        // part of the time limit: done before the guard starts; after the first time this is only a flag.
        solver.tables().prepare(MemoryPolicy.ADAPTIVE);
        // The solver honours its timeout; the cancellation flag is a second guard a little after it.
        Cancellation cancellation = new Cancellation();
        ScheduledFuture<?> guard = deadlines.schedule(cancellation::cancel, limit.toMillis() + GUARD_MARGIN_MILLIS,
                TimeUnit.MILLISECONDS);
        try {
            return solver.solve(cube, base.withTimeout(limit).withCancellation(cancellation));
        } finally {
            guard.cancel(false);
        }
    }

    /** All solve slots stayed taken for the whole queue wait (HTTP 503, {@code BUSY}). */
    static final class Busy extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** How many solves the server runs at once, for the answer's detail. */
        final int maxConcurrentSolves;

        Busy(int maxConcurrentSolves) {
            super("the server is busy solving other cubes; try again in a moment", null, false, false);
            this.maxConcurrentSolves = maxConcurrentSolves;
        }
    }
}
