package dev.cubeguide.cli;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.optimize.CostModel;
import dev.cubeguide.optimize.MoveOptimizer;
import dev.cubeguide.optimize.OptimizeOptions;
import dev.cubeguide.optimize.RotationPolicy;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide optimize ALG [--json]}: the shortest equivalent of an alg (cancel, merge, commute opposite
 * faces, remove rotations). The words of ALG may be given as one argument or several.
 */
@Command(name = "optimize", mixinStandardHelpOptions = true,
        description = {"Shorten a move sequence without changing what it does: cancel inverse pairs, merge turns "
                + "of one face, cancel across opposite faces, and remove whole-cube rotations by relabelling.",
            "Example: cubeguide optimize \"R R R U U' D D D D F2 F2\"   prints R'"})
final class OptimizeCommand implements Callable<Integer> {
    /** What to do with rotations, as a command-line word. */
    enum Rotations {
        end(RotationPolicy.MOVE_TO_END), drop(RotationPolicy.DROP), keep(RotationPolicy.KEEP);

        final RotationPolicy policy;

        Rotations(RotationPolicy policy) {
            this.policy = policy;
        }
    }

    /** The cost model, as a command-line word. */
    enum Metric {
        htm(CostModel.HTM), qtm(CostModel.QTM);

        final CostModel model;

        Metric(CostModel model) {
            this.model = model;
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "ALG", description = "the moves (WCA/SiGN notation)")
    List<String> words;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Option(names = "--rotations", paramLabel = "end|drop|keep", defaultValue = "end",
            description = "rotations: end = relabel faces and write the net rotation at the end (same state, "
                    + "the default); drop = leave the net rotation out (same up to how the cube is held); "
                    + "keep = leave rotations where they are")
    Rotations rotations;

    @Option(names = "--metric", paramLabel = "htm|qtm", defaultValue = "htm",
            description = "the metric to minimise (default htm)")
    Metric metric;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String text = String.join(" ", words);
        Alg input;
        try {
            input = Alg.parse(text);
        } catch (RuntimeException e) {
            return Cli.report(err, e);
        }
        Alg result = MoveOptimizer.of(OptimizeOptions.defaults().withRotations(rotations.policy)
                .withCost(metric.model)).apply(input);
        if (json) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("input", input.toString());
            map.put("optimized", result.toString());
            map.put("metric", metric.model.name());
            map.put("before", counts(input));
            map.put("after", counts(result));
            out.println(Cli.json(map));
        } else {
            out.println(result);
        }
        out.flush();
        return Cli.OK;
    }

    private static Map<String, Object> counts(Alg alg) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("htm", alg.htm());
        map.put("qtm", alg.qtm());
        map.put("moves", alg.length());
        return map;
    }
}
