package dev.cubeguide.cli;

import dev.cubeguide.link.robot.RobotSimulator;
import dev.cubeguide.model.Color;
import dev.cubeguide.notation.Face;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code cubeguide robot simulate}: plans, then runs the plan in the robot simulator. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Plan as 'robot plan' does, then execute the plan in the robot simulator and check it solves.")
final class RobotSimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RobotPlanInput input;

    @Override
    public Integer call() {
        RobotPlanInput.Planned planned = input.plan(Main.solvers(spec));
        RobotSimulator.Result result = new RobotSimulator(planned.profile()).run(planned.cube(),
                planned.comparison().plan());
        Map<String, Object> simulation = new LinkedHashMap<>();
        simulation.put("solved", result.solved());
        simulation.put("steps", result.steps());
        simulation.put("totalMs", result.totalMs());
        simulation.put("facelets", result.cube().toFacelets());
        PrintWriter out = spec.commandLine().getOut();
        if (input.output.json) {
            Map<String, Object> map = new LinkedHashMap<>(planned.toMap());
            map.put("simulation", simulation);
            out.println(Cli.json(map));
        } else {
            RobotPlanInput.printText(out, planned);
            out.println("simulated: " + result.steps() + " actions, " + result.totalMs() + " ms: " + outcome(result));
        }
        out.flush();
        return result.solved() ? Cli.OK : Cli.FAILURE;
    }

    /**
     * The simulation's end in words: "the cube is solved", saying how the robot holds it when that is turned from the
     * usual way (white on top, green in front); or "the cube is NOT solved" with its facelets, to look into.
     */
    static String outcome(RobotSimulator.Result result) {
        String facelets = result.cube().toFacelets();
        if (!result.solved()) {
            return "the cube is NOT solved (" + facelets + ")";
        }
        if (result.cube().hasStandardCenters()) {
            return "the cube is solved";
        }
        return "the cube is solved (the robot ends holding it turned: " + colour(facelets.charAt(4)) + " on top, "
                + colour(facelets.charAt(22)) + " in front)";
    }

    private static String colour(char faceLetter) {
        return Color.standard(Face.ofLetter(faceLetter)).displayName();
    }
}
