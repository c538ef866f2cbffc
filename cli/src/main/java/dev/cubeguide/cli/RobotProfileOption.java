package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.robot.RobotProfile;
import dev.cubeguide.link.robot.RobotProfiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --profile NAME | --profile-file FILE.json}, shared by the robot subcommands. */
final class RobotProfileOption {
    /** The profile used when none is named. */
    static final String DEFAULT = "three-jaw";

    @Option(names = "--profile", paramLabel = "NAME", description = "Built-in robot profile: three-jaw, two-gripper "
            + "or tilt-turntable (default: three-jaw).")
    String name;

    @Option(names = "--profile-file", paramLabel = "FILE.json", description = "A custom robot profile.")
    Path file;

    RobotProfile load() {
        if (name != null && file != null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give --profile or --profile-file, not both");
        }
        return file != null ? RobotProfiles.load(file) : RobotProfiles.builtIn(name == null ? DEFAULT : name);
    }

    /**
     * Reports a link failure (the peer is gone, a port closed): {@code error: LINK: message}, exit 1. It is not bad
     * input, so the exit code is 1, not 2.
     */
    static int linkFailure(CommandSpec spec, IOException e) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("error: " + ErrorCode.LINK + ": " + Cli.describeUnexpected(e));
        err.flush();
        return Cli.FAILURE;
    }
}
