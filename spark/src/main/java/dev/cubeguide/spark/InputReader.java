package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapred.FileInputFormat;
import org.apache.hadoop.mapred.JobConf;
import org.apache.hadoop.mapred.TextInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Reads the input: a text file, or a folder of them, one cube per line. A folder reads as its files concatenated
 * in name order (files whose names start with {@code _} or {@code .} are skipped, as Spark skips them), so that a
 * line's number is its position in that concatenation: stable as long as the folder's files are.
 *
 * <p>An input of at most {@code driverLimit} bytes (a few hundred thousand cubes) is read by the driver itself: one
 * pass, with no Spark job. A larger one is read by the executors, its lines numbered as Spark's {@code zipWithIndex}
 * numbers them: a first pass counts the lines of each partition (a file's splits are partitions in file order, and a
 * union keeps its parts' order), the second numbers each line from its partition's offset.
 */
final class InputReader {
    /** The largest input read by the driver when not told otherwise: about 300,000 cubes. */
    static final long DRIVER_LIMIT = 16L << 20;

    /** The input: its cubes read by the driver, or its files, for the executors to read. */
    sealed interface Input permits OnDriver, OnExecutors {
    }

    /** A small input's cubes (blank lines dropped), read by the driver, in line order. */
    record OnDriver(List<CubeLine> cubes) implements Input {
    }

    /** A large input's files, in reading order. */
    record OnExecutors(List<String> files) implements Input {
        /** The cubes (blank lines dropped), read by the executors, and how many they are. */
        Distributed read(JavaSparkContext sc, int minPartitions) {
            return readDistributed(sc, files, minPartitions);
        }
    }

    /** A large input's cubes, read by the executors. */
    record Distributed(JavaRDD<CubeLine> cubes, long cubeCount) {
    }

    private InputReader() {
    }

    /**
     * Finds the input's files, and reads them on the driver when they hold at most {@code driverLimit} bytes (only
     * Hadoop's file systems, no Spark job).
     */
    static Input read(Configuration conf, String input, long driverLimit) {
        List<FileStatus> files = files(conf, input);
        long bytes = files.stream().mapToLong(FileStatus::getLen).sum();
        return bytes <= driverLimit ? readOnDriver(conf, files)
                : new OnExecutors(files.stream().map(f -> f.getPath().toString()).toList());
    }

    private static OnDriver readOnDriver(Configuration conf, List<FileStatus> files) {
        List<CubeLine> cubes = new ArrayList<>();
        long line = 0;
        try {
            for (FileStatus file : files) {
                FileSystem fs = file.getPath().getFileSystem(conf);
                try (BufferedReader reader = new BufferedReader(new InputStreamReader(fs.open(file.getPath()),
                        StandardCharsets.UTF_8))) {
                    for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                        line++;
                        CubeLine.parse(text, line).ifPresent(cubes::add);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new OnDriver(cubes);
    }

    private static Distributed readDistributed(JavaSparkContext sc, List<String> files, int minPartitions) {
        List<JavaRDD<String>> parts = new ArrayList<>();
        for (String file : files) {
            parts.add(textLines(sc, List.of(file), Math.max(1, minPartitions / files.size())));
        }
        @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type, for JavaSparkContext.union's varargs
        JavaRDD<String>[] array = parts.toArray(new JavaRDD[0]);
        JavaRDD<String> lines = array.length == 1 ? array[0] : sc.union(array);
        List<long[]> counts = lines.mapPartitionsWithIndex((partition, it) -> {
            long all = 0;
            long cubes = 0;
            while (it.hasNext()) {
                all++;
                cubes += it.next().isBlank() ? 0 : 1;
            }
            return List.of(new long[] {partition, all, cubes}).iterator();
        }, false).collect();
        long[] offsets = new long[counts.size()];
        long lineCount = 0;
        long cubeCount = 0;
        for (long[] count : counts.stream().sorted(Comparator.comparingLong(c -> c[0])).toList()) {
            offsets[(int) count[0]] = lineCount;
            lineCount += count[1];
            cubeCount += count[2];
        }
        JavaRDD<CubeLine> cubes = lines.mapPartitionsWithIndex((partition, it) -> numbered(it, offsets[partition]), false);
        return new Distributed(cubes, cubeCount);
    }

    /**
     * The lines of the text files {@code paths}, as {@code textFile} reads them (Hadoop's text input format, about
     * {@code minPartitions} partitions), but given as paths: {@code textFile} takes one string that Hadoop splits at
     * commas, so a folder or file whose name holds a comma would not be found.
     */
    static JavaRDD<String> textLines(JavaSparkContext sc, List<String> paths, int minPartitions) {
        JobConf conf = new JobConf(sc.hadoopConfiguration());
        FileInputFormat.setInputPaths(conf, paths.stream().map(Path::new).toArray(Path[]::new));
        return sc.hadoopRDD(conf, TextInputFormat.class, LongWritable.class, Text.class, minPartitions)
                .map(line -> line._2().toString());
    }

    /** The non-blank lines of one partition as cubes, numbered from {@code offset + 1}. */
    private static Iterator<CubeLine> numbered(Iterator<String> lines, long offset) {
        List<CubeLine> out = new ArrayList<>();
        long line = offset;
        while (lines.hasNext()) {
            line++;
            CubeLine.parse(lines.next(), line).ifPresent(out::add);
        }
        return out.iterator();
    }

    /** The input's files in reading order; a missing input or an empty folder is a {@code BAD_REQUEST}. */
    private static List<FileStatus> files(Configuration conf, String input) {
        try {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            if (!fs.exists(path)) {
                throw noSuchInput(input);
            }
            FileStatus status = fs.getFileStatus(path);
            if (!status.isDirectory()) {
                return List.of(status);
            }
            List<FileStatus> files = Arrays.stream(fs.listStatus(path))
                    .filter(FileStatus::isFile)
                    .filter(f -> !f.getPath().getName().startsWith("_") && !f.getPath().getName().startsWith("."))
                    .sorted(Comparator.comparing(f -> f.getPath().getName()))
                    .toList();
            if (files.isEmpty()) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the input folder " + input + " holds no files",
                        Map.of("input", input));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The error of an input that is not there (a {@code BAD_REQUEST} naming it as given). */
    static CubeGuideException noSuchInput(String input) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "no such input: " + input, Map.of("input", input));
    }
}
