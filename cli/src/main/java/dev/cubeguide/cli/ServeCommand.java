package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the serve command is built in its issue. */
@Command(name = "serve", description = "(not yet implemented)")
final class ServeCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the serve command is not implemented yet");
        return Cli.FAILURE;
    }
}
