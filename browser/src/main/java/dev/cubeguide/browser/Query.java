package dev.cubeguide.browser;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A query string read as the server reads it: percent-decoded, each parameter known and given once. */
final class Query {
    private Query() {
    }

    /** The parameters of {@code query} ({@code a=1&b=2}), each of them in {@code known}. */
    static Map<String, String> parse(String query, List<String> known) {
        if (!query.matches("([^%]|%[0-9A-Fa-f]{2})*")) {
            throw Json.bad("the query string has a % not followed by two hex digits", Map.of());
        }
        Map<String, String> out = new LinkedHashMap<>();
        if (query.isEmpty()) {
            return out;
        }
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            if (!known.contains(name)) {
                throw Json.bad("unknown query parameter " + name + "; the parameters are "
                        + String.join(", ", known.stream().sorted().toList()), Map.of("parameter", name));
            }
            if (out.containsKey(name)) {
                throw Json.bad("query parameter " + name + " is given twice", Map.of("parameter", name));
            }
            out.put(name, value);
        }
        return out;
    }

    /** Percent-decoding as UTF-8, '+' a space. */
    private static String decode(String text) {
        byte[] bytes = new byte[text.length() * 3];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                bytes[n++] = (byte) Integer.parseInt(text.substring(i + 1, i + 3), 16);
                i += 2;
            } else if (c == '+') {
                bytes[n++] = ' ';
            } else {
                byte[] utf8 = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                for (byte b : utf8) {
                    bytes[n++] = b;
                }
            }
        }
        return new String(bytes, 0, n, java.nio.charset.StandardCharsets.UTF_8);
    }

    static long longParam(Map<String, String> params, String name) {
        String text = params.get(name);
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
            boolean digits = text.strip().matches("[+-]?[0-9]+");
            throw Json.bad("query parameter " + name + (digits ? " is out of range: " : " must be an integer, not '")
                    + shown + (digits ? "" : "'"), Map.of("parameter", name, "value", shown));
        }
    }

    static boolean booleanParam(Map<String, String> params, String name, boolean fallback) {
        String text = params.get(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        if (text.equalsIgnoreCase("true") || text.equals("1")) {
            return true;
        }
        if (text.equalsIgnoreCase("false") || text.equals("0")) {
            return false;
        }
        throw Json.bad("query parameter " + name + " must be true or false, not '" + text + "'",
                Map.of("parameter", name, "value", text));
    }
}
