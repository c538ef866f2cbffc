package dev.cubeguide.spark;

/**
 * One run of the job.
 *
 * @param input      a text file or folder, one cube per line
 * @param output     the results folder; a second run on the same folder solves only the ids not there yet
 * @param format     Parquet or JSON Lines
 * @param settings   the solver and its limits
 * @param chunkSize  cubes per committed chunk: a killed run loses at most the chunk being written
 * @param partitions tasks per chunk, or 0 for twice Spark's default parallelism
 * @param progress   print a progress line on standard error
 * @param driverReadLimit the largest input (in bytes) the driver reads itself, without a Spark job
 */
record JobOptions(String input, String output, OutputFormat format, SolveSettings settings, int chunkSize,
        int partitions, boolean progress, long driverReadLimit) {
}
