package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the tables command is built in its issue. */
@Command(name = "tables", description = "(not yet implemented)")
final class TablesCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the tables command is not implemented yet");
        return Cli.FAILURE;
    }
}
