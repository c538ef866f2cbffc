package dev.cubeguide.link.robot;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --choose-best K}: plans several short solutions and keeps the one that is fastest for the robot.
 *
 * <p>The candidates are the source's single solution (what {@code --choose-best 1} plans) followed by its K
 * solutions, without repeats; the fastest plan wins, the earlier candidate on a tie. Since the single solution is
 * always a candidate, choosing among K is never slower than choosing among 1. A candidate that does not solve the
 * cube is skipped.
 */
public final class BestPlanChooser {
    private final RobotTranslator translator;
    private final SolutionSource source;

    public BestPlanChooser(RobotTranslator translator, SolutionSource source) {
        this.translator = translator;
        this.source = source;
    }

    /**
     * The outcome.
     *
     * @param best        the chosen solution's plan and its naive plan
     * @param chosen      the chosen candidate's index (0 = the single solution)
     * @param candidateMs the planned time of every candidate, in order
     * @param candidates  the candidates, in order
     */
    public record Choice(PlanComparison best, int chosen, List<Long> candidateMs, List<Alg> candidates) {
        public Choice {
            candidateMs = List.copyOf(candidateMs);
            candidates = List.copyOf(candidates);
        }

        /** {@code {"count","chosen","totalMs":[...]}} for the JSON output. */
        public Map<String, Object> toMap() {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("count", candidates.size());
            map.put("chosen", chosen);
            map.put("totalMs", candidateMs);
            return map;
        }
    }

    /** Chooses among up to {@code k} (at least 1) solutions of {@code cube}. */
    public Choice choose(CubieCube cube, int k) {
        if (k < 1) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--choose-best must be at least 1, not " + k,
                    Map.of("chooseBest", k));
        }
        List<Alg> candidates = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        List<Alg> offered = new ArrayList<>(source.solutions(cube, 1));
        if (k > 1) {
            offered.addAll(source.solutions(cube, k));
        }
        for (Alg alg : offered) {
            String text = alg.toString();
            if (!seen.contains(text) && cube.apply(alg).isSolved()) {
                seen.add(text);
                candidates.add(alg);
            }
        }
        if (candidates.isEmpty()) {
            throw new CubeGuideException(ErrorCode.NO_SOLUTION, "no candidate solution solves the cube",
                    Map.of("offered", offered.size()));
        }
        List<Long> times = new ArrayList<>();
        int best = 0;
        RobotPlan bestPlan = null;
        for (int i = 0; i < candidates.size(); i++) {
            RobotPlan plan = translator.plan(candidates.get(i));
            times.add(plan.totalMs());
            if (bestPlan == null || plan.totalMs() < bestPlan.totalMs()) {
                bestPlan = plan;
                best = i;
            }
        }
        return new Choice(new PlanComparison(bestPlan, translator.naive(candidates.get(best))), best, times,
                candidates);
    }
}
