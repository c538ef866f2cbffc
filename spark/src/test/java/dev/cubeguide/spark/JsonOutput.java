package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** A JSON output folder as the tests read it: plain JSON lines from the committed chunks, not through Spark. */
final class JsonOutput {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonOutput() {
    }

    /** Every row of the output's committed chunks. */
    static List<JsonNode> rows(Path output) throws IOException {
        List<JsonNode> rows = new ArrayList<>();
        try (Stream<Path> files = Files.walk(output)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("part-")
                    && f.getFileName().toString().endsWith(".json")
                    && f.getParent().getFileName().toString().startsWith(OutputFolder.CHUNK_PREFIX)).sorted().toList()) {
                for (String line : Files.readAllLines(file)) {
                    rows.add(JSON.readTree(line));
                }
            }
        }
        return rows;
    }

    /** The rows by id, asserting that each id is there once. */
    static Map<String, JsonNode> byId(List<JsonNode> rows) {
        Map<String, JsonNode> map = new HashMap<>();
        for (JsonNode row : rows) {
            assertThat(map.put(row.get("id").asText(), row)).as("id %s appears once", row.get("id")).isNull();
        }
        return map;
    }

    /** Asserts that the row holds the two-phase solver's solution of its cube: applying it solves the cube. */
    static void assertSolves(JsonNode row) {
        assertThat(row.get("error").isNull()).as("row %s", row).isTrue();
        CubieCube cube = CubieCube.fromFacelets(row.get("facelets").asText());
        Alg solution = Alg.parse(row.get("solution").asText());
        assertThat(cube.apply(solution).isSolved()).as("row %s", row).isTrue();
        assertThat(row.get("length").asInt()).isEqualTo(solution.htm()).isLessThanOrEqualTo(20);
        assertThat(row.get("solver").asText()).isEqualTo("twophase");
    }

    /** The summary the run wrote beside the chunks. */
    static JsonNode summary(Path output) throws IOException {
        return JSON.readTree(output.resolve(OutputFolder.SUMMARY).toFile());
    }
}
