package dev.cubeguide.browser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A JSON request body read field by field, with the server's words for what is wrong: a body that is not an
 * object, an unknown field (with the list of known ones), a value of the wrong type. A missing field or null is an
 * absent value.
 */
final class Fields {
    private final Map<String, Object> body;

    private Fields(Map<String, Object> body) {
        this.body = body;
    }

    /** The body {@code text}, which must be a JSON object whose fields are among {@code known}. */
    @SuppressWarnings("unchecked")
    static Fields of(String text, List<String> known) {
        Object value = Json.parse(text == null ? "" : text);
        if (!(value instanceof Map)) {
            throw Json.bad("the request body must be a JSON object, not " + kind(value), Map.of());
        }
        Map<String, Object> body = (Map<String, Object>) value;
        for (String name : body.keySet()) {
            if (!known.contains(name)) {
                List<String> sorted = new ArrayList<>(new TreeSet<>(known));
                throw Json.bad("unknown field \"" + name + "\"; the fields are " + String.join(", ", sorted),
                        Map.of("field", name, "known", sorted));
            }
        }
        return new Fields(body);
    }

    String string(String field) {
        Object value = body.get(field);
        require(value == null || value instanceof String, field, "a string", value);
        return (String) value;
    }

    Integer integer(String field) {
        Object value = body.get(field);
        if (value instanceof Json.BigInteger || value instanceof Long l && (l < Integer.MIN_VALUE
                || l > Integer.MAX_VALUE)) {
            throw Json.bad("field \"" + field + "\" must be an integer from " + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE + ", not " + value, Map.of("field", field, "expected", "an integer"));
        }
        require(value == null || value instanceof Long, field, "an integer", value);
        return value == null ? null : (int) (long) (Long) value;
    }

    Boolean bool(String field) {
        Object value = body.get(field);
        require(value == null || value instanceof Boolean, field, "true or false", value);
        return (Boolean) value;
    }

    /** A list of strings, or null. */
    List<String> strings(String field) {
        Object value = body.get(field);
        require(value == null || value instanceof List, field, "a list", value);
        if (value == null) {
            return null;
        }
        List<String> out = new ArrayList<>();
        List<?> list = (List<?>) value;
        for (int i = 0; i < list.size(); i++) {
            Object item = list.get(i);
            if (item == null) {
                throw Json.bad("field \"" + field + "\" must not hold null (item " + i + ")", Map.of("field", field));
            }
            require(item instanceof String, field + "[" + i + "]", "a string", item);
            out.add((String) item);
        }
        return out;
    }

    private static void require(boolean ok, String field, String expected, Object value) {
        if (!ok) {
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("field", field);
            detail.put("expected", expected);
            throw Json.bad("field \"" + field + "\" must be " + expected + ", not " + kind(value), detail);
        }
    }

    private static String kind(Object value) {
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Long || value instanceof Json.BigInteger) {
            return "an integer";
        }
        if (value instanceof Double) {
            return "a number with a fraction";
        }
        if (value instanceof Boolean b) {
            return b ? "true" : "false";
        }
        if (value instanceof List) {
            return "a list";
        }
        if (value instanceof Map) {
            return "an object";
        }
        return "null";
    }
}
