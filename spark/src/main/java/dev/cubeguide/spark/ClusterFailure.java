package dev.cubeguide.spark;

import dev.cubeguide.error.ErrorKind;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A failure of the cluster the job runs on, with its stable code ({@link Kind}) and, in its message, what happened
 * and the next step. Not bad input: the command exits 1 ({@link Kind#errorKind()}), as for any failure that is not the
 * input's. The chunks committed before it stay in the output, so running the same command again goes on from there.
 */
final class ClusterFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The kinds of cluster failure; their names are the codes the command prints, which scripts may match on. */
    enum Kind {
        /** No Spark master answers at the URL given. */
        MASTER_UNREACHABLE,
        /** The cluster started no executor for the job: no worker had the cores and memory asked, or each failed. */
        NO_EXECUTORS,
        /** The executors cannot load the job's classes (its jar did not reach them, or their Spark differs). */
        EXECUTOR_CLASSES,
        /** Executors were lost while running a task more often than Spark retries a task. */
        EXECUTORS_LOST,
        /** An executor ran out of memory. */
        EXECUTOR_OUT_OF_MEMORY;

        /** Every cluster failure is a {@link ErrorKind#FAILURE} (exit 1), not bad input (which is 2). */
        ErrorKind errorKind() {
            return ErrorKind.FAILURE;
        }
    }

    private final Kind kind;

    ClusterFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    private ClusterFailure withCause(Throwable cause) {
        initCause(cause);
        return this;
    }

    Kind kind() {
        return kind;
    }

    /** What happened when the master gives a job up. */
    private static final String MASTER_ENDED = "the master ended the job: its executors failed to start or kept "
            + "failing (see the workers' logs, in their work folders); the chunks written are kept: run the same "
            + "command again to go on";

    /** Spark's "failed 4 times" in an aborted stage's message. */
    private static final Pattern FAILED_TIMES = Pattern.compile("failed (\\d+) times");
    /** An executor that ended with the exit code Spark gives an executor out of memory (SparkExitCode.OOM). */
    private static final Pattern EXIT_52 = Pattern.compile("exit(?:ed with)? code:? 52\\b");

    /**
     * The cluster failure that {@code failure} (a Spark job's, or the context's) reports, read from its messages,
     * or empty when it is not one; {@code contextStopped} tells that Spark stopped the job's context (as it does
     * when the master gives the job up).
     */
    static Optional<RuntimeException> recognise(Throwable failure, boolean contextStopped) {
        return recognise(failure).or(() -> contextStopped ? Optional.of(noExecutors(MASTER_ENDED)) : Optional.empty())
                .map(cluster -> cluster.withCause(failure));
    }

    private static Optional<ClusterFailure> recognise(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 100_000; t = t.getCause() == t ? null : t.getCause()) {
            text.append(t).append('\n');
        }
        String all = text.toString();
        Matcher times = FAILED_TIMES.matcher(all);
        String tries = !times.find() ? "more often than Spark retries it"
                : times.group(1).equals("1") ? "once, Spark's limit" : times.group(1) + " times, Spark's limit";
        if (all.contains("OutOfMemoryError") || EXIT_52.matcher(all).find()) {
            return Optional.of(new ClusterFailure(Kind.EXECUTOR_OUT_OF_MEMORY, "an executor ran out of memory (a task failed "
                    + tries + "): give the executors more memory, for example --conf spark.executor.memory=4g, or fewer "
                    + "tasks at once each (--conf spark.executor.cores=1); the chunks written are kept: run the same "
                    + "command again to go on"));
        }
        if (all.contains("ClassNotFoundException") || all.contains("NoClassDefFoundError")
                || all.contains("InvalidClassException")) {
            return Optional.of(new ClusterFailure(Kind.EXECUTOR_CLASSES, "the executors cannot load the job's classes "
                    + "(a task failed " + tries + "): run the job from its jar (./cubeguide batch ships "
                    + "spark/target/cubeguide-spark.jar; with spark-submit, give that jar), and run the cluster on the "
                    + "Spark version the job is built for (" + org.apache.spark.package$.MODULE$.SPARK_VERSION() + ")"));
        }
        if (all.contains("ExecutorLostFailure")) {
            return Optional.of(new ClusterFailure(Kind.EXECUTORS_LOST, "executors were lost while running the job (a "
                    + "task failed " + tries + "): see the workers' logs for why they ended; raise the limit with "
                    + "--conf spark.task.maxFailures=8, or run the same command again: the chunks written are kept"));
        }
        if (all.contains("Master removed our application") || all.contains("All masters are unresponsive")) {
            return Optional.of(noExecutors(MASTER_ENDED));
        }
        return Optional.empty();
    }

    /** The failure of a job that got no executor, for {@code why} (which says the next step). */
    static ClusterFailure noExecutors(String why) {
        return new ClusterFailure(Kind.NO_EXECUTORS, why);
    }
}
