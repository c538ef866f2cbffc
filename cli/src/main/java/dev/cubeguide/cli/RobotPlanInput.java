package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.robot.BestPlanChooser;
import dev.cubeguide.link.robot.Manoeuvre;
import dev.cubeguide.link.robot.PlanComparison;
import dev.cubeguide.link.robot.RobotProfile;
import dev.cubeguide.link.robot.RobotTranslator;
import dev.cubeguide.link.robot.SolutionSource;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options shared by {@code robot plan}, {@code simulate} and {@code run}: the profile, the cube, and how the
 * solution is found; and the planning itself.
 */
final class RobotPlanInput {
    @Mixin
    RobotProfileOption profile;

    @Option(names = "--choose-best", paramLabel = "K", defaultValue = "1",
            description = "Ask the solver for K short solutions and keep the one fastest for the robot.")
    int chooseBest;

    @Option(names = "--solver", paramLabel = "NAME", defaultValue = SolverRegistry.DEFAULT,
            description = "The solver (default: ${DEFAULT-VALUE}).")
    String solver;

    @Option(names = "--solution", paramLabel = "ALG",
            description = "Plan this solution instead of solving (without a cube, the cube it solves).")
    String solution;

    @Option(names = "--facelets", paramLabel = "STRING", description = "The cube as a 54-letter facelet string.")
    String facelets;

    @Parameters(arity = "0..1", paramLabel = "ALG", description = "The scramble, applied to a solved cube.")
    String scramble;

    @Mixin
    JsonObjectOption output;

    /** The cube, the chosen plan and the naive plan. */
    record Planned(RobotProfile profile, CubieCube cube, PlanComparison comparison, BestPlanChooser.Choice choice) {
        Map<String, Object> toMap() {
            Map<String, Object> map = new LinkedHashMap<>(comparison.toMap());
            map.put("input", cube.toFacelets());
            if (choice != null) {
                map.put("candidates", choice.toMap());
            }
            return map;
        }
    }

    /** Plans with the solver chosen from {@code solvers} (the command line's registry). */
    Planned plan(SolverRegistry solvers) {
        RobotProfile robot = profile.load();
        if (scramble != null && facelets != null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give a scramble or --facelets, not both");
        }
        if (chooseBest < 1 || chooseBest > 1000) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--choose-best must be from 1 to 1000, not "
                    + chooseBest, Map.of("chooseBest", chooseBest));
        }
        RobotTranslator translator = new RobotTranslator(robot);
        if (solution != null) {
            Alg given = Alg.parse(solution);
            CubieCube cube = scramble == null && facelets == null ? CubieCube.of(given.inverse()).normalized()
                    : Cli.readCube(facelets != null ? facelets : scramble, facelets != null);
            if (!cube.apply(given).isSolved()) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the solution '" + given
                        + "' does not solve the cube", Map.of("solution", given.toString()));
            }
            return new Planned(robot, cube, translator.compare(given), null);
        }
        CubieCube cube = Cli.readCube(facelets != null ? facelets : scramble, facelets != null);
        Solver chosen = solvers.get(solver);
        // A first use builds the solver's tables, saying so first (the cube was read: bad input never waits).
        TableBuilds.prepare(solvers.store(), chosen, MemoryPolicy.MAPPED, "");
        SolutionSource source = SolutionSource.of(chosen, SolveOptions.defaults().withDeterministic(true));
        BestPlanChooser.Choice choice = new BestPlanChooser(translator, source).choose(cube, chooseBest);
        return new Planned(robot, cube, choice.best(), choice);
    }

    /** The human-readable plan. */
    static void printText(PrintWriter out, Planned p) {
        PlanComparison c = p.comparison();
        out.println("profile:   " + p.profile().name());
        out.println("solution:  " + c.plan().solution() + " (" + c.plan().solution().length() + " moves)");
        if (p.choice() != null && p.choice().candidates().size() > 1) {
            out.println("chosen:    candidate " + (p.choice().chosen() + 1) + " of " + p.choice().candidates().size()
                    + " (planned times " + p.choice().candidateMs() + " ms)");
        }
        List<Manoeuvre> ms = c.plan().manoeuvres();
        for (int i = 0; i < ms.size(); i++) {
            Manoeuvre m = ms.get(i);
            out.printf("%4d  %-16s %-4s %5d ms%n", i + 1, m.action(), m.effect(), m.ms());
        }
        out.printf("total:     %d ms (%d turns, %d re-grips, %d rotations, %d actions)%n", c.plan().totalMs(),
                c.plan().turns(), c.plan().regrips(), c.plan().rotations(), ms.size());
        out.printf("naive:     %d ms (%d turns, %d re-grips, %d rotations); saving %d ms (%.1f%%)%n",
                c.naive().totalMs(), c.naive().turns(), c.naive().regrips(), c.naive().rotations(), c.savingMs(),
                c.savingPercent());
    }
}
