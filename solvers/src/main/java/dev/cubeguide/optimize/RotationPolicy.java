package dev.cubeguide.optimize;

/**
 * What the optimizer does with whole-cube rotations (x, y, z, and the rotation hidden in wide turns and slices
 * when a cheaper form exists).
 */
public enum RotationPolicy {
    /**
     * Rotations are removed by relabelling the faces after them, and the net rotation, if any, is written once at
     * the end (shortest form, at most two moves). The result leaves the cube in exactly the same state as the
     * input, centres included: {@code CubieCube.of(result).equals(CubieCube.of(input))}. This is the default.
     */
    MOVE_TO_END,
    /**
     * As {@link #MOVE_TO_END} but without the final rotation: the result contains no rotation at all, and the
     * state differs from the input's only by how the cube is held, that is {@code of(input) = of(result) * r} for
     * one of the 24 rotations {@code r}. A cube is solved after the input exactly when it is solved after the
     * result ({@code isSolved} holds for both or neither). Solvers use this for their face-turn answers.
     */
    DROP,
    /**
     * Rotations stay where they are (the person rotates the cube on purpose); runs of one axis, rotations
     * included, are still merged, so {@code y y -> y2} and {@code U y U' -> y}. The state is exactly kept.
     */
    KEEP
}
