package dev.cubeguide.table;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place with a carriage return, for a terminal:
 * {@code building twophase-flipslice-prun [##########..........]  50%  3.1 s}.
 * Redraws at most every 100 ms.
 */
public final class TerminalProgress implements ProgressFactory {
    private static final int WIDTH = 30;
    private final PrintStream out;

    public TerminalProgress(PrintStream out) {
        this.out = out;
    }

    @Override
    public Bar open(String label) {
        long start = System.nanoTime();
        return new Bar() {
            private long lastDraw;
            private int lastPercent = -1;

            @Override
            public synchronized void update(long done, long total) {
                long now = System.nanoTime();
                int percent = total <= 0 ? 0 : (int) Math.min(100, done * 100 / total);
                if (percent == lastPercent || (now - lastDraw < 100_000_000L && percent < 100)) {
                    return;
                }
                lastDraw = now;
                lastPercent = percent;
                int filled = percent * WIDTH / 100;
                out.printf(Locale.ROOT, "\r%s [%s%s] %3d%%  %.1f s", label, "#".repeat(filled), ".".repeat(WIDTH - filled),
                        percent, (now - start) / 1e9);
                out.flush();
            }

            @Override
            public synchronized void close() {
                out.printf(Locale.ROOT, "\r%s done in %.1f s%s%n", label, (System.nanoTime() - start) / 1e9,
                        " ".repeat(WIDTH));
                out.flush();
            }
        };
    }
}
