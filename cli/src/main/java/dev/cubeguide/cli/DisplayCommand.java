package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the display command is built in its issue. */
@Command(name = "display", description = "(not yet implemented)")
final class DisplayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the display command is not implemented yet");
        return Cli.FAILURE;
    }
}
