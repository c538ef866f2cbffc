package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.apache.spark.SparkException;
import org.junit.jupiter.api.Test;

/** Spark's reports of a failed job, as a cluster gives them, read as the kinds of cluster failure. */
class ClusterFailureTest {
    private static final String ABORTED = "Job aborted due to stage failure: Task 2 in stage 1.0 failed 4 times, most "
            + "recent failure: Lost task 2.3 in stage 1.0 (TID 9) (10.0.0.7 executor 3): ";

    private static ClusterFailure recognised(String sparkMessage, boolean contextStopped) {
        Optional<RuntimeException> failure = ClusterFailure.recognise(
                new IllegalStateException("writing a chunk", new SparkException(sparkMessage)), contextStopped);
        assertThat(failure).containsInstanceOf(ClusterFailure.class);
        ClusterFailure cluster = (ClusterFailure) failure.orElseThrow();
        assertThat(cluster.getMessage()).doesNotContain("java.", "Exception", "Error", "dev.cubeguide");
        assertThat(BatchErrors.exitCode(cluster)).isEqualTo(1);
        assertThat(BatchErrors.errorLine(cluster)).isEqualTo("error: " + cluster.kind() + ": " + cluster.getMessage());
        return cluster;
    }

    @Test
    void executorsThatCannotLoadTheJobsClasses() {
        ClusterFailure failure = recognised(ABORTED + "java.io.IOException: java.lang.ClassNotFoundException: "
                + "dev.cubeguide.spark.CubeLine", false);
        assertThat(failure.kind()).isEqualTo(ClusterFailure.Kind.EXECUTOR_CLASSES);
        assertThat(failure.getMessage()).startsWith("the executors cannot load the job's classes (a task failed 4 times, "
                + "Spark's limit): run the job from its jar");
        assertThat(recognised(ABORTED + "java.lang.NoClassDefFoundError: Could not initialize class "
                + "dev.cubeguide.spark.ResultFiles", false).kind()).isEqualTo(ClusterFailure.Kind.EXECUTOR_CLASSES);
    }

    @Test
    void executorsLostBeyondTheRetries() {
        ClusterFailure failure = recognised(ABORTED.replace("failed 4 times", "failed 1 times") + "ExecutorLostFailure "
                + "(executor 0 exited caused by one of the running tasks) Reason: Command exited with code 137", false);
        assertThat(failure.kind()).isEqualTo(ClusterFailure.Kind.EXECUTORS_LOST);
        assertThat(failure.getMessage()).startsWith("executors were lost while running the job (a task failed once, "
                + "Spark's limit)").contains("--conf spark.task.maxFailures=8");
    }

    @Test
    void executorsOutOfMemory() {
        ClusterFailure died = recognised(ABORTED + "ExecutorLostFailure (executor 3 exited caused by one of the running "
                + "tasks) Reason: Command exited with code 52", false);
        assertThat(died.kind()).isEqualTo(ClusterFailure.Kind.EXECUTOR_OUT_OF_MEMORY);
        assertThat(died.getMessage()).contains("--conf spark.executor.memory=4g");
        assertThat(recognised(ABORTED + "java.lang.OutOfMemoryError: Java heap space", false).kind())
                .isEqualTo(ClusterFailure.Kind.EXECUTOR_OUT_OF_MEMORY);
    }

    @Test
    void aJobTheMasterGaveUp() {
        assertThat(recognised("Job 3 cancelled because SparkContext was shut down", true).kind())
                .isEqualTo(ClusterFailure.Kind.NO_EXECUTORS);
        assertThat(recognised("Exiting due to error from cluster scheduler: Master removed our application: FAILED",
                false).kind()).isEqualTo(ClusterFailure.Kind.NO_EXECUTORS);
    }

    @Test
    void otherFailuresAreNotTheClusters() {
        assertThat(ClusterFailure.recognise(new IllegalStateException("the output folder vanished"), false)).isEmpty();
        assertThat(ClusterFailure.recognise(new SparkException(ABORTED + "java.io.IOException: No space left on device"),
                false)).isEmpty();
    }
}
