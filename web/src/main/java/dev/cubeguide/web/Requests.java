package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON bodies the API accepts, and their strict reader. A body is one JSON object whose fields are the
 * record's components: an unknown field, a field given twice, or a value of another type (a string for a number,
 * {@code 12.5} or {@code 4294967297} for an integer, a number for a string) is refused with a message naming the
 * field and the problem. A missing field, or {@code null}, is an absent optional value.
 */
final class Requests {
    /** The deepest nesting of arrays and objects read; the API's bodies are flat. */
    static final int MAX_NESTING = 16;

    private static final ObjectMapper STRICT = JsonMapper.builder(JsonFactory.builder()
                    .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING)
                            .maxNumberLength(64).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private Requests() {
    }

    /**
     * {@code POST /api/solve}: exactly one of {@code scramble} (moves applied to a solved cube) and
     * {@code facelets} (54 stickers), plus optional {@code solver}, {@code maxLength}, {@code timeoutMs},
     * {@code firstLayer} (the beginner solver's first-layer face, U R F D L B, as the CLI's {@code --first-layer}),
     * {@code budgetMs} (look that long for a shorter solution) and {@code to} (a pattern to solve to).
     */
    record SolveRequest(String scramble, String facelets, String solver, Integer maxLength, Integer timeoutMs,
            String firstLayer, Integer budgetMs, String to) {
    }

    /** {@code POST /api/validate}: a facelet string. */
    record ValidateRequest(String facelets) {
    }

    /**
     * {@code POST /api/display}: {@code send} is {@code state} (with {@code facelets}), {@code solve} (with
     * {@code scramble}), {@code next} or {@code prev}.
     */
    record DisplayRequest(String send, String facelets, String scramble) {
    }

    /** {@code POST /api/parse}: moves in WCA notation. */
    record ParseRequest(String scramble) {
    }

    /**
     * Reads {@code body} (UTF-8 JSON) as the record {@code type}.
     *
     * @throws ApiException {@code BAD_REQUEST} (HTTP 400) naming the field and the problem
     */
    static <T extends Record> T read(byte[] body, Class<T> type) {
        if (body.length == 0) {
            throw badRequest("the request body is empty; send a JSON object", Map.of());
        }
        JsonNode tree;
        try {
            tree = STRICT.readTree(body);
        } catch (StreamConstraintsException e) {
            throw badRequest("the JSON is nested more than " + MAX_NESTING + " deep, or has a number too long to read",
                    Map.of());
        } catch (JsonProcessingException e) {
            throw malformed(e);
        } catch (IOException e) {
            throw badRequest("the request body could not be read as JSON", Map.of());
        }
        if (tree == null || tree.isMissingNode()) {
            throw badRequest("the request body is empty; send a JSON object", Map.of());
        }
        return object(tree, type, "");
    }

    private static <T extends Record> T object(JsonNode node, Class<T> type, String path) {
        if (!node.isObject()) {
            String what = path.isEmpty() ? "the request body" : "field \"" + path + "\"";
            throw badRequest(what + " must be a JSON object, not " + kind(node), Map.of());
        }
        RecordComponent[] components = type.getRecordComponents();
        List<String> known = new ArrayList<>();
        for (RecordComponent component : components) {
            known.add(component.getName());
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!known.contains(name)) {
                List<String> sorted = new ArrayList<>(known);
                sorted.sort(null);
                throw badRequest("unknown field \"" + path + name + "\"; the fields are " + String.join(", ", sorted),
                        Map.of("field", path + name, "known", sorted));
            }
        }
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            types[i] = component.getType();
            values[i] = value(node.get(component.getName()), component.getGenericType(), path + component.getName());
        }
        try {
            Constructor<T> canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            return canonical.newInstance(values);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException refusal) {
                throw refusal;
            }
            throw new IllegalStateException("cannot make a " + type.getSimpleName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + type.getSimpleName(), e);
        }
    }

    /** The value of one field, checked against its declared type; null when absent. */
    private static Object value(JsonNode node, Type type, String field) {
        Class<?> raw = type instanceof ParameterizedType parameterized ? (Class<?>) parameterized.getRawType()
                : (Class<?>) type;
        if (node == null || node.isNull()) {
            if (raw.isPrimitive()) {
                throw badRequest("field \"" + field + "\" is required", Map.of("field", field));
            }
            return null;
        }
        if (raw == String.class) {
            require(node.isTextual(), field, "a string", node);
            return node.textValue();
        }
        if (raw == Integer.class || raw == int.class) {
            require(node.isIntegralNumber(), field, "an integer", node);
            if (!node.canConvertToInt()) {
                throw badRequest("field \"" + field + "\" must be an integer from " + Integer.MIN_VALUE + " to "
                        + Integer.MAX_VALUE + ", not " + node.asText(), Map.of("field", field, "expected", "an integer"));
            }
            return node.intValue();
        }
        if (raw == Long.class || raw == long.class) {
            require(node.isIntegralNumber() && node.canConvertToLong(), field, "an integer", node);
            return node.longValue();
        }
        if (raw == Boolean.class || raw == boolean.class) {
            require(node.isBoolean(), field, "true or false", node);
            return node.booleanValue();
        }
        if (raw == Double.class || raw == double.class) {
            require(node.isNumber(), field, "a number", node);
            return node.doubleValue();
        }
        if (raw == List.class && type instanceof ParameterizedType parameterized) {
            require(node.isArray(), field, "a list", node);
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                Object item = value(node.get(i), parameterized.getActualTypeArguments()[0], field + "[" + i + "]");
                if (item == null) {
                    throw badRequest("field \"" + field + "\" must not hold null (item " + i + ")", Map.of("field", field));
                }
                items.add(item);
            }
            return List.copyOf(items);
        }
        if (raw.isRecord()) {
            return object(node, raw.asSubclass(Record.class), field + ".");
        }
        throw new IllegalStateException("no JSON reading for fields of type " + raw.getSimpleName());
    }

    private static void require(boolean ok, String field, String expected, JsonNode node) {
        if (!ok) {
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("field", field);
            detail.put("expected", expected);
            throw badRequest("field \"" + field + "\" must be " + expected + ", not " + kind(node), detail);
        }
    }

    /** A JSON value's kind in plain words. */
    static String kind(JsonNode node) {
        if (node.isTextual()) {
            return "a string";
        }
        if (node.isIntegralNumber()) {
            return "an integer";
        }
        if (node.isNumber()) {
            return "a number with a fraction";
        }
        if (node.isBoolean()) {
            return node.booleanValue() ? "true" : "false";
        }
        if (node.isArray()) {
            return "a list";
        }
        if (node.isObject()) {
            return "an object";
        }
        return "null";
    }

    /** A parse error in plain words: what the parser expected, and where (no parser internals). */
    private static ApiException malformed(JsonProcessingException e) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof JsonParseException && original.startsWith("Duplicate field '")) {
            String field = original.substring("Duplicate field '".length(), Math.max("Duplicate field '".length(),
                    original.lastIndexOf('\'')));
            throw badRequest("field \"" + field + "\" is given twice; give each field once", Map.of("field", field));
        }
        String message = original;
        for (String cut : List.of("\n", " (start marker", "[Source", "`", " at [")) {
            int at = message.indexOf(cut);
            if (at >= 0) {
                message = message.substring(0, at);
            }
        }
        message = message.strip();
        if (message.endsWith(":") || message.endsWith("(")) {
            message = message.substring(0, message.length() - 1).strip();
        }
        Map<String, Object> detail = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder("malformed JSON");
        if (!message.isEmpty()) {
            text.append(": ").append(message);
        }
        if (e.getLocation() != null && e.getLocation().getLineNr() > 0) {
            detail.put("line", e.getLocation().getLineNr());
            detail.put("column", e.getLocation().getColumnNr());
            text.append(" at line ").append(e.getLocation().getLineNr()).append(", column ")
                    .append(e.getLocation().getColumnNr());
        }
        return badRequest(text.toString(), detail);
    }
}
