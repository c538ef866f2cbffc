package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.Workers;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The maths the optimal search rests on with the corner split and parity goal ({@link
 * CornerSplitPruning.Variant#SPLIT_PARITY}), on a small instance of its table: the flip-slice classes times the
 * corner coordinate alone (no twist: 9.0 million entries for the parity, 4.5 million for the split, exact at 4
 * bits, built by the same {@link SymBfs} with the variant's move and symmetry tables). Its goal, flip and slice
 * solved with the U corners in the U layer (and, for the parity, an even corner permutation), is a subgroup that holds
 * U2 and D2, and for the split U and D too, like the real tables' goals. Checked: the parity never brings a state
 * closer; a half turn of the axis keeps the distance of a cube multiplied on the left (the inverse's rule), a quarter
 * turn keeps it for the split and lowers it by at most one for the parity (and does lower it); and de Bondt's +1 fails
 * for the parity goal (the cube U has 1 on all three axes).
 */
class SplitParityGoalTest {
    private static CoordTables tables;
    private static byte[] split;
    private static byte[] parity;

    @BeforeAll
    static void buildSmallTables() {
        tables = CoordTables.of(SharedTestTables.store());
        split = build(CornerSplitPruning.Variant.SPLIT);
        parity = build(CornerSplitPruning.Variant.SPLIT_PARITY);
    }

    private static byte[] build(CornerSplitPruning.Variant variant) {
        int n = variant.corners;
        byte[] data = new byte[(int) NibbleTable.bytes((long) Coordinates.N_FLIPSLICE_CLASS * n)];
        new SymBfs(Coordinates.N_FLIPSLICE_CLASS, n, Coordinates.allMoves(),
                new PruningTables(tables).flipSliceClassMove(), PairBfs.ints(variant.buildMove()),
                PairBfs.ints(variant.buildConj()), tables.flipSliceClasses(), Workers.SAME_THREAD)
                .build(data, Progress.NONE);
        return data;
    }

    /** The small parity table's entry of a cube. */
    private static long entryBits(CubieCube c) {
        CornerSplitPruning.Variant variant = CornerSplitPruning.Variant.SPLIT_PARITY;
        int cs = tables.flipSliceClassSym()[Coordinates.flipSlice(Coordinates.slice(c), Coordinates.flip(c))];
        return (long) ClassSym.classOf(cs) * variant.corners
                + variant.buildConj()[ClassSym.conjIndex(variant.ofCorners(c.cornerPermutation()), ClassSym.symOf(cs))];
    }

    /** The small table's distance of a cube: its flip-slice class, and its corner coordinate seen through the class. */
    private static int distance(CornerSplitPruning.Variant variant, byte[] table, CubieCube c) {
        int cs = tables.flipSliceClassSym()[Coordinates.flipSlice(Coordinates.slice(c), Coordinates.flip(c))];
        char[] conj = variant.buildConj();
        long entry = (long) ClassSym.classOf(cs) * variant.corners
                + conj[ClassSym.conjIndex(variant.ofCorners(c.cornerPermutation()), ClassSym.symOf(cs))];
        return NibbleTable.get(table, entry);
    }

    /** The sibling: the parity table's entry with the parity flipped (entry ^ 1: the parity is the low bit). */
    private static int sibling(CubieCube c) {
        return parity(CubieCube.of(Move.ofIndex(0)).multiply(c));
    }

    private static int split(CubieCube c) {
        return distance(CornerSplitPruning.Variant.SPLIT, split, c);
    }

    private static int parity(CubieCube c) {
        return distance(CornerSplitPruning.Variant.SPLIT_PARITY, parity, c);
    }

    @Test
    void theParityGoalIsNeverCloserAndOftenFarther() {
        int farther = 0;
        for (CubieCube c : RandomCubes.randomStates(140, 3000)) {
            assertThat(parity(c)).isGreaterThanOrEqualTo(split(c));
            // The split goal is the two halves: its distance is the smaller of an entry and its sibling.
            assertThat(Math.min(parity(c), sibling(c))).isEqualTo(split(c));
            assertThat(entryBits(c) ^ 1).isEqualTo(entryBits(CubieCube.of(Move.ofIndex(0)).multiply(c)));
            farther += parity(c) > split(c) ? 1 : 0;
        }
        assertThat(farther).isPositive();
        assertThat(parity(CubieCube.SOLVED)).isZero();
        assertThat(parity(CubieCube.of(Move.ofIndex(1)))).as("U2 is in the goal").isZero();
    }

    /**
     * The search's rule for the inverse Y of a node: the child by move m has the inverse {@code m^-1 Y}. For a turn of
     * the axis's own faces the split goal holds m, so the distance stays; the parity goal holds only the half turns,
     * and a quarter turn q takes Y into the other half of the split goal, one quarter turn from the parity goal, so
     * the distance drops by at most one.
     */
    @Test
    void aTurnOfTheAxisKeepsTheInversesDistanceExceptThatAQuarterTurnMayLowerItByOne() {
        Random random = new Random(141);
        int lowered = 0;
        for (CubieCube y : RandomCubes.randomStates(142, 600)) {
            // Near the goal too: a random state walked back a few moves from it.
            CubieCube near = CubieCube.of(RandomCubes.randomMoves(random, random.nextInt(8)));
            for (CubieCube cube : new CubieCube[] {y, near}) {
                for (int m : new int[] {0, 1, 2, 9, 10, 11}) {
                    CubieCube child = CubieCube.of(Move.ofIndex(Coordinates.inverseMove(m))).multiply(cube);
                    assertThat(split(child)).isEqualTo(split(cube));
                    if (m % 3 == 1) {
                        assertThat(parity(child)).isEqualTo(parity(cube));
                    } else {
                        // The sibling: the distance to the odd half of the split goal.
                        assertThat(parity(child)).isEqualTo(sibling(cube)).isBetween(parity(cube) - 1, parity(cube) + 1);
                        lowered += parity(child) < parity(cube) ? 1 : 0;
                    }
                }
            }
        }
        assertThat(lowered).as("a quarter turn lowers the parity distance of some inverse").isPositive();
    }

    /**
     * De Bondt's +1 (three equal non-zero axis distances: the distance is one more) needs every face turn in its own
     * axis's goal. The cube U is one move from solved, but one from the parity goal along all three axes; its
     * sibling along the U-D axis is 0, which the search's +1 asks for too.
     */
    @Test
    void deBondtsPlusOneFailsForTheParityGoal() {
        CubieCube u = CubieCube.of(Move.ofIndex(0));
        assertThat(split(u)).isZero();
        assertThat(sibling(u)).isZero();
        for (int s : new int[] {0, 16, 32}) {
            assertThat(parity(Symmetry.conjugate(u, s))).as("seen through symmetry %d", s).isEqualTo(1);
        }
    }
}
