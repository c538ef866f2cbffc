package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_CORNER_PERM;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Coordinates.N_UD_EDGE_PERM;
import static dev.cubeguide.coord.Coordinates.moveIndex;

import java.util.Arrays;

/**
 * The builders of the move tables ({@code char[N * 18]}, entry {@link Coordinates#moveIndex} {@code (x, m)}: the
 * coordinate after move m; 0xFFFF where the move is not in the table's move set) and of the other transition tables
 * made from cubies, and the coordinates they are made of: how each is written into and read from a {@link Cubie}.
 */
final class MoveTables {
    /** A table entry that no step leads to: a move outside the table's move set, a state outside its group. */
    static final char NONE = 0xFFFF;
    /** The first of the slice edges FR, FL, BL, BR; the U edges start at 0 and the D edges at 4. */
    static final int SLICE_EDGES = 8;
    static final int U_EDGES = 0;
    static final int D_EDGES = 4;

    private MoveTables() {
    }

    /** How one coordinate is written into and read from cubie arrays. */
    interface Coordinate {
        void set(Cubie cube, int value);

        int get(Cubie cube);
    }

    /** One column of a transition table: {@code out} is {@code cube} after move or symmetry {@code column}. */
    interface Step {
        void apply(Cubie cube, int column, Cubie out);
    }

    static final Coordinate TWIST = coordinate((c, v) -> Coordinates.setTwist(c.co, v), c -> Coordinates.twist(c.co));
    static final Coordinate FLIP = coordinate((c, v) -> Coordinates.setFlip(c.eo, v), c -> Coordinates.flip(c.eo));
    static final Coordinate CORNER_PERM = coordinate((c, v) -> Coordinates.setCornerPerm(c.cp, v),
            c -> Coordinates.cornerPerm(c.cp));
    static final Coordinate UD_EDGE_PERM = coordinate((c, v) -> Coordinates.setUdEdgePerm(c.ep, v),
            c -> Coordinates.udEdgePerm(c.ep));
    static final Coordinate CORNER_SPLIT = coordinate((c, v) -> Coordinates.setCornerSplit(c.cp, v),
            c -> Coordinates.cornerSplit(c.cp));
    /** The sorted slice coordinate; its first 24 values are the slice edges' order with them in the slice. */
    static final Coordinate SLICE_SORTED = edges4(SLICE_EDGES);

    /** Writes a coordinate's value into a cube. */
    private interface Setter {
        void set(Cubie cube, int value);
    }

    /** Reads a coordinate's value from a cube. */
    private interface Getter {
        int get(Cubie cube);
    }

    /** A coordinate from its setter and getter. */
    private static Coordinate coordinate(Setter setter, Getter getter) {
        return new Coordinate() {
            public void set(Cubie cube, int value) {
                setter.set(cube, value);
            }

            public int get(Cubie cube) {
                return getter.get(cube);
            }
        };
    }

    /** The {@link Coordinates#edges4} coordinate of the edges {@code first..first+3}. */
    static Coordinate edges4(int first) {
        return coordinate((c, v) -> Coordinates.setEdges4(c.ep, first, v), c -> Coordinates.edges4(c.ep, first));
    }

    static char[] twist() {
        return buildMoveTable(N_TWIST, Coordinates.allMoves(), TWIST, cornerMoves());
    }

    static char[] flip() {
        return buildMoveTable(N_FLIP, Coordinates.allMoves(), FLIP, edgeMoves());
    }

    /** The sorted slice coordinate's move table (its first 24 rows: the slice edges' order in phase 2). */
    static char[] sliceSorted() {
        return edges4Move(SLICE_EDGES);
    }

    /** The {@link Coordinates#edges4} move table of the U edges UR..UB. */
    static char[] uEdges() {
        return edges4Move(U_EDGES);
    }

    /** The {@link Coordinates#edges4} move table of the D edges DR..DB. */
    static char[] dEdges() {
        return edges4Move(D_EDGES);
    }

    /** The {@link Coordinates#edges4} move table of the edges {@code first..first+3}. */
    private static char[] edges4Move(int first) {
        return buildMoveTable(N_SLICE_SORTED, Coordinates.allMoves(), edges4(first), edgeMoves());
    }

    static char[] cornerPerm() {
        return buildMoveTable(N_CORNER_PERM, Coordinates.allMoves(), CORNER_PERM, cornerMoves());
    }

    /** Only the ten phase-2 moves keep the UD edges in the U and D layers; other columns are {@link #NONE}. */
    static char[] udEdgePerm() {
        return buildMoveTable(N_UD_EDGE_PERM, Coordinates.phase2Moves(), UD_EDGE_PERM, edgeMoves());
    }

    /** The {@link Coordinates#cornerSplit} move table (2.5 KB: built, never stored). */
    static char[] cornerSplit() {
        return buildTransitionTable(Coordinates.N_CORNER_SPLIT, N_MOVES, Coordinates.allMoves(), CORNER_SPLIT,
                cornerMoves());
    }

    /**
     * The UD-edge permutation of a phase-2 cube from its U edges and the order of its D edges, entry
     * {@link CoordTables#udEdgesMergeIndex}; {@link #NONE} where the U edges are not all in the U and D layers.
     */
    static char[] udEdgesMerge() {
        char[] out = new char[N_SLICE_SORTED * N_SLICE_PERM];
        Arrays.fill(out, NONE);
        int[] u = new int[12];
        int[] d = new int[12];
        int[] ep = new int[12];
        for (int x = 0; x < N_SLICE_SORTED; x++) {
            Coordinates.setEdges4(u, U_EDGES, x);
            boolean inUd = true;
            for (int j = SLICE_EDGES; j < 12; j++) {
                inUd &= u[j] >= D_EDGES;
            }
            if (!inUd) {
                continue;
            }
            for (int order = 0; order < N_SLICE_PERM; order++) {
                // The D edges take the free positions of 0..7 in increasing order, ordered as 'order' says.
                Coordinates.permutationUnrank(order, d, 4);
                int next = 0;
                for (int j = 0; j < SLICE_EDGES; j++) {
                    ep[j] = u[j] < D_EDGES ? u[j] : D_EDGES + d[next++];
                }
                out[CoordTables.udEdgesMergeIndex(x, order)] = (char) Coordinates.udEdgePerm(ep);
            }
        }
        return out;
    }

    /**
     * A transition table: entry {@code x * width + j} is the coordinate of the cube with coordinate {@code x} after
     * step {@code j}, for each j in {@code columns}; other entries are {@link #NONE} (no such step). Move tables and
     * symmetry-conjugation tables are all of this form.
     */
    static char[] buildTransitionTable(int size, int width, int[] columns, Coordinate coordinate, Step step) {
        Cubie a = new Cubie();
        Cubie b = new Cubie();
        char[] out = new char[size * width];
        if (columns.length < width) {
            Arrays.fill(out, NONE);
        }
        for (int x = 0; x < size; x++) {
            coordinate.set(a, x);
            for (int j : columns) {
                step.apply(a, j, b);
                out[x * width + j] = (char) coordinate.get(b);
            }
        }
        return out;
    }

    /**
     * A move table (the moves {@code moves}; other entries {@link #NONE}): each face's quarter turn from cubies, and
     * its half and inverse turns as two and three quarter turns, read from the table itself (a coordinate follows a
     * move the same way whatever cube it stands for), a third of the cubie work. A face whose quarter turn is not
     * among the moves (the half turns of phase 2) has its moves from cubies.
     */
    private static char[] buildMoveTable(int size, int[] moves, Coordinate coordinate, Step step) {
        boolean[] wanted = new boolean[N_MOVES];
        for (int m : moves) {
            wanted[m] = true;
        }
        int[] fromCubies = new int[N_MOVES];
        int count = 0;
        for (int m : moves) {
            if (m % 3 == 0 || !wanted[m - m % 3]) {
                fromCubies[count++] = m;
            }
        }
        char[] out = buildTransitionTable(size, N_MOVES, Arrays.copyOf(fromCubies, count), coordinate, step);
        for (int quarter = 0; quarter < N_MOVES; quarter += 3) {
            if (!wanted[quarter]) {
                continue;
            }
            for (int turns = 1; turns < 3; turns++) {
                int m = quarter + turns;
                if (!wanted[m]) {
                    continue;
                }
                for (int x = 0; x < size; x++) {
                    out[moveIndex(x, m)] = out[moveIndex(out[moveIndex(x, m - 1)], quarter)];
                }
            }
        }
        return out;
    }

    private static Cubie[] moveCubies() {
        Cubie[] moves = new Cubie[N_MOVES];
        for (int m = 0; m < N_MOVES; m++) {
            moves[m] = Cubie.move(m);
        }
        return moves;
    }

    private static Step cornerMoves() {
        Cubie[] moves = moveCubies();
        return (cube, m, out) -> Cubie.cornerMultiply(cube, moves[m], out);
    }

    private static Step edgeMoves() {
        Cubie[] moves = moveCubies();
        return (cube, m, out) -> Cubie.edgeMultiply(cube, moves[m], out);
    }
}
