package dev.cubeguide.spark;

import java.util.Iterator;
import java.util.Optional;
import org.apache.spark.TaskContext;
import org.apache.spark.TaskKilledException;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.util.LongAccumulator;
import org.apache.spark.util.TaskCompletionListener;

/**
 * The executor side of the job: a task's lines solved one at a time, on the task's thread, by the executor JVM's
 * one solver ({@link ExecutorSolver}), as Spark pulls the rows to write them. Each row is counted in the run's
 * accumulators; in local mode also in the run itself ({@link BatchRun}, found by its id), for the live progress and
 * so that a cancelled run can wait for its tasks.
 */
final class PartitionSolver implements FlatMapFunction<Iterator<CubeLine>, ResultRow> {
    private static final long serialVersionUID = 1L;

    private final String runId;
    private final boolean inDriverJvm;
    private final SolveSettings settings;
    private final LongAccumulator made;
    private final ResultCounts.Accumulator counts;

    /**
     * @param runId       the run's id
     * @param inDriverJvm whether the tasks run in the driver's JVM (local mode), where they find their run
     * @param made        counts the rows made, merged by Spark as each task ends
     * @param counts      counts the rows by error and length, merged from committed attempts only
     */
    PartitionSolver(String runId, boolean inDriverJvm, SolveSettings settings, LongAccumulator made,
            ResultCounts.Accumulator counts) {
        this.runId = runId;
        this.inDriverJvm = inDriverJvm;
        this.settings = settings;
        this.made = made;
        this.counts = counts;
    }

    @Override
    public Iterator<ResultRow> call(Iterator<CubeLine> lines) {
        Optional<BatchRun> run = inDriverJvm ? BatchRun.inThisJvm(runId) : Optional.empty();
        TaskContext task = TaskContext.get();
        if (inDriverJvm && task != null) {
            // Called as the task starts, before its writer makes its file. The completion listeners run once the
            // task's body, its file's commit or abort included, is over. A run that has ended, or was cancelled,
            // takes no more tasks.
            if (run.isEmpty() || !run.get().taskStarted()) {
                throw new TaskKilledException("the run was cancelled");
            }
            task.addTaskCompletionListener((TaskCompletionListener) context -> run.get().taskEnded());
        }
        return new Iterator<>() {
            private long rows;

            @Override
            public boolean hasNext() {
                return lines.hasNext();
            }

            @Override
            public ResultRow next() {
                FaultInjection.maybeFail(rows);
                ResultRow row = ResultRows.solve(lines.next(), ExecutorSolver.get(settings), settings.options(),
                        settings.to());
                rows++;
                made.add(1);
                counts.add(row);
                run.ifPresent(BatchRun::rowMade);
                return row;
            }
        };
    }
}
