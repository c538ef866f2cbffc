package dev.cubeguide.link.robot;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The 24 orientations of the cube in the robot, numbered 0..23 with 0 the home orientation (each centre on its own
 * face). An orientation says which centre sits at each position of the robot's frame; it is taken from
 * {@link CubieCube}'s centres after whole-cube rotations, so it agrees with the cube model by construction.
 *
 * <p>Tables: {@code at[o][p]} is the home face of the centre at position p; {@code where[o][f]} is the position of
 * face f's centre; {@code rotate[o][r]} is the orientation after rotation r, where r = 3 * axis + amount - 1 for
 * axis x, y, z (0, 1, 2) and amount 1..3. Built once on first use, a few microseconds.
 */
final class Orientations {
    /** The number of orientations. */
    static final int N_ORIENT = 24;
    /** The number of rotation moves: x, x2, x', y, y2, y', z, z2, z'. */
    static final int N_ROTATION = 9;

    static final int[][] AT = new int[N_ORIENT][6];
    static final int[][] WHERE = new int[N_ORIENT][6];
    static final int[][] ROTATE = new int[N_ORIENT][N_ROTATION];

    private static final Layer[] AXES = {Layer.X, Layer.Y, Layer.Z};

    static {
        List<CubieCube> cubes = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        ArrayDeque<CubieCube> queue = new ArrayDeque<>();
        cubes.add(CubieCube.SOLVED);
        index.put(key(CubieCube.SOLVED), 0);
        queue.add(CubieCube.SOLVED);
        while (!queue.isEmpty()) {
            CubieCube c = queue.poll();
            for (Layer axis : AXES) {
                CubieCube next = c.apply(Move.of(axis, 1));
                if (!index.containsKey(key(next))) {
                    index.put(key(next), cubes.size());
                    cubes.add(next);
                    queue.add(next);
                }
            }
        }
        if (cubes.size() != N_ORIENT) {
            throw new IllegalStateException("expected 24 orientations, found " + cubes.size());
        }
        for (int o = 0; o < N_ORIENT; o++) {
            CubieCube c = cubes.get(o);
            for (Face p : Face.values()) {
                AT[o][p.ordinal()] = c.center(p).ordinal();
                WHERE[o][c.center(p).ordinal()] = p.ordinal();
            }
            for (int r = 0; r < N_ROTATION; r++) {
                ROTATE[o][r] = index.get(key(c.apply(Move.of(AXES[r / 3], r % 3 + 1))));
            }
        }
    }

    private Orientations() {
    }

    private static String key(CubieCube c) {
        int[] centers = new int[6];
        for (Face p : Face.values()) {
            centers[p.ordinal()] = c.center(p).ordinal();
        }
        return Arrays.toString(centers);
    }

    /** The rotation index of a rotation move (x, y or z with amount 1..3). */
    static int rotationIndex(Move rotation) {
        int axis = rotation.layer() == Layer.X ? 0 : rotation.layer() == Layer.Y ? 1 : 2;
        return 3 * axis + rotation.amount() - 1;
    }
}
