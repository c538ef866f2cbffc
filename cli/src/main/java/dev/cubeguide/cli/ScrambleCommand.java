package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the scramble command is built in its issue. */
@Command(name = "scramble", description = "(not yet implemented)")
final class ScrambleCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the scramble command is not implemented yet");
        return Cli.FAILURE;
    }
}
