package dev.cubeguide.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.cubeguide.web.site.ContentTypes;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A plain static file server for the site tests, as any static host would be (no GuideServer, no API): GET and
 * HEAD of the files below a folder, with their content types ({@code application/wasm},
 * {@code application/manifest+json}, ...), on 127.0.0.1 and a free port. {@link #close()} stops it, so a page that
 * still works afterwards works offline.
 */
final class StaticHost implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(4);
    private final Path root;
    private final String prefix;

    private StaticHost(Path root, String prefix) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        this.prefix = prefix;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        server.createContext("/", this::answer);
        server.setExecutor(threads);
        server.start();
    }

    static StaticHost serve(Path root) throws IOException {
        return new StaticHost(root, "/");
    }

    /** Serves the folder under a sub-path, such as {@code /cube/}, as a host that holds other sites would. */
    static StaticHost serve(Path root, String prefix) throws IOException {
        return new StaticHost(root, prefix);
    }

    /** The address of the folder, such as {@code http://127.0.0.1:41234/}. */
    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + prefix);
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            String path = exchange.getRequestURI().getPath();
            if (!(path + "/").startsWith(prefix)) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            Path file = root.resolve(path.substring(Math.min(path.length(), prefix.length()))).normalize();
            if (!file.startsWith(root)) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            if (Files.isDirectory(file)) {
                if (!path.endsWith("/")) {
                    exchange.getResponseHeaders().set("Location", path + "/");
                    exchange.sendResponseHeaders(301, -1);
                    return;
                }
                file = file.resolve("index.html");
            }
            if (!Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", ContentTypes.of(root.relativize(file).toString()));
            exchange.sendResponseHeaders(200, method.equals("HEAD") ? -1 : bytes.length);
            if (method.equals("GET")) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
