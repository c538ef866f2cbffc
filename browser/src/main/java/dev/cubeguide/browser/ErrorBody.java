package dev.cubeguide.browser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The error body of the API, {@code {"error":{"code","message","detail"}}}, written the same way by the browser's
 * engine and by the server ({@code web.ApiError}): no message or detail that names the code (a Java class, an
 * exception), and a bug answered with only a reference.
 */
public final class ErrorBody {
    private static final List<String> CODE_WORDS = List.of("dev.cubeguide", "java.", "javax.", "jakarta.",
            "org.eclipse", "io.javalin", "com.fasterxml", "org.teavm", "Exception", "OverflowError", "MemoryError",
            "Error:");

    private ErrorBody() {
    }

    /** The body of an error {@code code}: the message and detail as given, less any text that names the code. */
    public static Map<String, Object> of(String code, String message, Map<String, ?> detail) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", plain(message) ? message : "The request was refused (" + code + ").");
        error.put("detail", plainDetail(detail));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        return body;
    }

    /** The answer to a bug in the browser's engine: a plain sentence and the reference of the details. */
    static Map<String, Object> internal(String reference) {
        return internal(reference, "in the browser's engine");
    }

    /**
     * The answer to a bug {@code where} it happened ("on the server"): a plain sentence and the reference that the
     * log prints beside the details.
     */
    public static Map<String, Object> internal(String reference, String where) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", "INTERNAL");
        error.put("message", "Something went wrong " + where + " (reference " + reference + ").");
        error.put("id", reference);
        error.put("detail", new LinkedHashMap<>());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        return body;
    }

    /** Whether a text is free of the words that name the code. */
    public static boolean plain(String text) {
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
