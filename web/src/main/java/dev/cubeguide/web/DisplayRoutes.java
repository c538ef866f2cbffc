package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;
import static dev.cubeguide.web.CubeRequests.cubeOf;
import static dev.cubeguide.web.CubeRequests.parseAlg;
import static dev.cubeguide.web.ErrorMapping.guarded;

import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.display.DisplayPacket;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.Map;
import java.util.Optional;

/**
 * {@code POST /api/display}: one packet (the cube's state, a scramble's solve, next or previous step) to the
 * display device the server was started with; a 400 on a server without one.
 */
final class DisplayRoutes {
    private final Optional<DisplayLink> display;
    private final BodyReader reader;
    private final SolveSlots slots;

    /** The route over {@code display} (empty: none), reading bodies with {@code reader}, parsing in {@code slots}. */
    DisplayRoutes(Optional<DisplayLink> display, BodyReader reader, SolveSlots slots) {
        this.display = display;
        this.reader = reader;
        this.slots = slots;
    }

    void register(Javalin app) {
        app.post("/api/display", guarded(this::display));
    }

    private void display(Context ctx) {
        Requests.DisplayRequest request = reader.read(ctx, Requests.DisplayRequest.class);
        if (display.isEmpty()) {
            throw badRequest("this server has no display; start it with --display serial:/dev/ttyX or tcp:HOST:PORT",
                    Map.of());
        }
        String send = request.send() == null ? "" : request.send();
        DisplayPacket packet = switch (send) {
            case "state" -> DisplayHost.statePacket(cubeOf(null, request.facelets()));
            case "solve" -> DisplayHost.solvePacket(slots.withSlot(() ->
                    parseAlg(request.scramble() == null ? "" : request.scramble())));
            case "next" -> new DisplayPacket.Next();
            case "prev" -> new DisplayPacket.Prev();
            default -> throw badRequest("\"send\" must be state, solve, next or prev, not '" + send + "'",
                    Map.of("field", "send"));
        };
        ctx.json(display.get().send(packet));
    }
}
