package dev.cubeguide.web;

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

    ApiException(int status, String code, String message, Map<String, ?> detail) {
        this(status, code, message, detail, Map.of());
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
