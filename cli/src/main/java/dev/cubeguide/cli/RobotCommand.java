package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER: the robot command is built in its issue. */
@Command(name = "robot", description = "(not yet implemented)")
final class RobotCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("error: the robot command is not implemented yet");
        return Cli.FAILURE;
    }
}
