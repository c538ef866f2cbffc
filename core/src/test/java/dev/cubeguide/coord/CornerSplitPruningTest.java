package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The optimal solver's axis tables and their corner coordinates (split and layers). The default run checks the
 * coordinates, their move and symmetry tables and the entry's symmetry invariance (no table needed); the tables
 * themselves (gigabytes, minutes to build) are checked by the slow test on prebuilt ones in the folder named by the
 * system property {@code cubeguide.large.tables}, and skipped without it. The default set's table is also checked
 * through the solver in the default run (OptimalSolverTest).
 */
class CornerSplitPruningTest {
    private static int split(CubieCube c) {
        return Coordinates.cornerSplit(c.cornerPermutation());
    }

    private static int corner(CornerSplitPruning.Variant variant, CubieCube c) {
        return variant.ofCorners(c.cornerPermutation());
    }

    @Test
    void theLayersAreTheSplitUpToSwappingTheLayers() {
        int[] cp = new int[8];
        Set<Integer> seen = new HashSet<>();
        for (int v = 0; v < Coordinates.N_CORNER_SPLIT; v++) {
            Coordinates.setCornerSplit(cp, v);
            assertThat(Coordinates.cornerSplit(cp)).isEqualTo(v);
            int[] swapped = new int[8];
            for (int i = 0; i < 8; i++) {
                swapped[i] = (cp[i] + 4) % 8;
            }
            int layers = Coordinates.cornerLayersOfSplit(v);
            assertThat(layers).isBetween(0, Coordinates.N_CORNER_LAYERS - 1);
            assertThat(Coordinates.cornerLayersOfSplit(Coordinates.cornerSplit(swapped))).isEqualTo(layers);
            assertThat(Coordinates.cornerLayersOfSplit(Coordinates.cornerSplitOfLayers(layers))).isEqualTo(layers);
            seen.add(layers);
        }
        assertThat(seen).hasSize(Coordinates.N_CORNER_LAYERS);
        assertThat(Coordinates.cornerLayersOfSplit(0)).isZero();
        // All U corners in the D layer is a goal state of the layers too (F2 B2 takes them there).
        assertThat(corner(CornerSplitPruning.Variant.LAYERS, CubieCube.of(Alg.parse("F2 B2"))))
                .isZero();
        assertThat(corner(CornerSplitPruning.Variant.SPLIT, CubieCube.of(Alg.parse("F2 B2"))))
                .isNotZero();
    }

    @ParameterizedTest
    @EnumSource(CornerSplitPruning.Variant.class)
    void theCornerCoordinateIsACosetCoordinateThatMovesAndSymmetriesActOn(CornerSplitPruning.Variant variant) {
        assertThat(corner(variant, CubieCube.SOLVED)).isZero();
        char[] move = variant.buildMove();
        char[] conj = variant.buildConj();
        assertThat(move).hasSize(variant.corners * Coordinates.N_MOVES);
        // U2 keeps the U corners in their layer and the corner parity; R does not keep the layer (but the coordinate
        // of one value, NONE, sees no corners). A quarter turn changes the corner parity, which only the parity
        // variant holds.
        assertThat((int) move[1]).isZero();
        assertThat((int) move[3] != 0).isEqualTo(variant != CornerSplitPruning.Variant.NONE);
        assertThat((int) move[0]).isEqualTo(variant.goalHoldsQuarterTurns() ? 0 : 1);
        assertThat(variant.parityOf(move[0])).isEqualTo(variant == CornerSplitPruning.Variant.SPLIT_PARITY ? 1 : 0);
        for (CubieCube c : RandomCubes.randomStates(71, 2000)) {
            int x = corner(variant, c);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                assertThat((int) move[x * 18 + m]).isEqualTo(corner(variant, c.apply(Move.ofIndex(m))));
            }
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                assertThat((int) conj[x * 16 + s]).isEqualTo(corner(variant, Symmetry.conjugate(c, s)));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(CornerSplitPruning.Variant.class)
    void aCubeAndItsUdConjugatesShareOneEntry(CornerSplitPruning.Variant variant) {
        CoordTables ct = CoordTables.of(SharedTestTables.store());
        int[] fsClassSym = ct.flipSliceClassSym();
        char[] twistConj = ct.twistConj();
        char[] cornerConj = variant.buildConj();
        for (CubieCube c : RandomCubes.randomStates(72, 1000)) {
            long entry = entry(variant, fsClassSym, twistConj, cornerConj, c);
            assertThat(entry).isBetween(0L, variant.entries - 1);
            int cls = (int) (entry / variant.other);
            int stabilizer = ct.flipSliceClasses().stabilizer(cls);
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                long other = entry(variant, fsClassSym, twistConj, cornerConj, Symmetry.conjugate(c, s));
                assertThat(other / variant.other).isEqualTo(cls);
                // When symmetries fix the class, the twins the table build fills: the same (twist, corner) seen
                // through one of those symmetries.
                boolean twin = false;
                for (int t = 0; t < Symmetry.N_SYM_UD; t++) {
                    twin |= (stabilizer >>> t & 1) != 0 && conjugated(variant, twistConj, cornerConj,
                            (int) (entry % variant.other), t) == other % variant.other;
                }
                assertThat(twin).as("entry %d and its conjugate's %d are twins", entry, other).isTrue();
            }
        }
        assertThat(entry(variant, fsClassSym, twistConj, cornerConj, CubieCube.SOLVED)).isZero();
        assertThat(variant.specs).hasSize(switch (variant) {
            case NONE -> 1;
            case LAYERS -> 3;
            case SPLIT -> 5;
            case SPLIT_PARITY -> 10;
        });
        assertThat(variant.specs.stream().mapToLong(s -> s.sizeBytes()).sum()).isEqualTo((variant.entries + 1) / 2);
    }

    private static int conjugated(CornerSplitPruning.Variant variant, char[] twistConj, char[] cornerConj, int other,
            int s) {
        int n = variant.corners;
        return twistConj[other / n * 16 + s] * n + cornerConj[other % n * 16 + s];
    }

    private static long entry(CornerSplitPruning.Variant variant, int[] fsClassSym, char[] twistConj,
            char[] cornerConj, CubieCube c) {
        return CornerSplitPruning.index(variant, fsClassSym, twistConj, cornerConj, Coordinates.flip(c),
                Coordinates.slice(c), Coordinates.twist(c), corner(variant, c));
    }

    private static int distance(CornerSplitPruning t, CubieCube c) {
        return t.distance(t.index(Coordinates.flip(c), Coordinates.slice(c), Coordinates.twist(c), c.cornerPermutation()));
    }

    /**
     * On thousands of random states: the entry is 0 only at the goal, neighbours differ by at most one, and some
     * move brings it one closer, which together make the entries breadth-first distances. Never below Reid's
     * phase-1 distance (its goal contains this one's).
     */
    @ParameterizedTest
    @EnumSource(CornerSplitPruning.Variant.class)
    @Tag("slow")
    void thePrebuiltTableHoldsBreadthFirstDistances(CornerSplitPruning.Variant variant) {
        String dir = System.getProperty("cubeguide.large.tables");
        assumeThat(dir).as("system property cubeguide.large.tables names a folder with the large table").isNotNull();
        TableStore store = TableStore.at(Path.of(dir));
        assumeThat(CornerSplitPruning.isPresent(store, variant)).as("the " + variant + " table is in " + dir).isTrue();
        CoordTables ct = CoordTables.of(store);
        CornerSplitPruning t = CornerSplitPruning.of(ct, variant);
        assertThat(distance(t, CubieCube.SOLVED)).isZero();
        Random random = new Random(7);
        for (CubieCube c : RandomCubes.randomStates(42, 3000)) {
            int d = distance(t, c);
            assertThat(d).isBetween(1, 14);
            int closer = Integer.MAX_VALUE;
            for (int m = 0; m < 18; m++) {
                int n = distance(t, c.apply(Move.ofIndex(m)));
                assertThat(Math.abs(n - d)).isLessThanOrEqualTo(1);
                closer = Math.min(closer, n);
            }
            assertThat(closer).as("some move brings it closer").isEqualTo(d - 1);
            assertThat(d).isGreaterThanOrEqualTo(ct.phase1Exact().get(ct.phase1Index(Coordinates.flip(c),
                    Coordinates.sliceSorted(c), Coordinates.twist(c))));
            assertThat(distance(t, Symmetry.conjugate(c, random.nextInt(16)))).isEqualTo(d);
        }
        for (int i = 0; i < 300; i++) {
            CubieCube c = CubieCube.of(RandomCubes.randomMoves(random, i % 10));
            assertThat(distance(t, c)).isLessThanOrEqualTo(i % 10);
        }
    }
}
