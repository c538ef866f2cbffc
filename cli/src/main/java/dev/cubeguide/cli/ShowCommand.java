package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the show command is built in its issue. */
@Command(name = "show", description = "(not yet implemented)")
final class ShowCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the show command is not implemented yet");
        return Cli.FAILURE;
    }
}
