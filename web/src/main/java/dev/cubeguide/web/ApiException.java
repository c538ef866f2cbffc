package dev.cubeguide.web;

import dev.cubeguide.error.ErrorKind;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A refusal of the HTTP layer, with its status, one of the codes of {@link ApiError}, a message for people, a
 * detail map and the headers the answer carries (such as {@code Allow} or {@code Retry-After}). The errors of
 * the library keep their own type, {@code CubeGuideException}; this one is for what only HTTP knows about.
 */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final Map<String, Object> detail;
    private final Map<String, String> headers;

    /** A refusal of {@code kind}: its HTTP status, and its name as the code. */
    ApiException(ErrorKind kind, String message, Map<String, ?> detail) {
        this(kind.httpStatus(), kind.name(), message, detail, Map.of());
    }

    /** A malformed request: a bad field, parameter or query (HTTP 400, {@code BAD_REQUEST}). */
    static ApiException badRequest(String message, Map<String, ?> detail) {
        return new ApiException(ErrorKind.BAD_INPUT.httpStatus(), ApiError.BAD_REQUEST, message, detail, Map.of());
    }

    private ApiException(int status, String code, String message, Map<String, ?> detail, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = Objects.requireNonNull(code, "code");
        this.detail = Collections.unmodifiableMap(new LinkedHashMap<>(detail));
        this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /** This refusal with one more header on its answer. */
    ApiException withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new ApiException(status, code, getMessage(), detail, more);
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    Map<String, Object> detail() {
        return detail;
    }

    Map<String, String> headers() {
        return headers;
    }
}
