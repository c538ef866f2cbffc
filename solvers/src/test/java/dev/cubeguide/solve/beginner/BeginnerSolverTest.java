package dev.cubeguide.solve.beginner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.Corner;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Edge;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverContract;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.solve.registry.Solvers;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class BeginnerSolverTest extends SolverContract {
    private static final List<String> NAMES = List.of("first-layer cross", "first-layer corners",
            "middle-layer edges", "last-layer cross", "last-layer edges", "last-layer corner positions",
            "last-layer corner orientation");

    @Override
    protected Solver solver() {
        return Solvers.get("beginner");
    }

    @Test
    void sevenNamedStagesWithExplanations() {
        for (CubieCube cube : RandomCubes.randomStates(5, 50)) {
            Solution solution = solver().solve(cube);
            assertThat(solution.stages()).extracting(Stage::name).containsExactlyElementsOf(NAMES);
            for (Stage stage : solution.stages()) {
                assertThat(stage.explanation()).isPresent();
                assertThat(stage.explanation().get()).isNotBlank().doesNotContain("\n");
            }
            assertThat(solution.optimal()).isFalse();
        }
    }

    @Test
    void everyStageKeepsItsPromiseForEveryFirstLayer() {
        List<CubieCube> cubes = RandomCubes.randomStates(77, 150);
        for (Face first : Face.values()) {
            for (boolean rotations : new boolean[] {false, true}) {
                SolveOptions options = SolveOptions.defaults().with(new BeginnerOptions(first, rotations));
                for (CubieCube cube : cubes) {
                    Solution solution = solver().solve(cube, options);
                    CubieCube state = cube;
                    for (int k = 0; k < 7; k++) {
                        state = state.apply(solution.stages().get(k).moves());
                        assertThat(shows(k, state.normalized(), first))
                                .as("after stage %d (first layer %s, rotations %s) of %s: %s", k + 1, first,
                                        rotations, cube.toFacelets(), solution.moves())
                                .isTrue();
                    }
                    assertThat(cube.apply(solution.moves()).isSolved()).isTrue();
                }
            }
        }
    }

    @Test
    void meanLengthStaysWellUnderEighty() {
        List<CubieCube> cubes = RandomCubes.randomStates(2026, 500);
        long total = 0;
        for (CubieCube cube : cubes) {
            total += solver().solve(cube).length();
        }
        assertThat((double) total / cubes.size()).isLessThanOrEqualTo(80.0);
    }

    @Test
    @Tag("slow")
    void everyStageKeepsItsPromiseOnManyCubes() {
        List<CubieCube> cubes = RandomCubes.randomStates(3000, 3000);
        for (Face first : Face.values()) {
            SolveOptions options = SolveOptions.defaults().with(new BeginnerOptions(first, false));
            for (CubieCube cube : cubes) {
                Solution solution = solver().solve(cube, options);
                CubieCube state = cube;
                for (int k = 0; k < 7; k++) {
                    state = state.apply(solution.stages().get(k).moves());
                    assertThat(shows(k, state.normalized(), first)).isTrue();
                }
            }
        }
    }

    @Test
    void faceTurnsOnlyByDefaultAndYRotationsOnRequest() {
        List<CubieCube> cubes = RandomCubes.randomStates(8, 100);
        int rotationsSeen = 0;
        for (CubieCube cube : cubes) {
            assertThat(solver().solve(cube).moves().moves()).allMatch(Move::isFaceTurn);
            Solution turned = solver().solve(cube, SolveOptions.defaults().with(new BeginnerOptions(Face.D, true)));
            assertThat(cube.apply(turned.moves()).isSolved()).isTrue();
            for (Move move : turned.moves().moves()) {
                assertThat(move.isFaceTurn() || move.layer() == Layer.Y).as("%s", turned.moves()).isTrue();
                rotationsSeen += move.layer() == Layer.Y ? 1 : 0;
            }
            assertThat(turned.stages().get(1).explanation().get()).contains("(y)");
            assertThat(solver().solve(cube, SolveOptions.defaults().with(new BeginnerOptions(Face.R, true)))
                    .stages().get(2).explanation().get()).contains("(x)");
        }
        assertThat(rotationsSeen).isPositive();
    }

    @Test
    void namesPiecesByColourForTheChosenFirstLayer() {
        CubieCube cube = RandomCubes.randomStates(9, 1).get(0);
        Solution white = solver().solve(cube, SolveOptions.defaults().with(new BeginnerOptions(Face.U, false)));
        assertThat(white.stages().get(0).explanation().get())
                .startsWith("Make a white cross on the up face").contains("white-green");
        assertThat(white.stages().get(3).explanation().get()).contains("yellow cross");
        Solution yellow = solver().solve(cube);
        assertThat(yellow.stages().get(0).explanation().get()).startsWith("Make a yellow cross on the down face");
        assertThat(yellow.stages().get(2).explanation().get()).contains("green-red");
    }

    @Test
    void alreadySolvedStagesSaySo() {
        Solution solution = solver().solve(CubieCube.of(Alg.parse("R U R' U'")));
        assertThat(solution.stages().get(0).moves().isEmpty()).isTrue();
        assertThat(solution.stages().get(0).explanation().get()).startsWith("Already done.");
    }

    @Test
    void unsolvableCubesFailFastWithoutHanging() {
        CubieCube twisted = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {1, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThatThrownBy(() -> solver().solve(twisted)).isInstanceOf(CubeGuideException.class)
                .extracting(e -> ((CubeGuideException) e).code()).isEqualTo(ErrorCode.TWISTED_CORNER);
        CubieCube swapped = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[8],
                new int[] {1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThatThrownBy(() -> solver().solve(swapped)).isInstanceOf(CubeGuideException.class)
                .extracting(e -> ((CubeGuideException) e).code()).isEqualTo(ErrorCode.PARITY);
        CubieCube flipped = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[8],
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        assertThatThrownBy(() -> solver().solve(flipped)).isInstanceOf(CubeGuideException.class)
                .extracting(e -> ((CubeGuideException) e).code()).isEqualTo(ErrorCode.FLIPPED_EDGE);
    }

    @Test
    void aTooSmallMaxLengthIsNoSolution() {
        CubieCube cube = RandomCubes.randomStates(3, 1).get(0);
        assertThatThrownBy(() -> solver().solve(cube, SolveOptions.defaults().withMaxLength(10)))
                .isInstanceOf(SolveException.class)
                .extracting(e -> ((SolveException) e).code()).isEqualTo(ErrorCode.NO_SOLUTION);
        assertThat(solver().solve(cube, SolveOptions.defaults().withTimeout(Duration.ofSeconds(5)))
                .length()).isPositive();
    }

    @Test
    void theBoundInInfoCoversTheTables() {
        Tables t = BeginnerSolver.sharedTables();
        int crossMax = 0;
        for (byte d : t.crossDistance) {
            if (d != -1) {
                crossMax = Math.max(crossMax, d);
            }
        }
        int bound = crossMax + t.corners.maxCost + t.edges.maxCost + t.lastLayer[0].maxTotal;
        assertThat(bound).isLessThanOrEqualTo(solver().info().maxMoves());
        assertThat(t.lastLayer[0].reachable).isEqualTo(62208);
        assertThat(solver().tables().report()).hasSize(7).first().asString().startsWith("beginner: built in memory");
        assertThat(solver().tables().specs()).isEmpty();
    }

    /** What a person sees after stage k (0-based), checked on stickers and pieces in the frame of the cube. */
    static boolean shows(int k, CubieCube c, Face first) {
        Face last = first.opposite();
        String stickers = c.toFacelets();
        for (Edge e : Edge.values()) {
            boolean onFirst = touches(e, first);
            boolean onLast = touches(e, last);
            int p = e.ordinal();
            boolean home = c.edge(p) == p && c.edgeOrientation(p) == 0;
            if (onFirst && !home) {
                return false;
            }
            if (k >= 2 && !onFirst && !onLast && !home) {
                return false;
            }
            if (k >= 3 && onLast) {
                int sticker = e.facelet(0).face() == last ? 0 : 1;
                if (stickers.charAt(e.facelet(sticker).ordinal()) != last.letter()) {
                    return false;
                }
            }
            if (k >= 4 && onLast && !home) {
                return false;
            }
        }
        for (Corner corner : Corner.values()) {
            int p = corner.ordinal();
            boolean onFirst = corner.color(0) == first || corner.color(1) == first || corner.color(2) == first;
            if (k >= 1 && onFirst && (c.corner(p) != p || c.cornerOrientation(p) != 0)) {
                return false;
            }
            if (k >= 5 && !onFirst && c.corner(p) != p) {
                return false;
            }
        }
        return k < 6 || c.isSolved();
    }

    private static boolean touches(Edge edge, Face face) {
        return edge.color(0) == face || edge.color(1) == face;
    }
}
