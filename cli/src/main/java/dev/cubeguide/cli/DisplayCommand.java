package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.transport.Endpoint;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code cubeguide display emulator|send}: the display-guide link (docs/display-protocol.md). Without a
 * subcommand it prints its usage.
 */
@Command(name = "display", mixinStandardHelpOptions = true,
        description = "The display-guide link: run the device emulator, or send packets to a device.",
        subcommands = {DisplayEmulatorCommand.class, DisplaySendCommand.class})
final class DisplayCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The endpoint of {@code text}, with {@code baud} (when given) replacing a serial endpoint's baud rate. */
    static Endpoint endpoint(String text, Integer baud) {
        Endpoint endpoint = Endpoint.parse(text);
        if (endpoint.kind() != Endpoint.Kind.SERIAL && endpoint.kind() != Endpoint.Kind.TCP) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the display link runs over serial:/dev/ttyX or "
                    + "tcp:HOST:PORT, not " + endpoint, Map.of("endpoint", text));
        }
        if (baud == null) {
            return endpoint;
        }
        if (endpoint.kind() != Endpoint.Kind.SERIAL) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--baud is for serial ports, not " + endpoint,
                    Map.of("endpoint", text));
        }
        if (baud < 1) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--baud must be positive, not " + baud,
                    Map.of("baud", baud));
        }
        return new Endpoint(Endpoint.Kind.SERIAL, endpoint.address(), 0, baud);
    }
}
