package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The error body of every failed request: {@code {"error":{"code","message","detail"}}}. The codes are those of
 * {@link ErrorCode} (the input codes with HTTP 400), and the HTTP-only codes of this layer: {@link #BUSY} (503),
 * {@link #NOT_FOUND} (404), {@link #METHOD_NOT_ALLOWED} (405),
 * {@link #REQUEST_TIMEOUT} (408), {@link #PAYLOAD_TOO_LARGE} (413), {@link #UNSUPPORTED_MEDIA_TYPE} (415) and
 * {@link #TABLES_MISSING} (503). {@link #INTERNAL} (500) is a bug, never caused by input: its answer carries only a
 * reference id, which the server log prints beside the details.
 *
 * <p>No answer names a Java class or repeats an exception's text: {@link #plain} keeps such words out of every
 * message and detail, whatever input they echo.
 */
final class ApiError {
    /** Too many solves are running; retry after the {@code Retry-After} seconds. */
    static final String BUSY = "BUSY";
    /** No such API path (HTTP 404). */
    static final String NOT_FOUND = "NOT_FOUND";
    /** A bug in the server; details are in the server log, never in the answer. */
    static final String INTERNAL = ErrorCode.INTERNAL.name();
    /** A malformed request (bad JSON, a bad field or parameter). */
    static final String BAD_REQUEST = ErrorCode.BAD_REQUEST.name();
    /** The path exists but not for this method (HTTP 405, with {@code Allow}). */
    static final String METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED";
    /** The request body did not arrive within the server's read timeout (HTTP 408). */
    static final String REQUEST_TIMEOUT = "REQUEST_TIMEOUT";
    /** The request body is larger than the server accepts (HTTP 413). */
    static final String PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";
    /** A body that is not declared {@code application/json} (HTTP 415). */
    static final String UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE";
    /**
     * The solver's tables are not on this server, and requests may not start their build here (HTTP 503): the
     * message gives the command that builds them.
     */
    static final String TABLES_MISSING = "TABLES_MISSING";

    /** Words that would tell a client about the server's code: no answer contains them. */
    private static final List<String> CODE_WORDS = List.of("dev.cubeguide", "java.", "javax.", "jakarta.",
            "org.eclipse", "io.javalin", "com.fasterxml", "Exception", "OverflowError", "MemoryError", "Error:");

    private ApiError() {
    }

    static Map<String, Object> of(CubeGuideException e) {
        return of(e.code().name(), e.getMessage(), e.detail());
    }

    static Map<String, Object> of(String code, String message, Map<String, ?> detail) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", plain(message) ? message : "The request was refused (" + code + ").");
        error.put("detail", plainDetail(detail));
        return Map.of("error", error);
    }

    /** The answer to a bug: a plain sentence and the reference the log prints with the details. */
    static Map<String, Object> internal(String reference) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", INTERNAL);
        error.put("message", "Something went wrong on the server (reference " + reference + ").");
        error.put("id", reference);
        error.put("detail", Map.of());
        return Map.of("error", error);
    }

    /** Whether a text is free of the words that name the server's code. */
    static boolean plain(String text) {
        if (text == null || text.isEmpty()) {
            return false;
        }
        for (String word : CODE_WORDS) {
            if (text.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** The detail without the entries whose text is not {@link #plain}. */
    private static Map<String, Object> plainDetail(Map<String, ?> detail) {
        Map<String, Object> kept = new LinkedHashMap<>();
        detail.forEach((key, value) -> {
            Object clean = plainValue(value);
            if (plain(key) && clean != null) {
                kept.put(key, clean);
            }
        });
        return kept;
    }

    private static Object plainValue(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> nested = new LinkedHashMap<>();
            map.forEach((key, inner) -> nested.put(String.valueOf(key), inner));
            return plainDetail(nested);
        }
        if (value instanceof List<?> list) {
            List<Object> kept = new ArrayList<>();
            for (Object item : list) {
                Object clean = plainValue(item);
                if (clean != null) {
                    kept.add(clean);
                }
            }
            return kept;
        }
        if (value instanceof CharSequence text) {
            return text.isEmpty() || plain(text.toString()) ? text.toString() : null;
        }
        return value;
    }
}
