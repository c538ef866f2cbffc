package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Generated requests against an in-process server: JSON bodies of every shape (wrong types, unknown and repeated
 * fields, deep nesting, cut-off text, notation and facelets that are nearly right), sent as JSON or as something
 * else, to every POST endpoint, and scramble queries. No answer is a 500, every refusal is the error object, and
 * no answer names the server's code. A few hundred requests in the default run; thousands under {@code -Pslow}.
 */
class ApiFuzzTest {
    private static final List<String> CODE_WORDS = List.of("dev.cubeguide", "java.", "Exception");
    private static final String SOLVED = CubieCube.SOLVED.toFacelets();
    private static GuideServer server;
    private static ApiClient api;

    @BeforeContainer
    static void start() {
        // The lookup's "broken", "overflow" and "memory" solvers (500 by design) are never generated.
        server = GuideServer.start(TestSolvers.options().withPort(0).withSolvers(HttpContractTest.lookup(),
                List.of("twophase")));
        api = new ApiClient(server.uri());
    }

    @AfterContainer
    static void stop() {
        server.close();
    }

    @Property(tries = 300, seed = "20261125")
    void generatedBodiesGetCleanAnswers(@ForAll("paths") String path, @ForAll("contentTypes") String type,
            @ForAll("bodies") String body) {
        check(body, api.send("POST", path, type, body));
    }

    @Property(tries = 20000, seed = "20261126")
    @Tag("slow")
    void manyGeneratedBodiesGetCleanAnswers(@ForAll("paths") String path, @ForAll("contentTypes") String type,
            @ForAll("bodies") String body) {
        check(body, api.send("POST", path, type, body));
    }

    @Property(tries = 100, seed = "20261127")
    void generatedScrambleQueriesGetCleanAnswers(@ForAll("queries") String query) {
        check(query, api.get("/api/scramble?" + query));
    }

    private static void check(String request, ApiClient.Answer answer) {
        assertThat(answer.status()).as("%s -> %s", request, answer.text()).isBetween(200, 499);
        JsonNode json = ApiClient.readJson(answer.text());
        if (answer.status() >= 400) {
            assertThat(json.path("error").path("code").asText()).as(answer.text()).isNotEmpty();
            assertThat(json.path("error").path("message").asText()).as(answer.text()).isNotEmpty();
        }
        for (String word : CODE_WORDS) {
            if (!request.contains(word)) {
                assertThat(answer.text()).as(request).doesNotContain(word);
            }
        }
    }

    @Provide
    Arbitrary<String> paths() {
        return Arbitraries.of("/api/solve", "/api/validate", "/api/parse", "/api/display");
    }

    @Provide
    Arbitrary<String> contentTypes() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(12, Arbitraries.just("application/json")),
                net.jqwik.api.Tuple.of(1, Arbitraries.of("text/plain", "application/x-www-form-urlencoded",
                        "application/json; charset=utf-16", "", "multipart/form-data; boundary=b")));
    }

    @Provide
    Arbitrary<String> bodies() {
        Arbitrary<String> object = objects(3);
        Arbitrary<String> cut = Combinators.combine(object, Arbitraries.integers().between(0, 200))
                .as((text, at) -> text.substring(0, Math.min(at, text.length())));
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, object),
                net.jqwik.api.Tuple.of(1, cut),
                net.jqwik.api.Tuple.of(1, values(2)));
    }

    /** JSON objects as text, so that fields can repeat. */
    private Arbitrary<String> objects(int depth) {
        Arbitrary<String> field = Combinators.combine(names(), values(depth - 1))
                .as((name, value) -> quote(name) + ":" + value);
        return field.list().ofMaxSize(6).map(fields -> "{" + String.join(",", fields) + "}");
    }

    private Arbitrary<String> names() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(10, Arbitraries.of("scramble", "facelets", "solver", "maxLength", "timeoutMs",
                        "send")),
                net.jqwik.api.Tuple.of(1, Arbitraries.strings().ofMaxLength(8)));
    }

    private Arbitrary<String> values(int depth) {
        Arbitrary<String> scalars = Arbitraries.oneOf(
                notation().map(ApiFuzzTest::quote),
                facelets().map(ApiFuzzTest::quote),
                Arbitraries.of("twophase", "beginner", "optimal", "unknown", "state", "solve", "next", "prev", "")
                        .map(ApiFuzzTest::quote),
                Arbitraries.strings().ofMaxLength(20).map(ApiFuzzTest::quote),
                Arbitraries.of("0", "-1", "1", "20", "300", "301", "2147483647", "2147483648", "4294967297",
                        "-9223372036854775809", "12.5", "1e3", "1e400", "-0", "true", "false", "null", "\" \""),
                Arbitraries.integers().map(String::valueOf));
        if (depth <= 0) {
            return scalars;
        }
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, scalars),
                net.jqwik.api.Tuple.of(1, Arbitraries.lazy(() -> values(depth - 1)).list().ofMaxSize(4)
                        .map(items -> "[" + String.join(",", items) + "]")),
                net.jqwik.api.Tuple.of(1, Arbitraries.lazy(() -> objects(depth - 1))),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(20, 400)
                        .map(n -> "[".repeat(n) + "]".repeat(n))));
    }

    /** Notation that is nearly right: tokens of the grammar in any order, with small repeat counts. */
    private static Arbitrary<String> notation() {
        return Arbitraries.of("R", "U'", "F2", "D2'", "Rw", "r", "M", "x", "y'", "(", ")", "[", "]", ",", ":", "2",
                "3", "'", " ", "Q", "R3", "()", "[R: U]", "[R, U]", "(R U)3").list().ofMaxSize(14)
                .map(tokens -> String.join(" ", tokens));
    }

    /** Facelet strings: solved, with stickers changed, cut or grown. */
    private static Arbitrary<String> facelets() {
        return Combinators.combine(Arbitraries.integers().between(0, 53), Arbitraries.of('U', 'R', 'F', 'D', 'L', 'B',
                'X', 'w'), Arbitraries.integers().between(-2, 2))
                .as((at, symbol, grow) -> {
                    String changed = SOLVED.substring(0, at) + symbol + SOLVED.substring(at + 1);
                    return grow < 0 ? changed.substring(-grow) : changed + "U".repeat(grow);
                });
    }

    @Provide
    Arbitrary<String> queries() {
        Arbitrary<String> parameter = Combinators.combine(
                Arbitraries.of("seed", "moves", "randomState", "colour", "moves"),
                Arbitraries.of("1", "25", "0", "-5", "101", "4294967297", "abc", "", "true", "false", "1.5", "%00",
                        "99999999999999999999"))
                .as((name, value) -> name + "=" + value);
        return parameter.list().ofMaxSize(4).map(parts -> String.join("&", parts));
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
