package dev.cubeguide.link.reliable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FrameTest {
    @Test
    void crc16MatchesTheCatalogueCheckValue() {
        assertThat(Crc16.of("123456789".getBytes(StandardCharsets.US_ASCII))).isEqualTo(0x29B1).isEqualTo(Crc16.CHECK);
        assertThat(Crc16.of(new byte[0])).isEqualTo(0xFFFF);
    }

    @Test
    void goldenBytesOfADataAndAnAckFrame() {
        byte[] data = Frame.data(5, "turn R +1".getBytes(StandardCharsets.US_ASCII)).encode();
        String hex = HexFormat.of().formatHex(data);
        assertThat(hex).startsWith("cb01" + "00000005" + "0009" + "7475726e2052202b31");
        int crc = Crc16.of(data, 0, data.length - 2);
        assertThat(hex).endsWith(String.format("%04x", crc));
        assertThat(HexFormat.of().formatHex(Frame.ack(5, 6).encode())).startsWith("cb02" + "00000005" + "0004"
                + "00000006");
    }

    @Test
    void framesRoundTrip() {
        Frame f = Frame.data(123_456, new byte[] {0, (byte) 0xC0, (byte) 0xDB, 7});
        assertThat(Frame.decode(f.encode())).isEqualTo(f);
        Frame a = Frame.ack(9, 10);
        assertThat(Frame.decode(a.encode()).nextExpected()).isEqualTo(10);
    }

    @Test
    void everyOneToThreeBitErrorIsDetected() {
        byte[] good = Frame.data(77, "rotate LR -1".getBytes(StandardCharsets.US_ASCII)).encode();
        Random random = new Random(3);
        for (int trial = 0; trial < 20_000; trial++) {
            byte[] bad = good.clone();
            int flips = 1 + trial % 3;
            Set<Integer> bits = new HashSet<>();
            while (bits.size() < flips) {
                bits.add(random.nextInt(bad.length * 8));
            }
            for (int bit : bits) {
                bad[bit >>> 3] ^= (byte) (1 << (bit & 7));
            }
            assertThatThrownBy(() -> Frame.decode(bad)).isInstanceOfSatisfying(CubeGuideException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_PACKET));
        }
    }

    @Test
    void malformedFramesAreNamed() {
        assertThatThrownBy(() -> Frame.decode(new byte[3])).hasMessageContaining("shorter");
        byte[] wrongType = Frame.data(1, new byte[0]).encode();
        wrongType[1] = 9;
        int crc = Crc16.of(wrongType, 0, wrongType.length - 2);
        wrongType[wrongType.length - 2] = (byte) (crc >>> 8);
        wrongType[wrongType.length - 1] = (byte) crc;
        assertThatThrownBy(() -> Frame.decode(wrongType)).hasMessageContaining("neither DATA");
        assertThatThrownBy(() -> Frame.data(1, new byte[Frame.MAX_PAYLOAD + 1]))
                .isInstanceOf(CubeGuideException.class);
    }
}
