package dev.cubeguide.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.spark.util.AccumulatorV2;

/**
 * Counts of result rows: per error code, and per solution length with how many of those are proven optimal. Each
 * chunk's counts are gathered as its rows are made and stored in the chunk as {@value #FILE}, so that the summary
 * adds up small files instead of reading every row back.
 *
 * <p>They count exactly the committed rows: the counts travel in an accumulator updated in the write job's result
 * tasks, and Spark merges a result task's updates only from its one successful attempt (not from failed ones, nor
 * from a second success of the same partition); the attempt that succeeds is the one whose output was committed.
 */
final class ResultCounts implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The counts' file name inside a chunk folder (hidden from Spark's readers by its leading underscore). */
    static final String FILE = "_counts.json";

    private final SortedMap<String, Long> errors = new TreeMap<>();
    private final SortedMap<Integer, Long> lengths = new TreeMap<>();
    private final SortedMap<Integer, Long> optimal = new TreeMap<>();

    /** Counts {@code count} rows with this error (or null), optimal flag and length. */
    void add(String error, Boolean isOptimal, Integer length, long count) {
        if (error != null) {
            errors.merge(error, count, Long::sum);
        } else {
            lengths.merge(length, count, Long::sum);
            if (Boolean.TRUE.equals(isOptimal)) {
                optimal.merge(length, count, Long::sum);
            }
        }
    }

    /** Counts one result row. */
    ResultCounts add(ResultRow row) {
        add(row.error(), row.optimal(), row.length(), 1);
        return this;
    }

    ResultCounts addAll(ResultCounts other) {
        other.errors.forEach((k, v) -> errors.merge(k, v, Long::sum));
        other.lengths.forEach((k, v) -> lengths.merge(k, v, Long::sum));
        other.optimal.forEach((k, v) -> optimal.merge(k, v, Long::sum));
        return this;
    }

    SortedMap<String, Long> errors() {
        return errors;
    }

    SortedMap<Integer, Long> lengths() {
        return lengths;
    }

    /** Rows with a solution proven optimal. */
    long optimalCount() {
        return optimal.values().stream().mapToLong(Long::longValue).sum();
    }

    long rows() {
        return errors.values().stream().mapToLong(Long::longValue).sum()
                + lengths.values().stream().mapToLong(Long::longValue).sum();
    }

    boolean isEmpty() {
        return errors.isEmpty() && lengths.isEmpty();
    }

    /** {@code {"errors":{CODE:n},"lengths":{"L":n},"optimal":{"L":n}}}, for {@link #FILE}. */
    Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("errors", errors);
        map.put("lengths", lengths);
        map.put("optimal", optimal);
        return map;
    }

    /** The counts as the JSON of {@link #FILE}. */
    String toJson() {
        try {
            return new ObjectMapper().writeValueAsString(toMap()) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The counts of a {@link #FILE}. */
    static ResultCounts fromJson(String json) {
        try {
            return fromMap(new ObjectMapper().readValue(json, new TypeReference<Map<String, Map<String, Number>>>() { }));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable " + FILE + ": " + e.getOriginalMessage(), e);
        }
    }

    private static ResultCounts fromMap(Map<String, Map<String, Number>> map) {
        ResultCounts counts = new ResultCounts();
        map.getOrDefault("errors", Map.of()).forEach((k, v) -> counts.errors.put(k, v.longValue()));
        map.getOrDefault("lengths", Map.of()).forEach((k, v) -> counts.lengths.put(Integer.valueOf(k), v.longValue()));
        map.getOrDefault("optimal", Map.of()).forEach((k, v) -> counts.optimal.put(Integer.valueOf(k), v.longValue()));
        return counts;
    }

    /** The accumulator that gathers one chunk's counts from its tasks. */
    static final class Accumulator extends AccumulatorV2<ResultRow, ResultCounts> {
        private static final long serialVersionUID = 1L;
        private ResultCounts counts = new ResultCounts();

        @Override
        public boolean isZero() {
            return counts.isEmpty();
        }

        @Override
        public Accumulator copy() {
            Accumulator copy = new Accumulator();
            copy.counts.addAll(counts);
            return copy;
        }

        @Override
        public void reset() {
            counts = new ResultCounts();
        }

        @Override
        public void add(ResultRow row) {
            counts.add(row);
        }

        @Override
        public void merge(AccumulatorV2<ResultRow, ResultCounts> other) {
            counts.addAll(other.value());
        }

        @Override
        public ResultCounts value() {
            return counts;
        }
    }
}
