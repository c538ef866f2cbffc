package dev.cubeguide.table;

import dev.cubeguide.concurrent.DaemonThreads;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * {@link Workers} on the JVM: tasks run on a shared pool of daemon threads (made as needed, kept a minute when
 * idle), background tasks on a daemon thread of their own, and shared ints are updated with a {@link VarHandle}.
 * JVM only: the browser build never sees it.
 */
public final class ThreadPoolWorkers implements Workers {
    /** The process's workers. */
    public static final ThreadPoolWorkers SHARED = new ThreadPoolWorkers("cubeguide-worker");

    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final String threadName;
    private volatile ExecutorService pool;

    private ThreadPoolWorkers(String threadName) {
        this.threadName = threadName;
    }

    @Override
    public int parallelism() {
        return Runtime.getRuntime().availableProcessors();
    }

    @Override
    public void runAll(int count, IntConsumer task) {
        if (count <= 1) {
            if (count == 1) {
                task.accept(0);
            }
            return;
        }
        ExecutorService executor = pool();
        List<Future<?>> others = new ArrayList<>(count - 1);
        for (int i = 1; i < count; i++) {
            int index = i;
            others.add(executor.submit(() -> task.accept(index)));
        }
        RuntimeException failure = null;
        try {
            task.accept(0);
        } catch (RuntimeException e) {
            failure = e;
        }
        boolean interrupted = false;
        for (Future<?> f : others) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (failure == null) {
                        failure = e.getCause() instanceof RuntimeException r ? r
                                : new IllegalStateException("a worker failed", e.getCause());
                    }
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public boolean startInBackground(String name, Runnable task) {
        DaemonThreads.start(name, task);
        return true;
    }

    @Override
    public boolean compareAndSetInt(byte[] array, int index, int expected, int value) {
        return INTS.compareAndSet(array, index, expected, value);
    }

    @Override
    public int getIntVolatile(byte[] array, int index) {
        return (int) INTS.getVolatile(array, index);
    }

    private ExecutorService pool() {
        ExecutorService p = pool;
        if (p == null) {
            synchronized (this) {
                p = pool;
                if (p == null) {
                    p = Executors.newCachedThreadPool(DaemonThreads.named(threadName));
                    pool = p;
                }
            }
        }
        return p;
    }
}
