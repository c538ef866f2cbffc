package dev.cubeguide.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.PartitionPruningRDD;
import scala.Tuple2;
import scala.runtime.AbstractFunction1;

/**
 * What is left to do, cut into chunks: the first line of each id that no committed chunk of the output holds.
 * A small input's lines are cut on the driver, in line order; a large one's by the executors, each id placed in
 * one partition of one chunk by its hash ({@link ChunkPartitioner}).
 *
 * @param chunks the cubes to solve, one data set per chunk
 * @param cubes  how many they are (at most: ids may repeat in a large input)
 */
record ChunkPlan(List<JavaRDD<CubeLine>> chunks, long cubes) {
    /**
     * The chunks of {@code input} not in {@code folder} yet, of {@code chunkSize} cubes in {@code perChunk} tasks
     * each; a large input is read in {@code parallelism} partitions.
     */
    static ChunkPlan of(JavaSparkContext sc, InputReader.Input input, ResultFiles files, OutputFolder folder,
            int chunkSize, int perChunk, int parallelism) {
        return input instanceof InputReader.OnDriver small
                ? plan(sc, small, files, folder, chunkSize, perChunk)
                : plan(sc, ((InputReader.OnExecutors) input).read(sc, parallelism), files, folder, chunkSize, perChunk);
    }

    /**
     * A small input's chunks: the first line of each id not in the output yet, in line order, cut into chunks on the
     * driver (the ids done are gathered there too).
     */
    private static ChunkPlan plan(JavaSparkContext sc, InputReader.OnDriver input, ResultFiles files, OutputFolder folder,
            int chunkSize, int perChunk) {
        Set<String> done = folder.committed().isEmpty() ? Set.of()
                : new HashSet<>(files.read(folder.committed()).map(ResultRow::id).collect());
        List<CubeLine> todo = firstOfEachId(input.cubes(), done);
        List<JavaRDD<CubeLine>> chunks = new ArrayList<>();
        for (int from = 0; from < todo.size(); from += chunkSize) {
            List<CubeLine> chunk = new ArrayList<>(todo.subList(from, Math.min(todo.size(), from + chunkSize)));
            chunks.add(sc.parallelize(chunk, Math.min(perChunk, chunk.size())));
        }
        return new ChunkPlan(chunks, todo.size());
    }

    /** Of {@code cubes} (in line order), the first line of each id not {@code done}. */
    private static List<CubeLine> firstOfEachId(List<CubeLine> cubes, Set<String> done) {
        Map<String, CubeLine> firstOfEachId = new LinkedHashMap<>();
        for (CubeLine cube : cubes) {
            if (!done.contains(cube.id())) {
                firstOfEachId.putIfAbsent(cube.id(), cube);
            }
        }
        return new ArrayList<>(firstOfEachId.values());
    }

    /**
     * A large input's chunks, all made by the executors: each id is placed in one partition of one chunk by its
     * hash, together with its mark when the output has it; of each id not done, its first line is kept.
     */
    private static ChunkPlan plan(JavaSparkContext sc, InputReader.Distributed input, ResultFiles files,
            OutputFolder folder, int chunkSize, int perChunk) {
        long doneRows = 0;
        JavaPairRDD<String, Boolean> done = JavaPairRDD.fromJavaRDD(sc.emptyRDD());
        if (!folder.committed().isEmpty()) {
            JavaRDD<String> ids = files.read(folder.committed()).map(ResultRow::id);
            doneRows = ids.count();
            done = ids.mapToPair(id -> new Tuple2<>(id, Boolean.TRUE));
        }
        long toDo = Math.max(0, input.cubeCount() - doneRows);
        int chunkCount = (int) Math.max(1, (toDo + chunkSize - 1) / chunkSize);
        ChunkPartitioner partitioner = new ChunkPartitioner(chunkCount, perChunk);
        JavaRDD<CubeLine> todo = input.cubes().mapToPair(cube -> new Tuple2<>(cube.id(), cube))
                .cogroup(done, partitioner)
                .mapPartitions(ChunkPlan::notDone, true);
        List<JavaRDD<CubeLine>> chunks = new ArrayList<>();
        for (int chunk = 0; chunk < chunkCount; chunk++) {
            chunks.add(PartitionPruningRDD.create(todo.rdd(), new ChunkFilter(partitioner, chunk)).toJavaRDD());
        }
        return new ChunkPlan(chunks, toDo);
    }

    /** Of each id's lines, the first, unless the id is in the output already. */
    private static Iterator<CubeLine> notDone(Iterator<Tuple2<String, Tuple2<Iterable<CubeLine>, Iterable<Boolean>>>> groups) {
        List<CubeLine> out = new ArrayList<>();
        while (groups.hasNext()) {
            Tuple2<Iterable<CubeLine>, Iterable<Boolean>> group = groups.next()._2();
            if (group._2().iterator().hasNext()) {
                continue;
            }
            CubeLine first = null;
            for (CubeLine line : group._1()) {
                if (first == null || line.line() < first.line()) {
                    first = line;
                }
            }
            if (first != null) {
                out.add(first);
            }
        }
        return out.iterator();
    }

    /** Keeps the partitions of one chunk. */
    private static final class ChunkFilter extends AbstractFunction1<Object, Object> implements Serializable {
        private static final long serialVersionUID = 1L;
        private final ChunkPartitioner partitioner;
        private final int chunk;

        ChunkFilter(ChunkPartitioner partitioner, int chunk) {
            this.partitioner = partitioner;
            this.chunk = chunk;
        }

        @Override
        public Object apply(Object partition) {
            return partitioner.chunkOf((Integer) partition) == chunk;
        }
    }
}
