package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The JSON API of docs/API.md, against a server with injected test solvers. */
class ApiTest {
    private static final long SEED = 20261121L;
    private static final List<Alg> SCRAMBLES = new ArrayList<>();
    private static final PathSolver PATH = new PathSolver("twophase");
    private static final AtomicReference<SolveOptions> LAST_OPTIONS = new AtomicReference<>();
    private static GuideServer server;
    private static ApiClient api;

    private static final BuildingSolver BUILDING = new BuildingSolver();

    @BeforeAll
    static void start() {
        Random random = new Random(SEED);
        for (int i = 0; i < 20; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 25);
            SCRAMBLES.add(scramble);
            PATH.remember(scramble);
        }
        Function<String, Solver> lookup = name -> switch (name) {
            case "twophase" -> PATH;
            case "recording" -> new TestSolver("recording", cube -> {
                return PATH.solve(cube);
            });
            case "broken" -> new TestSolver("broken", cube -> {
                throw new IllegalStateException("secret-detail");
            });
            case "building" -> BUILDING;
            default -> throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown solver '" + name + "'",
                    Map.of("solver", name));
        };
        server = GuideServer.start(TestSolvers.options().withPort(0)
                .withSolvers(lookup, List.of("twophase", "recording")));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void solvesScramblesAndFaceletsCorrectly() {
        for (Alg scramble : SCRAMBLES) {
            CubieCube cube = CubieCube.of(scramble);
            ApiClient.Answer byMoves = api.post("/api/solve", Map.of("scramble", scramble.toString()));
            assertThat(byMoves.status()).as(byMoves.text()).isEqualTo(200);
            assertSolves(cube, byMoves.json());
            ApiClient.Answer byStickers = api.post("/api/solve", Map.of("facelets", cube.toFacelets(), "solver", "twophase"));
            assertThat(byStickers.status()).isEqualTo(200);
            assertSolves(cube, byStickers.json());
            assertThat(byStickers.json().get("input").asText()).isEqualTo(cube.toFacelets());
        }
    }

    static void assertSolves(CubieCube cube, JsonNode answer) {
        assertThat(answer.get("solver").asText()).isEqualTo("twophase");
        assertThat(answer.get("metric").asText()).isEqualTo("HTM");
        Alg solution = Alg.parse(answer.get("solution").asText());
        assertThat(cube.apply(solution).isSolved()).as("solution %s", solution).isTrue();
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(cube.toFacelets(), solution.toString())))
                .as("the independent simulator agrees").isTrue();
        assertThat(answer.get("length").asInt()).isEqualTo(solution.htm());
        assertThat(answer.get("stages").size()).isEqualTo(2);
        assertThat(answer.get("stages").get(0).get("name").asText()).isEqualTo("phase 1");
    }

    @Test
    void invalidCubesGetTheExactCodes() {
        String base = RandomCubes.randomState(new Random(SEED)).toFacelets();
        assertCode(base.substring(1), ErrorCode.BAD_LENGTH);
        assertCode("X" + base.substring(1), ErrorCode.UNKNOWN_COLOR);
        assertCode(set(base, 4, base.charAt(13)), ErrorCode.CENTERS_NOT_DISTINCT);
        assertCode(set(base, 0, base.charAt(0) == 'U' ? 'R' : 'U'), ErrorCode.COLOR_COUNT);
        assertCode(cycle(base, 8, 9, 20), ErrorCode.TWISTED_CORNER);
        assertCode(swap(base, 5, 10), ErrorCode.FLIPPED_EDGE);
        String solved = CubieCube.SOLVED.toFacelets();
        // The three stickers of the corner at URF (U9 R1 F3) turned in place: the error names that corner.
        JsonNode twisted = assertCode(cycle(solved, 8, 9, 20), ErrorCode.TWISTED_CORNER);
        assertThat(twisted.path("detail").path("culprit").asText()).isEqualTo("URF");
        assertThat(twisted.path("detail").path("stickers").asText()).isEqualTo("U9 R1 F3");
        // The two stickers of the edge at UR (U6 R2) swapped.
        JsonNode flipped = assertCode(swap(solved, 5, 10), ErrorCode.FLIPPED_EDGE);
        assertThat(flipped.path("detail").path("culprit").asText()).isEqualTo("UR");
        // Two of a corner's stickers swapped: a mirror-image corner.
        JsonNode mirror = assertCode(swap(base, 9, 20), ErrorCode.NO_SUCH_CORNER);
        assertThat(mirror.path("detail").path("position").asText()).isEqualTo("URF");
        // The edges at UR (U6 R2) and UF (U8 F2) exchanged whole: two pieces swapped.
        assertCode(swap(swap(base, 5, 7), 10, 19), ErrorCode.PARITY);
        // UR's R2 sticker exchanged with DF's D2 sticker on a solved cube: an edge with opposite colours.
        JsonNode noEdge = assertCode(swap(solved, 10, 28), ErrorCode.NO_SUCH_EDGE);
        assertThat(noEdge.path("detail").path("stickers").asText()).isNotEmpty();
    }

    private static JsonNode assertCode(String facelets, ErrorCode code) {
        ApiClient.Answer validate = api.post("/api/validate", Map.of("facelets", facelets));
        assertThat(validate.status()).as(validate.text()).isEqualTo(400);
        assertThat(validate.errorCode()).isEqualTo(code.name());
        assertThat(validate.errorMessage()).isNotBlank();
        ApiClient.Answer solve = api.post("/api/solve", Map.of("facelets", facelets));
        assertThat(solve.status()).isEqualTo(400);
        assertThat(solve.errorCode()).isEqualTo(code.name());
        return validate.json().get("error");
    }

    @Test
    void validCubesValidate() {
        for (CubieCube cube : RandomCubes.randomStates(SEED, 20)) {
            ApiClient.Answer answer = api.post("/api/validate", Map.of("facelets", cube.toFacelets()));
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.text()).isEqualTo("{\"valid\":true}");
        }
        // Any six distinct symbols: colour letters.
        String colours = CubieCube.SOLVED.toFacelets().replace('U', 'W').replace('R', 'r').replace('F', 'G')
                .replace('D', 'Y').replace('L', 'O').replace('B', 'b');
        assertThat(api.post("/api/validate", Map.of("facelets", colours)).status()).isEqualTo(200);
    }

    @Test
    void badNotationPointsAtTheToken() {
        ApiClient.Answer answer = api.post("/api/solve", Map.of("scramble", "R U Q2 F"));
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("BAD_NOTATION");
        assertThat(answer.json().path("error").path("detail").path("column").asInt()).isEqualTo(5);
        assertThat(answer.json().path("error").path("detail").path("token").asText()).contains("Q");
        ApiClient.Answer parse = api.post("/api/parse", Map.of("scramble", "R U Q2 F"));
        assertThat(parse.errorCode()).isEqualTo("BAD_NOTATION");
    }

    @Test
    void parseGivesTheMovesAndTheCube() {
        ApiClient.Answer answer = api.post("/api/parse", Map.of("scramble", "[R, U] (F2 B)2"));
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(answer.json().get("moves").asText()).isEqualTo("R U R' U' F2 B F2 B");
        assertThat(answer.json().get("facelets").asText())
                .isEqualTo(CubieCube.of(Alg.parse("R U R' U' F2 B F2 B")).toFacelets());
        assertThat(api.post("/api/parse", Map.of("scramble", "")).json().get("solved").asBoolean()).isTrue();
    }

    @Test
    void malformedRequestsAreBadRequestsNamingTheProblem() {
        ApiClient.Answer broken = api.post("/api/solve", "{\"scramble\": \"R U\"");
        assertThat(broken.status()).isEqualTo(400);
        assertThat(broken.errorCode()).isEqualTo("BAD_REQUEST");
        assertThat(broken.errorMessage()).startsWith("malformed JSON");

        ApiClient.Answer notJson = api.post("/api/solve", "scramble=R");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.errorMessage()).startsWith("malformed JSON");

        ApiClient.Answer empty = api.post("/api/solve", "");
        assertThat(empty.errorCode()).isEqualTo("BAD_REQUEST");

        ApiClient.Answer array = api.post("/api/solve", "[1,2]");
        assertThat(array.errorCode()).isEqualTo("BAD_REQUEST");

        ApiClient.Answer unknown = api.post("/api/solve", Map.of("scramble", "R", "colour", "red"));
        assertThat(unknown.errorMessage()).contains("unknown field \"colour\"");

        ApiClient.Answer wrongType = api.post("/api/solve", Map.of("scramble", "R", "maxLength", "twenty"));
        assertThat(wrongType.errorCode()).isEqualTo("BAD_REQUEST");
        assertThat(wrongType.errorMessage()).contains("maxLength").contains("integer");

        ApiClient.Answer both = api.post("/api/solve", Map.of("scramble", "R", "facelets", CubieCube.SOLVED.toFacelets()));
        assertThat(both.errorMessage()).contains("exactly one");

        ApiClient.Answer neither = api.post("/api/solve", Map.of("solver", "twophase"));
        assertThat(neither.errorCode()).isEqualTo("BAD_REQUEST");

        ApiClient.Answer badSolver = api.post("/api/solve", Map.of("scramble", "R", "solver", "magic"));
        assertThat(badSolver.errorCode()).isEqualTo("BAD_REQUEST");
        assertThat(badSolver.errorMessage()).contains("magic");

        ApiClient.Answer negative = api.post("/api/solve", Map.of("scramble", "R", "maxLength", -1));
        assertThat(negative.errorMessage()).contains("maxLength");

        ApiClient.Answer badSeed = api.get("/api/scramble?seed=abc");
        assertThat(badSeed.status()).isEqualTo(400);
        assertThat(badSeed.errorMessage()).contains("seed");
    }

    @Test
    void bodiesOverTheLimitAreRefused() {
        String big = "{\"scramble\":\"" + "R ".repeat(ServerOptions.DEFAULT_MAX_BODY_BYTES) + "\"}";
        ApiClient.Answer answer = api.post("/api/solve", big);
        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.errorCode()).isEqualTo("PAYLOAD_TOO_LARGE");
        assertThat(answer.errorMessage()).contains("limit");
        assertThat(api.post("/api/solve", Map.of("scramble", "R")).status()).isEqualTo(200);
    }

    @Test
    void noSolutionIsAnErrorWithItsCode() {
        ApiClient.Answer answer = api.post("/api/solve", Map.of("facelets",
                RandomCubes.randomState(new Random(SEED + 1)).toFacelets()));
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("NO_SOLUTION");
    }

    @Test
    void timeLimitsDefaultAndAreCapped() {
        api.post("/api/solve", Map.of("scramble", "R", "solver", "recording"));
        assertThat(LAST_OPTIONS.get().timeout()).contains(Duration.ofSeconds(5));
        api.post("/api/solve", Map.of("scramble", "R", "solver", "recording", "timeoutMs", 1_000_000_000));
        assertThat(LAST_OPTIONS.get().timeout()).contains(Duration.ofSeconds(30));
        api.post("/api/solve", Map.of("scramble", "R", "solver", "recording", "timeoutMs", 1500, "maxLength", 12));
        assertThat(LAST_OPTIONS.get().timeout()).contains(Duration.ofMillis(1500));
        assertThat(LAST_OPTIONS.get().maxLength()).hasValue(12);
        assertThat(LAST_OPTIONS.get().cancellation()).isNotNull();
    }

    @Test
    void bugsAreA500WithoutStackTrace() {
        ApiClient.Answer broken = api.post("/api/solve", Map.of("scramble", "R", "solver", "broken"));
        assertThat(broken.status()).isEqualTo(500);
        assertThat(broken.errorCode()).isEqualTo("INTERNAL");
        assertThat(broken.text()).doesNotContain("at dev.").doesNotContain("Exception").doesNotContain("secret-detail");
    }

    @Test
    void listsSolversAndDescribesItself() {
        ApiClient.Answer solvers = api.get("/api/solvers");
        assertThat(solvers.status()).isEqualTo(200);
        assertThat(solvers.json().get("default").asText()).isEqualTo("twophase");
        JsonNode first = solvers.json().get("solvers").get(0);
        assertThat(first.get("name").asText()).isEqualTo("twophase");
        assertThat(first.get("description").asText()).isNotBlank();
        assertThat(first.get("maxMoves").asInt()).isEqualTo(40);
        assertThat(first.has("typicalTime")).isTrue();

        ApiClient.Answer openApi = api.get("/api/openapi.json");
        assertThat(openApi.status()).isEqualTo(200);
        assertThat(openApi.json().get("openapi").asText()).startsWith("3.");
        assertThat(openApi.json().get("paths").has("/api/solve")).isTrue();
        assertThat(openApi.json().get("paths").has("/api/parse")).isTrue();

        assertThat(openApi.json().get("paths").has("/api/display")).isTrue();
        ApiClient.Answer noDisplay = api.post("/api/display", Map.of("send", "next"));
        assertThat(noDisplay.status()).isEqualTo(400);
        assertThat(noDisplay.errorMessage()).contains("--display");
        assertThat(api.get("/api/config").json().get("display").isNull()).isTrue();

        ApiClient.Answer missing = api.get("/api/nothing");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.errorCode()).isEqualTo("NOT_FOUND");
    }

    @Test
    void scramblesAreReproducible() {
        ApiClient.Answer a = api.get("/api/scramble?seed=7&randomState=false&moves=20");
        ApiClient.Answer b = api.get("/api/scramble?seed=7&randomState=false&moves=20");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json()).isEqualTo(b.json());
        Alg moves = Alg.parse(a.json().get("scramble").asText());
        assertThat(moves.length()).isEqualTo(20);
        assertThat(a.json().get("facelets").asText()).isEqualTo(CubieCube.of(moves).toFacelets());
        assertThat(api.get("/api/scramble?moves=500&randomState=false").status()).isEqualTo(400);
    }

    @Test
    void servesThePageAndThreeFromTheClasspathOnly() {
        ApiClient.Answer page = api.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.text()).contains("<title>");
        assertThat(api.get("/vendor/three/build/three.module.min.js").status()).isEqualTo(200);
        assertThat(api.get("/../pom.xml").status()).isIn(400, 404);
        assertThat(api.get("/%2e%2e/%2e%2e/pom.xml").status()).isIn(400, 404);
    }

    @Test
    void twoHundredConcurrentSolvesSucceedOrGetAClean503() {
        Function<String, Solver> slow = name -> new TestSolver(name, cube -> {
            sleep(40);
            return PATH.solve(cube);
        });
        try (GuideServer busy = GuideServer.start(TestSolvers.options().withPort(0).withMaxConcurrentSolves(2)
                .withQueueWait(Duration.ofMillis(300)).withSolvers(slow, List.of("twophase")))) {
            HttpClient http = HttpClient.newHttpClient();
            List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                Alg scramble = SCRAMBLES.get(i % SCRAMBLES.size());
                HttpRequest request = HttpRequest.newBuilder(busy.uri().resolve("/api/solve"))
                        .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"scramble\":\"" + scramble + "\"}")).build();
                answers.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
            }
            int ok = 0;
            int busyCount = 0;
            for (int i = 0; i < answers.size(); i++) {
                HttpResponse<String> response = answers.get(i).join();
                JsonNode json = ApiClient.readJson(response.body());
                if (response.statusCode() == 200) {
                    ok++;
                    assertSolves(CubieCube.of(SCRAMBLES.get(i % SCRAMBLES.size())), json);
                } else {
                    assertThat(response.statusCode()).as(response.body()).isEqualTo(503);
                    assertThat(response.headers().firstValue("Retry-After")).contains("1");
                    assertThat(json.path("error").path("code").asText()).isEqualTo("BUSY");
                    busyCount++;
                }
            }
            assertThat(ok).isPositive();
            assertThat(ok + busyCount).isEqualTo(200);
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String set(String facelets, int index, char symbol) {
        char[] chars = facelets.toCharArray();
        chars[index] = symbol;
        return new String(chars);
    }

    static String swap(String facelets, int a, int b) {
        char[] chars = facelets.toCharArray();
        char t = chars[a];
        chars[a] = chars[b];
        chars[b] = t;
        return new String(chars);
    }

    /** The stickers at a, b, c move to b, c, a. */
    static String cycle(String facelets, int a, int b, int c) {
        char[] chars = facelets.toCharArray();
        char t = chars[c];
        chars[c] = chars[b];
        chars[b] = chars[a];
        chars[a] = t;
        return new String(chars);
    }

    /** A solver made of a function, recording the options it was given. */
    /**
     * A solver whose tables are missing: the first request starts their build in the background and is answered
     * 503 with the reason TABLES_BUILDING, as are the requests while it runs; once it is done, requests solve.
     */
    @Test
    void aSolverBuildingItsTablesAnswersBusyWithTheReasonUntilTheyAreReady() throws Exception {
        CubieCube cube = CubieCube.of(SCRAMBLES.get(0));
        for (int i = 0; i < 2; i++) {
            ApiClient.Answer building = api.post("/api/solve", Map.of("facelets", cube.toFacelets(), "solver", "building"));
            assertThat(building.status()).as(building.text()).isEqualTo(503);
            assertThat(building.retryAfter()).isEqualTo("" + GuideServer.TABLES_RETRY_AFTER_SECONDS);
            JsonNode error = building.json().get("error");
            assertThat(error.get("code").asText()).isEqualTo("BUSY");
            assertThat(error.get("message").asText()).contains("building", "tables", "first use");
            assertThat(error.get("detail").get("reason").asText()).isEqualTo("TABLES_BUILDING");
            assertThat(error.get("detail").get("solver").asText()).isEqualTo("building");
        }
        assertThat(BUILDING.started.await(5, TimeUnit.SECONDS)).isTrue();
        BUILDING.release.countDown();
        ApiClient.Answer answer = null;
        for (int attempt = 0; attempt < 100; attempt++) {
            answer = api.post("/api/solve", Map.of("facelets", cube.toFacelets(), "solver", "building"));
            if (answer.status() != 503) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertSolves(cube, answer.json());
        assertThat(BUILDING.builds.get()).as("the tables are built once").isEqualTo(1);
    }

    private static final class BuildingSolver implements Solver {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger builds = new AtomicInteger();

        @Override
        public String name() {
            return "building";
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo("building", "building", "test solver with tables to build", 40, "", false);
        }

        @Override
        public SolverTables tables() {
            BooleanSupplier built = () -> builds.get() > 0 && release.getCount() == 0;
            return TestTables.of("test-never-built", built, () -> {
                if (built.getAsBoolean()) {
                    return; // as the real tables: preparing tables that are ready is only a flag
                }
                builds.incrementAndGet();
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            return PATH.solve(cube);
        }
    }

    static final class TestSolver implements Solver {
        private final String name;
        private final Function<CubieCube, Solution> body;

        TestSolver(String name, Function<CubieCube, Solution> body) {
            this.name = name;
            this.body = body;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo(name, name, "test solver " + name, 40, "", false);
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            LAST_OPTIONS.set(options);
            return body.apply(cube);
        }
    }
}
