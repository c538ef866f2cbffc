package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the solve command is built in its issue. */
@Command(name = "solve", description = "(not yet implemented)")
final class SolveCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the solve command is not implemented yet");
        return Cli.FAILURE;
    }
}
