package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.Corner;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Edge;

/**
 * What the cube shows after each of the seven stages, in the solver's frame (first layer D, last layer U). The
 * goals are nested: a cube that shows stage k's goal shows every earlier one.
 */
final class StageGoals {
    private static final Edge[] CROSS = {Edge.DR, Edge.DF, Edge.DL, Edge.DB};
    private static final Corner[] FIRST_CORNERS = {Corner.DFR, Corner.DLF, Corner.DBL, Corner.DRB};
    private static final Edge[] MIDDLE = {Edge.FR, Edge.FL, Edge.BL, Edge.BR};
    private static final Edge[] LAST_EDGES = {Edge.UR, Edge.UF, Edge.UL, Edge.UB};
    private static final Corner[] LAST_CORNERS = {Corner.URF, Corner.UFL, Corner.ULB, Corner.UBR};

    private StageGoals() {
    }

    /**
     * True when {@code cube} (with its centres in place) shows what stage {@code k} (0-based) promises: 0 the cross,
     * 1 the first-layer corners, 2 the middle edges, 3 the last-layer edges with their last-layer colour up, 4 those
     * edges in place, 5 the last-layer corners in place, 6 the solved cube.
     */
    static boolean shows(int k, CubieCube cube) {
        if (k >= 6) {
            return cube.isSolved();
        }
        for (Edge edge : CROSS) {
            if (!edgeHome(cube, edge)) {
                return false;
            }
        }
        if (k >= 1) {
            for (Corner corner : FIRST_CORNERS) {
                int p = corner.ordinal();
                if (cube.corner(p) != p || cube.cornerOrientation(p) != 0) {
                    return false;
                }
            }
        }
        if (k >= 2) {
            for (Edge edge : MIDDLE) {
                if (!edgeHome(cube, edge)) {
                    return false;
                }
            }
        }
        if (k >= 3) {
            // With the other layers solved the last layer's edges are in its positions; orientation 0 there means
            // the last-layer colour faces up.
            for (Edge edge : LAST_EDGES) {
                if (cube.edgeOrientation(edge.ordinal()) != 0 || k >= 4 && cube.edge(edge.ordinal()) != edge.ordinal()) {
                    return false;
                }
            }
        }
        if (k >= 5) {
            for (Corner corner : LAST_CORNERS) {
                if (cube.corner(corner.ordinal()) != corner.ordinal()) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean edgeHome(CubieCube cube, Edge edge) {
        int p = edge.ordinal();
        return cube.edge(p) == p && cube.edgeOrientation(p) == 0;
    }
}
