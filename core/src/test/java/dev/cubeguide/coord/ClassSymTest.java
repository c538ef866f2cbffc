package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.table.SharedTestTables;
import org.junit.jupiter.api.Test;

/** The packed ints the searches share: each decodes what it encoded, and refuses (by assert) what does not fit. */
class ClassSymTest {
    @Test
    void classSymKeepsClassAndSymmetry() {
        for (int c : new int[] {0, 1, 2767, 64_430}) {
            for (int s = 0; s < 16; s++) {
                int cs = ClassSym.encode(c, s);
                assertThat(ClassSym.classOf(cs)).isEqualTo(c);
                assertThat(ClassSym.symOf(cs)).isEqualTo(s);
                assertThat(ClassSym.conjIndex(c, s)).isEqualTo(c * 16 + s);
            }
        }
    }

    @Test
    void classSymIsTheLayoutOfTheSymmetryClassArrays() {
        SymClasses corners = CoordTables.of(SharedTestTables.store()).cornerClasses();
        int[] packed = corners.classSymArray();
        for (int raw = 0; raw < packed.length; raw += 97) {
            assertThat(ClassSym.classOf(packed[raw])).isEqualTo(corners.classOf(raw));
            assertThat(ClassSym.symOf(packed[raw])).isEqualTo(corners.symmetryOf(raw));
        }
    }

    @Test
    void moveIndexIsTheRowOfTheCoordinate() {
        assertThat(Coordinates.moveIndex(0, 0)).isZero();
        assertThat(Coordinates.moveIndex(2186, 17)).isEqualTo(2186 * 18 + 17);
    }

    @Test
    void outOfRangeValuesAreRefusedWithAssertionsOn() {
        assertThatThrownBy(() -> ClassSym.encode(5, 16)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> ClassSym.conjIndex(5, 16)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> Coordinates.moveIndex(4, 18)).isInstanceOf(AssertionError.class);
    }
}
