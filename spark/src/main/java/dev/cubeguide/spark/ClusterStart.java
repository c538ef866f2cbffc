package dev.cubeguide.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The start of a run on a cluster, where Spark itself would only wait: a standalone master that does not answer is
 * reported at once (Spark tries for a minute, then stops the context), and so is a job that no executor comes to
 * (Spark waits for one for ever, warning every 15 seconds). Then it says where the job runs.
 */
final class ClusterStart {
    /** How long a standalone master may take to accept a connection. */
    private static final int CONNECT_MILLIS = 10_000;
    /** How long the job waits for its first executor. */
    static final Duration EXECUTOR_WAIT = Duration.ofMinutes(2);
    /** How often the wait looks at the executors. */
    private static final long LOOK_MILLIS = 100;

    private ClusterStart() {
    }

    /**
     * Throws {@link ClusterFailure.Kind#MASTER_UNREACHABLE} when {@code master} is a standalone master's URL
     * ({@code spark://HOST:PORT}, or several {@code HOST:PORT} separated by commas) at which none accepts a
     * connection. Other masters (YARN, Kubernetes) are left to Spark.
     */
    static void checkMaster(String master) {
        if (!master.startsWith("spark://")) {
            return;
        }
        List<String> failures = new ArrayList<>();
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            URI address;
            try {
                address = URI.create("spark://" + hostPort.trim());
            } catch (IllegalArgumentException e) {
                address = null;
            }
            if (address == null || address.getHost() == null || address.getPort() < 0) {
                throw new ClusterFailure(ClusterFailure.Kind.MASTER_UNREACHABLE, "'" + master + "' is not a standalone "
                        + "master's address: spark://HOST:PORT (the master's page shows it; the port is 7077 by default)");
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(address.getHost(), address.getPort()), CONNECT_MILLIS);
                return;
            } catch (UnknownHostException e) {
                failures.add(address.getHost() + ": unknown host");
            } catch (IOException e) {
                failures.add(address.getHost() + ":" + address.getPort() + ": "
                        + (e.getMessage() != null && e.getMessage().toLowerCase().contains("timed out") ? "no answer"
                        : "connection refused"));
            }
        }
        throw new ClusterFailure(ClusterFailure.Kind.MASTER_UNREACHABLE, "no Spark master answers at " + master + " ("
                + String.join(", ", failures) + "): check the address (the master's page shows it) and that the master "
                + "runs and can be reached from here");
    }

    /**
     * Waits until an executor has joined the job (unless executors are added on demand, by dynamic allocation);
     * throws {@link ClusterFailure.Kind#NO_EXECUTORS} when none has after {@link #EXECUTOR_WAIT}, or when the
     * master gives the job up first.
     */
    static void awaitExecutor(JavaSparkContext sc) {
        if (sc.getConf().getBoolean("spark.dynamicAllocation.enabled", false)) {
            return;
        }
        long deadline = System.nanoTime() + EXECUTOR_WAIT.toNanos();
        // The status lists the driver too.
        while (sc.sc().statusTracker().getExecutorInfos().length < 2) {
            if (sc.sc().isStopped()) {
                throw ClusterFailure.noExecutors("the master ended the job before any executor started: the "
                        + "workers failed to start them (see the workers' logs, in their work folders)");
            }
            if (System.nanoTime() > deadline) {
                throw ClusterFailure.noExecutors("no executor joined the job in " + EXECUTOR_WAIT.toMinutes()
                        + " minutes: no worker has the cores and memory asked free (spark.executor.memory="
                        + sc.getConf().get("spark.executor.memory", "1g") + "), or none is registered with the master; "
                        + "see the master's page, and ask for less (--conf spark.executor.memory=...)");
            }
            try {
                Thread.sleep(LOOK_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for an executor", e);
            }
        }
    }

    /** Says on {@code err} where the job runs: the master, the application, the driver's address and page. */
    static void describe(JavaSparkContext sc, PrintStream err) {
        SparkConf conf = sc.getConf();
        String page = sc.sc().uiWebUrl().isDefined() ? ", its page " + sc.sc().uiWebUrl().get() : "";
        err.println("note: running on " + sc.master() + " as " + sc.sc().applicationId() + ", " + executors(sc)
                + "; the driver at " + conf.get("spark.driver.host", "?") + ":" + conf.get("spark.driver.port", "?")
                + page);
    }

    private static String executors(JavaSparkContext sc) {
        int count = sc.sc().statusTracker().getExecutorInfos().length - 1;
        return count + (count == 1 ? " executor" : " executors") + " so far";
    }
}
