package dev.cubeguide.browser;

import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.Stage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The public JSON shape of a solution, shared by the browser's engine, the server's {@code POST /api/solve} and
 * {@code cubeguide solve --json} (through {@code web.SolutionJson}): {@code {"solver","input","solution","length",
 * "metric","optimal","timeMs","stages":[{"name","moves","explanation"?}]}}, plus {@code "nodes"} when counted and
 * {@code "lowerBound"} when proven but not optimal. The solvers know nothing of JSON; the front ends map their
 * answers here.
 */
public final class SolutionMap {
    private SolutionMap() {
    }

    /** The JSON object of {@code solution} for the cube given as {@code inputFacelets}, as an ordered map. */
    public static Map<String, Object> of(Solution solution, String inputFacelets) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("solver", solution.solver());
        map.put("input", inputFacelets);
        map.put("solution", solution.moves().toString());
        map.put("length", solution.length());
        map.put("metric", "HTM");
        map.put("optimal", solution.optimal());
        // Milliseconds with two decimals.
        map.put("timeMs", Math.round(solution.time().toNanos() / 1e4) / 100.0);
        List<Map<String, Object>> stages = new ArrayList<>();
        for (Stage stage : solution.stages()) {
            Map<String, Object> stageMap = new LinkedHashMap<>();
            stageMap.put("name", stage.name());
            stageMap.put("moves", stage.moves().toString());
            stage.explanation().ifPresent(text -> stageMap.put("explanation", text));
            stages.add(stageMap);
        }
        map.put("stages", stages);
        if (solution.nodes() > 0) {
            map.put("nodes", solution.nodes());
        }
        if (!solution.optimal() && solution.lowerBound().isPresent()) {
            map.put("lowerBound", solution.lowerBound().getAsInt());
        }
        return map;
    }
}
