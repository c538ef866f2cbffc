package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.Workers;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The progress of a breadth-first table build ({@link SymBfs}, {@link TwoBitBfs}) in build steps
 * ({@link dev.cubeguide.table.BuildCalibration}), added by the workers as they go and reported every
 * {@value #REPORT_EVERY_MS} ms or so, from whichever thread is working, as a fraction of the steps expected (kept
 * below the whole until the build ends, however the count compares).
 */
final class StepMeter {
    /** How often, at most, the progress is reported while the workers count steps. */
    private static final long REPORT_EVERY_MS = 250;
    private final AtomicLong work = new AtomicLong();
    /** When the progress was last reported ({@link System#nanoTime()}). */
    private final AtomicLong reported = new AtomicLong();
    private final Progress progress;
    private final long expectedSteps;

    StepMeter(Progress progress, long expectedSteps) {
        this.progress = progress;
        this.expectedSteps = expectedSteps;
    }

    /** Adds steps done and reports when {@value #REPORT_EVERY_MS} ms have passed since the last report. */
    void worked(long steps) {
        work.addAndGet(steps);
        long now = System.nanoTime();
        long last = reported.get();
        if (now - last >= REPORT_EVERY_MS * 1_000_000L && reported.compareAndSet(last, now)) {
            report();
        }
    }

    void report() {
        progress.update(Math.min(work.get(), expectedSteps - 1), expectedSteps);
    }

    /** Reports the whole: the steps counted, which a table's spec records as its build's. */
    void finish() {
        progress.update(work.get(), work.get());
    }

    long counted() {
        return work.get();
    }

    /**
     * Sets the {@code mask}-wide entry at bit {@code shift} of byte {@code b} of {@code part} to {@code value} when it
     * is {@code empty}, atomically against other workers doing the same (a compare-and-set on the little-endian int
     * holding the byte; the last bytes of a part that do not fill an int under the part's lock); true when this call
     * set it.
     */
    static boolean claim(Workers workers, byte[] part, int b, int shift, int mask, int empty,
            int value) {
        int word = b & ~3;
        if (word + 4 > part.length) {
            synchronized (part) {
                if ((part[b] >> shift & mask) != empty) {
                    return false;
                }
                part[b] = (byte) (part[b] & ~(mask << shift) | value << shift);
                return true;
            }
        }
        int at = (b & 3) * 8 + shift;
        while (true) {
            int old = workers.getIntVolatile(part, word);
            if ((old >>> at & mask) != empty) {
                return false;
            }
            if (workers.compareAndSetInt(part, word, old, old & ~(mask << at) | value << at)) {
                return true;
            }
        }
    }
}
