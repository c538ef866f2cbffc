package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The optimal solver's largest table and its corner split coordinate. The default run checks the coordinate, its
 * move and symmetry tables and the entry's symmetry invariance (no table needed); the table itself (4.59 GiB, many
 * minutes to build) is never built by a test: the slow test checks a prebuilt one in the folder named by the system
 * property {@code cubeguide.large.tables}, and is skipped without it.
 */
class CornerSplitPruningTest {
    private static int split(CubieCube c) {
        return Coordinates.cornerSplit(c.cornerPermutation());
    }

    @Test
    void theSplitIsACosetCoordinateThatMovesAndSymmetriesActOn() {
        assertThat(split(CubieCube.SOLVED)).isZero();
        int[] cp = new int[8];
        for (int v = 0; v < Coordinates.N_CORNER_SPLIT; v++) {
            Coordinates.setCornerSplit(cp, v);
            assertThat(Coordinates.cornerSplit(cp)).isEqualTo(v);
        }
        char[] move = CoordTables.buildCornerSplitMove();
        char[] conj = CoordTables.buildCornerSplitConj();
        // A U or D turn keeps the U corners in their layer; R does not.
        assertThat((int) move[0]).isZero();
        assertThat((int) move[3]).isNotZero();
        for (CubieCube c : RandomCubes.randomStates(71, 2000)) {
            int x = split(c);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                assertThat((int) move[x * 18 + m]).isEqualTo(split(c.apply(Move.ofIndex(m))));
            }
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                assertThat((int) conj[x * 16 + s]).isEqualTo(split(Symmetry.conjugate(c, s)));
            }
        }
    }

    @Test
    void aCubeAndItsUdConjugatesShareOneEntry() {
        CoordTables ct = CoordTables.of(SharedTestTables.store());
        int[] fsClassSym = ct.flipSliceClassSym();
        char[] twistConj = ct.twistConj();
        char[] splitConj = CoordTables.buildCornerSplitConj();
        for (CubieCube c : RandomCubes.randomStates(72, 1000)) {
            long entry = entry(fsClassSym, twistConj, splitConj, c);
            assertThat(entry).isBetween(0L, CornerSplitPruning.N_ENTRIES - 1);
            int cls = (int) (entry / CornerSplitPruning.N_OTHER);
            int stabilizer = ct.flipSliceClasses().stabilizer(cls);
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                long other = entry(fsClassSym, twistConj, splitConj, Symmetry.conjugate(c, s));
                assertThat(other / CornerSplitPruning.N_OTHER).isEqualTo(cls);
                // When symmetries fix the class, the twins the table build fills: the same (twist, split) seen
                // through one of those symmetries.
                boolean twin = false;
                for (int t = 0; t < Symmetry.N_SYM_UD; t++) {
                    twin |= (stabilizer >>> t & 1) != 0 && conjugated(twistConj, splitConj,
                            (int) (entry % CornerSplitPruning.N_OTHER), t) == other % CornerSplitPruning.N_OTHER;
                }
                assertThat(twin).as("entry %d and its conjugate's %d are twins", entry, other).isTrue();
            }
        }
        assertThat(entry(fsClassSym, twistConj, splitConj, CubieCube.SOLVED)).isZero();
        assertThat(CornerSplitPruning.SPECS).hasSize(5);
        assertThat(CornerSplitPruning.SPECS.stream().mapToLong(s -> s.sizeBytes()).sum())
                .isEqualTo((CornerSplitPruning.N_ENTRIES + 1) / 2);
    }

    private static int conjugated(char[] twistConj, char[] splitConj, int other, int s) {
        int n = Coordinates.N_CORNER_SPLIT;
        return twistConj[other / n * 16 + s] * n + splitConj[other % n * 16 + s];
    }

    private static long entry(int[] fsClassSym, char[] twistConj, char[] splitConj, CubieCube c) {
        return CornerSplitPruning.index(fsClassSym, twistConj, splitConj, Coordinates.flip(c), Coordinates.slice(c),
                Coordinates.twist(c), split(c));
    }

    private static int distance(CornerSplitPruning t, CubieCube c) {
        return t.distance(t.index(Coordinates.flip(c), Coordinates.slice(c), Coordinates.twist(c), split(c)));
    }

    /**
     * On thousands of random states: the entry is 0 only at the goal, neighbours differ by at most one, and some
     * move brings it one closer, which together make the entries breadth-first distances. Never below Reid's
     * phase-1 distance (its goal contains this one's).
     */
    @Test
    @Tag("slow")
    void thePrebuiltTableHoldsBreadthFirstDistances() {
        String dir = System.getProperty("cubeguide.large.tables");
        assumeThat(dir).as("system property cubeguide.large.tables names a folder with the large table").isNotNull();
        TableStore store = TableStore.at(Path.of(dir));
        assumeThat(CornerSplitPruning.isPresent(store)).as("the split table is in " + dir).isTrue();
        CoordTables ct = CoordTables.of(store);
        CornerSplitPruning t = CornerSplitPruning.of(ct);
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
            assertThat(d).isGreaterThanOrEqualTo(ct.phase1Distance(Coordinates.flip(c), Coordinates.sliceSorted(c),
                    Coordinates.twist(c)));
            assertThat(distance(t, Symmetry.conjugate(c, random.nextInt(16)))).isEqualTo(d);
        }
        for (int i = 0; i < 300; i++) {
            CubieCube c = CubieCube.of(RandomCubes.randomMoves(random, i % 10));
            assertThat(distance(t, c)).isLessThanOrEqualTo(i % 10);
        }
    }
}
