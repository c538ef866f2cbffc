package dev.cubeguide.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.MemoryPolicy;
import java.time.Duration;

/**
 * One run of the job.
 *
 * @param input      a text file or folder, one cube per line
 * @param output     the results folder; a second run on the same folder solves only the ids not there yet
 * @param format     Parquet or JSON Lines
 * @param settings   the solver and its limits
 * @param chunkSize  cubes per committed chunk: a killed run loses at most the chunk being written
 * @param partitions tasks per chunk, or 0 for twice Spark's default parallelism
 * @param progress   the progress shown on standard error
 * @param driverReadLimit the largest input (in bytes) the driver reads itself, without a Spark job
 * @param startMillis when the command started (its process's start, the client's when the batch daemon runs it),
 *                    in milliseconds since the epoch: the run's figures count from there
 */
record JobOptions(String input, String output, OutputFormat format, SolveSettings settings, int chunkSize,
        int partitions, Progress progress, long driverReadLimit, long startMillis) {

    /** How the run shows its progress on standard error. */
    enum Progress {
        /** Nothing but the summary. */
        NONE,
        /** A line every ten seconds (standard error is a file or a pipe). */
        LINES,
        /** One line rewritten twice a second (standard error is a terminal). */
        TERMINAL
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** These options as the batch daemon's request (see {@link dev.cubeguide.daemon.DaemonFrames}). */
    String toJson() {
        ObjectNode node = JSON.createObjectNode()
                .put("input", input).put("output", output).put("format", format.name())
                .put("solver", settings.solver()).put("memory", settings.memory().name())
                .put("chunkSize", chunkSize).put("partitions", partitions).put("progress", progress.name())
                .put("driverReadLimit", driverReadLimit).put("startMillis", startMillis);
        if (settings.maxLength() != null) {
            node.put("maxLength", settings.maxLength());
        }
        if (settings.timeout() != null) {
            node.put("timeoutNanos", settings.timeout().toNanos());
        }
        if (settings.tables() != null) {
            node.put("tables", settings.tables());
        }
        if (settings.to() != null) {
            node.put("to", settings.to());
        }
        return node.toString();
    }

    /** The options of a request made by {@link #toJson()}; a malformed one is a {@code BAD_REQUEST}. */
    static JobOptions fromJson(String json) {
        try {
            JsonNode node = JSON.readTree(json);
            SolveSettings settings = new SolveSettings(text(node, "solver"),
                    node.has("maxLength") ? node.get("maxLength").intValue() : null,
                    node.has("timeoutNanos") ? Duration.ofNanos(node.get("timeoutNanos").longValue()) : null,
                    node.has("tables") ? text(node, "tables") : null,
                    MemoryPolicy.valueOf(text(node, "memory")), node.has("to") ? text(node, "to") : null);
            return new JobOptions(text(node, "input"), text(node, "output"), OutputFormat.valueOf(text(node, "format")),
                    settings, node.path("chunkSize").intValue(), node.path("partitions").intValue(),
                    Progress.valueOf(text(node, "progress")), node.path("driverReadLimit").longValue(),
                    node.path("startMillis").longValue());
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "a malformed request to the batch daemon");
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(field);
        }
        return value.textValue();
    }
}
