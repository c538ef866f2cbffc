package dev.cubeguide.link.robot;

import dev.cubeguide.notation.Alg;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A solution translated into robot manoeuvres.
 *
 * @param profile    the profile's name
 * @param solution   the solution, in the frame of the cube as it was first put in the robot
 * @param manoeuvres the steps, in order
 */
public record RobotPlan(String profile, Alg solution, List<Manoeuvre> manoeuvres) {
    public RobotPlan {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(solution, "solution");
        manoeuvres = List.copyOf(manoeuvres);
    }

    /** The total time in milliseconds. */
    public long totalMs() {
        long sum = 0;
        for (Manoeuvre m : manoeuvres) {
            sum += m.ms();
        }
        return sum;
    }

    /** The number of face turns. */
    public int turns() {
        return count(Manoeuvre.Kind.TURN);
    }

    /** The number of whole-cube rotations. */
    public int rotations() {
        return count(Manoeuvre.Kind.ROTATE);
    }

    /** The number of re-grips: a gripper letting go of the cube (and, later, gripping it again). */
    public int regrips() {
        return count(Manoeuvre.Kind.OPEN);
    }

    /** The number of open grippers turning back toward rest. */
    public int twists() {
        return count(Manoeuvre.Kind.TWIST);
    }

    private int count(Manoeuvre.Kind kind) {
        return (int) manoeuvres.stream().filter(m -> m.kind() == kind).count();
    }

    /** Every manoeuvre's effect in turn: replaying it on the cube as first held solves it. */
    public Alg effects() {
        return Alg.of(manoeuvres.stream().filter(m -> !m.effect().isEmpty())
                .flatMap(m -> m.effect().moves().stream()).toList());
    }

    /** The counts as JSON: {@code {"actions","turns","regrips","rotations","twists"}}. */
    public Map<String, Object> countsMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("actions", manoeuvres.size());
        map.put("turns", turns());
        map.put("regrips", regrips());
        map.put("rotations", rotations());
        map.put("twists", twists());
        return map;
    }
}
