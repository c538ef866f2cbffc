package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The device's screens and step navigation. */
class DisplayDeviceTest {
    private static final Alg SEXY = Alg.parse("R U R' U'");
    private static final DisplayPacket NEXT = new DisplayPacket.Next();
    private static final DisplayPacket PREV = new DisplayPacket.Prev();

    private final List<Screen> screens = new ArrayList<>();
    private final KnownSolver solver = new KnownSolver().know(SEXY).know(Alg.parse("F2 D"));
    private DisplayDevice device;

    @BeforeEach
    void powerOn() {
        device = new DisplayDevice(solver, SolveOptions.defaults(), screens::add);
        device.powerOn();
    }

    private List<Screen> drain() {
        List<Screen> out = List.copyOf(screens);
        screens.clear();
        return out;
    }

    private static Screen step(int step, int of, String move, String previous) {
        return new Screen.Step(step, of, move, previous);
    }

    @Test
    void walksThroughTheGuide() {
        assertThat(drain()).containsExactly(new Screen.Title());
        device.handle(DisplayHost.solvePacket(SEXY));
        assertThat(drain()).containsExactly(new Screen.Solving(), step(1, 4, "U", null));
        device.handle(NEXT);
        device.handle(NEXT);
        device.handle(NEXT);
        assertThat(drain()).containsExactly(step(2, 4, "R", "U"), step(3, 4, "U'", "R"), step(4, 4, "R'", "U'"));
        device.handle(NEXT);
        assertThat(drain()).containsExactly(new Screen.Solved());
        device.handle(NEXT);
        assertThat(drain()).isEmpty();
        device.handle(PREV);
        assertThat(drain()).containsExactly(step(4, 4, "R'", "U'"));
    }

    @Test
    void prevAtStepOneStaysAtStepOne() {
        device.handle(DisplayHost.solvePacket(SEXY));
        drain();
        device.handle(PREV);
        device.handle(PREV);
        assertThat(drain()).isEmpty();
        assertThat(device.shown()).isEqualTo(step(1, 4, "U", null));
        device.handle(NEXT);
        assertThat(drain()).containsExactly(step(2, 4, "R", "U"));
    }

    @Test
    void aNewSolveRestarts() {
        device.handle(DisplayHost.solvePacket(SEXY));
        device.handle(NEXT);
        drain();
        device.handle(DisplayHost.solvePacket(Alg.parse("F2 D")));
        assertThat(drain()).containsExactly(new Screen.Solving(), step(1, 2, "D'", null));
    }

    @Test
    void aSolvedCubeShowsTheSolvedScreenAtOnce() {
        device.handle(DisplayHost.solvePacket(Alg.EMPTY));
        assertThat(drain()).containsExactly(new Screen.Title(), new Screen.Solving(), new Screen.Solved());
        device.handle(PREV);
        device.handle(NEXT);
        assertThat(drain()).isEmpty();
    }

    @Test
    void aStatePacketGuidesLikeASolve() {
        drain();
        device.handle(DisplayPacket.State.of(CubieCube.of(SEXY)));
        assertThat(drain()).containsExactly(new Screen.Solving(), step(1, 4, "U", null));
    }

    @Test
    void nextAndPrevBeforeAnyGuideChangeNothing() {
        drain();
        device.handle(NEXT);
        device.handle(PREV);
        assertThat(drain()).isEmpty();
        assertThat(device.shown()).isEqualTo(new Screen.Title());
    }

    @Test
    void aBadPacketShowsAnErrorAndKeepsTheGuide() {
        device.handle(DisplayHost.solvePacket(SEXY));
        device.handle(NEXT);
        drain();
        PacketDecoder decoder = new PacketDecoder(device.listener());
        decoder.feed(Hex.bytes("00 01 02"));
        decoder.endOfBurst();
        decoder.feed(Hex.bytes("FF"));
        decoder.feed(NEXT.toBytes());
        List<Screen> shown = drain();
        assertThat(shown).hasSize(3);
        assertThat(shown.get(0)).isInstanceOf(Screen.Error.class);
        assertThat(((Screen.Error) shown.get(0)).code()).isEqualTo("BAD_PACKET");
        assertThat(shown.get(1)).isInstanceOf(Screen.Error.class); // two bursts of garbage, two error screens
        assertThat(shown.get(2)).isEqualTo(step(3, 4, "U'", "R"));
    }

    @Test
    void prevAtStepOneAfterAnErrorBringsStepOneBack() {
        device.handle(DisplayHost.solvePacket(SEXY));
        drain();
        device.badPacket(new BadPacket(BadPacket.Reason.UNKNOWN_HEADER, "unknown header: 0x00", 0));
        device.handle(PREV);
        assertThat(drain()).extracting(s -> s.toJson().get("screen")).containsExactly("error", "step");
        assertThat(device.shown()).isEqualTo(step(1, 4, "U", null));
    }

    @Test
    void aFailedSolveShowsTheErrorAndKeepsTheGuide() {
        device.handle(DisplayHost.solvePacket(SEXY));
        drain();
        device.handle(DisplayHost.solvePacket(Alg.parse("B L")));
        List<Screen> shown = drain();
        assertThat(shown.get(0)).isEqualTo(new Screen.Solving());
        assertThat(((Screen.Error) shown.get(1)).code()).isEqualTo("NO_SOLUTION");
        device.handle(NEXT);
        assertThat(drain()).containsExactly(step(2, 4, "R", "U"));
    }

    @Test
    void aSolveThatTimesOutShowsTimeout() {
        KnownSolver slow = new KnownSolver() {
            @Override
            public Solution solve(CubieCube cube, SolveOptions options) {
                throw SolveException.timeout("known", 5000);
            }
        };
        DisplayDevice timing = new DisplayDevice(slow, SolveOptions.defaults(), screens::add);
        timing.handle(DisplayHost.solvePacket(SEXY));
        List<Screen> shown = drain();
        assertThat(((Screen.Error) shown.get(shown.size() - 1)).code()).isEqualTo("TIMEOUT");
    }

    @Test
    void jsonLinesHaveTheDocumentedShapes() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertThat(json.writeValueAsString(new Screen.Title().toJson()))
                .isEqualTo("{\"screen\":\"title\",\"text\":\"Solving Guide\"}");
        assertThat(json.writeValueAsString(new Screen.Solving().toJson())).isEqualTo("{\"screen\":\"solving\"}");
        assertThat(json.writeValueAsString(step(3, 21, "R'", "U2").toJson()))
                .isEqualTo("{\"screen\":\"step\",\"step\":3,\"of\":21,\"move\":\"R'\",\"previous\":\"U2\"}");
        assertThat(json.writeValueAsString(step(1, 21, "F", null).toJson()))
                .isEqualTo("{\"screen\":\"step\",\"step\":1,\"of\":21,\"move\":\"F\",\"previous\":null}");
        assertThat(json.writeValueAsString(new Screen.Solved().toJson()))
                .isEqualTo("{\"screen\":\"solved\",\"text\":\"Solved! Congratulations.\"}");
        assertThat(json.writeValueAsString(new Screen.Error("BAD_PACKET", "unknown header: 0x00").toJson()))
                .isEqualTo("{\"screen\":\"error\",\"code\":\"BAD_PACKET\",\"message\":\"unknown header: 0x00\"}");
    }
}
