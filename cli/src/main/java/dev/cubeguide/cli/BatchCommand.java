package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

/**
 * {@code cubeguide batch}: listed here for help, run by the {@code ./cubeguide} launcher as the Spark job of the
 * {@code spark} module ({@code dev.cubeguide.spark.SolveJob}) with Spark's jars on the classpath. This jar has no
 * Spark in it, so that the other commands start fast; run directly, it says how to run the job.
 */
@Command(name = "batch", mixinStandardHelpOptions = true,
        description = {"Solve a file or folder of cubes as an Apache Spark job, embedded on every core, resumable.",
            "Run by the launcher: ./cubeguide batch --input cubes.txt --output results/ [--format json]",
            "(./cubeguide batch --help lists its options)."})
final class BatchCommand implements Callable<Integer> {
    @Unmatched
    List<String> arguments;

    @Override
    public Integer call() {
        throw new CubeGuideException(ErrorCode.BAD_REQUEST, "batch runs through the ./cubeguide launcher, which puts "
                + "Spark on the classpath: ./cubeguide batch --input FILE --output DIR");
    }
}
