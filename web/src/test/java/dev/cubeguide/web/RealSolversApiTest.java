package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.testing.StickerSimulator;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API with the real solvers, on hidden (seeded) random cubes: every answer solves its cube within the solver's
 * bound. A solver that is not built yet on this branch is skipped (and says so).
 */
class RealSolversApiTest {
    private static final long SEED = 1121L;
    private static GuideServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        server = GuideServer.start(TestSolvers.options().withPort(0).withTimeouts(
                Duration.ofSeconds(20), Duration.ofSeconds(30)));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void everyBuiltSolverSolvesHiddenCubes() {
        // The optimal solver only when its default set is already in the shared test store (the slow run builds it):
        // the default run checks its search on a small instance instead of building 2.3 GiB here.
        List<String> built = TestSolvers.names().stream().filter(TestSolvers::isBuilt)
                .filter(name -> !name.equals("optimal") || TestSolvers.REGISTRY.get(name).tables().ready()).toList();
        assumeTrue(!built.isEmpty(), "no real solver is built on this branch yet");
        for (String name : built) {
            // Tables are built before the server is asked (a missing one would be answered 503 while it builds).
            TestSolvers.REGISTRY.get(name).tables().prepare(MemoryPolicy.MAPPED);
            int bound = TestSolvers.REGISTRY.get(name).info().maxMoves();
            boolean optimal = name.equals("optimal");
            Random random = new Random(SEED);
            for (int i = 0; i < (optimal ? 2 : 8); i++) {
                CubieCube cube = optimal ? CubieCube.of(RandomCubes.randomMoves(random, 8))
                        : RandomCubes.randomState(random);
                ApiClient.Answer answer = api.post("/api/solve", Map.of("facelets", cube.toFacelets(), "solver", name,
                        "timeoutMs", 20_000));
                assertThat(answer.status()).as("%s: %s", name, answer.text()).isEqualTo(200);
                JsonNode json = answer.json();
                Alg solution = Alg.parse(json.get("solution").asText());
                assertThat(StickerSimulator.isSolved(StickerSimulator.apply(cube.toFacelets(), solution.toString())))
                        .as("%s solves %s", name, cube.toFacelets()).isTrue();
                assertThat(json.get("length").asInt()).isLessThanOrEqualTo(bound);
                assertThat(json.get("solver").asText()).isEqualTo(name);
            }
        }
    }

    @Test
    void twoHundredConcurrentTwoPhaseSolvesSucceedOrGetAClean503() {
        assumeTrue(TestSolvers.realTwoPhase(), "the two-phase solver is not built on this branch yet");
        TestSolvers.REGISTRY.get("twophase").tables().prepare(MemoryPolicy.MAPPED);
        List<CubieCube> cubes = RandomCubes.randomStates(SEED, 200);
        HttpClient http = HttpClient.newHttpClient();
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (CubieCube cube : cubes) {
            answers.add(http.sendAsync(HttpRequest.newBuilder(server.uri().resolve("/api/solve"))
                    .timeout(Duration.ofSeconds(120))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(
                            "{\"facelets\":\"" + cube.toFacelets() + "\"}")).build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        int ok = 0;
        for (int i = 0; i < cubes.size(); i++) {
            HttpResponse<String> response = answers.get(i).join();
            if (response.statusCode() == 200) {
                ok++;
                JsonNode json = ApiClient.readJson(response.body());
                assertThat(StickerSimulator.isSolved(StickerSimulator.apply(cubes.get(i).toFacelets(),
                        json.get("solution").asText()))).isTrue();
            } else {
                assertThat(response.statusCode()).as(response.body()).isEqualTo(503);
                assertThat(response.headers().firstValue("Retry-After")).isPresent();
            }
        }
        assertThat(ok).isPositive();
    }

    /** "firstLayer" picks the beginner's first layer as the CLI's --first-layer does; the default stays D. */
    @Test
    void theBeginnerTakesItsFirstLayer() {
        String scramble = "R U F' L2 D B'";
        JsonNode up = api.post("/api/solve", Map.of("scramble", scramble, "solver", "beginner", "firstLayer", "U"))
                .json();
        assertThat(up.get("stages").get(0).get("explanation").asText()).startsWith("Make a white cross on the up face");
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(StickerSimulator.apply(scramble),
                up.get("solution").asText()))).isTrue();
        JsonNode plain = api.post("/api/solve", Map.of("scramble", scramble, "solver", "beginner")).json();
        assertThat(plain.get("stages").get(0).get("explanation").asText()).startsWith("Make a yellow cross on the down");
        ApiClient.Answer bad = api.post("/api/solve", Map.of("scramble", scramble, "solver", "beginner",
                "firstLayer", "white"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("error").get("detail").get("field").asText()).isEqualTo("firstLayer");
    }

    @Test
    void theSolverListDescribesEverySolver() {
        JsonNode list = api.get("/api/solvers").json().get("solvers");
        assertThat(list).hasSize(TestSolvers.names().size());
        for (JsonNode solver : list) {
            assertThat(solver.get("description").asText()).isNotBlank();
        }
    }

    /** A budget and a pattern through the API, and the named patterns' list. */
    @Test
    void aBudgetAPatternAndThePatternList() {
        TestSolvers.REGISTRY.get("twophase").tables().prepare(MemoryPolicy.MAPPED);
        ApiClient.Answer budget = api.post("/api/solve", Map.of("scramble", "R U R' U' F2 D L2 B' U2 R",
                "budgetMs", 300));
        assertThat(budget.status()).as(budget.text()).isEqualTo(200);
        assertThat(budget.json().get("length").asInt()).isLessThanOrEqualTo(10);
        JsonNode patterns = api.get("/api/patterns").json().get("patterns");
        List<String> names = new ArrayList<>();
        patterns.forEach(p -> names.add(p.get("name").asText()));
        assertThat(names).contains("checkerboard", "superflip", "cube-in-a-cube", "six-spots", "cross", "solved");
        for (JsonNode pattern : patterns) {
            assertThat(CubieCube.of(Alg.parse(pattern.get("moves").asText())).toFacelets())
                    .isEqualTo(pattern.get("facelets").asText());
            for (String solver : List.of("twophase", "thistlethwaite")) {
                ApiClient.Answer answer = api.post("/api/solve", Map.of("scramble", "R U F'", "to",
                        pattern.get("name").asText(), "solver", solver, "budgetMs", 20));
                assertThat(answer.status()).as(answer.text()).isEqualTo(200);
                String made = StickerSimulator.apply(StickerSimulator.SOLVED,
                        "R U F' " + answer.json().get("solution").asText());
                assertThat(made).isEqualTo(pattern.get("facelets").asText());
                if (!pattern.get("name").asText().equals("solved")) {
                    assertThat(answer.json().get("target").asText()).isEqualTo(made);
                }
            }
        }
    }

    @Test
    void badBudgetsAndPatternsAreRefused() {
        for (int bad : new int[] {-1, 60_001}) {
            ApiClient.Answer answer = api.post("/api/solve", Map.of("scramble", "R U", "budgetMs", bad));
            assertThat(answer.status()).isEqualTo(400);
            assertThat(answer.json().path("error").path("detail").path("field").asText()).isEqualTo("budgetMs");
        }
        ApiClient.Answer unknown = api.post("/api/solve", Map.of("scramble", "R U", "to", "chessboard"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().path("error").path("code").asText()).isEqualTo("BAD_REQUEST");
        ApiClient.Answer invalid = api.post("/api/solve", Map.of("scramble", "R U", "to",
                StickerSimulator.SOLVED.replaceFirst("U", "R").replaceFirst("RRRRRRRRR", "URRRRRRRR")));
        assertThat(invalid.status()).isEqualTo(400);
        assertThat(invalid.json().path("error").path("detail").path("target").asBoolean()).isTrue();
        assertThat(invalid.json().path("error").path("message").asText()).startsWith("the target pattern");
        ApiClient.Answer beginner = api.post("/api/solve", Map.of("scramble", "R U", "to", "superflip",
                "solver", "beginner"));
        assertThat(beginner.status()).isEqualTo(400);
        assertThat(beginner.json().path("error").path("message").asText()).contains("beginner");
        ApiClient.Answer wrongType = api.post("/api/solve", Map.of("scramble", "R U", "budgetMs", "300ms"));
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(api.post("/api/patterns", Map.of()).status()).isEqualTo(405);
    }
}
