package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteOptions;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.testing.StickerSimulator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The device as the microcontroller ran it: Thistlethwaite's algorithm in lean mode (no tables). Its search fits the
 * original's 6.5 KB, and the guide it gives solves the cube.
 */
class LeanDeviceCheckTest {
    /** The original device fitted its search stack in 6.5 KB. */
    private static final int ORIGINAL_BYTES = 6656;

    @Test
    void theLeanSearchFitsTheOriginalDevice() {
        int search = ThistlethwaiteSolver.leanMemoryBytes();
        int device = search + PacketDecoder.MAX_PACKET;
        assertThat(device).isLessThan(ORIGINAL_BYTES);
    }

    @Test
    void aLeanDeviceGuidesToTheSolvedCube() {
        for (String scramble : List.of("L2 R2 D L'", "R U")) {
            List<Screen> screens = new ArrayList<>();
            DisplayDevice device = new DisplayDevice(new ThistlethwaiteSolver(),
                    SolveOptions.defaults().with(new ThistlethwaiteOptions(true)).withTimeout(Duration.ofSeconds(60)), screens::add);
            device.powerOn();
            device.handle(DisplayHost.solvePacket(Alg.parse(scramble)));
            String stickers = StickerSimulator.apply(scramble);
            while (device.shown() instanceof Screen.Step step) {
                stickers = StickerSimulator.apply(stickers, step.move());
                device.handle(new DisplayPacket.Next());
            }
            assertThat(device.shown()).as(scramble + ": " + screens).isEqualTo(new Screen.Solved());
            assertThat(StickerSimulator.isSolved(stickers)).isTrue();
        }
    }
}
