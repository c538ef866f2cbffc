package dev.cubeguide.cli;

import picocli.CommandLine.Option;

/** {@code --json}, shared by the robot commands that print one report: the report as one JSON object. */
final class JsonObjectOption {
    @Option(names = "--json", description = "Print one JSON object.")
    boolean json;
}
