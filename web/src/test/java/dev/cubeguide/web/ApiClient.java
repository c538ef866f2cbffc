package dev.cubeguide.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small HTTP client for the API tests. */
final class ApiClient {
    static final ObjectMapper JSON = new ObjectMapper();

    /** A status, the headers we check and the parsed body. */
    record Answer(int status, String retryAfter, String text, JsonNode json, HttpHeaders headers) {
        String errorCode() {
            return json.path("error").path("code").asText();
        }

        String errorMessage() {
            return json.path("error").path("message").asText();
        }
    }

    /** Parses a body that must be JSON. */
    static JsonNode readJson(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    private final URI base;
    private final HttpClient http;
    private final Duration timeout;

    ApiClient(URI base) {
        this(base, Duration.ofSeconds(60));
    }

    /** A client whose requests give up after {@code timeout}. */
    ApiClient(URI base, Duration timeout) {
        this.base = base;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(base.resolve(path)).timeout(timeout)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    Answer post(String path, Object body) {
        try {
            return post(path, JSON.writeValueAsString(body));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Any method, with a body sent as {@code contentType} (none when null). */
    Answer send(String method, String path, String contentType, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(timeout)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        return send(builder.build());
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).timeout(timeout).GET().build());
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(response.body());
            } catch (IOException notJson) {
                json = JSON.nullNode();
            }
            return new Answer(response.statusCode(), response.headers().firstValue("Retry-After").orElse(null),
                    response.body(), json, response.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
