package dev.cubeguide.cli;

import dev.cubeguide.error.ErrorCode;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide robot plan|simulate|run|emulator|link-test}: solutions as robot manoeuvres, the robot simulator
 * and emulator, and the reliable command channel's link test.
 */
@Command(name = "robot", mixinStandardHelpOptions = true,
        description = "Plan solutions as robot gripper manoeuvres, simulate them, send them over the reliable link.",
        subcommands = {
            RobotPlanCommand.class,
            RobotSimulateCommand.class,
            RobotRunCommand.class,
            RobotEmulatorCommand.class,
            RobotLinkTestCommand.class
        })
final class RobotCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("error: " + ErrorCode.BAD_REQUEST
                + ": choose one of: plan, simulate, run, emulator, link-test");
        spec.commandLine().usage(spec.commandLine().getErr());
        return Cli.BAD_INPUT;
    }
}
