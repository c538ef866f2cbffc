package dev.cubeguide.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

class Crc32Test {
    @Test
    void givesTheValuesOfJavasCrc32ForEveryLengthAndOffsetOfTheSteps() {
        Random random = new Random(30);
        for (int length = 0; length < 70; length++) {
            byte[] data = new byte[length];
            random.nextBytes(data);
            CRC32 expected = new CRC32();
            expected.update(data);
            assertThat(Crc32.of(data)).as("length %d", length).isEqualTo((int) expected.getValue());
        }
        byte[] large = new byte[1 << 20];
        random.nextBytes(large);
        CRC32 expected = new CRC32();
        expected.update(large);
        assertThat(Crc32.of(large)).isEqualTo((int) expected.getValue());
    }
}
