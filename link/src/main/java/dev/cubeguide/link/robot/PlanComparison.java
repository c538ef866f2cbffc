package dev.cubeguide.link.robot;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The fastest plan for a solution and the naive plan for the same solution.
 *
 * @param plan  the planned translation
 * @param naive the naive translation (back to the start state after every move)
 */
public record PlanComparison(RobotPlan plan, RobotPlan naive) {
    public PlanComparison {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(naive, "naive");
    }

    /** Milliseconds saved against the naive plan (never negative). */
    public long savingMs() {
        return naive.totalMs() - plan.totalMs();
    }

    /** The saving as a percentage of the naive time, one decimal. */
    public double savingPercent() {
        return naive.totalMs() == 0 ? 0 : Math.round(1000.0 * savingMs() / naive.totalMs()) / 10.0;
    }

    /**
     * The JSON of {@code robot plan --json}: {@code {"profile","solution","manoeuvres":[{"action","effect","ms"}],
     * "totalMs","naiveMs","savingMs","savingPercent","counts","naiveCounts"}}.
     */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("profile", plan.profile());
        map.put("solution", plan.solution().toString());
        map.put("manoeuvres", plan.manoeuvres().stream().map(Manoeuvre::toMap).toList());
        map.put("totalMs", plan.totalMs());
        map.put("naiveMs", naive.totalMs());
        map.put("savingMs", savingMs());
        map.put("savingPercent", savingPercent());
        map.put("counts", plan.countsMap());
        map.put("naiveCounts", naive.countsMap());
        return map;
    }
}
