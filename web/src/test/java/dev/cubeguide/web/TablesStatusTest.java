package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GET /api/tables: each solver's tables are ready, missing or building, with the build's percent. */
class TablesStatusTest {
    @Test
    void aBuildIsReportedFromMissingThroughItsProgressToReady() throws Exception {
        Alg scramble = Alg.parse("R U F' L2");
        PathSolver path = new PathSolver("path").remember(scramble);
        SlowTablesSolver slow = new SlowTablesSolver("slowapi", path);
        try (GuideServer server = GuideServer.start(TestSolvers.options().withPort(0)
                .withSolvers(name -> name.equals("slowapi") ? slow : path, List.of("path", "slowapi")))) {
            ApiClient api = new ApiClient(server.uri());
            assertThat(entry(api, "path").get("state").asText()).isEqualTo("ready");
            assertThat(entry(api, "path").get("percent").asInt()).isEqualTo(100);
            JsonNode missing = entry(api, "slowapi");
            assertThat(missing.get("state").asText()).isEqualTo("missing");
            assertThat(missing.get("percent").asInt()).isZero();
            assertThat(missing.get("firstBuildSeconds").asInt()).isPositive();

            String facelets = CubieCube.of(scramble).toFacelets();
            assertThat(api.post("/api/solve", Map.of("facelets", facelets, "solver", "slowapi")).status()).isEqualTo(503);
            assertThat(slow.started.await(10, TimeUnit.SECONDS)).isTrue();
            JsonNode building = entry(api, "slowapi");
            assertThat(building.get("state").asText()).isEqualTo("building");
            assertThat(building.get("percent").asInt()).isEqualTo(40);

            slow.release.countDown();
            ApiClient.Answer solved = null;
            for (int attempt = 0; attempt < 200; attempt++) {
                solved = api.post("/api/solve", Map.of("facelets", facelets, "solver", "slowapi"));
                if (solved.status() != 503) {
                    break;
                }
                Thread.sleep(25);
            }
            assertThat(solved.status()).isEqualTo(200);
            assertThat(entry(api, "slowapi").get("state").asText()).isEqualTo("ready");
        } finally {
            slow.release.countDown();
        }
    }

    /**
     * A solver whose build waits for another's is "waiting", not "building 0%", and its 503 says so; the one
     * building reports its time elapsed and left, and what it builds in words.
     */
    @Test
    void aBuildWaitingItsTurnIsReportedAsWaiting() throws Exception {
        Alg scramble = Alg.parse("R U");
        PathSolver path = new PathSolver("path").remember(scramble);
        SlowTablesSolver first = new SlowTablesSolver("slowone", path);
        SlowTablesSolver second = new SlowTablesSolver("slowtwo", path);
        try (GuideServer server = GuideServer.start(TestSolvers.options().withPort(0).withSolvers(
                name -> name.equals("slowone") ? first : name.equals("slowtwo") ? second : path,
                List.of("path", "slowone", "slowtwo")))) {
            ApiClient api = new ApiClient(server.uri());
            String facelets = CubieCube.of(scramble).toFacelets();
            assertThat(api.post("/api/solve", Map.of("facelets", facelets, "solver", "slowone")).status()).isEqualTo(503);
            assertThat(first.started.await(10, TimeUnit.SECONDS)).isTrue();
            ApiClient.Answer waiting = api.post("/api/solve", Map.of("facelets", facelets, "solver", "slowtwo"));
            assertThat(waiting.status()).isEqualTo(503);
            assertThat(waiting.json().get("error").get("detail").get("state").asText()).isEqualTo("waiting");
            assertThat(waiting.json().get("error").get("message").asText()).contains("waiting for another solver");
            JsonNode second503 = entry(api, "slowtwo");
            assertThat(second503.get("state").asText()).isEqualTo("waiting");
            assertThat(second503.get("percent").asInt()).isZero();
            JsonNode building = entry(api, "slowone");
            assertThat(building.get("state").asText()).isEqualTo("building");
            assertThat(building.get("percent").asInt()).isEqualTo(40);
            assertThat(building.has("elapsedSeconds")).isTrue();
            assertThat(building.get("secondsLeft").asInt()).isPositive();
            assertThat(building.get("building").asText()).contains("slowone");
        } finally {
            first.release.countDown();
            second.release.countDown();
        }
    }

    /** The store read is the one of the server's registry: an empty one has nothing, the test store everything. */
    @Test
    void theTablesAreLookedForInTheStoreOfTheServersRegistry(@TempDir Path empty) {
        SolverRegistry nothingBuilt = SolverRegistry.on(TableStore.at(empty));
        try (GuideServer server = GuideServer.start(TestSolvers.options().withPort(0).withRegistry(nothingBuilt))) {
            JsonNode twophase = entry(new ApiClient(server.uri()), "twophase");
            assertThat(twophase.get("state").asText()).isEqualTo("missing");
            assertThat(twophase.get("percent").asInt()).isZero();
        }
        assumeTrue(TestSolvers.realTwoPhase(), "the two-phase solver is not built");
        try (GuideServer server = GuideServer.start(TestSolvers.options().withPort(0))) {
            assertThat(entry(new ApiClient(server.uri()), "twophase").get("state").asText()).isEqualTo("ready");
        }
        assertThat(empty).isEmptyDirectory();
    }

    private static JsonNode entry(ApiClient api, String solver) {
        ApiClient.Answer answer = api.get("/api/tables");
        assertThat(answer.status()).isEqualTo(200);
        for (JsonNode table : answer.json().get("tables")) {
            if (table.get("solver").asText().equals(solver)) {
                return table;
            }
        }
        throw new AssertionError("no entry for " + solver + " in " + answer.text());
    }
}
