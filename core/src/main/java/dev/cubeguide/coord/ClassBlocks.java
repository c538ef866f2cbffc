package dev.cubeguide.coord;

import dev.cubeguide.table.Workers;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * How the breadth-first table builds ({@link SymBfs}, {@link TwoBitBfs}) share a step among threads: the table's rows
 * (one per symmetry class) in blocks, each thread taking the next block until none is left. Blocks start at multiples
 * of 4 classes: four rows hold a multiple of 4 entries, so no byte of a table at 2 or 4 bits an entry holds entries of
 * two blocks. A backward step writes only its own block's entries; a forward step's writes into other blocks go through
 * a compare-and-set ({@link StepMeter#claim}).
 */
final class ClassBlocks {
    /** Blocks per thread: enough that threads finishing early find more work. */
    private static final int BLOCKS_PER_THREAD = 16;

    private ClassBlocks() {
    }

    /** A step over the classes {@code fromClass..toClass-1}; returns the entries it added. */
    @FunctionalInterface
    interface Step {
        long run(int fromClass, int toClass);
    }

    /**
     * Runs a step over all {@code classes} on {@code threads} of {@code workers}, each thread with the step
     * {@code perThread} makes for it (its own scratch arrays); returns the entries added.
     */
    static long run(Workers workers, int threads, int classes, Supplier<Step> perThread) {
        int size = Math.max(4, (classes / (threads * BLOCKS_PER_THREAD) + 3) / 4 * 4);
        AtomicInteger nextBlock = new AtomicInteger();
        AtomicLong added = new AtomicLong();
        workers.runAll(threads, worker -> {
            Step step = perThread.get();
            for (int from = nextBlock.getAndIncrement() * size; from < classes;
                    from = nextBlock.getAndIncrement() * size) {
                added.addAndGet(step.run(from, Math.min(classes, from + size)));
            }
        });
        return added.get();
    }
}
