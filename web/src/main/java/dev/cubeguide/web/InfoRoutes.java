package dev.cubeguide.web;

import static dev.cubeguide.web.ErrorMapping.guarded;

import dev.cubeguide.browser.ApiShapes;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.model.Pattern;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.solve.registry.SolverRegistry;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the server offers: {@code GET /api/solvers}, {@code /api/patterns}, {@code /api/config} (what the page needs
 * to know about this server), {@code /api/tables} ({@link TablesStatus}) and {@code /api/openapi.json}.
 */
final class InfoRoutes {
    private final ServerOptions options;
    private final BuildQueue tableBuilds;

    /** The routes over {@code options}' solvers and display, and {@code tableBuilds}. */
    InfoRoutes(ServerOptions options, BuildQueue tableBuilds) {
        this.options = options;
        this.tableBuilds = tableBuilds;
    }

    void register(Javalin app) {
        app.get("/api/solvers", guarded(this::solvers));
        app.get("/api/patterns", guarded(InfoRoutes::patterns));
        app.get("/api/config", guarded(this::config));
        app.get("/api/tables", guarded(TablesStatus.handler(options, tableBuilds)));
        app.get("/api/openapi.json", ctx -> ctx.contentType("application/json").result(resource("/openapi.json")));
    }

    /** GET /api/solvers. */
    private void solvers(Context ctx) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String name : options.solverNames()) {
            list.add(ApiShapes.solverEntry(options.solvers().apply(name).info()));
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("default", SolverRegistry.DEFAULT);
        answer.put("defaultTimeoutMs", options.defaultTimeout().toMillis());
        answer.put("maxTimeoutMs", options.maxTimeout().toMillis());
        answer.put("solvers", list);
        ctx.json(answer);
    }

    /** GET /api/patterns: the named patterns, each with its moves and facelets. */
    private static void patterns(Context ctx) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Pattern pattern : Patterns.named()) {
            list.add(pattern.toMap());
        }
        ctx.json(Map.of("patterns", list));
    }

    /** GET /api/config: what the page needs to know about this server. */
    private void config(Context ctx) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("display", options.display().map(Endpoint::toString).orElse(null));
        answer.put("maxBodyBytes", options.maxBodyBytes());
        ctx.json(answer);
    }

    private static byte[] resource(String path) {
        try (InputStream in = InfoRoutes.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
