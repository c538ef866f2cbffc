package dev.cubeguide.cli;

import dev.cubeguide.link.transport.Endpoint;
import picocli.CommandLine.Option;

/** {@code --baud N}, shared by the display subcommands: the rate of a serial endpoint. */
final class DisplayBaudOption {
    @Option(names = "--baud", paramLabel = "N", description = "serial baud rate (default 115200)")
    Integer baud;

    /** The display endpoint of {@code text}, at {@code --baud} when given (see {@link DisplayCommand#endpoint}). */
    Endpoint endpoint(String text) {
        return DisplayCommand.endpoint(text, baud);
    }
}
