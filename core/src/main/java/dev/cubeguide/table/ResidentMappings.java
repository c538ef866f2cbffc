package dev.cubeguide.table;

import dev.cubeguide.concurrent.DaemonThreads;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads a long-lived process's mapped tables into memory in the background, one file after another
 * ({@link MappedByteBuffer#load}: the kernel reads the file ahead in large pieces, then every page is touched), so
 * that each page is both in the page cache and mapped by the process.
 *
 * <p>Why: a search reads a large table at random, so pages missing from the page cache come back one fault at a
 * time, slowly and in small folios (a random state's proof on the large set took 38 s instead of about 1 s, and
 * later solves 1.2-1.4 s instead of 0.9-1.0 s, in small folios). Memory managers that page out cold file pages
 * (Linux's DAMON "pageout" scheme, as on the 2-core VM, which takes unmapped page-cache pages idle for a minute)
 * leave mapped pages alone, so a table the solve daemon has touched whole stays in memory while the daemon lives.
 * Mutable: the store keeps one, made on first use.
 */
final class ResidentMappings {
    /** The size from which a read in the caller's thread is announced: 64 MiB, a fraction of a second or more. */
    static final int NOTE_FROM = 64 << 20;

    private final ExecutorService loader = Executors.newSingleThreadExecutor(DaemonThreads.named("table-resident"));
    /** How many mappings have been read in. */
    private final AtomicInteger loaded = new AtomicInteger();
    private final AtomicBoolean said = new AtomicBoolean();

    /**
     * Reads {@code payload} in when it is a file mapping (a heap buffer needs nothing): at once, in the caller's
     * thread, when some of its pages are not in memory ({@link MappedByteBuffer#isLoaded}, one {@code mincore}
     * call), so that a search waits for the file read ahead in order instead of faulting it in at random; else in
     * the background, which only maps the pages (under a second for the large set, in parallel with the search).
     * {@code beforeReading} runs before such a read of {@link #NOTE_FROM} bytes or more (to say why the command waits;
     * a few megabytes come back in moments).
     */
    void add(ByteBuffer payload, Runnable beforeReading) {
        if (!(payload instanceof MappedByteBuffer mapped)) {
            return;
        }
        if (!mapped.isLoaded()) {
            if (mapped.capacity() >= NOTE_FROM) {
                beforeReading.run();
            }
            mapped.load();
            loaded.incrementAndGet();
            return;
        }
        loader.execute(() -> {
            mapped.load();
            loaded.incrementAndGet();
        });
    }

    /** Runs {@code note} the first time it is called (one line for a set of files read in, not one per file). */
    void sayOnce(Runnable note) {
        if (!said.getAndSet(true)) {
            note.run();
        }
    }

    /** Waits until every mapping queued so far is read in; how many have been (for tests). */
    int awaitLoaded() throws InterruptedException, ExecutionException {
        loader.submit(() -> { }).get();
        return loaded.get();
    }
}
