package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server serves the site (the same files as cubeguide site writes) with the types a browser needs. */
class SiteRoutesTest {
    private static GuideServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = GuideServer.start(TestSolvers.options().withPort(0));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<byte[]> get(String path, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void eachFileHasItsTypeAndARepeatVisitGets304() throws IOException, InterruptedException {
        String[][] files = {{"/", "text/html"}, {"/sw.js", "text/javascript"}, {"/js/site.js", "text/javascript"},
            {"/manifest.webmanifest", "application/manifest+json"}, {"/engine/engine.wasm", "application/wasm"},
            {"/engine/client.js", "text/javascript"}, {"/icons/icon-512.png", "image/png"},
            {"/vendor/three/build/three.core.min.js", "text/javascript"}};
        for (String[] file : files) {
            HttpResponse<byte[]> answer = get(file[0]);
            assertThat(answer.statusCode()).as(file[0]).isEqualTo(200);
            assertThat(answer.headers().firstValue("Content-Type")).as(file[0]).hasValueSatisfying(
                    type -> assertThat(type).startsWith(file[1]));
            assertThat(answer.headers().firstValue("Cache-Control")).contains("no-cache");
            String etag = answer.headers().firstValue("ETag").orElseThrow();
            HttpResponse<byte[]> again = get(file[0], "If-None-Match", etag);
            assertThat(again.statusCode()).as(file[0]).isEqualTo(304);
            assertThat(again.body()).isEmpty();
        }
        assertThat(new String(get("/js/site.js").body(), java.nio.charset.StandardCharsets.UTF_8))
                .contains("server: true");
        assertThat(get("/?scramble=R").statusCode()).isEqualTo(200);
        assertThat(get("/engine/").statusCode()).isEqualTo(404);
        assertThat(get("/js/nothing.js").statusCode()).isEqualTo(404);
    }

    @Test
    void theContentSecurityPolicyLetsThePageCompileWebAssembly() throws IOException, InterruptedException {
        assertThat(get("/").headers().firstValue("Content-Security-Policy")).hasValueSatisfying(policy ->
                assertThat(policy).contains("script-src 'self' 'wasm-unsafe-eval'"));
        URI api = server.uri().resolve("/api/solvers");
        assertThat(HTTP.send(HttpRequest.newBuilder(api).build(), HttpResponse.BodyHandlers.ofString()).statusCode())
                .isEqualTo(200);
    }
}
