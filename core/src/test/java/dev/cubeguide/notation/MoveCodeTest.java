package dev.cubeguide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MoveCodeTest {

    @Test
    void examplesFromTheProtocol() {
        assertThat(MoveCode.encode(Move.of(Face.F, 1))).isEqualTo(0x01);
        assertThat(MoveCode.encode(Move.of(Face.R, 3))).isEqualTo(0x42);
        assertThat(MoveCode.encode(Move.of(Face.U, 2))).isEqualTo(0x84);
        assertThat(MoveCode.encode(Move.of(Face.B, 1))).isEqualTo(0x08);
        assertThat(MoveCode.encode(Move.of(Face.L, 1))).isEqualTo(0x10);
        assertThat(MoveCode.encode(Move.of(Face.D, 3))).isEqualTo(0x60);
    }

    @Test
    void allEighteenMovesRoundTrip() {
        Set<Integer> codes = new HashSet<>();
        for (int i = 0; i < 18; i++) {
            Move move = Move.ofIndex(i);
            int code = MoveCode.encode(move);
            assertThat(MoveCode.isValid(code)).isTrue();
            assertThat(MoveCode.decode(code)).isEqualTo(move);
            codes.add(code);
        }
        assertThat(codes).hasSize(18);
    }

    @Test
    void exactlyTheEighteenMoveBytesAreValid() {
        int valid = 0;
        for (int code = 0; code < 256; code++) {
            int faceBits = code & 0x3F;
            boolean expected = Integer.bitCount(faceBits) == 1 && (code & 0xC0) != 0xC0;
            assertThat(MoveCode.isValid(code)).as("0x%02X", code).isEqualTo(expected);
            if (expected) {
                valid++;
                assertThat(MoveCode.encode(MoveCode.decode(code))).isEqualTo(code);
            } else {
                int bad = code;
                assertThatThrownBy(() -> MoveCode.decode(bad)).isInstanceOf(NotationException.class)
                        .hasMessageContaining(String.format("0x%02X", code));
            }
        }
        assertThat(valid).isEqualTo(18);
        assertThat(MoveCode.isValid(-1)).isFalse();
        assertThat(MoveCode.isValid(256)).isFalse();
    }

    @Test
    void onlyFaceTurnsHaveCodes() {
        assertThatThrownBy(() -> MoveCode.encode(Move.of(Layer.M, 1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MoveCode.encode(Move.of(Layer.RW, 1))).isInstanceOf(IllegalArgumentException.class);
    }
}
