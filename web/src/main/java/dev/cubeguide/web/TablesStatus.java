package dev.cubeguide.web;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/tables}: for each solver, whether its tables are ready, missing (its first use builds them),
 * waiting for another solver's build or being built; how far a build has come and how long it has left; and about
 * how long a first build takes on this machine ({@link BuildQueue#status}). The page reads it to say so up front and
 * to show a build's progress while the person waits.
 */
final class TablesStatus {
    private TablesStatus() {
    }

    /** The handler of {@code GET /api/tables}, over the server's table builds. */
    static Handler handler(ServerOptions options, BuildQueue builds) {
        return (Context ctx) -> {
            List<Map<String, Object>> list = new ArrayList<>();
            for (String name : options.solverNames()) {
                list.add(builds.status(options.solvers().apply(name)));
            }
            ctx.json(Map.of("tables", list));
        };
    }
}
