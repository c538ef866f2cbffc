package dev.cubeguide.spark;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.output.TextOutputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * Writes and reads the result rows of a chunk in the output's format.
 *
 * <p>JSON Lines go through Spark's core API alone: the tasks write their rows with Hadoop's text output format
 * under Spark's file commit protocol for Hadoop output formats (task attempts write under {@code _temporary}, one
 * attempt per task is committed, the job commit moves the files in and writes {@code _SUCCESS}: the same protocol
 * and committer as Spark SQL's file writers). A JSON run so never starts Spark SQL, whose start and query planning
 * cost more than solving thousands of cubes. Parquet is written and read by Spark SQL, made on first use.
 */
final class ResultFiles {
    /** The columns as Spark SQL types, in order (for Parquet). */
    static final StructType SCHEMA = new StructType(new StructField[] {
        DataTypes.createStructField(ResultRows.ID, DataTypes.StringType, false),
        DataTypes.createStructField(ResultRows.FACELETS, DataTypes.StringType, false),
        DataTypes.createStructField(ResultRows.SOLVER, DataTypes.StringType, false),
        DataTypes.createStructField(ResultRows.SOLUTION, DataTypes.StringType, true),
        DataTypes.createStructField(ResultRows.LENGTH, DataTypes.IntegerType, true),
        DataTypes.createStructField(ResultRows.OPTIMAL, DataTypes.BooleanType, true),
        DataTypes.createStructField(ResultRows.LOWER_BOUND, DataTypes.IntegerType, true),
        DataTypes.createStructField(ResultRows.TIME_MS, DataTypes.DoubleType, false),
        DataTypes.createStructField(ResultRows.ERROR, DataTypes.StringType, true),
    });

    private final JavaSparkContext sc;
    private final OutputFormat format;
    private final Supplier<SparkSession> sql;

    /** The files of {@code format}, with Spark SQL from {@code sql} when the format needs it. */
    ResultFiles(JavaSparkContext sc, OutputFormat format, Supplier<SparkSession> sql) {
        this.sc = sc;
        this.format = format;
        this.sql = sql;
    }

    /** Writes {@code rows} into the new folder {@code attempt}, committed as a whole by Spark. */
    void write(JavaRDD<ResultRow> rows, Path attempt) {
        switch (format) {
            case JSON -> rows.mapToPair(row -> new Tuple2<>(NullWritable.get(), new Text(row.toJson())))
                    .saveAsNewAPIHadoopFile(attempt.toString(), NullWritable.class, Text.class, JsonLinesFormat.class,
                            sc.hadoopConfiguration());
            case PARQUET -> sql.get().createDataFrame(rows.map(ResultRow::toSqlRow), SCHEMA).write()
                    .format(format.source()).save(attempt.toString());
        }
    }

    /** The rows of committed chunk folders. */
    JavaRDD<ResultRow> read(List<Path> chunks) {
        List<String> paths = chunks.stream().map(Path::toString).toList();
        return switch (format) {
            // Hadoop's input formats skip the chunks' hidden files (_SUCCESS, the counts), as Spark SQL's readers do.
            case JSON -> InputReader.textLines(sc, paths, sc.defaultMinPartitions())
                    .filter(line -> !line.isBlank()).map(ResultRow::fromJson);
            case PARQUET -> sql.get().read().schema(SCHEMA).format(format.source()).load(paths.toArray(String[]::new))
                    .javaRDD().map(ResultRow::of);
        };
    }

    /** Hadoop's text output format, one value per line, in files named {@code part-r-NNNNN.json}. */
    public static final class JsonLinesFormat extends TextOutputFormat<NullWritable, Text> {
        @Override
        public Path getDefaultWorkFile(TaskAttemptContext context, String extension) throws IOException {
            return super.getDefaultWorkFile(context, extension + ".json");
        }
    }
}
