package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.PackedCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Golden bytes for every packet type, written out from the protocol's definition. */
class DisplayPacketTest {
    private static void assertRoundTrip(DisplayPacket packet, String golden) {
        assertThat(DisplayHost.hex(packet.toBytes())).isEqualTo(golden);
        PacketDecoder.Collected collected = PacketDecoder.collecting();
        collected.decoder().feed(Hex.bytes(golden));
        assertThat(collected.events()).containsExactly(packet);
        assertThat(collected.decoder().inPacket()).isFalse();
    }

    @Test
    void next() {
        assertRoundTrip(new DisplayPacket.Next(), "3E 0A");
    }

    @Test
    void prev() {
        assertRoundTrip(new DisplayPacket.Prev(), "3C 0A");
    }

    @Test
    void solveSexyMove() {
        // R = 0x02, U = 0x04, R' = 0x40|0x02, U' = 0x40|0x04
        assertRoundTrip(new DisplayPacket.Solve(Alg.parse("R U R' U'").moves()), "53 04 02 04 42 44 0A");
    }

    @Test
    void solveEveryFaceAndAmount() {
        // F R U B L D with the face bits 0..5 of the move code; ' sets bit 6, 2 sets bit 7
        assertRoundTrip(new DisplayPacket.Solve(Alg.parse("F R U B L D F' R' U' B' L' D' F2 R2 U2 B2 L2 D2").moves()),
                "53 12 01 02 04 08 10 20 41 42 44 48 50 60 81 82 84 88 90 A0 0A");
    }

    @Test
    void solveOfNoMoves() {
        assertRoundTrip(new DisplayPacket.Solve(List.of()), "53 00 0A");
    }

    @Test
    void solveOfTenMovesHasTheTerminatorByteAsItsCount() {
        assertRoundTrip(new DisplayPacket.Solve(Alg.parse("L' L' L' L' L' L' L' L' L' L'").moves()),
                "53 0A 50 50 50 50 50 50 50 50 50 50 0A");
    }

    @Test
    void solveOf255Moves() {
        DisplayPacket.Solve packet = new DisplayPacket.Solve(Collections.nCopies(255, Move.ofIndex(0)));
        byte[] bytes = packet.toBytes();
        assertThat(bytes).hasSize(258);
        assertThat(bytes[1] & 0xFF).isEqualTo(255);
        assertRoundTrip(packet, DisplayHost.hex(bytes));
    }

    @Test
    void solveRejectsMoreThan255MovesAndNonFaceTurns() {
        assertThatThrownBy(() -> new DisplayPacket.Solve(Collections.nCopies(256, Move.ofIndex(0))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DisplayPacket.Solve(Alg.parse("x").moves()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void stateOfTheSolvedCube() {
        // edges word: piece i at position i in bits 5i..5i+3; corners word likewise with 3 bits
        assertRoundTrip(DisplayPacket.State.of(CubieCube.SOLVED),
                "50 05 A9 28 39 8A 41 88 20 00 00 00 39 8A 41 88 20 0A");
    }

    @Test
    void stateAfterR() {
        // R: edges UR<-FR, DR<-BR, FR<-DR, BR<-UR; corners URF<-DFR(2), UBR<-URF(1), DFR<-DRB(1), DRB<-UBR(2)
        DisplayPacket.State packet = DisplayPacket.State.of(CubieCube.of(Alg.parse("R")));
        assertThat(packet.packed()).isEqualTo(new PackedCube(0x002924398AB18828L, 0x000000998AF40834L));
        assertRoundTrip(packet, "50 00 29 24 39 8A B1 88 28 00 00 00 99 8A F4 08 34 0A");
        assertThat(packet.cube()).isEqualTo(CubieCube.of(Alg.parse("R")));
    }

    @Test
    void headers() {
        assertThat(DisplayPacket.SOLVE).isEqualTo('S');
        assertThat(DisplayPacket.NEXT).isEqualTo('>');
        assertThat(DisplayPacket.PREV).isEqualTo('<');
        assertThat(DisplayPacket.STATE).isEqualTo('P');
        assertThat(DisplayPacket.TERMINATOR).isEqualTo('\n');
    }
}
