package dev.cubeguide.web;

import dev.cubeguide.web.site.SiteFile;
import dev.cubeguide.web.site.StaticSite;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * The site's files ({@link StaticSite}) on GET and HEAD, before any route: the page, its modules, the engines,
 * three.js, the app manifest and the service worker. Each answer says {@code Cache-Control: no-cache} with a
 * strong {@code ETag} (the file's digest), so a browser asks again each time but gets 304 for a file it has; the
 * service worker keeps the offline copy. A path that is not a file of the site goes on to the routes (the API, or
 * the 404 answer).
 */
final class SiteRoutes {
    private SiteRoutes() {
    }

    static void register(Javalin app, StaticSite site) {
        app.before(ctx -> serve(ctx, site));
    }

    private static void serve(Context ctx, StaticSite site) {
        if (ctx.method() != HandlerType.GET && ctx.method() != HandlerType.HEAD) {
            return;
        }
        String path = ctx.path();
        if (!path.startsWith("/") || path.startsWith("/api/")) {
            return;
        }
        Optional<SiteFile> found = site.file(path.substring(1));
        if (found.isEmpty()) {
            return;
        }
        SiteFile file = found.get();
        String etag = "\"" + file.hash() + "\"";
        ctx.header("Cache-Control", "no-cache");
        ctx.header("ETag", etag);
        String asked = ctx.header("If-None-Match");
        if (asked != null && (asked.contains(etag) || asked.strip().equals("*"))) {
            ctx.status(304);
        } else {
            ctx.contentType(file.contentType());
            if (ctx.method() == HandlerType.GET) {
                ctx.result(bytesOf(file));
            } else {
                ctx.header("Content-Length", String.valueOf(file.size()));
            }
        }
        ctx.skipRemainingHandlers();
    }

    private static byte[] bytesOf(SiteFile file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(file.size());
        try {
            file.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
