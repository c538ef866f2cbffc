package dev.cubeguide.solve.beginner;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import java.util.Arrays;
import java.util.List;

/**
 * Everything the beginner solver looks up, built in memory on first use (about a second) and then shared.
 * All in the solver's own frame, where the first layer is D and the last layer U.
 *
 * <ul>
 *   <li>stage 1, the cross: exact distances of the four D edges (BFS over face turns);</li>
 *   <li>stage 2, first-layer corners: macros that keep the cross, and a {@link StageTable} over the four D
 *       corners;</li>
 *   <li>stage 3, middle edges: macros that keep the first layer, and a table over the four E-slice edges;</li>
 *   <li>stages 4 to 7, the last layer: macros that keep the first two layers, and four tables over the last-layer
 *       state, each ending at its stage's goal with the cost of the later stages as the starting cost.</li>
 * </ul>
 */
final class Tables {
    /** Longest macro searched for stage 2 (first-layer corners). */
    static final int CORNER_MACRO_LENGTH = 4;
    /** Longest macro searched for stage 3 (middle-layer edges). */
    static final int EDGE_MACRO_LENGTH = 7;
    /** Longest macro searched for the last-layer stages. */
    static final int LAST_LAYER_MACRO_LENGTH = 7;

    final Group cross = new Group(false, 4, 5, 6, 7);
    final Group firstCorners = new Group(true, 4, 5, 6, 7);
    final Group middleEdges = new Group(false, 8, 9, 10, 11);
    final byte[] crossDistance;
    final byte[] firstCornerDistance;
    final byte[] middleEdgeDistance;
    final StageTable corners;
    final StageTable edges;
    /** The last-layer tables of stages 4, 5, 6 and 7. */
    final StageTable[] lastLayer = new StageTable[4];
    final long buildMillis;

    Tables() {
        long start = System.nanoTime();
        crossDistance = cross.distances();
        firstCornerDistance = firstCorners.distances();
        middleEdgeDistance = middleEdges.distances();
        List<Macro> cornerMacros = Macro.generate(CORNER_MACRO_LENGTH, new Group[] {cross},
                new byte[][] {crossDistance}, Tables::cornerEffect);
        corners = StageTable.build(new GroupSpace(firstCorners), cornerMacros, goal(firstCorners));
        List<Macro> edgeMacros = Macro.generate(EDGE_MACRO_LENGTH, new Group[] {cross, firstCorners},
                new byte[][] {crossDistance, firstCornerDistance}, Tables::edgeEffect);
        edges = StageTable.build(new GroupSpace(middleEdges), edgeMacros, goal(middleEdges));
        List<Macro> lastMacros = Macro.generate(LAST_LAYER_MACRO_LENGTH,
                new Group[] {cross, firstCorners, middleEdges},
                new byte[][] {crossDistance, firstCornerDistance, middleEdgeDistance}, Tables::lastLayerEffect);
        LastLayerSpace space = new LastLayerSpace();
        int[] later = new int[LastLayerSpace.SIZE];
        Arrays.fill(later, StageTable.INFINITE);
        later[space.solved()] = 0;
        for (int stage = 7; stage >= 4; stage--) {
            int[] initial = new int[LastLayerSpace.SIZE];
            Arrays.fill(initial, StageTable.INFINITE);
            for (int i = 0; i < initial.length; i++) {
                if (LastLayerSpace.isGoal(stage, i) && later[i] != StageTable.INFINITE) {
                    initial[i] = StageTable.laterCost(later[i]);
                }
            }
            StageTable table = StageTable.build(space, lastMacros, initial);
            lastLayer[stage - 4] = table;
            later = table.cost;
        }
        buildMillis = (System.nanoTime() - start) / 1_000_000;
    }

    private static int[] goal(Group group) {
        int[] initial = new int[group.size];
        Arrays.fill(initial, StageTable.INFINITE);
        initial[group.solved] = 0;
        return initial;
    }

    /** Where a cross-keeping macro sends the corners: 8 positions of 5 bits. */
    private static long cornerEffect(CubieCube cube) {
        long key = 0;
        for (int i = 0; i < 8; i++) {
            key = key << 5 | cube.corner(i) << 2 | cube.cornerOrientation(i);
        }
        return key;
    }

    /** Where a first-layer-keeping macro sends the edges: 12 positions of 5 bits. */
    private static long edgeEffect(CubieCube cube) {
        long key = 0;
        for (int i = 0; i < 12; i++) {
            key = key << 5 | cube.edge(i) << 1 | cube.edgeOrientation(i);
        }
        return key;
    }

    /** What a macro keeping the first two layers does to the last layer: 4 corners and 4 edges. */
    private static long lastLayerEffect(CubieCube cube) {
        long key = 0;
        for (int i = 0; i < 4; i++) {
            key = key << 5 | cube.corner(i) << 2 | cube.cornerOrientation(i);
            key = key << 5 | cube.edge(i) << 1 | cube.edgeOrientation(i);
        }
        return key;
    }

    /** A {@link Group} as a stage-table space. */
    static final class GroupSpace implements StageTable.Space {
        private final Group group;

        GroupSpace(Group group) {
            this.group = group;
        }

        @Override
        public int size() {
            return group.size;
        }

        @Override
        public int corners() {
            return group.corners ? Group.K : 0;
        }

        @Override
        public int edges() {
            return group.corners ? 0 : Group.K;
        }

        @Override
        public int encode(int[] cornerStates, int[] edgeStates) {
            return group.encode(group.corners ? cornerStates : edgeStates);
        }

        @Override
        public void decode(int index, int[] cornerStates, int[] edgeStates) {
            group.decode(index, group.corners ? cornerStates : edgeStates);
        }
    }

    /**
     * The last layer with the first two layers solved: the four U edges (pieces UR, UF, UL, UB) and the four U
     * corners (URF, UFL, ULB, UBR), each in one of the four U positions. Coordinate
     * {@code ((edgePermutationRank * 16 + edgeFlips) * 24 + cornerPermutationRank) * 81 + cornerTwists}, range
     * 0..{@link #SIZE} - 1 (62,208 of them reachable), solved value 0. Ranks are Lehmer codes of the positions of
     * the pieces in order; flips and twists are the digits of each piece in order.
     */
    static final class LastLayerSpace implements StageTable.Space {
        /** 24 * 16 * 24 * 81 = 746,496. */
        static final int SIZE = 24 * 16 * 24 * 81;

        @Override
        public int size() {
            return SIZE;
        }

        @Override
        public int corners() {
            return 4;
        }

        @Override
        public int edges() {
            return 4;
        }

        int solved() {
            return encode(new int[] {0, 3, 6, 9}, new int[] {0, 2, 4, 6});
        }

        /** RANK[p0 * 64 + p1 * 16 + p2 * 4 + p3]: the Lehmer rank 0..23 of four distinct positions 0..3. */
        private static final int[] RANK = new int[256];
        /** UNRANK[rank]: the four positions of a rank. */
        private static final int[][] UNRANK = new int[24][];

        static {
            Arrays.fill(RANK, -1);
            for (int rank = 0; rank < 24; rank++) {
                int[] positions = unrank(rank);
                UNRANK[rank] = positions;
                RANK[positions[0] * 64 + positions[1] * 16 + positions[2] * 4 + positions[3]] = rank;
            }
        }

        @Override
        public int encode(int[] cornerStates, int[] edgeStates) {
            int e0 = edgeStates[0];
            int e1 = edgeStates[1];
            int e2 = edgeStates[2];
            int e3 = edgeStates[3];
            int c0 = cornerStates[0];
            int c1 = cornerStates[1];
            int c2 = cornerStates[2];
            int c3 = cornerStates[3];
            int ep = rank(E_POSITION[e0], E_POSITION[e1], E_POSITION[e2], E_POSITION[e3]);
            int eo = ((e0 & 1) << 3) | ((e1 & 1) << 2) | ((e2 & 1) << 1) | (e3 & 1);
            int cp = rank(C_POSITION[c0], C_POSITION[c1], C_POSITION[c2], C_POSITION[c3]);
            int co = ((C_TWIST[c0] * 3 + C_TWIST[c1]) * 3 + C_TWIST[c2]) * 3 + C_TWIST[c3];
            return ((ep * 16 + eo) * 24 + cp) * 81 + co;
        }

        private static final int[] E_POSITION = new int[24];
        private static final int[] C_POSITION = new int[24];
        private static final int[] C_TWIST = new int[24];

        static {
            for (int state = 0; state < 24; state++) {
                E_POSITION[state] = state / 2;
                C_POSITION[state] = state / 3;
                C_TWIST[state] = state % 3;
            }
        }

        private static int rank(int p0, int p1, int p2, int p3) {
            if ((p0 | p1 | p2 | p3) >= 4) {
                throw new IllegalStateException("a last-layer piece is outside the last layer");
            }
            return RANK[p0 * 64 + p1 * 16 + p2 * 4 + p3];
        }

        @Override
        public void decode(int index, int[] cornerStates, int[] edgeStates) {
            int co = index % 81;
            index /= 81;
            int cp = index % 24;
            index /= 24;
            int eo = index % 16;
            int ep = index / 16;
            int[] edgePositions = UNRANK[ep];
            int[] cornerPositions = UNRANK[cp];
            for (int i = 3; i >= 0; i--) {
                edgeStates[i] = edgePositions[i] * 2 + eo % 2;
                eo /= 2;
                cornerStates[i] = cornerPositions[i] * 3 + co % 3;
                co /= 3;
            }
        }

        /** The four positions of a rank: {@link Coordinates#permutationUnrank(int, int[], int)}. */
        private static int[] unrank(int rank) {
            int[] positions = new int[4];
            Coordinates.permutationUnrank(rank, positions, 4);
            return positions;
        }

        /** True when last-layer index {@code index} meets the goal of stage 4, 5, 6 or 7. */
        static boolean isGoal(int stage, int index) {
            int co = index % 81;
            int cp = index / 81 % 24;
            int eo = index / (81 * 24) % 16;
            int ep = index / (81 * 24 * 16);
            switch (stage) {
                case 4: return eo == 0;
                case 5: return eo == 0 && ep == 0;
                case 6: return eo == 0 && ep == 0 && cp == 0;
                default: return eo == 0 && ep == 0 && cp == 0 && co == 0;
            }
        }
    }
}
