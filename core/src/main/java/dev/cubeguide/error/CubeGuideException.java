package dev.cubeguide.error;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The one exception type every layer throws for bad input or an impossible request.
 *
 * <p>It carries a stable {@link ErrorCode}, a message for people, and a {@code detail} map that names
 * where the problem is (a column, stickers, pieces). The CLI prints {@code error: CODE: message}; the HTTP
 * API returns {@code {"error":{"code","message","detail"}}}.
 */
public class CubeGuideException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final ErrorCode code;
    private final Map<String, Object> detail;

    public CubeGuideException(ErrorCode code, String message) {
        this(code, message, Map.of());
    }

    public CubeGuideException(ErrorCode code, String message, Map<String, ?> detail) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
        this.detail = Collections.unmodifiableMap(new LinkedHashMap<>(detail));
    }

    public CubeGuideException(ErrorCode code, String message, Map<String, ?> detail, Throwable cause) {
        super(message, cause);
        this.code = Objects.requireNonNull(code, "code");
        this.detail = Collections.unmodifiableMap(new LinkedHashMap<>(detail));
    }

    /** The stable code. */
    public ErrorCode code() {
        return code;
    }

    /** Where the problem is; keys depend on the code. Never null, possibly empty; insertion-ordered. */
    public Map<String, Object> detail() {
        return detail;
    }

    /** The error object of the CLI's JSON lines and the HTTP API: {@code {"code","message","detail"}}. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("code", code.name());
        map.put("message", getMessage());
        map.put("detail", detail);
        return map;
    }

    @Override
    public String toString() {
        return code + ": " + getMessage() + (detail.isEmpty() ? "" : " " + detail);
    }
}
