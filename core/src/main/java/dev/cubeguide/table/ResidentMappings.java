package dev.cubeguide.table;

import dev.cubeguide.concurrent.DaemonThreads;
import java.lang.ref.WeakReference;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A store's mapped tables, read into memory whole once a long run asks for it ({@link #enable}): the kernel reads
 * each file ahead in large pieces ({@link MappedByteBuffer#load}), then every page is touched, so that each page is
 * both in the page cache and mapped by the process.
 *
 * <p>Why: a search reads a large table at random, so pages missing from the page cache come back one fault at a
 * time, slowly and in small folios (a random state's proof on the large set took 27-38 s instead of about 1 s, and
 * later solves 1.2-1.4 s instead of 0.9-1.0 s, in small folios). Memory managers that page out cold file pages
 * (Linux's DAMON "pageout" scheme, as on the 2-core VM, which takes unmapped page-cache pages idle for a minute)
 * leave mapped pages alone, so a table touched whole stays in memory while the process lives.
 * Mutable and thread-safe: one per store.
 */
final class ResidentMappings {
    /** The size from which a read in the caller's thread is announced: 64 MiB, a fraction of a second or more. */
    static final int NOTE_FROM = 64 << 20;

    /** Says, once, that tables are being read in (the store's log line). */
    private final Runnable note;
    private final AtomicBoolean said = new AtomicBoolean();
    /** How many mappings have been read in. */
    private final AtomicInteger loaded = new AtomicInteger();
    /** The mappings handed out before {@link #enable} (weakly: a table given up may be unmapped); guarded by this. */
    private final List<WeakReference<ByteBuffer>> handedOut = new ArrayList<>();
    /** The background reader, made by {@link #enable}; null until then; guarded by this. */
    private ExecutorService loader;

    ResidentMappings(Runnable note) {
        this.note = note;
    }

    /** From now on reads every mapping handed out in, and those handed out before that are still in use. */
    void enable() {
        List<ByteBuffer> earlier = new ArrayList<>();
        synchronized (this) {
            if (loader != null) {
                return;
            }
            loader = Executors.newSingleThreadExecutor(DaemonThreads.named("table-resident"));
            for (WeakReference<ByteBuffer> ref : handedOut) {
                ByteBuffer payload = ref.get();
                if (payload != null) {
                    earlier.add(payload);
                }
            }
            handedOut.clear();
        }
        // Mapped before (an early load of the command's tables, on another thread): read in here.
        for (ByteBuffer payload : earlier) {
            readIn(payload);
        }
    }

    /** Whether {@link #enable} was called. */
    synchronized boolean enabled() {
        return loader != null;
    }

    /** A payload the store hands out: read in when enabled, else remembered for {@link #enable}; returns it. */
    ByteBuffer handOut(ByteBuffer payload) {
        synchronized (this) {
            if (loader == null) {
                if (handedOut.size() >= 64) {
                    handedOut.removeIf(ref -> ref.get() == null);
                }
                handedOut.add(new WeakReference<>(payload));
                return payload;
            }
        }
        readIn(payload);
        return payload;
    }

    /**
     * Reads {@code payload} in when it is a file mapping (a heap buffer needs nothing): at once, in the caller's
     * thread, when some of its pages are not in memory ({@link MappedByteBuffer#isLoaded}, one {@code mincore}
     * call), so that a search waits for the file read ahead in order instead of faulting it in at random; else in
     * the background, which only maps the pages (under a second for the large set, in parallel with the search).
     * A read in the caller's thread of {@link #NOTE_FROM} bytes or more is announced (the first only: one line for a
     * set of files; a few megabytes come back in moments).
     */
    private void readIn(ByteBuffer payload) {
        if (!(payload instanceof MappedByteBuffer mapped)) {
            return;
        }
        if (!mapped.isLoaded()) {
            if (mapped.capacity() >= NOTE_FROM && !said.getAndSet(true)) {
                note.run();
            }
            mapped.load();
            loaded.incrementAndGet();
            return;
        }
        ExecutorService background;
        synchronized (this) {
            background = loader;
        }
        background.execute(() -> {
            mapped.load();
            loaded.incrementAndGet();
        });
    }

    /** Waits until every mapping queued so far is read in; how many have been (for tests). */
    int awaitLoaded() throws InterruptedException, ExecutionException {
        ExecutorService background;
        synchronized (this) {
            background = loader;
        }
        background.submit(() -> { }).get();
        return loaded.get();
    }
}
