package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the optimize command is built in its issue. */
@Command(name = "optimize", description = "(not yet implemented)")
final class OptimizeCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the optimize command is not implemented yet");
        return Cli.FAILURE;
    }
}
