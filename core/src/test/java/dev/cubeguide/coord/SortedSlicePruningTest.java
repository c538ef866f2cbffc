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
 * The optimal solver's large table. The default run checks its 1,523,864 symmetry classes (built in seconds);
 * the table itself (1.55 GiB, tens of minutes to build) is never built by a test: the slow tests check a
 * prebuilt one, found in the folder named by the system property {@code cubeguide.large.tables} (for example
 * {@code mvn -Pslow -Dcubeguide.large.tables=$CUBEGUIDE_HOME/tables ...}), and are skipped without it.
 */
class SortedSlicePruningTest {
    private static int raw(CubieCube c) {
        return SortedSlicePruning.raw(Coordinates.flip(c), Coordinates.sliceSorted(c));
    }

    @Test
    void theClassesAreKociembasCountAndTheirRepresentativesAreConjugates() {
        SymClasses classes = CoordTables.buildFlipSliceSortedClasses();
        assertThat(classes.classCount()).isEqualTo(SortedSlicePruning.N_CLASS);
        assertThat(classes.rawCount()).isEqualTo(SortedSlicePruning.N_RAW);
        assertThat(classes.classOf(0)).isZero();
        Random random = new Random(5);
        for (CubieCube c : RandomCubes.randomStates(41, 2000)) {
            int x = raw(c);
            int cls = classes.classOf(x);
            // rep = S x S^-1 for the raw value's symmetry S.
            assertThat(raw(Symmetry.conjugate(c, classes.symmetryOf(x)))).isEqualTo(classes.representative(cls));
            int s = random.nextInt(Symmetry.N_SYM_UD);
            assertThat(classes.classOf(raw(Symmetry.conjugate(c, s)))).isEqualTo(cls);
        }
        // The search's look-up from small arrays agrees with the classes on every raw value, and its symmetry
        // takes the state to the class representative.
        SortedSlicePruning.ClassLookup lookup = new SortedSlicePruning.ClassLookup(classes,
                CoordTables.of(SharedTestTables.store()));
        for (int sorted = 0; sorted < Coordinates.N_SLICE_SORTED; sorted++) {
            for (int flip = 0; flip < Coordinates.N_FLIP; flip++) {
                int cs = lookup.classSym(flip, sorted);
                if (cs >>> 4 != classes.classOf(SortedSlicePruning.raw(flip, sorted))) {
                    assertThat(cs >>> 4).as("class of flip %d, slice sorted %d", flip, sorted)
                            .isEqualTo(classes.classOf(SortedSlicePruning.raw(flip, sorted)));
                }
            }
        }
        for (CubieCube c : RandomCubes.randomStates(43, 3000)) {
            int cs = lookup.classSym(Coordinates.flip(c), Coordinates.sliceSorted(c));
            assertThat(raw(Symmetry.conjugate(c, cs & 15))).isEqualTo(classes.representative(cs >>> 4));
        }
        // Wide class indices survive the file form.
        byte[] bytes = new byte[(int) SymClasses.bytes(SortedSlicePruning.N_RAW, SortedSlicePruning.N_CLASS)];
        classes.writeTo(bytes);
        SymClasses back = SymClasses.readFrom(bytes, SortedSlicePruning.N_RAW, SortedSlicePruning.N_CLASS);
        for (int i = 0; i < SortedSlicePruning.N_RAW; i += 9973) {
            assertThat(back.classOf(i)).isEqualTo(classes.classOf(i));
            assertThat(back.symmetryOf(i)).isEqualTo(classes.symmetryOf(i));
        }
    }

    /** The prebuilt large table's store, or the test is skipped. */
    private static SortedSlicePruning prebuilt() {
        String dir = System.getProperty("cubeguide.large.tables");
        assumeThat(dir).as("system property cubeguide.large.tables names a folder with the large table").isNotNull();
        TableStore store = TableStore.at(Path.of(dir));
        assumeThat(SortedSlicePruning.isPresent(store)).as("the large table is in " + dir).isTrue();
        return SortedSlicePruning.of(CoordTables.of(store));
    }

    private static int distance(SortedSlicePruning t, CoordTables ct, CubieCube c) {
        return t.distance(t.index(Coordinates.flip(c), Coordinates.sliceSorted(c), Coordinates.twist(c)));
    }

    /**
     * On thousands of random states: the entry is 0 only at the goal, neighbours differ by at most one, and some
     * move brings it one closer. Together these make the entries breadth-first distances. Also never below Reid's
     * phase-1 distance (its goal contains this one's), and equal on symmetric cubes.
     */
    @Test
    @Tag("slow")
    void thePrebuiltTableHoldsBreadthFirstDistances() {
        SortedSlicePruning t = prebuilt();
        String dir = System.getProperty("cubeguide.large.tables");
        CoordTables ct = CoordTables.of(TableStore.at(Path.of(dir)));
        assertThat(distance(t, ct, CubieCube.SOLVED)).isZero();
        Random random = new Random(6);
        int[] histogram = new int[16];
        for (CubieCube c : RandomCubes.randomStates(42, 3000)) {
            int d = distance(t, ct, c);
            histogram[d]++;
            assertThat(d).isBetween(1, 14);
            int closer = Integer.MAX_VALUE;
            for (int m = 0; m < 18; m++) {
                int n = distance(t, ct, c.apply(Move.ofIndex(m)));
                assertThat(Math.abs(n - d)).isLessThanOrEqualTo(1);
                closer = Math.min(closer, n);
            }
            assertThat(closer).as("some move brings it closer").isEqualTo(d - 1);
            assertThat(d).isGreaterThanOrEqualTo(ct.phase1Distance(Coordinates.flip(c), Coordinates.sliceSorted(c),
                    Coordinates.twist(c)));
            assertThat(distance(t, ct, Symmetry.conjugate(c, random.nextInt(16)))).isEqualTo(d);
        }
        for (int i = 0; i < 300; i++) {
            CubieCube c = CubieCube.of(RandomCubes.randomMoves(random, i % 10));
            assertThat(distance(t, ct, c)).isLessThanOrEqualTo(i % 10);
        }
    }
}
