package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.AriaRole;
import dev.cubeguide.solve.MemoryPolicy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Follow mode in headless Chromium with a fake {@code navigator.bluetooth} (src/test/resources/smartcube): for every
 * cube family, recorded notifications (made by src/test/js/smartcube/recordings.mjs, as each cube would send them)
 * are played; the live cube's {@code data-facelets} must follow them, "Use the cube as it is" plans from the cube,
 * and the person's own route ends in "Solved! Congratulations.". Also the guide following planned turns, the
 * wrong-turn path and a browser without Web Bluetooth. Needs Node to make the recordings.
 */
class SmartCubeBrowserTest {
    private static final Path RECORDINGS = Paths.get("target", "smartcube-recordings");
    private static final Path SHOTS = Paths.get("target", "screenshots");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private static String fakeBluetooth;
    private BrowserContext context;
    private Page page;
    private final List<String> pageErrors = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path node = Paths.get("/usr/bin/node");
        assumeTrue(Files.isExecutable(node), "node is not installed");
        Files.createDirectories(RECORDINGS);
        Process process = new ProcessBuilder(List.of(node.toString(), "--experimental-detect-module", "recordings.mjs",
                RECORDINGS.toAbsolutePath().toString()))
                .directory(Paths.get("src", "test", "js", "smartcube").toFile())
                .redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        fakeBluetooth = Files.readString(Paths.get("src", "test", "resources", "smartcube", "fake-bluetooth.js"));
        assumeTrue(TestSolvers.realTwoPhase(), "the two-phase solver is not built");
        TestSolvers.REGISTRY.get("twophase").tables().prepare(MemoryPolicy.MAPPED);
        server = GuideServer.start(TestSolvers.options().withPort(0));
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        Chromium.closeAll(browser, playwright, server);
    }

    private void open(boolean phone, String initScript) {
        context = phone ? Chromium.phone(browser) : Chromium.desktop(browser);
        context.addInitScript(initScript);
        page = context.newPage();
        page.onPageError(error -> pageErrors.add(error.toString()));
        page.navigate(server.uri() + "?engine=server");
        page.waitForSelector("body[data-ready=true]");
    }

    @AfterEach
    void close() {
        if (context != null) {
            context.close();
        }
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    private Locator button(String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private JsonNode connect(String family) throws IOException {
        JsonNode recording = JSON.readTree(RECORDINGS.resolve(family + ".json").toFile());
        page.evaluate("r => window.__fakeCube.load(r)", JSON.convertValue(recording, Map.class));
        button("Connect smart cube").click();
        if (!recording.get("mac").isNull()) {
            Locator mac = page.getByLabel("MAC address", new Page.GetByLabelOptions().setExact(true));
            mac.fill(recording.get("mac").asText());
        }
        page.waitForFunction("window.__fakeCube.notifying()");
        return recording;
    }

    private void playTurns(JsonNode recording, int turns) {
        page.evaluate("n => window.__fakeCube.playUntil(n)", recording.get("turnEnds").get(turns - 1).asInt());
    }

    private Locator live() {
        return page.locator("[data-facelets]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"gan2", "moyuai", "gan3", "gan4", "moyu32", "qiyi", "tornado", "gocube", "giiker"})
    void theLiveCubeFollowsTheRecordingAndTheOwnRouteEndsSolved(String family) throws IOException {
        open(false, fakeBluetooth);
        JsonNode recording = connect(family);
        assertThat((Boolean) page.evaluate("window.__fakeCube.missingService()")).isFalse();
        playTurns(recording, 15);
        assertThat(live()).hasAttribute("data-facelets", recording.get("after15").asText());
        button("Use the cube as it is").click();
        assertThat(page.locator("#smart-next")).hasText(Pattern.compile("^Next: "));
        playTurns(recording, recording.get("moves").size());
        assertThat(live()).hasAttribute("data-facelets", recording.get("end").asText());
        assertThat(page.getByText("Solved! Congratulations.", new Page.GetByTextOptions().setExact(true))).isVisible();
        if (!family.equals("giiker")) { // Giiker reports its battery on a second service the fake leaves out
            assertThat(page.locator("#smart-battery")).hasText(Pattern.compile("^Battery \\d+%$"));
            // the greeting or the first requests (state, battery) were written to the cube
            assertThat((List<?>) page.evaluate("window.__fakeCube.writes()")).isNotEmpty();
        }
    }

    /** A GoCube turn message (no encryption): '*', length, kind 1, the turn code and orientation, sum, CR LF. */
    private static String goCubeTurn(String move) {
        int code = "BFUDRL".indexOf(move.charAt(0)) * 2 + (move.endsWith("'") ? 1 : 0);
        int[] body = {0x2a, 6, 1, code, 0};
        int sum = 0;
        for (int b : body) {
            sum += b;
        }
        StringBuilder hex = new StringBuilder();
        for (int b : body) {
            hex.append(String.format("%02x", b));
        }
        return hex.append(String.format("%02x0d0a", sum & 0xff)).toString();
    }

    private void turn(String move) {
        page.evaluate("h => window.__fakeCube.send(h)", goCubeTurn(move));
    }

    @SuppressWarnings("unchecked")
    private List<String> plan() {
        return (List<String>) page.evaluate("window.cubeguideSmart.plan()");
    }

    /** Turns the planned moves (a half turn as two quarter turns) until the page says solved. */
    private void followThePlan() {
        for (int step = 0; step < 60; step++) {
            List<String> plan = plan();
            if (plan.isEmpty()) {
                break;
            }
            String next = plan.get(0);
            assertThat(page.locator("#smart-next")).hasText("Next: " + next);
            if (next.endsWith("2")) {
                turn(next.substring(0, 1));
                turn(next.substring(0, 1));
            } else {
                turn(next);
            }
            int left = plan.size() - 1;
            page.waitForFunction("n => window.cubeguideSmart.plan().length === n", left);
        }
        assertThat(page.getByText("Solved! Congratulations.", new Page.GetByTextOptions().setExact(true))).isVisible();
    }

    /** A GoCube scrambled by 15 recorded turns, and a plan from it. */
    private void planFromAScrambledGoCube(boolean phone) throws IOException {
        open(phone, fakeBluetooth);
        playTurns(connect("gocube"), 15);
        button("Use the cube as it is").click();
        assertThat(page.locator("#smart-next")).hasText(Pattern.compile("^Next: "));
    }

    @Test
    void theGuideTurnsItsPageAsThePlannedTurnsAreMade() throws IOException {
        planFromAScrambledGoCube(true);
        Files.createDirectories(SHOTS);
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("smartcube-phone-follow.png")).setFullPage(true));
        followThePlan();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("smartcube-phone-solved.png")).setFullPage(true));
        assertThat(page.locator("#smart-times li")).not().hasCount(0);
    }

    @Test
    void aWrongTurnIsNamedUndoneOrPlannedAgain() throws IOException {
        planFromAScrambledGoCube(false);
        String expected = plan().get(0);
        String wrong = expected.charAt(0) == 'U' ? "D" : "U";
        turn(wrong);
        assertThat(page.locator("#smart-feedback")).containsText("That was " + wrong + ", not " + expected);
        // The shorter way back is offered: undoing the turn, or a new plan when the solver finds a shorter one.
        assertThat(page.locator("#smart-feedback")).containsText(
                Pattern.compile(Pattern.quote("Undo it (" + wrong + "')") + "|A new plan from the cube as it is takes \\d+ moves"));
        turn(wrong + "'");
        assertThat(page.locator("#smart-feedback")).hasText("Back on track.");
        // Two wrong turns in a row: the person keeps turning, so the guide plans again by itself.
        turn(wrong);
        turn(wrong);
        assertThat(page.locator("#smart-feedback")).hasText("New plan from the cube as it is.");
        followThePlan();
    }

    @Test
    void thePagesOwnGuideStepsOnAsTheSmartCubeTurnsAHalfTurnAsTwoQuarters() throws IOException {
        open(false, fakeBluetooth);
        JsonNode recording = connect("gocube");
        playTurns(recording, 15);
        List<String> scramble = new ArrayList<>();
        recording.get("moves").forEach(m -> scramble.add(m.asText()));
        page.locator("#scramble").fill(String.join(" ", scramble.subList(0, 15)));
        button("Solve").click();
        page.waitForFunction("window.cubeguide.total() > 0");
        @SuppressWarnings("unchecked")
        List<String> moves = (List<String>) page.evaluate("window.cubeguide.moves()");
        for (int k = 0; k < moves.size(); k++) {
            String move = moves.get(k);
            if (move.endsWith("2")) {
                turn(move.substring(0, 1));
                turn(move.substring(0, 1));
            } else {
                turn(move);
            }
            page.waitForFunction("n => window.cubeguide.step() === n", k + 2);
        }
        assertThat(page.locator("#move")).hasText("Solved! Congratulations.");
        assertThat(page.locator("#smart-solved-title")).hasText("Solved.");
        assertThat(live()).hasAttribute("data-facelets", "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
    }

    /**
     * Follow mode loads after the first solution; "Connect smart cube" pressed before that (here: while the follow
     * module's download is held back) loads it and connects, instead of doing nothing.
     */
    @Test
    void connectingBeforeFollowModeHasLoadedLoadsItAndConnects() throws IOException {
        context = Chromium.desktop(browser);
        context.addInitScript(fakeBluetooth);
        page = context.newPage();
        page.onPageError(error -> pageErrors.add(error.toString()));
        List<Route> held = new ArrayList<>();
        page.route("**/js/follow.js", held::add);
        page.navigate(server.uri() + "?engine=server");
        page.waitForCondition(() -> !held.isEmpty());
        JsonNode recording = JSON.readTree(RECORDINGS.resolve("gocube.json").toFile());
        page.evaluate("r => window.__fakeCube.load(r)", JSON.convertValue(recording, Map.class));
        button("Connect smart cube").click();
        assertThat(page.locator("body")).not().hasAttribute("data-ready", "true");
        page.unroute("**/js/follow.js");
        held.forEach(Route::resume);
        page.waitForFunction("window.__fakeCube.notifying()");
        playTurns(recording, 3);
        assertThat(live()).hasAttribute("data-facelets", Pattern.compile("[URFDLB]{54}"));
    }

    @Test
    void withoutWebBluetoothThePageSaysWhichBrowsersWork() {
        open(true, "Object.defineProperty(navigator, 'bluetooth', { value: undefined, configurable: true });");
        assertThat(page.locator("#smart-unsupported")).isVisible();
        assertThat(page.locator("#smart-unsupported")).containsText("Chrome or Edge");
        assertThat(page.locator("#smart-unsupported")).containsText("Bluefy");
        assertThat(button("Connect smart cube")).isDisabled();
    }

    @Test
    void aDisconnectIsReportedAndReconnectionOffered() throws IOException {
        open(false, fakeBluetooth);
        JsonNode recording = connect("gan2");
        playTurns(recording, 3);
        page.evaluate("window.__fakeCube.disconnect()");
        assertThat(page.locator("#smart-status")).containsText("disconnected");
        assertThat(button("Reconnect")).isVisible();
        button("Reconnect").click();
        assertThat(page.locator("#smart-status")).containsText("Connected");
    }
}
