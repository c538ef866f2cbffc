package dev.cubeguide.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * The harness's one clock, used by {@code cubeguide bench}, the measuring tools and the A/B harness alike: the wall
 * time and the calling thread's CPU time of one call or one pass, uncounted warm-up calls, and repeated passes. On a
 * machine that other work shares, the thread's CPU time is the steadier of the two; where the JVM cannot read it,
 * the CPU time is the wall time.
 */
public final class Timing {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = THREADS.isCurrentThreadCpuTimeSupported();

    private Timing() {
    }

    /** Wall and thread-CPU nanoseconds of one measured interval. */
    public record Lap(long wallNanos, long cpuNanos) {
        public double wallMs() {
            return wallNanos / 1e6;
        }

        public double cpuMs() {
            return cpuNanos / 1e6;
        }
    }

    /**
     * One timed call: its value, or the exception it threw in its place (exactly one of the two is null), and the
     * time it took either way.
     */
    public record Timed<R>(R value, RuntimeException failure, Lap lap) {
    }

    /** A started interval on the calling thread; {@link #lap()} reads it (and may be called more than once). */
    public static final class Stopwatch {
        private final long wallStart;
        private final long cpuStart;

        private Stopwatch() {
            this.cpuStart = threadCpuNanos();
            this.wallStart = System.nanoTime();
        }

        /** The time since the start, on the thread that started it. */
        public Lap lap() {
            long wall = System.nanoTime() - wallStart;
            return new Lap(wall, CPU_TIME ? threadCpuNanos() - cpuStart : wall);
        }
    }

    /** Starts an interval on the calling thread. */
    public static Stopwatch start() {
        return new Stopwatch();
    }

    /** Times one call; a runtime exception is returned in place of the value, not thrown. */
    public static <R> Timed<R> call(Supplier<R> call) {
        Stopwatch watch = start();
        try {
            R value = call.get();
            return new Timed<>(value, null, watch.lap());
        } catch (RuntimeException e) {
            return new Timed<>(null, e, watch.lap());
        }
    }

    /**
     * {@code calls} uncounted calls of {@code action} (with 0, 1, ...), so that the measured ones run compiled code.
     * A call that throws still ran the code, so its exception is dropped.
     */
    public static void warmUp(int calls, IntConsumer action) {
        for (int i = 0; i < calls; i++) {
            try {
                action.accept(i);
            } catch (RuntimeException e) {
                // a failed warm-up call (a timeout, say) warmed the code all the same
            }
        }
    }

    /** Runs {@code pass} {@code passes} times, timing each; the laps in order. */
    public static List<Lap> passes(int passes, Runnable pass) {
        List<Lap> laps = new ArrayList<>(passes);
        for (int i = 0; i < passes; i++) {
            Stopwatch watch = start();
            pass.run();
            laps.add(watch.lap());
        }
        return laps;
    }

    private static long threadCpuNanos() {
        return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : 0;
    }
}
