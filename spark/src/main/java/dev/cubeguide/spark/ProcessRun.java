package dev.cubeguide.spark;

import dev.cubeguide.daemon.StopRequest;
import dev.cubeguide.concurrent.DaemonThreads;
import java.io.PrintStream;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A run in this process, on a Spark context of its own, made for the run and stopped after it: local mode, a
 * cluster's master, or spark-submit's. On a cluster the master is checked first, the run waits for its first
 * executor and says where it runs ({@link ClusterStart}), and a failure that Spark reports for the cluster is
 * said as one ({@link ClusterFailure}).
 */
final class ProcessRun {
    private ProcessRun() {
    }

    /** Runs {@code options} on {@code target}, a cluster's executors getting {@code executorMemory} unless set. */
    static JobSummary run(SparkTarget target, JobOptions options, String executorMemory, PrintStream out,
            PrintStream err) {
        boolean local = target.local();
        if (!local) {
            ClusterStart.checkMaster(target.effectiveMaster());
        }
        SparkConf conf = target.conf(executorMemory);
        if (local) {
            // In local mode the executor is this JVM: its solver's tables load while Spark starts, on another core.
            ExecutorSolver.prepareEarly(options.settings());
        }
        JavaSparkContext sc = new JavaSparkContext(conf);
        if (local && options.format() == OutputFormat.PARQUET) {
            // Spark SQL's first plan loads and initialises much of it: done while the input is read.
            DaemonThreads.startEarly("cubeguide-early-sql", () -> SparkSession.builder().config(conf).getOrCreate()
                    .createDataFrame(List.<Row>of(), ResultFiles.SCHEMA).groupBy(ResultRows.ERROR).count()
                    .queryExecution().executedPlan());
        }
        try {
            if (!local) {
                ClusterStart.awaitExecutor(sc);
                ClusterStart.describe(sc, err);
            }
            return new SolveJob(sc).run(options, out, err, StopRequest.never());
        } catch (RuntimeException e) {
            throw local || e instanceof ClusterFailure ? e : ClusterFailure.recognise(e, sc.sc().isStopped()).orElse(e);
        } finally {
            sc.stop();
        }
    }
}
