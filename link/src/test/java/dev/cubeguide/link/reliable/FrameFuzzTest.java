package dev.cubeguide.link.reliable;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Fuzzing the reliable channel's frames: any bytes decode to a frame that encodes back to the same bytes, or fail
 * as {@code BAD_PACKET} (never another exception); a valid frame with one or two bits flipped, or cut short, always
 * fails (CRC-16/CCITT-FALSE finds every one- and two-bit error in frames this short). The default run is a few
 * hundred cases; {@code -Pslow} runs many thousands.
 */
class FrameFuzzTest {

    @Provide
    Arbitrary<Frame> frames() {
        Arbitrary<Frame> data = Combinators.combine(Arbitraries.integers(),
                Arbitraries.bytes().array(byte[].class).ofMaxSize(Frame.MAX_PAYLOAD)).as(Frame::data);
        Arbitrary<Frame> ack = Combinators.combine(Arbitraries.integers(), Arbitraries.integers()).as(Frame::ack);
        return Arbitraries.oneOf(data, ack);
    }

    static void decodesOrIsABadPacket(byte[] bytes) {
        try {
            Frame frame = Frame.decode(bytes);
            assertThat(frame.encode()).isEqualTo(bytes);
        } catch (CubeGuideException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_PACKET);
            assertThat(e.getMessage()).startsWith("bad robot-link frame: ").doesNotContain("Exception");
        }
    }

    @Property(tries = 500, seed = "20261125")
    void anyBytesDecodeOrAreABadPacket(@ForAll @Size(max = 1100) byte[] bytes) {
        decodesOrIsABadPacket(bytes);
    }

    @Property(tries = 300, seed = "20261126")
    void framesRoundTripAndDamageIsFound(@ForAll("frames") Frame frame, @ForAll @IntRange(min = 0, max = 1 << 20) int first,
            @ForAll @IntRange(min = 0, max = 1 << 20) int second, @ForAll boolean twoBits) {
        byte[] bytes = frame.encode();
        assertThat(Frame.decode(bytes)).isEqualTo(frame);
        int bits = bytes.length * 8;
        byte[] damaged = bytes.clone();
        int a = first % bits;
        int b = second % bits;
        damaged[a / 8] ^= (byte) (1 << (a % 8));
        if (twoBits && b != a) {
            damaged[b / 8] ^= (byte) (1 << (b % 8));
        }
        assertBad(damaged);
        assertBad(Arrays.copyOf(bytes, first % bytes.length));
    }

    private static void assertBad(byte[] bytes) {
        try {
            Frame.decode(bytes);
            throw new AssertionError("a damaged frame decoded");
        } catch (CubeGuideException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_PACKET);
        }
    }

    @Property(tries = 20_000, seed = "20261127")
    @Tag("slow")
    void manyRandomFrames(@ForAll @Size(max = 1100) byte[] bytes) {
        decodesOrIsABadPacket(bytes);
    }
}
