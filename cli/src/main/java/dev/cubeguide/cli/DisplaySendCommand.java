package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.display.DisplayPacket;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code cubeguide display send --to ENDPOINT (solve ALG | state FACELETS | next | prev)}: builds one packet and
 * writes it. The input is checked before the port is opened. Prints what was sent, with its bytes.
 */
@Command(name = "send", mixinStandardHelpOptions = true,
        description = {"Send one packet to a display device (or the emulator).",
            "  solve ALG       the scramble; wide turns, slices and rotations are sent",
            "                  as face turns of the cube as finally held (at most 255)",
            "  state FACELETS  the cube by its 54 stickers (the STATE packet)",
            "  next | prev     step forward or back"})
final class DisplaySendCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--to", required = true, paramLabel = "ENDPOINT",
            description = "serial:/dev/ttyUSB0[@BAUD] or tcp:HOST:PORT")
    String to;

    @Mixin
    DisplayBaudOption baud;

    @Option(names = "--json", description = "print {\"sent\",\"bytes\",\"to\"} instead of a sentence")
    boolean json;

    @Parameters(index = "0", paramLabel = "COMMAND", description = "solve, state, next or prev")
    String command;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "ARG",
            description = "the scramble (solve) or the facelets (state)")
    List<String> arguments = List.of();

    @Override
    public Integer call() {
        Endpoint endpoint = baud.endpoint(to);
        DisplayPacket packet = packet();
        try (DisplayHost host = DisplayHost.open(endpoint)) {
            host.send(packet);
        }
        PrintWriter out = spec.commandLine().getOut();
        String hex = DisplayHost.hex(packet.toBytes());
        if (json) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("sent", packet.getClass().getSimpleName().toUpperCase(Locale.ROOT));
            map.put("bytes", hex);
            map.put("to", endpoint.toString());
            out.println(Cli.json(map));
        } else {
            out.println("sent " + packet + " (" + packet.toBytes().length + " bytes) to " + endpoint + ": " + hex);
        }
        out.flush();
        return Cli.OK;
    }

    private DisplayPacket packet() {
        String argument = String.join(" ", arguments).trim();
        switch (command) {
            case "solve":
                require(!argument.isEmpty(), "solve needs a scramble: display send --to ... solve \"R U R' U'\"");
                return DisplayHost.solvePacket(Alg.parse(argument));
            case "state":
                require(!argument.isEmpty(), "state needs the 54 facelets of the cube");
                return DisplayHost.statePacket(CubieCube.fromFacelets(argument.replace(" ", "")));
            case "next":
                require(argument.isEmpty(), "next takes no argument");
                return new DisplayPacket.Next();
            case "prev":
                require(argument.isEmpty(), "prev takes no argument");
                return new DisplayPacket.Prev();
            default:
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown display command '" + command
                        + "'; use solve ALG, state FACELETS, next or prev", Map.of("command", command));
        }
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, message);
        }
    }
}
