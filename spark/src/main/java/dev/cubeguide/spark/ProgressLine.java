package dev.cubeguide.spark;

import dev.cubeguide.concurrent.DaemonThreads;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The embedded run's progress on standard error: cubes done of those to do, cubes per second, and the time left
 * at that rate. On a terminal one line is rewritten twice a second; otherwise a line is printed every ten seconds.
 */
final class ProgressLine implements AutoCloseable {
    private final PrintStream err;
    private final long total;
    private final LongSupplier done;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private final Thread thread;
    private volatile boolean closed;

    ProgressLine(PrintStream err, long total, LongSupplier done, boolean terminal) {
        this.err = err;
        this.total = total;
        this.done = done;
        this.terminal = terminal;
        this.thread = DaemonThreads.start("cubeguide-progress", this::loop);
    }

    private void loop() {
        long period = terminal ? 500 : 10_000;
        try {
            while (!closed) {
                Thread.sleep(period);
                if (!closed) {
                    print(false);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A rate for people: whole numbers from 10 up, else with the digits that tell a slow run's rate (an optimal
     * batch's 0.33 cubes/s is not "0").
     */
    static String rate(double perSecond) {
        return String.format(Locale.ROOT, perSecond >= 10 ? "%.0f" : perSecond >= 1 ? "%.1f" : "%.2f", perSecond);
    }

    private synchronized void print(boolean last) {
        long count = Math.min(done.getAsLong(), total);
        double seconds = (System.nanoTime() - start) / 1e9;
        double rate = seconds > 0 ? count / seconds : 0;
        String left = rate > 0 ? duration((total - count) / rate) : "?";
        String text = String.format(Locale.ROOT, "%d/%d cubes, %s/s, %s left", count, total, rate(rate), left);
        if (terminal) {
            err.print("\r" + text + "   " + (last ? "\n" : ""));
        } else {
            err.println(text);
        }
        err.flush();
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : s < 3600 ? (s / 60) + " min " + (s % 60) + " s" : (s / 3600) + " h " + (s % 3600 / 60) + " min";
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        if (terminal) {
            print(true);
        }
    }
}
