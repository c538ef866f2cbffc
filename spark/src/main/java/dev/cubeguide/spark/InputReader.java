package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Reads the input: a text file, or a folder of them, one cube per line. A folder reads as its files concatenated
 * in name order (files whose names start with {@code _} or {@code .} are skipped, as Spark skips them), so that a
 * line's number is its position in that concatenation: stable as long as the folder's files are.
 *
 * <p>Line numbers are counted as Spark's {@code zipWithIndex} counts: a first pass counts the lines of each
 * partition (a file's splits are partitions in file order, and a union keeps its parts' order), the second numbers
 * each line from its partition's offset.
 */
final class InputReader {
    /** The cubes of the input (blank lines dropped), the number of lines, and the number of cubes. */
    record Input(JavaRDD<CubeLine> cubes, long lines, long cubeCount) {
    }

    private InputReader() {
    }

    static Input read(JavaSparkContext sc, String input, int minPartitions) {
        List<String> files = files(sc, input);
        List<JavaRDD<String>> parts = new ArrayList<>();
        for (String file : files) {
            parts.add(sc.textFile(file, Math.max(1, minPartitions / files.size())));
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
        return new Input(cubes, lineCount, cubeCount);
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
    private static List<String> files(JavaSparkContext sc, String input) {
        try {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(sc.hadoopConfiguration());
            if (!fs.exists(path)) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "no such input: " + input, Map.of("input", input));
            }
            FileStatus status = fs.getFileStatus(path);
            if (!status.isDirectory()) {
                return List.of(fs.makeQualified(path).toString());
            }
            List<String> files = Arrays.stream(fs.listStatus(path))
                    .filter(FileStatus::isFile)
                    .map(s -> s.getPath())
                    .filter(p -> !p.getName().startsWith("_") && !p.getName().startsWith("."))
                    .sorted(Comparator.comparing(Path::getName))
                    .map(p -> fs.makeQualified(p).toString())
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
}
