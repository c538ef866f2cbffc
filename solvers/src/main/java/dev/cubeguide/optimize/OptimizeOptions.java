package dev.cubeguide.optimize;

import java.util.Objects;

/**
 * How to optimise. Immutable; start from {@link #defaults()}: rotations moved to the end (exact state kept),
 * half-turn metric.
 *
 * @param rotations what happens to whole-cube rotations
 * @param cost      the cost model each run of same-axis moves is minimised in
 */
public record OptimizeOptions(RotationPolicy rotations, CostModel cost) {
    private static final OptimizeOptions DEFAULTS = new OptimizeOptions(RotationPolicy.MOVE_TO_END, CostModel.HTM);

    public OptimizeOptions {
        Objects.requireNonNull(rotations, "rotations");
        Objects.requireNonNull(cost, "cost");
    }

    public static OptimizeOptions defaults() {
        return DEFAULTS;
    }

    public OptimizeOptions withRotations(RotationPolicy policy) {
        return new OptimizeOptions(policy, cost);
    }

    public OptimizeOptions withCost(CostModel model) {
        return new OptimizeOptions(rotations, model);
    }
}
