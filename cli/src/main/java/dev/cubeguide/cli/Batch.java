package dev.cubeguide.cli;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Batch runs: one output line per task, printed in task order as soon as it and every earlier one are done,
 * computed on a bounded pool. The reader never runs more than a few tasks ahead of the writer, so memory stays
 * bounded for inputs of any length, and output streams while input is still being read.
 */
final class Batch {
    /** One output line and whether it reports an error. */
    record Line(String json, boolean failed) {
        static Line ok(String json) {
            return new Line(json, false);
        }

        static Line error(CubeGuideException e) {
            return new Line(Cli.errorJson(e), true);
        }

        /** An unexpected failure of one line: {@code {"error":{"code":"INTERNAL","message":...}}}. */
        static Line internal(Throwable t) {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("code", ErrorCode.INTERNAL.name());
            error.put("message", Cli.describeUnexpected(t));
            error.put("detail", Map.of());
            return new Line(Cli.json(Map.of("error", error)), true);
        }
    }

    /** How a batch went. */
    record Summary(int lines, int failed) {
    }

    /** Lines read ahead per thread (see {@link #run}). */
    static final int LOOKAHEAD = 64;

    private Batch() {
    }

    /**
     * The lines of {@code source}: a file name, or {@code -} for {@code stdin}. A missing, unreadable or special file
     * (a directory, a FIFO) is a {@code BAD_REQUEST} that says why.
     */
    static BatchLines open(String source, InputStream stdin) {
        if ("-".equals(source)) {
            return new BatchLines(stdin, "standard input");
        }
        Map<String, Object> detail = Map.of("file", source);
        try {
            Path path = Path.of(source);
            if (Files.isDirectory(path)) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the batch file " + source + " is a directory", detail);
            }
            if (Files.exists(path) && !Files.isRegularFile(path)) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                        "the batch file " + source + " is not a regular file (give - to read standard input)", detail);
            }
            return new BatchLines(Files.newInputStream(path), source);
        } catch (NoSuchFileException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "no such batch file: " + source, detail);
        } catch (InvalidPathException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + source + "' is not a file name", detail);
        } catch (IOException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot read the batch file " + source + ": " + Cli.reason(e),
                    detail);
        }
    }

    /**
     * Every line of {@code lines} mapped through {@code work}; a line that could not be read (invalid UTF-8, too
     * long) gives its error line and the run goes on.
     */
    static Summary runLines(BatchLines lines, int threads, Function<String, Line> work, PrintWriter out) {
        Iterator<Callable<Line>> tasks = new Iterator<>() {
            private BatchLines.Item next = lines.next();

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Callable<Line> next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                BatchLines.Item item = next;
                next = lines.next();
                if (item.error() != null) {
                    return () -> Line.error(item.error());
                }
                return () -> work.apply(item.text());
            }
        };
        return run(tasks, threads, out);
    }

    /** Runs the tasks on {@code threads} threads and prints their lines in order. */
    static Summary run(Iterator<Callable<Line>> tasks, int threads, PrintWriter out) {
        if (threads <= 1) {
            int lines = 0;
            int failed = 0;
            while (tasks.hasNext()) {
                Line line = call(tasks.next());
                out.println(line.json());
                out.flush();
                lines++;
                failed += line.failed() ? 1 : 0;
            }
            return new Summary(lines, failed);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, DaemonThreads.named("cubeguide-batch"));
        // The reader keeps up to LOOKAHEAD lines per thread in flight: a hard cube at the head of the queue holds the
        // writer (lines go out in order), and with only a few lines queued behind it the other threads would run out
        // of work and idle until it is done.
        BlockingQueue<Future<Line>> pending = new ArrayBlockingQueue<>(LOOKAHEAD * threads);
        Future<Line> end = CompletableFuture.completedFuture(null);
        AtomicInteger lines = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        Thread writer = new Thread(() -> {
            try {
                while (true) {
                    Future<Line> future = pending.take();
                    if (future == end) {
                        out.flush();
                        return;
                    }
                    Line line;
                    try {
                        line = future.get();
                    } catch (ExecutionException e) {
                        line = Line.internal(e.getCause());
                    }
                    out.println(line.json());
                    // Flushed when the next line is not ready yet, not after every line (a write call each).
                    Future<Line> next = pending.peek();
                    if (next == null || !next.isDone()) {
                        out.flush();
                    }
                    lines.incrementAndGet();
                    if (line.failed()) {
                        failed.incrementAndGet();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "cubeguide-batch-writer");
        writer.start();
        RuntimeException readFailure = null;
        try {
            try {
                while (tasks.hasNext()) {
                    Callable<Line> task = tasks.next();
                    pending.put(pool.submit(() -> call(task)));
                }
            } catch (RuntimeException e) {
                readFailure = e; // finish the lines already read, then report it
            }
            pending.put(end);
            writer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            writer.interrupt();
        } finally {
            pool.shutdownNow();
        }
        if (readFailure != null) {
            throw readFailure;
        }
        return new Summary(lines.get(), failed.get());
    }

    /** Runs one task; a {@link CubeGuideException} becomes an error line, anything else an INTERNAL line. */
    private static Line call(Callable<Line> task) {
        try {
            return task.call();
        } catch (CubeGuideException e) {
            return Line.error(e);
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            return Line.internal(e);
        }
    }

    /**
     * The whole {@code --batch SOURCE} run of a command: refuses a positional input as well, maps every line through
     * {@code work} on {@code threads} threads, prints a count of failed lines on standard error, and returns exit
     * code 0 (per-line errors are in the output).
     */
    static int runCommand(String source, String positionalInput, int threads, Function<String, Line> work,
            PrintWriter out, PrintWriter err) throws IOException {
        if (positionalInput != null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give either an input or --batch, not both");
        }
        try (BatchLines lines = open(source, System.in)) {
            reportFailures(runLines(lines, threads, work, out), err);
        }
        return Cli.OK;
    }

    /** Prints a one-line summary on standard error when some lines failed. */
    static void reportFailures(Summary summary, PrintWriter err) {
        if (summary.failed() > 0) {
            err.println("note: " + summary.failed() + " of " + summary.lines() + " lines gave an error (see their {\"error\":...} lines)");
            err.flush();
        }
    }
}
