package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's cluster section gives what the cluster test runs ({@link ClusterTest}, {@link StandaloneCluster}):
 * the same classes, options and environment, the full list of Java options, and every code of a cluster failure.
 */
class ClusterReadmeTest {
    private static String section;

    @BeforeAll
    static void readSection() throws IOException {
        String readme = Files.readString(Path.of("").toAbsolutePath().getParent().resolve("README.md"));
        int start = readme.indexOf("## Batch solving on a cluster (Spark)");
        assertThat(start).isNotNegative();
        int end = readme.indexOf("\n## ", start + 1);
        section = readme.substring(start, end < 0 ? readme.length() : end);
    }

    @Test
    void itStartsTheClusterAsTheTestDoes() {
        assertThat(section).contains("SPARK_SCALA_VERSION=" + StandaloneCluster.SCALA_VERSION,
                "SPARK_LOCAL_IP=127.0.0.1", "spark/target/spark-classpath.txt", "$SPARK_HOME/jars",
                StandaloneCluster.MASTER + " --host 127.0.0.1", StandaloneCluster.WORKER + " --host 127.0.0.1",
                "./cubeguide batch --master spark://127.0.0.1:7077 --input cubes.txt --output out --format json",
                StandaloneCluster.SUBMIT + " --class " + SolveJob.class.getName() + " \\\n  --master spark://127.0.0.1:7077",
                "spark/target/cubeguide-spark.jar", "mvn -B -Pcluster -pl spark -am verify");
    }

    @Test
    void itListsEveryJavaOptionOfTheBuild() {
        assertThat(section).contains(SparkTarget.javaOptions());
    }

    @Test
    void itListsEveryCodeOfAClusterFailure() {
        for (ClusterFailure.Kind kind : ClusterFailure.Kind.values()) {
            assertThat(section).contains("| `" + kind + "` |");
        }
    }
}
