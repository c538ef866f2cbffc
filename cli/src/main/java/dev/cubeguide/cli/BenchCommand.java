package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the bench command is built in its issue. */
@Command(name = "bench", description = "(not yet implemented)")
final class BenchCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the bench command is not implemented yet");
        return Cli.FAILURE;
    }
}
