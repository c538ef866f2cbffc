package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.scan.SimulatedCamera;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.testing.StickerSimulator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a new user meets first, on a phone (390 × 844, touch): a camera that refuses pictures without a cube, a scan
 * that fails saying why and marking the stickers, fixing it by hand from a filled editor, messages that go when the
 * cube changes, the beginner's guide starting with a white cross, and a long table build whose progress moves.
 */
class FirstUseBrowserTest {
    private static final Path SHOTS = Paths.get("target", "screenshots");
    private static final long SEED = 31_2026L;
    private static Alg scramble;
    private static PathSolver standIn;
    private static SlowTablesSolver slow;
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private static String fakeCamera;
    private final List<String> pageErrors = new ArrayList<>();
    private BrowserContext context;

    @BeforeAll
    static void start() throws IOException {
        scramble = RandomCubes.randomMoves(new Random(SEED), 20);
        standIn = new PathSolver("twophase").remember(scramble);
        slow = new SlowTablesSolver("slowfirst", standIn);
        Function<String, Solver> real = TestSolvers.lookup(standIn);
        List<String> names = new ArrayList<>(TestSolvers.names());
        names.add(slow.name());
        server = GuideServer.start(TestSolvers.options().withPort(0)
                .withSolvers(name -> name.equals(slow.name()) ? slow : real.apply(name), names));
        Files.createDirectories(SHOTS);
        try (InputStream in = FirstUseBrowserTest.class.getResourceAsStream("/fake-camera.js")) {
            fakeCamera = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // The beginner's tables are made in memory on first use (a second or more): before the page asks.
        TestSolvers.REGISTRY.get("beginner").tables().prepare(MemoryPolicy.ADAPTIVE);
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        if (slow != null) {
            slow.release.countDown();
        }
        Chromium.closeAll(browser, playwright, server);
    }

    @AfterEach
    void close() {
        if (context != null) {
            context.close();
        }
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    private Page phone(String... initScripts) {
        return phoneAt("", initScripts);
    }

    /** The page at the phone's size, its address ending in {@code query} (for example {@code ?engine=server}). */
    private Page phoneAt(String query, String... initScripts) {
        context = Chromium.phone(browser);
        for (String script : initScripts) {
            context.addInitScript(script);
        }
        Page page = context.newPage();
        page.onPageError(pageErrors::add);
        page.navigate(server.uri() + query);
        page.waitForSelector("body[data-ready=true]");
        return page;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static Locator tab(Page page, String name) {
        return page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static Locator field(Page page, String label) {
        return page.getByLabel(label, new Page.GetByLabelOptions().setExact(true));
    }

    private static String camera(String config) {
        return "window.__fakeCamera = " + config + ";";
    }

    @Test
    void sixCapturesOfAPlainColourAreRefusedWithAMessage() {
        Page page = phone(camera("{plain: '#7a7a7a'}"), fakeCamera);
        tab(page, "Camera").tap();
        for (int i = 1; i <= 6; i++) {
            button(page, "Capture").tap();
            assertThat(page.locator("#camera-status")).hasAttribute("data-refusals", "" + i);
            assertThat(page.locator("#camera-status")).containsText("No cube face was seen in the square");
        }
        assertThat(page.locator("#camera-faces .camera-face.done")).hasCount(0);
        assertThat(page.locator("#camera-prompt")).hasAttribute("data-face", "F");
    }

    /** The server's answer for readings where one face was photographed twice: the F face's shown as R too. */
    private static String faceTakenTwice() throws IOException {
        List<Rgb> readings = new ArrayList<>(SimulatedCamera.photograph(CubieCube.of(scramble),
                SimulatedCamera.Light.INDOOR, new Random(SEED)));
        for (int k = 0; k < 9; k++) {
            readings.set(9 + k, readings.get(18 + k));
        }
        CubeGuideException failure = catchThrowableOfType(() -> ColorResolver.resolve(readings),
                CubeGuideException.class);
        assertThat(failure.code().name()).isEqualTo("SCAN_UNRESOLVED");
        return JsonMapper.builder().build().writeValueAsString(ApiError.of(failure));
    }

    @Test
    void aScanThatFailsNamesTheFacesMarksTheStickersAndFixByHandOpensAFilledEditor() throws IOException {
        String answer = faceTakenTwice();
        // The server's answer, put in the way of the request: the page must send its scan to the server for that.
        Page page = phoneAt("?engine=server", camera("{facelets: '" + CubieCube.of(scramble).toFacelets()
                + "', seed: 4}"), fakeCamera);
        page.route("**/api/scan", route -> route.fulfill(new Route.FulfillOptions().setStatus(400)
                .setContentType("application/json").setBody(answer)));
        tab(page, "Camera").tap();
        for (int i = 0; i < 6; i++) {
            button(page, "Capture").tap();
            assertThat(page.locator("#camera-faces .camera-face.done")).hasCount(i + 1);
        }
        Locator status = page.locator("#camera-status");
        assertThat(status).containsText(Pattern.compile("The (red|green) face and the (red|green) face look the same colour"));
        assertThat(status).containsText("tap it below");
        assertThat(page.locator("#camera-faces .mini span.doubtful").first()).isVisible();
        assertThat(page.locator("#camera-faces .camera-face.doubtful")).not().hasCount(0);
        // The pictures are where the message points: just below it.
        double messageBottom = box(page, "#camera-status")[1];
        double facesTop = box(page, "#camera-faces")[0];
        assertThat(facesTop).isGreaterThanOrEqualTo(messageBottom - 1).isLessThan(messageBottom + 60);
        page.locator("#camera-faces").scrollIntoViewIfNeeded();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-scan-failed.png")));

        button(page, "Fix by hand").tap();
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        assertThat(page.locator("#editor .editor-status")).not().containsText("left to paint");
        assertThat(page.locator("#editor rect.unknown")).hasCount(0);
        assertThat(page.locator("#editor rect.uncertain").first()).isVisible();
        assertThat(page.locator("#message")).containsText("best guess");
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-fix-by-hand.png")));
        // Solve on the Camera tab opens the same filled editor, never an empty one.
        tab(page, "Camera").tap();
        button(page, "Solve").tap();
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        assertThat(page.locator("#editor rect.unknown")).hasCount(0);
    }

    /** The top and bottom of an element on the page (not the screen), in CSS pixels. */
    private static double[] box(Page page, String selector) {
        @SuppressWarnings("unchecked")
        List<Number> edges = (List<Number>) page.evaluate("s => { const r = document.querySelector(s)"
                + ".getBoundingClientRect(); return [r.top + scrollY, r.bottom + scrollY]; }", selector);
        return new double[] {edges.get(0).doubleValue(), edges.get(1).doubleValue()};
    }

    @Test
    void aStaleMessageIsGoneAfterTheCubeChanges() {
        Page page = phone();
        field(page, "Scramble").fill(scramble.toString());
        button(page, "Solve").tap();
        for (int i = 0; i < 3; i++) {
            button(page, "Next").tap();
        }
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 3 of \\d+"));
        // The person turned the asked face the other way (a quarter turn where a half turn was asked).
        String asked = page.locator("#move").textContent();
        String wrong = asked.endsWith("2") ? asked.substring(0, 1) : Alg.parse(asked).inverse().toString();
        button(page, "I made a mistake").tap();
        field(page, "Moves you actually made").fill(wrong);
        assertThat(page.locator("#actual-status")).containsText("Applied 1 move");
        button(page, "Solve from here").tap();
        // The way on, and the other way, are offered in the step bar, where the person is looking.
        Locator note = page.locator("#step-bar #guide-note");
        assertThat(note).containsText("Continuing from your cube");
        assertThat(page.locator("#mistake-other")).isVisible();
        double top = (double) page.evaluate("document.getElementById('mistake-other').getBoundingClientRect().bottom");
        assertThat(top).as("the offer is on screen").isLessThanOrEqualTo(844);
        assertThat(page.locator("#message")).isHidden();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-mistake-offer.png")));

        // Another cube: the note about the one before goes.
        tab(page, "Stickers").tap();
        assertThat(note).isHidden();
        tab(page, "Moves").tap();
        field(page, "Scramble").fill("R U");
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText("Step 0 of 2");
        assertThat(note).isHidden();

        // An error about the cube goes too when the cube changes.
        field(page, "Scramble").fill("R U X");
        button(page, "Solve").tap();
        assertThat(page.locator("#message")).containsText("not valid notation");
        field(page, "Scramble").fill("R U");
        assertThat(page.locator("#message")).isHidden();
    }

    @Test
    void theBeginnersGuideWithTheDefaultSettingsStartsWithAWhiteCross() {
        Page page = phone();
        field(page, "Scramble").fill(scramble.toString());
        field(page, "Solver").selectOption("beginner");
        assertThat(field(page, "First layer")).isVisible();
        assertThat(field(page, "First layer")).hasValue("U");
        assertThat(page.locator("#first-layer option:checked")).containsText("White");
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#move-text")).containsText(
                "Hold the cube with the white centre at the bottom and the green centre facing you");
        button(page, "Next").tap();
        Locator goal = page.locator("#step-bar #stage-goal-text");
        assertThat(goal).hasText(Pattern.compile("^Make a white cross on the down face"));
        assertThat(page.locator("#step-bar #stage-more")).isVisible();
        double height = ((Number) page.evaluate("document.getElementById('stage-goal').getBoundingClientRect().height"))
                .doubleValue();
        assertThat(height).as("the goal takes one line").isLessThan(48);
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-beginner-goal.png")));
        page.locator("#stage-more").tap();
        assertThat(page.locator("#stage-explanation")).isInViewport();
        assertThat(page.locator("#stage-explanation")).containsText("white-green");

        // The moves shown solve the cube as it is held: white at the bottom, green in front.
        int total = Chromium.settledTotal(page);
        @SuppressWarnings("unchecked")
        List<String> moves = (List<String>) page.evaluate("window.cubeguide.moves()");
        assertThat(moves).hasSize(total);
        String held = StickerSimulator.apply(StickerSimulator.apply(scramble.toString()), "z2");
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(held, String.join(" ", moves)))).isTrue();
    }

    @Test
    void aLongBuildInThePageShowsProgressThatMoves() {
        Page page = phone();
        field(page, "Scramble").fill(scramble.toString());
        field(page, "Solver").selectOption(slow.name());
        assertThat(page.locator("#solver-description")).containsText("first use prepares tables");
        button(page, "Solve").tap();
        Locator text = page.locator("#tables-text");
        assertThat(text).containsText("40% done");
        assertThat(text).containsText("elapsed");
        String first = text.textContent();
        page.locator("#tables-wait").scrollIntoViewIfNeeded();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-build-progress.png")));
        // The seconds tick while the build stays at 40%: the text changes by itself.
        assertThat(text).not().hasText(first, new LocatorAssertions.HasTextOptions().setTimeout(15_000));
        assertThat(text).containsText("40% done");
        button(page, "Cancel").tap();
        assertThat(page.locator("#tables-wait")).isHidden();
    }
}
