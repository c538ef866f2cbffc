package dev.cubeguide.web;

import dev.cubeguide.browser.SolutionMap;
import dev.cubeguide.solve.Solution;
import java.util.Map;

/**
 * The public JSON shape of a solution, shared by {@code POST /api/solve} and {@code cubeguide solve --json}
 * (docs/CLI.md, docs/API.md): {@code {"solver","input","solution","length","metric","optimal","timeMs",
 * "stages":[{"name","moves","explanation"?}]}}, plus {@code "nodes"} when counted and {@code "lowerBound"} when
 * proven but not optimal, written by {@link SolutionMap}, as the browser's engine writes it.
 */
public final class SolutionJson {
    private SolutionJson() {
    }

    /** The JSON object of {@code solution} for the cube given as {@code inputFacelets}, as an ordered map. */
    public static Map<String, Object> of(Solution solution, String inputFacelets) {
        return SolutionMap.of(solution, inputFacelets);
    }
}
