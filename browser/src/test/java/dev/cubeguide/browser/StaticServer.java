package dev.cubeguide.browser;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A plain static file server on an ephemeral loopback port, for the engine's browser tests and benchmark: the
 * engine folder at {@code /engine/} and the harness page at {@code /}, with the content types a browser needs
 * ({@code application/wasm} for WebAssembly's streaming compile).
 */
final class StaticServer implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.of("js", "text/javascript", "wasm", "application/wasm",
            "html", "text/html; charset=utf-8", "json", "application/json");

    private final HttpServer server;

    StaticServer(Path engineFolder, Path harnessFolder) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 16);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            Path file = path.startsWith("/engine/") ? engineFolder.resolve(path.substring("/engine/".length()))
                    : harnessFolder.resolve(path.equals("/") ? "index.html" : path.substring(1));
            file = file.normalize();
            boolean inside = file.startsWith(engineFolder) || file.startsWith(harnessFolder);
            if (!inside || !Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            String name = file.getFileName().toString();
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            byte[] bytes = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
    }

    /** The harness page's address. */
    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
