package dev.cubeguide.browser;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small, strict JSON reader and writer for the browser engine (Jackson does not run there). Reading gives
 * {@code Map<String, Object>} (in order), {@code List<Object>}, {@code String}, {@code Long} (integers up to 64 bits),
 * {@code Double} (other numbers), {@code Boolean} or {@code null}. Bounded as the server's reader is: nesting at most
 * {@value #MAX_NESTING} deep, numbers at most {@value #MAX_NUMBER_DIGITS} characters; a field given twice, trailing
 * text and malformed input are {@code BAD_REQUEST} with the line and column.
 */
final class Json {
    static final int MAX_NESTING = 16;
    static final int MAX_NUMBER_DIGITS = 64;

    private final String text;
    private int at;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /** The value of {@code text}, which must hold exactly one JSON value. */
    static Object parse(String text) {
        Json json = new Json(text);
        json.skipSpace();
        if (json.at == text.length()) {
            throw bad("the request body is empty; send a JSON object", Map.of());
        }
        Object value = json.value();
        json.skipSpace();
        if (json.at != text.length()) {
            throw json.malformed("trailing text after the JSON value");
        }
        return value;
    }

    private Object value() {
        if (at >= text.length()) {
            throw malformed("unexpected end of input");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || c >= '0' && c <= '9') {
                    return number();
                }
                throw malformed("unexpected character '" + c + "'");
        }
    }

    private void enter() {
        if (++depth > MAX_NESTING) {
            throw bad("the JSON is nested more than " + MAX_NESTING + " deep, or has a number too long to read",
                    Map.of());
        }
    }

    private Map<String, Object> object() {
        enter();
        at++;
        Map<String, Object> out = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            at++;
            depth--;
            return out;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw malformed("expected a field name in double quotes");
            }
            String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            Object value = value();
            if (out.containsKey(name)) {
                throw bad("field \"" + name + "\" is given twice; give each field once", Map.of("field", name));
            }
            out.put(name, value);
            skipSpace();
            char c = peek();
            at++;
            if (c == '}') {
                depth--;
                return out;
            }
            if (c != ',') {
                at--;
                throw malformed("expected ',' or '}'");
            }
        }
    }

    private List<Object> array() {
        enter();
        at++;
        List<Object> out = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            at++;
            depth--;
            return out;
        }
        while (true) {
            skipSpace();
            out.add(value());
            skipSpace();
            char c = peek();
            at++;
            if (c == ']') {
                depth--;
                return out;
            }
            if (c != ',') {
                at--;
                throw malformed("expected ',' or ']'");
            }
        }
    }

    private String string() {
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw malformed("unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                at--;
                throw malformed("control character in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw malformed("unterminated string");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw malformed("bad \\u escape");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int digit = Character.digit(text.charAt(at++), 16);
                        if (digit < 0) {
                            at--;
                            throw malformed("bad \\u escape");
                        }
                        code = code * 16 + digit;
                    }
                    out.append((char) code);
                }
                default -> {
                    at--;
                    throw malformed("bad escape '\\" + e + "'");
                }
            }
        }
    }

    private Object number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        boolean integral = true;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c >= '0' && c <= '9') {
                at++;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                integral = false;
                at++;
            } else {
                break;
            }
            if (at - start > MAX_NUMBER_DIGITS) {
                throw bad("the JSON is nested more than " + MAX_NESTING + " deep, or has a number too long to read",
                        Map.of());
            }
        }
        String digits = text.substring(start, at);
        if (!digits.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            at = start;
            throw malformed("bad number '" + digits + "'");
        }
        if (integral) {
            try {
                return Long.parseLong(digits);
            } catch (NumberFormatException tooLong) {
                return new BigInteger(digits);
            }
        }
        return Double.parseDouble(digits);
    }

    /** An integer beyond 64 bits: kept as its digits, so that a field can say it is out of range. */
    record BigInteger(String digits) {
        @Override
        public String toString() {
            return digits;
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw malformed("unexpected text");
        }
        at += word.length();
        return value;
    }

    private char peek() {
        if (at >= text.length()) {
            throw malformed("unexpected end of input");
        }
        return text.charAt(at);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw malformed("expected '" + c + "'");
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private CubeGuideException malformed(String why) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("line", line);
        detail.put("column", column);
        return bad("malformed JSON: " + why + " at line " + line + ", column " + column, detail);
    }

    static CubeGuideException bad(String message, Map<String, ?> detail) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, message, detail);
    }

    // ------------------------------------------------------------------ writing

    /** {@code value} as JSON text: maps, lists, strings, numbers, booleans, int arrays and null. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            quote(s, out);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long
                || value instanceof Short || value instanceof Byte) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                out.append("null");
            } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                out.append((long) d).append(".0");
            } else {
                out.append(d);
            }
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                quote(String.valueOf(e.getKey()), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof Iterable<?> list) {
            out.append('[');
            boolean first = true;
            for (Object item : list) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(item, out);
            }
            out.append(']');
        } else if (value instanceof int[] ints) {
            out.append('[');
            for (int i = 0; i < ints.length; i++) {
                out.append(i == 0 ? "" : ",").append(ints[i]);
            }
            out.append(']');
        } else if (value instanceof double[] doubles) {
            List<Object> list = new ArrayList<>();
            for (double d : doubles) {
                list.add(d);
            }
            write(list, out);
        } else {
            quote(value.toString(), out);
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000", hex.length(), 4).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
