package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.Rgb;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /api/scan}: {@code {"colors":[54 strings "#rrggbb"]}} (URFDLB facelet order) to the most likely valid
 * cube, {@code {"facelets":"…","uncertain":[…],"confidence":[…]}}, the object {@code cubeguide scan --json} prints.
 * Bad readings are HTTP 400 {@code BAD_REQUEST} naming the index; readings no valid cube fits are HTTP 400
 * {@code SCAN_UNRESOLVED} naming the stickers.
 */
final class ScanRoutes {
    /** The request body. */
    record ScanRequest(List<String> colors) {
    }

    private ScanRoutes() {
    }

    /**
     * Adds the route; {@code reader} reads a JSON body as the server reads every body (content type, size limit,
     * the error for malformed JSON).
     */
    static void register(Javalin app, BodyReader reader) {
        app.post("/api/scan", ErrorMapping.guarded(ctx -> scan(ctx, reader.read(ctx, ScanRequest.class))));
    }

    private static void scan(Context ctx, ScanRequest request) {
        if (request.colors() == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "give \"colors\": 54 readings \"#rrggbb\" in URFDLB facelet order", Map.of("field", "colors"));
        }
        ctx.json(ColorResolver.resolve(Rgb.parseAll(request.colors())).toMap());
    }
}
