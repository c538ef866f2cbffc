package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each kind of malformed input, and the resynchronisation rule. */
class PacketDecoderTest {
    private static final DisplayPacket NEXT = new DisplayPacket.Next();
    private static final DisplayPacket PREV = new DisplayPacket.Prev();
    private static final DisplayPacket SEXY = new DisplayPacket.Solve(Alg.parse("R U R' U'").moves());

    private static PacketDecoder.Collected decode(String hex) {
        PacketDecoder.Collected collected = PacketDecoder.collecting();
        collected.decoder().feed(Hex.bytes(hex));
        return collected;
    }

    private static BadPacket.Reason onlyReason(PacketDecoder.Collected collected) {
        assertThat(collected.reports()).hasSize(1);
        return collected.reports().get(0).reason();
    }

    @Test
    void unknownHeaderIsReportedOnceAndTheNextPacketDecodes() {
        PacketDecoder.Collected c = decode("00 FF 12 0A 41 3E 0A");
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.UNKNOWN_HEADER);
        assertThat(c.reports().get(0).message()).startsWith("unknown header: 0x00 is not a packet header");
        assertThat(c.reports().get(0).offset()).isZero();
        assertThat(c.packets()).containsExactly(NEXT);
    }

    @Test
    void countLargerThanTheMovesIsACountMismatch() {
        // counts 5, but the terminator comes after 2 moves; then a PREV
        PacketDecoder.Collected c = decode("53 05 02 04 0A 3C 0A");
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.COUNT_MISMATCH);
        assertThat(c.reports().get(0).message()).contains("counts 5 moves", "after 2");
        assertThat(c.packets()).containsExactly(PREV);
    }

    @Test
    void countSmallerThanTheMovesIsACountMismatch() {
        PacketDecoder.Collected c = decode("53 01 02 04 0A 3E 0A");
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.COUNT_MISMATCH);
        assertThat(c.packets()).containsExactly(NEXT);
    }

    @Test
    void missingTerminators() {
        assertThat(onlyReason(decode("53 01 02 FF"))).isEqualTo(BadPacket.Reason.MISSING_TERMINATOR);
        assertThat(onlyReason(decode("3E 0D"))).isEqualTo(BadPacket.Reason.MISSING_TERMINATOR);
        assertThat(onlyReason(decode("3C 00"))).isEqualTo(BadPacket.Reason.MISSING_TERMINATOR);
        byte[] state = DisplayPacket.State.of(CubieCube.SOLVED).toBytes();
        state[17] = 0x0D;
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(state);
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.MISSING_TERMINATOR);
    }

    @Test
    void invalidMoveByte() {
        // 0x03 sets two face bits; 0xC1 sets both the ccw and the half bit; 0x00 sets no face bit
        for (String bad : List.of("03", "C1", "00", "40")) {
            PacketDecoder.Collected c = decode("53 02 02 " + bad + " 0A 3E 0A");
            assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.INVALID_MOVE);
            assertThat(c.reports().get(0).message()).contains("move 2 of 2", "0x" + bad);
            assertThat(c.packets()).containsExactly(NEXT);
        }
    }

    @Test
    void illegalStates() {
        // a twisted corner: the solved cube with URF's twist set to 1 (bit 3 of the corners word)
        byte[] twisted = DisplayPacket.State.of(CubieCube.SOLVED).toBytes();
        twisted[16] |= 0x08;
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(twisted);
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.ILLEGAL_STATE);
        assertThat(c.reports().get(0).message()).contains("TWISTED_CORNER");
        // unused high bits, rejected at once (byte 1 and bytes 9..11)
        assertThat(onlyReason(decode("50 10"))).isEqualTo(BadPacket.Reason.ILLEGAL_STATE);
        assertThat(onlyReason(decode("50 00 00 00 00 00 00 00 00 01"))).isEqualTo(BadPacket.Reason.ILLEGAL_STATE);
        // a duplicated edge: all zero edges
        PacketDecoder.Collected dup = decode("50 00 00 00 00 00 00 00 00 00 00 00 39 8A 41 88 20 0A");
        assertThat(onlyReason(dup)).isEqualTo(BadPacket.Reason.ILLEGAL_STATE);
        assertThat(dup.reports().get(0).message()).contains("DUPLICATE_EDGE");
    }

    @Test
    void headerAndTerminatorBytesInsideAPacketAreData() {
        // count 0x0A (10 moves), all of them L' = 0x50, the same byte as the STATE header
        PacketDecoder.Collected c = decode("53 0A 50 50 50 50 50 50 50 50 50 50 0A");
        assertThat(c.reports()).isEmpty();
        assertThat(c.packets()).containsExactly(new DisplayPacket.Solve(Alg.parse("L' L' L' L' L' L' L' L' L' L'")
                .moves()));
        // a state whose bytes include 0x0A, 0x53, 0x3E: its bytes are never searched for them
        CubieCube cube = CubieCube.of(Alg.parse("R U2 F' L D B2"));
        byte[] state = DisplayPacket.State.of(cube).toBytes();
        PacketDecoder.Collected s = PacketDecoder.collecting();
        s.decoder().feed(state);
        assertThat(s.packets()).containsExactly(DisplayPacket.State.of(cube));
    }

    @Test
    void garbageThatLooksLikeAHeaderDoesNotSwallowTheNextPacket() {
        // a stray 'S' (count byte = the real 'S'), then a real SOLVE: the bytes after the stray header are rescanned
        PacketDecoder.Collected c = decode("53 53 04 02 04 42 44 0A");
        assertThat(c.packets()).containsExactly(SEXY);
        // the stray SOLVE counts 0x53 moves: the real moves fit, the real terminator comes early
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.COUNT_MISMATCH);
        // a stray 'P' before NEXT: 0x3E cannot be the first state byte
        assertThat(decode("50 3E 0A").packets()).containsExactly(NEXT);
        // a stray '>' before PREV
        assertThat(decode("3E 3C 0A").packets()).containsExactly(PREV);
        // a stray 'S' with count 1 before an L' that is really a STATE header: the real state still decodes
        CubieCube cube = CubieCube.of(Alg.parse("F"));
        byte[] stream = Hex.concat(Hex.bytes("53 01"), DisplayPacket.State.of(cube).toBytes());
        PacketDecoder.Collected p = PacketDecoder.collecting();
        p.decoder().feed(stream);
        assertThat(p.packets()).containsExactly(DisplayPacket.State.of(cube));
    }

    @Test
    void oneReportPerBadStretch() {
        // junk, a stray header, more junk: one report, then the packet
        PacketDecoder.Collected c = decode("01 02 3E 3E 55 53 FF 99 0A 3E 0A");
        assertThat(c.reports()).hasSize(1);
        assertThat(c.packets()).containsExactly(NEXT);
        // after a decoded packet a new stretch starts
        PacketDecoder.Collected two = decode("01 3E 0A 02 3E 0A");
        assertThat(two.reports()).hasSize(2);
        assertThat(two.packets()).containsExactly(NEXT, NEXT);
    }

    @Test
    void endOfBurstStartsANewStretchButKeepsTheUnfinishedPacket() {
        PacketDecoder.Collected c = PacketDecoder.collecting();
        PacketDecoder decoder = c.decoder();
        decoder.feed(Hex.bytes("01 02"));
        decoder.endOfBurst();
        decoder.feed(Hex.bytes("03"));
        assertThat(c.reports()).hasSize(2);
        // a packet split over two bursts still decodes
        decoder.feed(Hex.bytes("53 04 02"));
        decoder.endOfBurst();
        decoder.feed(Hex.bytes("04 42 44 0A"));
        assertThat(c.packets()).containsExactly(SEXY);
        // a stray header in a reported stretch stays quiet when it fails in a later burst
        decoder.feed(Hex.bytes("AA 53"));
        decoder.endOfBurst();
        decoder.feed(Hex.bytes("3E 0A"));
        assertThat(c.reports()).hasSize(3);
        assertThat(c.packets()).containsExactly(SEXY, NEXT);
    }

    @Test
    void timeoutDropsAnUnfinishedPacketAndRescansItsTail() {
        PacketDecoder.Collected c = PacketDecoder.collecting();
        PacketDecoder decoder = c.decoder();
        // a stray 'P' followed by a NEXT whose bytes fit a state so far: held until the line goes quiet
        decoder.feed(Hex.bytes("50 00 3E 0A"));
        assertThat(c.packets()).isEmpty();
        assertThat(decoder.inPacket()).isTrue();
        decoder.timeout();
        assertThat(c.packets()).containsExactly(NEXT);
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.INCOMPLETE);
        assertThat(c.reports().get(0).message()).contains("STATE stopped after 3 of its 16 bytes");
        assertThat(decoder.inPacket()).isFalse();
    }

    @Test
    void endOfStreamReportsAnUnfinishedSolve() {
        PacketDecoder.Collected c = decode("53 03 02");
        c.decoder().endOfStream();
        assertThat(onlyReason(c)).isEqualTo(BadPacket.Reason.INCOMPLETE);
        assertThat(c.reports().get(0).message()).isEqualTo("incomplete packet: SOLVE counts 3 moves, but only 1 "
                + "arrived before the line went quiet");
    }

    @Test
    void offsetsCountFromTheFirstByte() {
        PacketDecoder.Collected c = decode("3E 0A 3E 0A 53 02 02 07 0A");
        assertThat(c.reports().get(0).offset()).isEqualTo(7);
    }

    @Test
    void aReportConvertsToABadPacketException() {
        BadPacket report = decode("77").reports().get(0);
        assertThat(report.toException().code().name()).isEqualTo("BAD_PACKET");
        assertThat(report.toException().detail()).containsEntry("reason", "UNKNOWN_HEADER");
    }
}
