package dev.cubeguide.cli;

import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The cube input that {@code show} and {@code solve} share (a picocli mixin): an algorithm applied to a solved cube
 * or, with {@code --facelets}, a facelet string; or, with {@code --batch}, one of them per line.
 */
final class CubeInputOptions {
    @Parameters(arity = "0..*", paramLabel = "ALG",
            description = "An algorithm applied to a solved cube (or, with --facelets, a facelet string).")
    List<String> input;

    @Option(names = "--facelets", description = "The input (argument or batch lines) is a facelet string.")
    boolean facelets;

    @Option(names = "--batch", paramLabel = "FILE|-",
            description = "One input per line from FILE or standard input; one JSON line each.")
    String batch;

    /** The argument words joined, or null when there are none. */
    String text() {
        return Cli.joined(input);
    }
}
