package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The H48 coordinates' move, symmetry and class tables against the cubie model. */
class H48CoordsTest {
    private static H48Coords h;
    private static List<CubieCube> cubes;

    @BeforeAll
    static void build() {
        h = new H48Coords();
        cubes = RandomCubes.randomStates(4848, 300);
    }

    @Test
    void theCornersFall3393ClassesUnderThe48Symmetries() {
        assertThat(h.classCount()).isEqualTo(3393);
    }

    @Test
    void theMoveTablesFollowTheCube() {
        Cubie out = new Cubie();
        for (CubieCube cube : cubes) {
            Cubie c = Cubie.of(cube);
            for (int m = 0; m < 18; m++) {
                Cubie.multiply(c, Cubie.move(m), out);
                assertThat(h.cornerMove[H48Coords.cornerRaw(c) * 18 + m]).isEqualTo(H48Coords.cornerRaw(out));
                assertThat(h.sliceMove[H48Coords.slicesRaw(c) * 18 + m]).isEqualTo(H48Coords.slicesRaw(out));
                assertThat(h.flipMove[H48Coords.flipsRaw(c) * 18 + m]).isEqualTo(H48Coords.flipsRaw(out));
            }
        }
    }

    /** The search's corner moves, by split and twist apart, are the move table's for every corner value. */
    @Test
    void theCornerMovesBySplitAndTwistAreTheTables() {
        for (int c = 0; c < H48Coords.CORNERS; c++) {
            for (int m = 0; m < 18; m++) {
                if (h.cornersAfter(c, m) != h.cornerMove[c * 18 + m]) {
                    assertThat(h.cornersAfter(c, m)).as("corners %d, move %d", c, m).isEqualTo(h.cornerMove[c * 18 + m]);
                }
            }
        }
    }

    @Test
    void theClassAndSymmetryAfterAMoveAreTheRawValuesUpToASymmetryOfTheRepresentative() {
        for (int c = 0; c < H48Coords.CORNERS; c++) {
            for (int m = 0; m < 18; m++) {
                int direct = h.classSymOf(h.cornersAfter(c, m));
                int stepped = h.classSymAfter(h.classSymOf(c), m);
                assertThat(stepped >>> 6).as("class of %d after %d", c, m).isEqualTo(direct >>> 6);
                // S_stepped X S_stepped^-1 and S_direct X S_direct^-1 are both the representative R, so
                // S_stepped S_direct^-1 fixes R: 0 or one of its symmetries.
                int u = Symmetry.multiply(stepped & 63, Symmetry.inverse(direct & 63));
                assertThat(u == 0 || (h.stabilizer[direct >>> 6] >>> u & 1) == 1)
                        .as("symmetry of %d after %d: %d against %d", c, m, stepped & 63, direct & 63).isTrue();
            }
        }
    }

    @Test
    void conjugatingFollowsTheCubeAndTheClassSymmetryReachesTheRepresentative() {
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        for (CubieCube cube : cubes) {
            Cubie c = Cubie.of(cube);
            int slices = H48Coords.slicesRaw(c);
            int flips = H48Coords.flipsRaw(c);
            for (int s = 0; s < 48; s++) {
                Symmetry.conjugateEdges(c, s, tmp, out);
                assertThat(h.conjugateSlices(slices, s)).as("slices, symmetry %d", s)
                        .isEqualTo(H48Coords.slicesRaw(out));
                assertThat(h.conjugateFlips(flips, slices, s)).as("flips, symmetry %d", s)
                        .isEqualTo(H48Coords.flipsRaw(out));
            }
            int classSym = h.cornerClassSym[H48Coords.cornerRaw(c)];
            Symmetry.conjugateCorners(c, classSym & 63, tmp, out);
            assertThat(H48Coords.cornerRaw(out)).isEqualTo(h.representative[classSym >>> 6]);
        }
    }

    @Test
    void aRepresentativesStabilizerFixesIt() {
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        int symmetric = 0;
        for (int k = 0; k < h.classCount(); k++) {
            int rep = h.representative[k];
            for (int s = 1; s < 48; s++) {
                Symmetry.conjugateCorners(H48Coords.cornerCube(rep), s, tmp, out);
                assertThat(H48Coords.cornerRaw(out) == rep).isEqualTo((h.stabilizer[k] >>> s & 1) != 0);
            }
            if (h.stabilizer[k] != 0) {
                symmetric++;
            }
        }
        assertThat(symmetric).isBetween(1, 3392);
    }

    /** The parts read off packed pieces (the optimal search's packed inverse) are those of the cube. */
    @Test
    void thePartsOfPackedPiecesAreTheCubes() {
        for (CubieCube cube : cubes) {
            long corners = 0;
            for (int i = 0; i < 8; i++) {
                corners |= (long) (cube.corner(i) * 3 + cube.cornerOrientation(i)) << 5 * i;
            }
            long edges = 0;
            for (int i = 0; i < 12; i++) {
                edges |= (long) (cube.edge(i) * 2 + cube.edgeOrientation(i)) << 5 * i;
            }
            assertThat(H48Coords.cornersOfPacked(corners)).isEqualTo(H48Coords.cornersOf(cube));
            assertThat(H48Coords.slicesOfPacked(edges)).isEqualTo(H48Coords.slicesOf(cube));
            assertThat(H48Coords.flipsOfPacked(edges)).isEqualTo(H48Coords.flipsOf(cube));
        }
    }

    /** The coordinates saved to a table store and read back are the ones made, array for array. */
    @Test
    void theCoordinatesReadFromTheStoreAreTheOnesMade(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        H48Coords.of(store);
        assertThat(store.isPresent(H48Coords.SPEC)).isTrue();
        H48Coords read = H48Coords.of(store);
        assertThat(read.cornerMove).isEqualTo(h.cornerMove);
        assertThat(read.sliceMove).isEqualTo(h.sliceMove);
        assertThat(read.flipMove).isEqualTo(h.flipMove);
        assertThat(read.sliceConjugate).isEqualTo(h.sliceConjugate);
        assertThat(read.flipPerm).isEqualTo(h.flipPerm);
        assertThat(read.cornerClassSym).isEqualTo(h.cornerClassSym);
        assertThat(read.representative).isEqualTo(h.representative);
        assertThat(read.stabilizer).isEqualTo(h.stabilizer);
        for (int c = 0; c < H48Coords.CORNERS; c += 97) {
            assertThat(read.cornersAfter(c, c % 18)).isEqualTo(h.cornersAfter(c, c % 18));
        }
    }
}
