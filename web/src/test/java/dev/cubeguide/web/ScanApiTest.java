package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.scan.SimulatedCamera;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** POST /api/scan: the same answer as the library and {@code scan --json}, and its errors. */
class ScanApiTest {
    private static GuideServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        server = GuideServer.start(TestSolvers.options().withPort(0));
        api = new ApiClient(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static List<String> hex(List<Rgb> readings) {
        List<String> out = new ArrayList<>();
        readings.forEach(r -> out.add(r.hex()));
        return out;
    }

    @Test
    void readsACubeFromCameraReadings() {
        Random random = new Random(4);
        String truth = RandomCubes.randomState(random).toFacelets();
        List<Rgb> readings = SimulatedCamera.photograph(truth, SimulatedCamera.Light.INDOOR, random);
        ApiClient.Answer answer = api.post("/api/scan", Map.of("colors", hex(readings)));
        assertThat(answer.status()).isEqualTo(200);
        JsonNode json = answer.json();
        assertThat(json.get("facelets").asText()).isEqualTo(truth);
        CubeValidator.validate(json.get("facelets").asText());
        assertThat(json.get("confidence").size()).isEqualTo(54);
        List<Integer> uncertain = new ArrayList<>();
        json.get("uncertain").forEach(n -> uncertain.add(n.asInt()));
        assertThat(uncertain).isEqualTo(ColorResolver.resolve(readings).uncertain());
        assertThat(api.get("/api/openapi.json").json().get("paths").has("/api/scan")).isTrue();
    }

    @Test
    void badReadingsAre400NamingTheIndex() {
        List<String> colors = new ArrayList<>(Collections.nCopies(54, "#ffffff"));
        colors.set(20, "white");
        ApiClient.Answer bad = api.post("/api/scan", Map.of("colors", colors));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.errorCode()).isEqualTo("BAD_REQUEST");
        assertThat(bad.json().get("error").get("detail").get("index").asInt()).isEqualTo(20);
        assertThat(bad.errorMessage()).contains("reading 20 (F3)");

        ApiClient.Answer few = api.post("/api/scan", Map.of("colors", List.of("#ffffff")));
        assertThat(few.status()).isEqualTo(400);
        assertThat(few.json().get("error").get("detail").get("count").asInt()).isEqualTo(1);

        ApiClient.Answer missing = api.post("/api/scan", Map.of());
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.errorMessage()).contains("colors");

        ApiClient.Answer unknown = api.post("/api/scan", Map.of("colours", colors));
        assertThat(unknown.status()).isEqualTo(400);

        ApiClient.Answer malformed = api.post("/api/scan", "{\"colors\": [");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.text()).doesNotContain("Exception").doesNotContain("jackson");
    }

    @Test
    void readingsNoCubeFitsAreScanUnresolved() {
        ApiClient.Answer grey = api.post("/api/scan", Map.of("colors", Collections.nCopies(54, "#808080")));
        assertThat(grey.status()).isEqualTo(400);
        assertThat(grey.errorCode()).isEqualTo("SCAN_UNRESOLVED");
        assertThat(grey.json().get("error").get("detail").get("stickers").asText()).isNotBlank();
    }
}
