/**
 * Batch solving as an Apache Spark job ({@link dev.cubeguide.spark.SolveJob}): one row per input cube, written
 * exactly once per id, resumable, on a laptop (embedded local mode, {@code cubeguide batch}) or a cluster
 * ({@code spark-submit}).
 *
 * <h2>The job</h2>
 * <ol>
 *   <li><b>Input.</b> A text file or a folder of them (read as its files concatenated in name order, skipping names
 *       that start with {@code _} or {@code .}); one cube per line, {@code FACELETS} or {@code ID,FACELETS}; blank
 *       lines are skipped. A line without an id takes its 1-based line number. A small input (at most 16 MiB) is
 *       read by the driver in one pass; a larger one by the executors, numbered as {@code zipWithIndex} numbers:
 *       a first pass counts the lines of each partition, the second numbers each line from its partition's offset
 *       ({@link dev.cubeguide.spark.InputReader}). An id repeated in the input is solved once, for its first
 *       line.</li>
 *   <li><b>What is left to do.</b> The ids in the output's committed chunks are done. For a small input the driver
 *       drops them, keeps the first line of each other id, and cuts the rest in line order into chunks of
 *       {@code --chunk-size} cubes. For a large one, the input and the done ids are grouped by id in one shuffle
 *       ({@code cogroup}); an id with a done mark is dropped, and the shuffle's partitioner
 *       ({@link dev.cubeguide.spark.ChunkPartitioner}) cuts the work into chunks of about {@code --chunk-size}
 *       cubes: chunk {@code c} owns a contiguous range of partitions.</li>
 *   <li><b>Solving.</b> One write job per chunk runs just that chunk's partitions (for a large input a
 *       partition-pruning RDD over the shuffled data, so that the shuffle is done once). Two chunks' jobs run at
 *       once, so that the next chunk's tasks fill the cores the current chunk's last tasks leave idle; the driver
 *       commits the chunks one at a time, in order. Each task solves its lines one at a time, on one thread,
 *       with the executor JVM's one solver ({@link dev.cubeguide.spark.ExecutorSolver}: a lazy holder, its tables
 *       loaded once per JVM from {@code $CUBEGUIDE_HOME/tables}, where a missing table is built under the table
 *       store's file lock, or from a shared read-only folder {@code --tables DIR}). A bad line, an invalid cube, no
 *       solution or a timeout is a row with its error code, never a failed task. Every solution is applied to its
 *       cube before it is written.</li>
 *   <li><b>Exactly once.</b> A chunk is written by Spark's file commit protocol into a hidden folder
 *       {@code _attempt-UUID}: each task attempt writes under {@code _temporary}, only one attempt per task is
 *       committed (failed, retried or speculative attempts are dropped), and the job commit moves the committed
 *       files in and writes {@code _SUCCESS}. The driver then renames the folder to {@code chunk=NNNNN}. A chunk
 *       folder is therefore complete or absent; an executor that dies only costs retries; a driver killed at any
 *       point (even SIGKILL) leaves at most two {@code _attempt-*} folders, which Spark's readers skip and the next
 *       run removes (or keeps as a chunk when its {@code _SUCCESS} shows the job commit had finished). Since each
 *       run solves only the ids no committed chunk holds, every id is in exactly one chunk
 *       ({@link dev.cubeguide.spark.OutputFolder}). One run at a time per output folder.</li>
 *   <li><b>Summary.</b> Each chunk stores the counts of its rows ({@link dev.cubeguide.spark.ResultCounts}, per
 *       error code and per length), gathered by an accumulator in the write job's result tasks, whose updates Spark
 *       merges from each partition's one successful (committed) attempt only; a chunk taken over from a killed run
 *       has none and is read back and counted instead. Their sum gives the summary of the whole output: solved,
 *       failed and timed out, errors by code, mean length, the distribution of lengths (of distances when every
 *       solution is proven optimal), and this run's cubes per second over the whole run and over its solving
 *       alone; printed, and written as {@code _summary.json} beside the chunks
 *       ({@link dev.cubeguide.spark.JobSummary}).</li>
 * </ol>
 *
 * <h2>Output</h2>
 * Parquet (default, written by Spark SQL) or JSON Lines ({@code --format json}, written through Spark's core API
 * with Hadoop's text output format under the same commit protocol, so that a JSON run never starts Spark SQL;
 * {@link dev.cubeguide.spark.ResultFiles}), columns {@code id, facelets, solver, solution, length,
 * optimal, lowerBound, timeMs, error}; {@code spark.read.parquet(OUTPUT)} reads every chunk (with a {@code chunk}
 * column from the folder names).
 *
 * <h2>Running it</h2>
 * The command ({@link dev.cubeguide.spark.BatchCommand}) checks its options before any Spark class loads, then sends
 * the run to the batch daemon (below) or runs it in its own process ({@link dev.cubeguide.spark.ProcessRun}).
 * Embedded, the launcher runs this module's fat jar ({@code spark/target/cubeguide-spark.jar}, without Spark) with
 * Spark's jars from the local Maven repository (their list is written by the build to
 * {@code spark/target/spark-classpath.txt}), in local mode on every core, the web UI off, Spark's logging at WARN,
 * and a progress line on standard error. The other commands of the launcher run the cli jar, which has no Spark in
 * it. Spark SQL's code generation is off: the rows are few and small next to the solving.
 *
 * <p>On a cluster ({@code --master spark://HOST:PORT}, {@link dev.cubeguide.spark.SparkTarget}), the driver stays
 * in the command's process; the job's jar goes to the executors, with the Java options Spark needs and a heap for
 * the solver's tables; the driver's address is Spark's choice or {@code --driver-host}. An unreachable master, a
 * job no executor comes to ({@link dev.cubeguide.spark.ClusterStart}), and executors that cannot load the job's
 * classes, are lost beyond Spark's retries or run out of memory ({@link dev.cubeguide.spark.ClusterFailure}) are
 * each said with a code of their own and the next step. {@code spark-submit} runs the same jar with the cluster's
 * Spark.
 *
 * <p>Nothing of a run outlives it: its state (its id, the rows and tasks of local mode) is a run object,
 * {@link dev.cubeguide.spark.BatchRun}, which local-mode tasks find by id while it runs; the one static state is
 * each JVM's prepared solver ({@link dev.cubeguide.spark.ExecutorSolver}).
 *
 * <h2>The batch daemon</h2>
 * Spark's start costs more than solving a few thousand cubes. Embedded runs of the fast solvers therefore go to a
 * long-lived local-mode context, as Spark job servers keep one for short jobs: {@link dev.cubeguide.spark.BatchDaemon},
 * started on first use by {@link dev.cubeguide.daemon.DaemonClient} and reached over a Unix-domain socket
 * ({@link dev.cubeguide.daemon.DaemonFrames}, {@link dev.cubeguide.daemon.DaemonAddress}). It runs one run at a time;
 * a client's going away cancels its run, whose Spark jobs and tasks end before the next run starts. It stops when
 * idle.
 *
 * <p>Spark's design and its commit protocol: Zaharia et al., "Resilient Distributed Datasets: A Fault-Tolerant
 * Abstraction for In-Memory Cluster Computing", NSDI 2012; Apache Hadoop's {@code FileOutputCommitter} and Spark's
 * {@code HadoopMapReduceCommitProtocol} documentation.
 */
package dev.cubeguide.spark;
