package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.CornerSplitPruning;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The optimal solver with its large table. The table takes tens of minutes to build, so no test builds it: these
 * tests (tagged slow) use a prebuilt one in the folder named by the system property
 * {@code cubeguide.large.tables} (for example {@code mvn -Pslow -Dcubeguide.large.tables=$CUBEGUIDE_HOME/tables}),
 * and are skipped without it. Without the large table the solver uses the default set (its files named in the
 * default run; its search checked on a small instance, {@link SmallAxisTables}, and on the real table in the slow
 * {@link OptimalDefaultSetTest}). The inverse's arithmetic is checked on the default set's corner coordinate.
 */
class OptimalLargeTableTest {
    private static TableStore largeStore;

    private static synchronized OptimalSolver large() {
        String dir = System.getProperty("cubeguide.large.tables");
        assumeThat(dir).as("system property cubeguide.large.tables names a folder with the large table").isNotNull();
        assumeThat(CornerSplitPruning.isPresent(TableStore.at(Path.of(dir)), CornerSplitPruning.Variant.SPLIT))
                .as("the 4-bit large table is in " + dir).isTrue();
        if (largeStore == null) {
            largeStore = fourBitOnly(Path.of(dir));
        }
        return new OptimalSolver(largeStore, null);
    }

    /**
     * A store of links to every table file in {@code dir} but the 2-bit tables', so that the solver takes the 4-bit
     * split table there (it prefers the 2-bit ones when present). The links and their folder go when the JVM ends.
     */
    static TableStore fourBitOnly(Path dir) {
        try {
            Path links = Files.createTempDirectory("cubeguide-4bit-large");
            // Removed when the JVM ends, the links before their folder (deleteOnExit goes in reverse order).
            links.toFile().deleteOnExit();
            links.resolve(TableStore.LOCK_FILE).toFile().deleteOnExit();
            Set<String> twoBit = new HashSet<>();
            for (TableSpec spec : Stream.concat(AxisTable.SPLIT_TWO_BIT.specs().stream(),
                    AxisTable.SPLIT_PARITY_TWO_BIT.specs().stream()).toList()) {
                twoBit.add(TableStore.at(dir).pathOf(spec).getFileName().toString());
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".tbl"))::iterator) {
                    if (!twoBit.contains(f.getFileName().toString())) {
                        Files.createSymbolicLink(links.resolve(f.getFileName()), f.toAbsolutePath()).toFile()
                                .deleteOnExit();
                    }
                }
            }
            return TableStore.at(links);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Solution solve(OptimalSolver solver, CubieCube cube) {
        Solution s = solver.solve(cube, SolveOptions.defaults());
        assertThat(cube.apply(s.moves()).isSolved()).as("solves %s", cube).isTrue();
        assertThat(s.optimal()).isTrue();
        return s;
    }

    @Test
    void withoutTheLargeTableTheDefaultSetIsUsed(@TempDir Path home) {
        OptimalSolver solver = new OptimalSolver(TableStore.at(home), null);
        assertThat(solver.tables().activeSet()).contains("default");
        // The default set: the H48 table at 7 flip bits, not the axis tables of earlier versions.
        assertThat(solver.tables().specs()).isEqualTo(H48Set.DEFAULT.specs)
                .doesNotContainAnyElementsOf(AxisTable.SPLIT_TWO_BIT.specs())
                .doesNotContainAnyElementsOf(CornerSplitPruning.Variant.LAYERS.specs);
        // The large set that --large builds: the H48 table with its fallback and coordinates.
        assertThat(solver.tables().largeSpecs()).containsExactlyElementsOf(H48Set.LARGE.specs);
    }

    /**
     * The inverse cube that the search follows with the large table: packed, multiplied on the left by each move's
     * inverse, and read back as twist, flip, slice position and corner coordinate, it agrees with cubie arithmetic on random walks.
     */
    @Test
    void theInverseCubeFollowsTheMovesOnTheLeft() {
        assertInverseFollowsTheMovesOnTheLeft(SmallAxisTables.arithmetic(CornerSplitPruning.Variant.SPLIT));
    }

    /** {@link #theInverseCubeFollowsTheMovesOnTheLeft} on the tables {@code t} (their corner coordinate's). */
    static void assertInverseFollowsTheMovesOnTheLeft(OptimalTables t) {
        Random random = new Random(9);
        for (int walk = 0; walk < 100; walk++) {
            CubieCube cube = RandomCubes.randomStates(100 + walk, 1).get(0);
            int axis = walk % 3;
            CubieCube seen = Symmetry.conjugate(cube, t.axisSym[axis]);
            long corners = PackedInverse.packCorners(seen.inverse());
            long edges = PackedInverse.packEdges(seen.inverse());
            for (int step = 0; step < 25; step++) {
                int m = random.nextInt(18);
                cube = cube.apply(Move.ofIndex(m));
                corners = PackedInverse.leftMultiply(PackedInverse.LEFT_CORNER, t.axisMove[axis][m], corners, 8);
                edges = PackedInverse.leftMultiply(PackedInverse.LEFT_EDGE, t.axisMove[axis][m], edges, 12);
                CubieCube inverse = Symmetry.conjugate(cube, t.axisSym[axis]).inverse();
                assertThat(corners).isEqualTo(PackedInverse.packCorners(inverse));
                assertThat(edges).isEqualTo(PackedInverse.packEdges(inverse));
                assertThat(PackedInverse.packedTwist(corners)).isEqualTo(Coordinates.twist(inverse));
                assertThat(t.packedSplit(corners)).isEqualTo(t.variant.ofCorners(inverse.cornerPermutation()));
                assertThat(t.inverse.packedFlipSlice(edges)).isEqualTo(Coordinates.slice(inverse) << 11
                        | Coordinates.flip(inverse));
            }
        }
    }

    /**
     * The search follows only the inverse of the cube itself and reads the inverse seen along each axis off it
     * ({@link OptimalTables#inverseAxisIndex}): that entry is the conjugated inverse's, for every axis, on random
     * cubes and along random walks (cubes near solved included).
     */
    @Test
    void theInverseSeenAlongEachAxisIsReadOffTheInverseOfTheCube() {
        assertInverseSeenAlongEachAxisIsReadOffTheInverse(
                SmallAxisTables.arithmetic(CornerSplitPruning.Variant.SPLIT));
    }

    /**
     * {@link #theInverseSeenAlongEachAxisIsReadOffTheInverseOfTheCube} on the tables {@code t}, with the corner parity
     * the search passes (the cube's: its inverse's and its conjugates' too).
     */
    static void assertInverseSeenAlongEachAxisIsReadOffTheInverse(OptimalTables t) {
        Random random = new Random(11);
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < 3000; i++) {
            cube = i % 100 == 0 ? CubieCube.SOLVED : i % 2 == 0 ? cube.apply(Move.ofIndex(random.nextInt(18)))
                    : RandomCubes.randomStates(1000 + i, 1).get(0);
            long corners = PackedInverse.packCorners(cube.inverse());
            long edges = PackedInverse.packEdges(cube.inverse());
            for (int axis = 0; axis < 3; axis++) {
                CubieCube seen = Symmetry.conjugate(cube, t.axisSym[axis]).inverse();
                assertThat(t.inverseAxisIndex(axis, corners, edges, t.parityMask & cube.cornerParity()))
                        .as("cube %d, axis %d", i, axis)
                        .isEqualTo(t.axisIndexOfPacked(PackedInverse.packCorners(seen), PackedInverse.packEdges(seen)));
            }
        }
    }

    /**
     * The search prunes unread the turns of a face whose axis has the inverse too far ({@link Worker}): a turn of
     * one of axis k's faces lies in axis k's goal group, so the child's inverse ({@code m^-1} times the cube's) has
     * the cube's inverse's distance on axis k. Checked for every turn, on random cubes and along random walks; on
     * the other axes the distance does change.
     */
    @Test
    void aTurnOfAnAxisFaceKeepsTheInversesDistanceOnThatAxis() {
        OptimalTables t = SmallAxisTables.tables();
        Random random = new Random(12);
        CubieCube cube = CubieCube.SOLVED;
        int otherAxisChanged = 0;
        for (int i = 0; i < 300; i++) {
            cube = i % 2 == 0 ? cube.apply(Move.ofIndex(random.nextInt(18)))
                    : RandomCubes.randomStates(2000 + i, 1).get(0);
            for (int m = 0; m < 18; m++) {
                CubieCube child = cube.apply(Move.ofIndex(m));
                int moveAxis = m / 3 % 3;
                for (int axis = 0; axis < 3; axis++) {
                    int before = inverseDistance(t, cube, axis);
                    int after = inverseDistance(t, child, axis);
                    if (axis == moveAxis) {
                        assertThat(after).as("cube %d, move %d, axis %d", i, m, axis).isEqualTo(before);
                    } else if (after != before) {
                        otherAxisChanged++;
                    }
                }
            }
        }
        assertThat(otherAxisChanged).isPositive();
    }

    private static int inverseDistance(OptimalTables t, CubieCube cube, int axis) {
        CubieCube seen = Symmetry.conjugate(cube, t.axisSym[axis]).inverse();
        return t.distanceAt(t.axisIndexOfPacked(PackedInverse.packCorners(seen), PackedInverse.packEdges(seen)));
    }

    @Test
    @Tag("slow")
    void knownAndShortPositionsComeOutAtTheirExactLength() {
        OptimalSolver solver = large();
        assertThat(solver.tables().activeSet()).contains("large");
        assertThat(OptimalTableSets.of(largeStore).axis).isEqualTo(AxisTable.CORNER_SPLIT);
        assertShortPositionsExact(solver, new Random(20261121L), 9, 3);
    }

    /** Seeded scrambles of 11 to 14 moves: {@code solver} finds the lengths the axis search's small instance finds. */
    static void assertLengthsOfTheAxisSearch(OptimalSolver solver, Random random, int count) {
        OptimalSolver axis = new OptimalSolver(SharedTestTables.store(), null, SmallAxisTables.tables());
        for (int i = 0; i < count; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 11 + i % 4));
            assertThat(solve(solver, cube).length()).as("scramble %d", i).isEqualTo(solve(axis, cube).length());
        }
    }

    /**
     * Solved, each single move, two known positions, then {@code perLength} random scrambles of each length from 3
     * to {@code maxLength}: every answer proven and of the breadth-first length.
     */
    static void assertShortPositionsExact(OptimalSolver solver, Random random, int maxLength, int perLength) {
        assertThat(solve(solver, CubieCube.SOLVED).length()).isZero();
        for (int m = 0; m < 18; m++) {
            assertThat(solve(solver, CubieCube.of(Move.ofIndex(m))).length()).isEqualTo(1);
        }
        assertThat(solve(solver, CubieCube.of(Alg.parse("R U R' U'"))).length()).isEqualTo(4);
        assertThat(solve(solver, CubieCube.of(Alg.parse("U2 D2 F2 B2 L2 R2"))).length()).isEqualTo(6);
        BidirectionalBfs bfs = new BidirectionalBfs();
        for (int length = 3; length <= maxLength; length++) {
            for (int k = 0; k < perLength; k++) {
                CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, length));
                assertThat(solve(solver, cube).length()).as("optimal length of %s", cube.toFacelets())
                        .isEqualTo(bfs.distance(cube));
            }
        }
    }

    @Test
    @Tag("slow")
    void theRootBoundIsAtLeastTheDefaultSetsAndTheTwoTablesAgreeOnLengths() {
        OptimalSolver solver = large();
        OptimalSolver defaultSet = new OptimalSolver(SharedTestTables.store(), null);
        Random random = new Random(3);
        List<CubieCube> cubes = RandomCubes.randomStates(77, 200);
        List<int[]> big = OptimalSolver.rootBounds(largeStore, cubes);
        List<int[]> small = OptimalSolver.rootBounds(SharedTestTables.store(), cubes);
        for (int i = 0; i < cubes.size(); i++) {
            for (int k = 0; k < 3; k++) {
                assertThat(big.get(i)[k]).isGreaterThanOrEqualTo(small.get(i)[k]);
            }
        }
        for (int i = 0; i < 4; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 13));
            assertThat(solve(solver, cube).length()).isEqualTo(solve(defaultSet, cube).length());
        }
    }
}
