package dev.cubeguide.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code cubeguide robot plan}: the fastest manoeuvres for a robot, against the naive translation. */
@Command(name = "plan", mixinStandardHelpOptions = true,
        description = "Solve the cube and plan the solution as robot manoeuvres (fastest plan and naive baseline).")
final class RobotPlanCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RobotPlanInput input;

    @Override
    public Integer call() {
        RobotPlanInput.Planned planned = input.plan(Main.solvers(spec));
        if (input.output.json) {
            spec.commandLine().getOut().println(Cli.json(planned.toMap()));
        } else {
            RobotPlanInput.printText(spec.commandLine().getOut(), planned);
        }
        spec.commandLine().getOut().flush();
        return Cli.OK;
    }
}
