package dev.cubeguide.cli;

import dev.cubeguide.concurrent.DaemonThreads;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Where a run's progress displays draw and what drives them: whether standard error is a terminal (a line redrawn
 * in place) or a pipe or file (plain lines now and then), the clock they read, and the ticker that redraws them.
 * Tests hand in a clock and a ticker they drive themselves.
 *
 * @param interactive standard error is a terminal
 * @param nanoClock   nanoseconds, as {@link System#nanoTime()}
 * @param ticker      runs a display's redraw every period
 */
record Terminal(boolean interactive, LongSupplier nanoClock, Ticker ticker) {
    /** Runs an action every period until cancelled. */
    interface Ticker {
        /** Starts running {@code action} every {@code period}; the returned handle stops it. */
        Runnable every(Duration period, Runnable action);
    }

    /**
     * This process's standard error: a terminal when the launcher says so ({@code -Dcubeguide.terminal=true}, from
     * {@code [ -t 2 ]}) or the JVM has a console; the system clock; a daemon thread as the ticker.
     */
    static Terminal system() {
        boolean interactive = Boolean.getBoolean("cubeguide.terminal") || System.console() != null;
        return new Terminal(interactive, System::nanoTime, Terminal::daemonTicker);
    }

    private static Runnable daemonTicker(Duration period, Runnable action) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
                DaemonThreads.named("cubeguide-progress"));
        ScheduledFuture<?> task = timer.scheduleAtFixedRate(action, period.toMillis(), period.toMillis(),
                TimeUnit.MILLISECONDS);
        return () -> {
            task.cancel(false);
            timer.shutdown();
        };
    }
}
