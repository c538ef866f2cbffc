package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.notation.Alg;
import org.junit.jupiter.api.Test;

class NetPrinterTest {

    @Test
    void solvedCubeInColourLetters() {
        assertThat(NetPrinter.printColors(CubieCube.SOLVED)).isEqualTo(
                "    WWW\n"
                + "    WWW\n"
                + "    WWW\n"
                + "OOO GGG RRR BBB\n"
                + "OOO GGG RRR BBB\n"
                + "OOO GGG RRR BBB\n"
                + "    YYY\n"
                + "    YYY\n"
                + "    YYY\n");
    }

    @Test
    void stickersAreWhereTheFaceletOrderPutsThem() {
        StringBuilder numbered = new StringBuilder();
        for (int i = 0; i < 54; i++) {
            numbered.append((char) ('0' + i)); // 54 distinct characters from '0'
        }
        String net = NetPrinter.print(numbered.toString());
        String[] lines = net.split("\n");
        assertThat(lines).hasSize(9);
        assertThat(lines[0]).isEqualTo("    012");
        assertThat(lines[3]).isEqualTo("XYZ BCD 9:; KLM".replace('X', (char) ('0' + 36)).replace('Y', (char) ('0' + 37))
                .replace('Z', (char) ('0' + 38)).replace("BCD", "" + (char) ('0' + 18) + (char) ('0' + 19) + (char) ('0' + 20))
                .replace("KLM", "" + (char) ('0' + 45) + (char) ('0' + 46) + (char) ('0' + 47)));
        assertThat(lines[8]).isEqualTo("    " + (char) ('0' + 33) + (char) ('0' + 34) + (char) ('0' + 35));
    }

    @Test
    void aTurnedCubeShowsItsColoursWhereTheyAre() {
        String net = NetPrinter.printColors(CubieCube.of(Alg.parse("x")));
        assertThat(net).startsWith("    GGG\n");
        assertThat(NetPrinter.print(CubieCube.of(Alg.parse("R")))).startsWith("    UUF\n");
    }
}
