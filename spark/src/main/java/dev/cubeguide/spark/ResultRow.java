package dev.cubeguide.spark;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Serializable;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * One result row, in the columns of {@link ResultFiles#SCHEMA} and in their order. A solved cube has no error; a bad
 * line or an unsolved cube has its error code and null solution columns.
 *
 * @param id         the line's id
 * @param facelets   the line's facelet text (at most {@link CubeLine#MAX_TEXT} characters)
 * @param solver     the solver's name
 * @param solution   the moves, or null
 * @param length     the solution's length (HTM), or null
 * @param optimal    whether the solution is proven optimal, or null
 * @param lowerBound the best proven lower bound of the distance, or null
 * @param timeMs     the time spent on the line, in milliseconds to two decimals
 * @param error      the error code, or null
 */
record ResultRow(String id, String facelets, String solver, String solution, Integer length, Boolean optimal,
        Integer lowerBound, double timeMs, String error) implements Serializable {
    private static final JsonFactory JSON_FACTORY = new JsonFactory();
    private static final ObjectMapper READER = new ObjectMapper();

    /** The row for Spark SQL (the Parquet writer). */
    Row toSqlRow() {
        return RowFactory.create(id, facelets, solver, solution, length, optimal, lowerBound, timeMs, error);
    }

    /** The row of a Spark SQL row read with {@link ResultFiles#SCHEMA}. */
    static ResultRow of(Row row) {
        return new ResultRow(row.getString(0), row.getString(1), row.getString(2), (String) row.get(3),
                (Integer) row.get(4), (Boolean) row.get(5), (Integer) row.get(6), row.getDouble(7), (String) row.get(8));
    }

    /** One line of JSON Lines: every column in order, nulls written as {@code null}. */
    String toJson() {
        StringWriter text = new StringWriter(160);
        try (JsonGenerator json = JSON_FACTORY.createGenerator(text)) {
            json.writeStartObject();
            json.writeStringField(ResultRows.ID, id);
            json.writeStringField(ResultRows.FACELETS, facelets);
            json.writeStringField(ResultRows.SOLVER, solver);
            json.writeStringField(ResultRows.SOLUTION, solution);
            writeNullable(json, ResultRows.LENGTH, length);
            json.writeFieldName(ResultRows.OPTIMAL);
            if (optimal == null) {
                json.writeNull();
            } else {
                json.writeBoolean(optimal);
            }
            writeNullable(json, ResultRows.LOWER_BOUND, lowerBound);
            json.writeNumberField(ResultRows.TIME_MS, timeMs);
            json.writeStringField(ResultRows.ERROR, error);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static void writeNullable(JsonGenerator json, String name, Integer value) throws IOException {
        json.writeFieldName(name);
        if (value == null) {
            json.writeNull();
        } else {
            json.writeNumber(value);
        }
    }

    /**
     * The row of one JSON line as {@link #toJson()} writes it (missing or null fields read as null, a missing time
     * as 0): how the job reads the ids and counts of an earlier run's chunks.
     */
    static ResultRow fromJson(String line) {
        try {
            JsonNode node = READER.readTree(line);
            return new ResultRow(text(node, ResultRows.ID), text(node, ResultRows.FACELETS), text(node, ResultRows.SOLVER),
                    text(node, ResultRows.SOLUTION), integer(node, ResultRows.LENGTH),
                    node.hasNonNull(ResultRows.OPTIMAL) ? node.get(ResultRows.OPTIMAL).asBoolean() : null,
                    integer(node, ResultRows.LOWER_BOUND),
                    node.hasNonNull(ResultRows.TIME_MS) ? node.get(ResultRows.TIME_MS).asDouble() : 0,
                    text(node, ResultRows.ERROR));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(JsonNode node, String field) {
        return node.hasNonNull(field) ? node.get(field).asText() : null;
    }

    private static Integer integer(JsonNode node, String field) {
        return node.hasNonNull(field) ? Integer.valueOf(node.get(field).asInt()) : null;
    }
}
