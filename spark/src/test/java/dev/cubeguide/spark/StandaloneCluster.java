package dev.cubeguide.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A Spark standalone cluster on this machine, for the tests: a Master and a Worker, each in a JVM of its own, run
 * from the Spark jars the build resolves ({@code target/spark-classpath.txt}) gathered into a minimal
 * {@code SPARK_HOME} (its {@code jars} folder, which the Worker puts on its executors' class path), all on
 * 127.0.0.1 with ports chosen by the system. The Worker starts the jobs' executors, in JVMs of their own.
 */
final class StandaloneCluster implements AutoCloseable {
    /** How long the Master or the Worker may take to start. */
    private static final Duration START = Duration.ofMinutes(2);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Spark's classes that the cluster runs, and its Scala version. */
    static final String MASTER = "org.apache.spark.deploy.master.Master";
    static final String WORKER = "org.apache.spark.deploy.worker.Worker";
    static final String SUBMIT = "org.apache.spark.deploy.SparkSubmit";
    static final String SCALA_VERSION = "2.13";

    private final Path sparkHome;
    private final LoggedProcess master;
    private final LoggedProcess worker;
    private final String masterUrl;
    private final String masterPage;

    private StandaloneCluster(Path sparkHome, LoggedProcess master, LoggedProcess worker, String masterUrl,
            String masterPage) {
        this.sparkHome = sparkHome;
        this.master = master;
        this.worker = worker;
        this.masterUrl = masterUrl;
        this.masterPage = masterPage;
    }

    /**
     * Starts a Master and a Worker offering {@code cores} cores and {@code memory} (such as {@code 3g}) to the jobs,
     * with their files and logs in {@code dir}; returns once the Worker has registered with the Master.
     */
    static StandaloneCluster start(Path dir, Path sparkClassPath, int cores, String memory) throws IOException {
        Path sparkHome = sparkHome(dir.resolve("spark-home"), sparkClassPath);
        Map<String, String> environment = Map.of("SPARK_HOME", sparkHome.toString(), "SPARK_LOCAL_IP", "127.0.0.1",
                // What Spark's scripts set: the Worker finds the executors' jars under SPARK_HOME with it.
                "SPARK_SCALA_VERSION", SCALA_VERSION);
        LoggedProcess master = LoggedProcess.start(sparkCommand(sparkHome, MASTER,
                "--host", "127.0.0.1", "--port", "0", "--webui-port", "0"), environment, dir.resolve("master.log"));
        LoggedProcess worker = null;
        try {
            String url = master.awaitLine(Pattern.compile("Starting Spark master at (spark://\\S+)"), START).group(1);
            String page = master.awaitLine(Pattern.compile("MasterWebUI.* started at (http://\\S+)"), START).group(1);
            worker = LoggedProcess.start(sparkCommand(sparkHome, WORKER,
                    "--host", "127.0.0.1", "--port", "0", "--webui-port", "0", "--cores", Integer.toString(cores),
                    "--memory", memory, "--work-dir", Files.createDirectories(dir.resolve("work")).toString(), url),
                    environment, dir.resolve("worker.log"));
            worker.awaitLine(Pattern.compile("Successfully registered with master"), START);
            return new StandaloneCluster(sparkHome, master, worker, url, page);
        } catch (RuntimeException | Error e) {
            if (worker != null) {
                worker.close();
            }
            master.close();
            throw e;
        }
    }

    /** A {@code SPARK_HOME} that holds what a Worker needs: {@code jars/}, links to the build's Spark jars. */
    private static Path sparkHome(Path home, Path sparkClassPath) throws IOException {
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String jar : Files.readString(sparkClassPath).trim().split(java.io.File.pathSeparator)) {
            Path target = Path.of(jar);
            Files.createSymbolicLink(jars.resolve(target.getFileName()), target);
        }
        return home;
    }

    /** The command that runs Spark's class {@code main} with the Java options Spark needs, from {@code sparkHome}. */
    static List<String> sparkCommand(Path sparkHome, String main, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(SparkTarget.javaOptions());
        command.add("-Xmx512m");
        command.add("-cp");
        command.add(sparkHome.resolve("jars") + "/*");
        command.add(main);
        command.addAll(List.of(arguments));
        return command;
    }

    Path sparkHome() {
        return sparkHome;
    }

    /** The Master's URL, {@code spark://127.0.0.1:PORT}. */
    String masterUrl() {
        return masterUrl;
    }

    /** The Master's status, as its page gives it in JSON: workers, cores, memory, applications. */
    JsonNode status() {
        try {
            HttpResponse<String> answer = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(masterPage + "/json/")).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return JSON.readTree(answer.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The executor JVMs running now: the Worker's child processes. */
    List<ProcessHandle> executors() {
        return worker.handle().children().filter(ProcessHandle::isAlive).toList();
    }

    /** Stops the Worker (and its executors), then the Master. */
    @Override
    public void close() {
        try {
            worker.close();
        } finally {
            master.close();
        }
    }
}
