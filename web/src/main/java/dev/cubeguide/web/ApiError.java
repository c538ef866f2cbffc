package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The error body of every failed request: {@code {"error":{"code","message","detail"}}}. The codes are those of
 * {@link ErrorCode}: the input codes with HTTP 400, and {@link #BUSY} (HTTP 503), {@link #NOT_FOUND}
 * (HTTP 404), {@link #NOT_IMPLEMENTED} (HTTP 501) and {@link #INTERNAL} (HTTP 500, a bug: never caused by input).
 */
final class ApiError {
    /** Too many solves are running; retry after the {@code Retry-After} seconds. */
    static final String BUSY = ErrorCode.BUSY.name();
    /** No such API path. */
    static final String NOT_FOUND = ErrorCode.NOT_FOUND.name();
    /** The chosen solver is not built yet. */
    static final String NOT_IMPLEMENTED = ErrorCode.NOT_IMPLEMENTED.name();
    /** A bug in the server; details are in the server log, never in the answer. */
    static final String INTERNAL = ErrorCode.INTERNAL.name();

    private ApiError() {
    }

    static Map<String, Object> of(CubeGuideException e) {
        return Map.of("error", e.toMap());
    }

    static Map<String, Object> of(String code, String message, Map<String, ?> detail) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        error.put("detail", detail);
        return Map.of("error", error);
    }
}
