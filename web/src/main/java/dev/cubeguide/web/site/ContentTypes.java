package dev.cubeguide.web.site;

import java.util.Locale;
import java.util.Map;

/**
 * The content type of a site file, by its name's ending. A browser compiles WebAssembly as it streams in only when
 * it is {@code application/wasm}, runs a module script only with a JavaScript type, and reads the app manifest as
 * {@code application/manifest+json}; a static host that knows these endings (most do) serves the site as it is.
 */
public final class ContentTypes {
    private static final Map<String, String> BY_ENDING = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("mjs", "text/javascript; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("json", "application/json"),
            Map.entry("webmanifest", "application/manifest+json"),
            Map.entry("wasm", "application/wasm"),
            Map.entry("svg", "image/svg+xml"),
            Map.entry("png", "image/png"),
            Map.entry("ico", "image/x-icon"),
            Map.entry("txt", "text/plain; charset=utf-8"),
            Map.entry("bin", "application/octet-stream"));

    private ContentTypes() {
    }

    /** The type of {@code path}; {@code application/octet-stream} for an ending this list does not know. */
    public static String of(String path) {
        int slash = path.lastIndexOf('/');
        int dot = path.lastIndexOf('.');
        if (dot <= slash) {
            return path.endsWith("/LICENSE") || path.equals("LICENSE") ? BY_ENDING.get("txt") : "application/octet-stream";
        }
        return BY_ENDING.getOrDefault(path.substring(dot + 1).toLowerCase(Locale.ROOT), "application/octet-stream");
    }
}
