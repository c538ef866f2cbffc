package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The strict HTTP contract: JSON only (415), strict JSON (duplicate keys, types, unknown fields), 405 with
 * {@code Allow}, 413, 404, every parameter checked, a 500 that carries only a reference, parsing inside the solve
 * slots, and table builds started by requests only on a loopback server.
 */
class HttpContractTest {
    private static final List<String> POSTS = List.of("/api/solve", "/api/validate", "/api/parse", "/api/display");
    private static final PathSolver PATH = new PathSolver("twophase");
    private static GuideServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        PATH.remember(Alg.parse("R U F"));
        server = GuideServer.start(TestSolvers.options().withPort(0).withSolvers(lookup(), List.of("twophase")));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Function<String, Solver> lookup() {
        return name -> switch (name) {
            case "twophase" -> PATH;
            case "broken" -> new ApiTest.TestSolver("broken", cube -> {
                throw new IllegalStateException("secret-detail in dev.cubeguide.Secret");
            });
            case "overflow" -> new ApiTest.TestSolver("overflow", cube -> {
                throw new StackOverflowError();
            });
            case "memory" -> new ApiTest.TestSolver("memory", cube -> {
                throw new OutOfMemoryError("Java heap space");
            });
            case "unbuilt" -> new UnbuiltSolver();
            case "too-big" -> new ApiTest.TestSolver("too-big", cube -> {
                throw new CubeGuideException(ErrorCode.MEMORY, "The optimal solver's tables (2.3 GiB) need 2.8 GiB of"
                        + " heap, and this process may use 1.0 GiB more. Give it a larger heap.",
                        Map.of("neededBytes", 3_006_477_107L, "availableBytes", 1_073_741_824L));
            });
            default -> throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown solver '" + name + "'",
                    Map.of("solver", name));
        };
    }

    @Test
    void aBodyThatIsNotDeclaredJsonIs415() {
        for (String path : POSTS) {
            for (String type : new String[] {"text/plain", "text/plain;charset=UTF-8",
                "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1",
                "application/jsonp", null}) {
                ApiClient.Answer answer = api.send("POST", path, type, "{\"scramble\":\"R\"}");
                assertThat(answer.status()).as("%s as %s: %s", path, type, answer.text()).isEqualTo(415);
                assertThat(answer.errorCode()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
                assertThat(answer.errorMessage()).contains("application/json");
                assertThat(answer.headers().firstValue("Accept-Post")).contains("application/json");
            }
        }
        for (String type : new String[] {"application/json", "application/json; charset=utf-8",
            "Application/JSON;charset=\"UTF-8\""}) {
            assertThat(api.send("POST", "/api/parse", type, "{\"scramble\":\"R\"}").status()).as(type).isEqualTo(200);
        }
    }

    @Test
    void duplicateKeysAreRefusedNamingTheField() {
        for (String path : List.of("/api/solve", "/api/parse")) {
            ApiClient.Answer answer = api.post(path, "{\"scramble\":\"R\",\"scramble\":\"U\"}");
            assertThat(answer.status()).as(answer.text()).isEqualTo(400);
            assertThat(answer.errorCode()).isEqualTo("BAD_REQUEST");
            assertThat(answer.errorMessage()).contains("\"scramble\"").contains("twice");
            assertNoCodeWords(answer);
        }
    }

    @Test
    void valuesOfTheWrongTypeAreRefusedInPlainWords() {
        Map<String, String> cases = Map.of(
                "{\"scramble\":\"R\",\"maxLength\":\" \"}", "field \"maxLength\" must be an integer, not a string",
                "{\"scramble\":\"R\",\"maxLength\":12.5}", "field \"maxLength\" must be an integer, not a number",
                "{\"scramble\":\"R\",\"maxLength\":12.0}", "field \"maxLength\" must be an integer, not a number",
                "{\"scramble\":\"R\",\"maxLength\":4294967297}", "field \"maxLength\" must be an integer from",
                "{\"scramble\":\"R\",\"timeoutMs\":\"1000\"}", "field \"timeoutMs\" must be an integer, not a string",
                "{\"scramble\":5}", "field \"scramble\" must be a string, not an integer",
                "{\"scramble\":[\"R\"]}", "field \"scramble\" must be a string, not a list",
                "{\"scramble\":true}", "field \"scramble\" must be a string, not true",
                "{\"scramble\":{\"R\":1}}", "field \"scramble\" must be a string, not an object");
        cases.forEach((body, message) -> {
            ApiClient.Answer answer = api.post("/api/solve", body);
            assertThat(answer.status()).as(body).isEqualTo(400);
            assertThat(answer.errorMessage()).as(body).startsWith(message);
            assertNoCodeWords(answer);
        });
        for (String body : new String[] {"null", "\"R U\"", "[1,2]", "42", "{\"scramble\":\"R\"} {}",
            "{\"scramble\":\"R\"", "{'scramble':'R'}", "{\"scramble\":\"R\",}", "\u00ff\u00fe",
            "{\"a\":" + "[".repeat(5000) + "]".repeat(5000) + "}", "{\"scramble\":1" + "0".repeat(2000) + "}"}) {
            ApiClient.Answer answer = api.post("/api/solve", body);
            assertThat(answer.status()).as(body).isEqualTo(400);
            assertThat(answer.errorCode()).isEqualTo("BAD_REQUEST");
            assertNoCodeWords(answer);
        }
        ApiClient.Answer unknown = api.post("/api/parse", Map.of("scramble", "R", "solver", "twophase"));
        assertThat(unknown.errorMessage()).isEqualTo("unknown field \"solver\"; the fields are scramble");
    }

    @Test
    void aWrongMethodIs405WithAllowAndAnUnknownPath404() {
        for (String[] call : new String[][] {{"GET", "/api/solve", "POST"}, {"PUT", "/api/parse", "POST"},
            {"DELETE", "/api/validate", "POST"}, {"POST", "/api/solvers", "GET"}, {"POST", "/api/scramble", "GET"},
            {"OPTIONS", "/api/solve", "POST"}}) {
            ApiClient.Answer answer = api.send(call[0], call[1], "application/json", call[0].equals("GET") ? null : "{}");
            assertThat(answer.status()).as("%s %s: %s", call[0], call[1], answer.text()).isEqualTo(405);
            assertThat(answer.errorCode()).isEqualTo("METHOD_NOT_ALLOWED");
            assertThat(answer.headers().firstValue("Allow")).as("%s %s", call[0], call[1]).contains(call[2]);
        }
        for (String method : new String[] {"GET", "POST"}) {
            ApiClient.Answer missing = api.send(method, "/api/nothing", "application/json", method.equals("GET") ? null : "{}");
            assertThat(missing.status()).isEqualTo(404);
            assertThat(missing.errorCode()).isEqualTo("NOT_FOUND");
        }
        for (String echo : List.of("/java.lang.Exception", "/api/java.lang.Exception", "/api/dev.cubeguide.Main")) {
            ApiClient.Answer missing = api.get(echo);
            assertThat(missing.status()).isEqualTo(404);
            assertNoCodeWords(missing);
        }
    }

    @Test
    void anOversizedBodyIs413() {
        String big = "{\"scramble\":\"" + "R ".repeat(ServerOptions.DEFAULT_MAX_BODY_BYTES) + "\"}";
        for (String path : POSTS) {
            ApiClient.Answer answer = api.post(path, big);
            assertThat(answer.status()).isEqualTo(413);
            assertThat(answer.errorCode()).isEqualTo("PAYLOAD_TOO_LARGE");
            assertThat(answer.json().path("error").path("detail").path("limitBytes").asInt())
                    .isEqualTo(ServerOptions.DEFAULT_MAX_BODY_BYTES);
        }
    }

    @Test
    void scrambleParametersAreAllChecked() {
        String[] refused = {"moves=4294967297&randomState=false", "moves=-1&randomState=false",
            "moves=0&randomState=false", "moves=20", "moves=20&randomState=true", "moves=1.5&randomState=false",
            "colour=red", "moves=3&moves=4&randomState=false", "randomState=maybe", "seed=12345678901234567890"};
        for (String query : refused) {
            ApiClient.Answer answer = api.get("/api/scramble?" + query);
            assertThat(answer.status()).as(query).isEqualTo(400);
            assertThat(answer.errorCode()).isEqualTo("BAD_REQUEST");
        }
        assertThat(api.get("/api/scramble?moves=4294967297&randomState=false").errorMessage()).contains("moves", "1..100");
        assertThat(api.get("/api/scramble?moves=20").errorMessage()).contains("conflict");
        ApiClient.Answer twenty = api.get("/api/scramble?moves=20&randomState=false&seed=3");
        assertThat(twenty.status()).isEqualTo(200);
        assertThat(Alg.parse(twenty.json().get("scramble").asText()).length()).isEqualTo(20);
    }

    @Test
    void aBugIsA500CarryingOnlyAReferenceAndErrorsToo() {
        for (String solver : List.of("broken", "overflow", "memory")) {
            ApiClient.Answer answer = api.post("/api/solve", Map.of("scramble", "R U F", "solver", solver));
            assertThat(answer.status()).as(solver).isEqualTo(500);
            JsonNode error = answer.json().path("error");
            assertThat(error.path("code").asText()).isEqualTo("INTERNAL");
            String id = error.path("id").asText();
            assertThat(id).matches("[0-9a-f]{8}");
            assertThat(error.path("message").asText())
                    .isEqualTo("Something went wrong on the server (reference " + id + ").");
            assertThat(answer.text()).doesNotContain("secret-detail").doesNotContain("Error");
            assertNoCodeWords(answer);
        }
    }

    /** Tables that do not fit the server's memory are a 503 naming the sizes, never a 500 or a stack trace. */
    @Test
    void tablesThatDoNotFitAre503NamingTheSizes() {
        ApiClient.Answer answer = api.post("/api/solve", Map.of("scramble", "R U F", "solver", "too-big"));
        assertThat(answer.status()).isEqualTo(503);
        JsonNode error = answer.json().path("error");
        assertThat(error.path("code").asText()).isEqualTo("MEMORY");
        assertThat(error.path("message").asText()).contains("2.8 GiB", "1.0 GiB");
        assertNoCodeWords(answer);
    }

    @Test
    void deepNotationIsBadNotationOrAResultNeverA500() {
        String deepGroups = "(".repeat(6000) + "R" + ")".repeat(6000);
        String deepConjugates = "[R: ".repeat(3000) + "U" + "]".repeat(3000);
        for (String scramble : List.of(deepGroups, deepConjugates)) {
            for (String path : List.of("/api/parse", "/api/solve")) {
                ApiClient.Answer answer = api.post(path, Map.of("scramble", scramble));
                assertThat(answer.status()).as(path + ": " + answer.text()).isIn(200, 400);
                if (answer.status() == 400) {
                    assertThat(answer.errorCode()).isIn("BAD_NOTATION", "NO_SOLUTION");
                }
                assertNoCodeWords(answer);
            }
        }
    }

    @Test
    void parsingWaitsForASolveSlot() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Function<String, Solver> holder = name -> new ApiTest.TestSolver(name, cube -> {
            holding.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return PATH.solve(cube);
        });
        ExecutorService client = Executors.newSingleThreadExecutor();
        try (GuideServer one = GuideServer.start(TestSolvers.options().withPort(0).withMaxConcurrentSolves(1)
                .withQueueWait(Duration.ofMillis(100)).withSolvers(holder, List.of("twophase")))) {
            ApiClient oneApi = new ApiClient(one.uri());
            Future<ApiClient.Answer> held = client.submit(() -> oneApi.post("/api/solve", Map.of("scramble", "R U F")));
            assertThat(holding.await(30, TimeUnit.SECONDS)).isTrue();
            ApiClient.Answer parse = oneApi.post("/api/parse", Map.of("scramble", "R U"));
            assertThat(parse.status()).as(parse.text()).isEqualTo(503);
            assertThat(parse.errorCode()).isEqualTo("BUSY");
            release.countDown();
            assertThat(held.get(30, TimeUnit.SECONDS).status()).isEqualTo(200);
            assertThat(oneApi.post("/api/parse", Map.of("scramble", "R U")).status()).isEqualTo(200);
        } finally {
            release.countDown();
            client.shutdownNow();
        }
    }

    @Test
    void onlyALoopbackServerStartsTableBuildsForRequests() {
        assertThat(ServerOptions.defaults().loopbackOnly()).isTrue();
        assertThat(ServerOptions.defaults().withHost("localhost").loopbackOnly()).isTrue();
        assertThat(ServerOptions.defaults().withHost("::1").loopbackOnly()).isTrue();
        assertThat(ServerOptions.defaults().withHost("0.0.0.0").loopbackOnly()).isFalse();
        assertThat(ServerOptions.defaults().withHost("192.168.1.20").loopbackOnly()).isFalse();
        assertThat(ServerOptions.defaults().withHost("cube.example").loopbackOnly()).isFalse();
        ServerOptions everywhere = TestSolvers.options().withHost("0.0.0.0").withPort(0)
                .withSolvers(lookup(), List.of("twophase"));
        try (GuideServer open = GuideServer.start(everywhere)) {
            ApiClient.Answer answer = new ApiClient(open.uri()).post("/api/solve",
                    Map.of("scramble", "R U F", "solver", "unbuilt"));
            assertThat(answer.status()).as(answer.text()).isEqualTo(503);
            assertThat(answer.errorCode()).isEqualTo("TABLES_MISSING");
            assertThat(answer.errorMessage()).contains("cubeguide tables build --solver unbuilt");
            assertThat(answer.json().path("error").path("detail").path("command").asText())
                    .isEqualTo("cubeguide tables build --solver unbuilt");
        }
        try (GuideServer allowed = GuideServer.start(everywhere.withAllowTableBuilds(true))) {
            ApiClient.Answer answer = new ApiClient(allowed.uri()).post("/api/solve",
                    Map.of("scramble", "R U F", "solver", "unbuilt"));
            assertThat(answer.status()).as(answer.text()).isEqualTo(503);
            assertThat(answer.json().path("error").path("detail").path("reason").asText()).isEqualTo("TABLES_BUILDING");
        }
    }

    @Test
    void theOpenApiDocumentNamesTheHttpCodes() {
        JsonNode document = api.get("/api/openapi.json").json();
        JsonNode codes = document.path("components").path("schemas").path("Error").path("properties").path("error")
                .path("properties").path("code").path("enum");
        List<String> listed = new ArrayList<>();
        codes.forEach(code -> listed.add(code.asText()));
        assertThat(listed).contains(ApiError.METHOD_NOT_ALLOWED, ApiError.REQUEST_TIMEOUT, ApiError.PAYLOAD_TOO_LARGE,
                ApiError.UNSUPPORTED_MEDIA_TYPE, ApiError.TABLES_MISSING, ApiError.INTERNAL);
        assertThat(document.path("paths").path("/api/solve").path("post").path("responses").has("415")).isTrue();
    }

    /** No answer names the server's code. */
    static void assertNoCodeWords(ApiClient.Answer answer) {
        assertThat(answer.text()).doesNotContain("dev.cubeguide").doesNotContain("java.").doesNotContain("Exception")
                .doesNotContain("jackson").doesNotContain("Jackson").doesNotContain("jetty");
    }

    /** A solver whose tables no store holds; its build waits until the test ends. */
    private static final class UnbuiltSolver implements Solver {
        @Override
        public String name() {
            return "unbuilt";
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo("unbuilt", "unbuilt", "test solver without tables", 40, "", false);
        }

        @Override
        public SolverTables tables() {
            return TestTables.of("test-never-built-either", () -> false, () -> {
                try {
                    Thread.sleep(60_000);
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
}
