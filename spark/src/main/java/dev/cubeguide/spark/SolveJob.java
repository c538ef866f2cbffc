package dev.cubeguide.spark;

import dev.cubeguide.daemon.StopRequest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.cubeguide.concurrent.DaemonThreads;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.LongAccumulator;

/**
 * The batch-solving Spark job: {@code cubeguide batch --input FILE|DIR --output DIR [options]} ({@link BatchCommand})
 * embedded in local mode or on a cluster's master, or
 * {@code spark-submit --class dev.cubeguide.spark.SolveJob cubeguide-spark.jar --input ... --output ...}. An
 * instance is the driver's side of the job on one Spark context: it reads the input, drops the ids already in the
 * output, and solves the rest chunk by chunk, each chunk committed as it is done ({@link PartitionSolver} solves on
 * the executors). See the package documentation for the design.
 *
 * <p>Exit codes as the command line's: 0 done (bad lines are rows with their error, not a failure), 2 bad options
 * or input ({@code error: CODE: message} on standard error), 1 anything else ({@link BatchErrors}).
 */
public final class SolveJob {
    /** Chunks whose write jobs run at once. */
    static final int CHUNKS_IN_FLIGHT = 2;
    /** How long a cancelled run waits for its tasks to end. */
    private static final Duration TASK_END_WAIT = Duration.ofMinutes(1);

    private final JavaSparkContext sc;

    /** The job on {@code sc}: local mode, a cluster, or spark-submit's. */
    SolveJob(JavaSparkContext sc) {
        this.sc = sc;
    }

    /** The command line's entry point, and spark-submit's ({@link BatchCommand}). */
    public static void main(String[] args) {
        BatchCommand.main(args);
    }

    /** {@link #run}, its failure reported on {@code err} as the command line does; the exit code. */
    int runAndReport(JobOptions options, PrintStream out, PrintStream err, StopRequest stop) {
        try {
            run(options, out, err, stop);
            return 0;
        } catch (RuntimeException | LinkageError | OutOfMemoryError e) {
            return BatchErrors.report(e, err);
        }
    }

    /**
     * Runs the job: reads the input, drops the ids already in the output, solves the rest chunk by chunk (each chunk
     * committed as it is done), then prints the summary on {@code out} and writes it beside the output as
     * {@code _summary.json}. Stops early when {@code stop} is requested.
     */
    JobSummary run(JobOptions options, PrintStream out, PrintStream err, StopRequest stop) {
        long runStart = System.nanoTime();
        double startupSeconds = (System.currentTimeMillis() - options.startMillis()) / 1e3;
        int parallelism = sc.defaultParallelism();
        int perChunk = options.partitions() > 0 ? options.partitions() : 2 * parallelism;
        ResultFiles files = new ResultFiles(sc, options.format(),
                () -> SparkSession.builder().config(sc.getConf()).getOrCreate());
        InputReader.Input input = InputReader.read(sc.hadoopConfiguration(), options.input(), options.driverReadLimit());
        OutputFolder folder = OutputFolder.open(sc.hadoopConfiguration(), options.output(), options.format());
        folder.notes().forEach(note -> err.println("note: " + note));
        ChunkPlan plan = ChunkPlan.of(sc, input, files, folder, options.chunkSize(), perChunk, parallelism);

        ResultCounts run;
        double solvingSeconds;
        try (BatchRun batchRun = BatchRun.start()) {
            long solveStart = System.nanoTime();
            run = solve(batchRun, plan, options, files, folder, err, stop);
            solvingSeconds = (System.nanoTime() - solveStart) / 1e9;
        }

        ResultCounts all = new ResultCounts();
        List<Path> uncounted = new ArrayList<>();
        for (Path chunk : folder.committed()) {
            folder.counts(chunk).ifPresentOrElse(json -> all.addAll(ResultCounts.fromJson(json)), () -> uncounted.add(chunk));
        }
        if (!uncounted.isEmpty()) {
            // Chunks taken over from a killed run have no counts file: their rows are counted here.
            all.addAll(files.read(uncounted).aggregate(new ResultCounts(), ResultCounts::add, ResultCounts::addAll));
        }
        double seconds = startupSeconds + (System.nanoTime() - runStart) / 1e9;
        JobSummary summary = JobSummary.of(all, run, seconds, startupSeconds, solvingSeconds);
        summary.print(out, options.output());
        out.flush();
        try {
            folder.writeSummary(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(summary.toMap(options.output(), options.format(), options.settings().solver()))
                    + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return summary;
    }

    /**
     * Solves the plan's chunks as the run {@code batchRun}: two chunks in flight, so that the next chunk's tasks take
     * the cores the current one's last tasks leave idle; the driver commits them one at a time, in order, each once
     * its own write job has finished. The counts of the rows this run committed.
     */
    private ResultCounts solve(BatchRun batchRun, ChunkPlan plan, JobOptions options, ResultFiles files,
            OutputFolder folder, PrintStream err, StopRequest stop) {
        LongAccumulator made = sc.sc().longAccumulator("cubeguide rows");
        ResultCounts run = new ResultCounts();
        ProgressLine progress = options.progress() != JobOptions.Progress.NONE ? new ProgressLine(err, plan.cubes(),
                () -> Math.max(made.value(), batchRun.rowsMade()), options.progress() == JobOptions.Progress.TERMINAL)
                : null;
        ExecutorService writers = Executors.newFixedThreadPool(CHUNKS_IN_FLIGHT,
                DaemonThreads.named("cubeguide-chunk-writer"));
        Deque<Future<WrittenChunk>> inFlight = new ArrayDeque<>();
        // The run's Spark jobs in a group of their own (the writers' threads, made below, inherit it), so that a
        // failed or cancelled run can cancel those still running.
        sc.setJobGroup(batchRun.id(), "cubeguide batch " + options.output(), true);
        stop.whenRequested(() -> sc.cancelJobGroup(batchRun.id()));
        boolean finished = false;
        try {
            for (JavaRDD<CubeLine> chunk : plan.chunks()) {
                if (inFlight.size() == CHUNKS_IN_FLIGHT) {
                    commit(folder, await(inFlight.removeFirst()), run, stop);
                }
                if (stop.isRequested()) {
                    throw new IllegalStateException("the run was cancelled");
                }
                ResultCounts.Accumulator counts = new ResultCounts.Accumulator();
                sc.sc().register(counts, "cubeguide chunk counts");
                Path attempt = folder.newAttempt();
                JavaRDD<ResultRow> rows = chunk.mapPartitions(new PartitionSolver(batchRun.id(), sc.isLocal(),
                        options.settings(), made, counts));
                inFlight.add(writers.submit(() -> {
                    files.write(rows, attempt);
                    return new WrittenChunk(attempt, counts.value());
                }));
            }
            while (!inFlight.isEmpty()) {
                commit(folder, await(inFlight.removeFirst()), run, stop);
            }
            finished = true;
        } finally {
            stop.whenRequested(null);
            writers.shutdown();
            if (!finished) {
                cancelUntilEnded(batchRun, writers);
            }
            sc.clearJobGroup();
            if (progress != null) {
                progress.close();
            }
        }
        return run;
    }

    /**
     * Cancels the run's Spark jobs until its writers have ended, so that none of its jobs writes on after the run
     * (a writer may submit its job just after a cancel). The thread's interrupt, if any, is kept.
     */
    private void cancelUntilEnded(BatchRun batchRun, ExecutorService writers) {
        boolean interrupted = Thread.interrupted();
        batchRun.cancel();
        try {
            do {
                sc.cancelJobGroup(batchRun.id());
            } while (!writers.awaitTermination(100, TimeUnit.MILLISECONDS));
            // A cancelled job ends before its tasks do; in local mode they are this JVM's, and the next run (of the
            // batch daemon) must not find them still writing, or aborting, in its output folder.
            batchRun.awaitNoTasks(TASK_END_WAIT);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** A chunk's rows written into their attempt folder, with their counts. */
    private record WrittenChunk(Path attempt, ResultCounts counts) {
    }

    /** The written chunk of {@code write}, once its write job has finished; its failure rethrown as it was. */
    private static WrittenChunk await(Future<WrittenChunk> write) {
        try {
            return write.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a chunk was written", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Commits a written chunk as the output's next one (or drops it when it holds no rows), counting its rows. */
    private static void commit(OutputFolder folder, WrittenChunk chunk, ResultCounts run, StopRequest stop) {
        if (stop.isRequested()) {
            throw new IllegalStateException("the run was cancelled");
        }
        if (chunk.counts().isEmpty()) {
            folder.discard(chunk.attempt()); // nothing left to do in this chunk (Parquet still writes a schema file)
        } else if (folder.commit(chunk.attempt(), chunk.counts().toJson()) != null) {
            run.addAll(chunk.counts());
        }
    }
}
