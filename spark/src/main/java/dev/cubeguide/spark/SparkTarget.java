package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.SparkConf;
import org.apache.spark.launcher.JavaModuleOptions;

/**
 * Where the job runs, and the Spark configuration that takes it there: local mode (the default), a cluster's
 * master given with {@code --master}, or spark-submit's configuration (its system properties).
 *
 * <p>In local mode the driver and its executor are this JVM, bound to the loopback, without the web UI. On a
 * cluster the executors are other JVMs, on other machines: they get the job's jar ({@code spark.jars}, unless
 * spark-submit ships it already), the Java options Spark needs on Java 17 (the list kept in {@code spark/pom.xml},
 * {@code spark.java.options}) and a heap that holds the solver's tables; the driver's address follows Spark's own
 * rules ({@code SPARK_LOCAL_IP}, else the host's address), or {@code --driver-host}. The user's settings
 * ({@code --conf}) come first: the job only fills in what they leave unset.
 *
 * @param master     the master URL given with {@code --master}, or null for spark-submit's or {@code local[*]}
 * @param settings   Spark settings given with {@code --conf KEY=VALUE}
 * @param driverHost the address the executors reach the driver at, or null for Spark's rules
 */
record SparkTarget(String master, Map<String, String> settings, String driverHost) {
    /** The master when none is given: local mode on every core. */
    static final String LOCAL = "local[*]";

    /** The resource holding the Java options of {@code spark/pom.xml}, filled in by the build. */
    private static final String JAVA_OPTIONS = "java-options.txt";

    SparkTarget {
        settings = Map.copyOf(settings);
    }

    /** Local mode on {@code master} ({@code local[*]} when null), with no settings of the user's. */
    static SparkTarget local(String master) {
        return new SparkTarget(master, Map.of(), null);
    }

    /** The configuration of local mode on {@code master} ({@code local[*]} when null), or spark-submit's. */
    static SparkConf localConf(String master) {
        return local(master).conf(null, null);
    }

    /** Whether spark-submit started this JVM (its configuration is in the system properties). */
    static boolean submitted() {
        return System.getProperty("spark.master") != null;
    }

    /** The master URL the job runs on. */
    String effectiveMaster() {
        return master != null ? master : System.getProperty("spark.master", LOCAL);
    }

    /** Whether the job runs in local mode: its executor is this JVM. */
    boolean local() {
        return effectiveMaster().startsWith("local");
    }

    /**
     * The job's Spark configuration. On a cluster the executors' heap is {@code executorMemory} unless set (Spark's
     * default, 1 GiB, is too small for the two-phase solver's tables).
     */
    SparkConf conf(String executorMemory) {
        return conf(executorMemory, submitted() || local() ? null : jobJar());
    }

    /** {@link #conf(String)}, the job's jar (for a cluster, without spark-submit) being {@code jar}. */
    SparkConf conf(String executorMemory, String jar) {
        // The rows are few and small next to the solving: Spark SQL's code generation (compiling Java at run time)
        // would cost more than it saves.
        SparkConf conf = new SparkConf().setAppName("cubeguide batch");
        boolean submitted = conf.contains("spark.master");
        settings.forEach(conf::set);
        conf.setIfMissing("spark.sql.codegen.wholeStage", "false");
        conf.setMaster(effectiveMaster());
        if (local()) {
            if (!submitted) {
                conf.setIfMissing("spark.ui.enabled", "false")
                        .setIfMissing("spark.driver.host", "127.0.0.1")
                        .setIfMissing("spark.driver.bindAddress", "127.0.0.1")
                        .setIfMissing("spark.sql.shuffle.partitions", "4");
            }
            return conf;
        }
        if (driverHost != null) {
            conf.set("spark.driver.host", driverHost);
        }
        if (jar != null) {
            conf.set("spark.jars", joined(conf.get("spark.jars", ""), ",", List.of(jar)));
        }
        // Spark's context adds its own list (JavaModuleOptions) to the executors' options: the rest of ours go there.
        List<String> options = javaOptions();
        options.removeAll(Arrays.asList(JavaModuleOptions.defaultModuleOptionArray()));
        if (!options.isEmpty()) {
            conf.set("spark.executor.extraJavaOptions", joined(conf.get("spark.executor.extraJavaOptions", ""), " ", options));
        }
        return conf.setIfMissing("spark.executor.memory", executorMemory);
    }

    /** {@code first} (items separated by {@code separator}) followed by those of {@code more} it does not hold. */
    private static String joined(String first, String separator, List<String> more) {
        Set<String> items = new LinkedHashSet<>();
        for (String item : first.split(separator.equals(" ") ? "\\s+" : separator)) {
            if (!item.isBlank()) {
                items.add(item.trim());
            }
        }
        items.addAll(more);
        return String.join(separator, items);
    }

    /**
     * The jar that holds the job (this class), which the executors load its classes from; a {@code BAD_REQUEST}
     * when the job runs from a folder of classes (an IDE, the build's tests).
     */
    static String jobJar() {
        Path location;
        try {
            location = Path.of(SparkTarget.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            location = null;
        }
        if (location == null || !Files.isRegularFile(location) || !location.toString().endsWith(".jar")) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "a cluster's executors load the job from its jar: run it "
                    + "with ./cubeguide batch, or with spark-submit and spark/target/cubeguide-spark.jar");
        }
        return location.toUri().toString();
    }

    /** The Java options Spark needs on Java 17, as {@code spark/pom.xml} lists them ({@code spark.java.options}). */
    static List<String> javaOptions() {
        try (InputStream in = SparkTarget.class.getResourceAsStream(JAVA_OPTIONS)) {
            if (in == null) {
                throw new IllegalStateException("the job's jar lacks its list of Java options");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            return new ArrayList<>(Arrays.asList(text.split("\\s+")));
        } catch (IOException e) {
            throw new IllegalStateException("the job's list of Java options cannot be read", e);
        }
    }
}
