package dev.cubeguide.solve;

import dev.cubeguide.notation.Alg;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A solver's answer. {@code moves} applied to the input cube solves it. {@code stages} split the moves into
 * phases or stages (their concatenation is {@code moves}, unless the moves were optimised across stage
 * boundaries, in which case {@code moves} is the optimised whole). {@code optimal} is true only when the search
 * proved that no shorter solution exists; {@code lowerBound} is the length below which no solution exists, as
 * far as the search proved it. {@code nodes} counts search nodes (0 when the solver does not count them).
 */
public record Solution(String solver, Alg moves, List<Stage> stages, boolean optimal, OptionalInt lowerBound,
        long nodes, Duration time) {

    public Solution {
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(moves, "moves");
        stages = List.copyOf(stages);
        Objects.requireNonNull(lowerBound, "lowerBound");
        Objects.requireNonNull(time, "time");
    }

    /** The length in the half-turn metric. */
    public int length() {
        return moves.htm();
    }

    /** This solution with another time (solvers measure their own; wrappers may add table loading). */
    public Solution withTime(Duration newTime) {
        return new Solution(solver, moves, stages, optimal, lowerBound, nodes, newTime);
    }

    /**
     * The public JSON shape of {@code solve --json} and {@code POST /api/solve} (docs/ARCHITECTURE.md):
     * {@code {"solver","input","solution","length","metric","optimal","timeMs","stages":[{"name","moves","explanation"?}]}},
     * plus {@code "nodes"} when counted and {@code "lowerBound"} when proven but not optimal.
     */
    public Map<String, Object> toMap(String inputFacelets) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("solver", solver);
        map.put("input", inputFacelets);
        map.put("solution", moves.toString());
        map.put("length", length());
        map.put("metric", "HTM");
        map.put("optimal", optimal);
        map.put("timeMs", Math.round(time.toNanos() / 1e4) / 100.0);
        List<Map<String, Object>> stageMaps = new ArrayList<>();
        for (Stage stage : stages) {
            Map<String, Object> stageMap = new LinkedHashMap<>();
            stageMap.put("name", stage.name());
            stageMap.put("moves", stage.moves().toString());
            stage.explanation().ifPresent(text -> stageMap.put("explanation", text));
            stageMaps.add(stageMap);
        }
        map.put("stages", stageMaps);
        if (nodes > 0) {
            map.put("nodes", nodes);
        }
        if (!optimal && lowerBound.isPresent()) {
            map.put("lowerBound", lowerBound.getAsInt());
        }
        return map;
    }
}
