package dev.cubeguide.error;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an error may say to a person or a client, in one place for the CLI, the server and the browser's engine:
 * the body {@code {"error":{"code","message","detail"}}} of the JSON API, and the test of a text that would name the
 * program's code (a Java class or package, an exception) rather than the problem. Such a message is replaced by a
 * plain sentence with the code, and such a detail entry is left out, whatever input it echoes.
 */
public final class ErrorAnswer {
    /** Words that would tell a reader about the program's code: no answer contains them. */
    private static final List<String> CODE_WORDS = List.of("dev.cubeguide", "java.", "javax.", "jakarta.",
            "org.eclipse", "io.javalin", "com.fasterxml", "org.teavm", "Exception", "OverflowError", "MemoryError",
            "Error:");

    private ErrorAnswer() {
    }

    /**
     * The API's error body, its entries in the order code, message, detail: the message if {@link #isPlain}, else
     * a plain sentence with the code; the detail's plain entries only.
     */
    public static Map<String, Object> of(String code, String message, Map<String, ?> detail) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", isPlain(message) ? message : "The request was refused (" + code + ").");
        error.put("detail", plainDetail(detail));
        return Map.of("error", Collections.unmodifiableMap(error));
    }

    /** The body of an error of the {@code exception}'s code, message and detail (see {@link #of}). */
    public static Map<String, Object> of(CubeGuideException exception) {
        return of(exception.code().name(), exception.getMessage(), exception.detail());
    }

    /**
     * The answer to a bug: {@code message} (which says where it happened) and the reference that the log prints
     * beside the details, never the details themselves.
     */
    public static Map<String, Object> internal(String message, String reference) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", ErrorCode.INTERNAL.name());
        error.put("message", message);
        error.put("id", reference);
        error.put("detail", Collections.emptyMap());
        return Map.of("error", Collections.unmodifiableMap(error));
    }

    /** Whether a text is not empty and free of the words that name the program's code. */
    public static boolean isPlain(String text) {
        return text != null && !text.isEmpty() && !namesCode(text);
    }

    /** The roots of package paths: {@code root.name.} at the start of a word names a package of the program or a library. */
    private static final List<String> PACKAGE_ROOTS = List.of("java", "javax", "jakarta", "scala", "org", "com", "io",
            "dev");

    /**
     * Whether a text holds a word that names the program's code: a Java package or class ({@code org.apache.spark.},
     * {@code scala.}...), an exception, an error type ({@code ...Error} at the end of a word, as in
     * {@code OutOfMemoryError}).
     */
    public static boolean namesCode(String text) {
        for (String word : CODE_WORDS) {
            if (text.contains(word)) {
                return true;
            }
        }
        return namesPackage(text) || namesErrorType(text);
    }

    /** {@code root.lowercase.} where a word starts, for a root of {@link #PACKAGE_ROOTS}. */
    private static boolean namesPackage(String text) {
        for (String root : PACKAGE_ROOTS) {
            for (int at = text.indexOf(root + "."); at >= 0; at = text.indexOf(root + ".", at + 1)) {
                if (at > 0 && Character.isLetterOrDigit(text.charAt(at - 1))) {
                    continue;
                }
                int i = at + root.length() + 1;
                int start = i;
                while (i < text.length() && text.charAt(i) >= 'a' && text.charAt(i) <= 'z') {
                    i++;
                }
                if (i > start && i < text.length() && text.charAt(i) == '.') {
                    return true;
                }
            }
        }
        return false;
    }

    /** A word that ends in {@code Error} after a letter, as Java's and Scala's error types do. */
    private static boolean namesErrorType(String text) {
        for (int at = text.indexOf("Error"); at >= 0; at = text.indexOf("Error", at + 1)) {
            int end = at + "Error".length();
            boolean afterLetter = at > 0 && Character.isLetter(text.charAt(at - 1));
            boolean wordEnds = end == text.length() || !Character.isLetterOrDigit(text.charAt(end));
            if (afterLetter && wordEnds) {
                return true;
            }
        }
        return false;
    }

    /** The detail without the entries whose key or text is not {@link #isPlain}, nested maps and lists too. */
    public static Map<String, Object> plainDetail(Map<String, ?> detail) {
        Map<String, Object> kept = new LinkedHashMap<>();
        detail.forEach((key, value) -> {
            Object clean = plainValue(value);
            if (isPlain(key) && clean != null) {
                kept.put(key, clean);
            }
        });
        return Collections.unmodifiableMap(kept);
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
            return Collections.unmodifiableList(kept);
        }
        if (value instanceof CharSequence text) {
            return text.isEmpty() || isPlain(text.toString()) ? text.toString() : null;
        }
        return value;
    }
}
