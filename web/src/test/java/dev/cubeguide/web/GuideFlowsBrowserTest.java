package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.cubeguide.web.Chromium.button;
import static dev.cubeguide.web.Chromium.tab;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.LocatorAssertions;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
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
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page as a person with a cube in hand uses it, in headless Chromium at phone size (390 × 844, touch) and at
 * desktop size: scanning the cube with a (fake) camera, following the guide with the step bar always on screen,
 * the keyboard, the page without a camera, and waiting for a solver's tables.
 */
class GuideFlowsBrowserTest {
    private static final Path SHOTS = Paths.get("target", "screenshots");
    private static final long SEED = 21_2026L;
    private static Alg scramble;
    private static PathSolver standIn;
    private static SlowTablesSolver slow;
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private static String fakeCamera;
    private final List<String> pageErrors = new ArrayList<>();
    private final List<BrowserContext> contexts = new ArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        Random random = new Random(SEED);
        scramble = RandomCubes.randomMoves(random, 24);
        standIn = new PathSolver("twophase").remember(scramble);
        slow = new SlowTablesSolver("slowtables", standIn);
        Function<String, Solver> real = TestSolvers.lookup(standIn);
        List<String> names = new ArrayList<>(TestSolvers.names());
        names.add(slow.name());
        server = GuideServer.start(TestSolvers.options().withPort(0)
                .withSolvers(name -> name.equals(slow.name()) ? slow : real.apply(name), names));
        Files.createDirectories(SHOTS);
        try (InputStream in = GuideFlowsBrowserTest.class.getResourceAsStream("/fake-camera.js")) {
            fakeCamera = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
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
    void closePages() {
        contexts.forEach(BrowserContext::close);
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    private Page open(BrowserContext context, String... initScripts) {
        contexts.add(context);
        for (String script : initScripts) {
            context.addInitScript(script);
        }
        Page page = context.newPage();
        page.onPageError(pageErrors::add);
        page.navigate(server.uri() + "?engine=server");
        page.waitForSelector("body[data-ready=true]");
        return page;
    }

    private static String cameraConfig(String facelets, int seed) {
        return "window.__fakeCamera = {facelets: '" + facelets + "', seed: " + seed + "};";
    }

    /** Shows the camera each face the page asks for, and captures it; returns the faces in the order asked. */
    private static List<String> captureSixFaces(Page page) {
        return captureSixFaces(page, true);
    }

    /** As a hurried person: with waitEach false, the six presses follow each other at once. */
    private static List<String> captureSixFaces(Page page, boolean waitEach) {
        tab(page, "Camera").click();
        assertThat(button(page, "Capture")).isEnabled();
        List<String> asked = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            String face = page.locator("#camera-prompt").getAttribute("data-face");
            asked.add(face);
            // No waiting before the press: the page itself waits for the picture to show the face it asked for.
            button(page, "Capture").click();
            if (waitEach) {
                assertThat(page.locator("#camera-faces .camera-face.done")).hasCount(i + 1);
            }
        }
        return asked;
    }

    /** The sampling alone: each of the 54 readings is nearest to the colour drawn on that sticker. */
    @Test
    void theCameraReadsEachStickerWithinTheTolerances() {
        Random random = new Random(SEED + 1);
        for (int seed : new int[] {5, 17}) {
            String facelets = CubieCube.of(RandomCubes.randomMoves(random, 25)).toFacelets();
            readsEverySticker(facelets, cameraConfig(facelets, seed));
        }
        // Every face at the edges of the tolerances, stickers touching, on a white background, and darker light
        // (too dark for a nearest-colour check): the real scan still finds the cube.
        String facelets = CubieCube.of(RandomCubes.randomMoves(random, 25)).toFacelets();
        Page page = open(Chromium.desktop(browser), "window.__fakeCamera = {facelets: '" + facelets + "', seed: 29,"
                + " extreme: true, inset: 0, background: '#f4f4f4'};", fakeCamera);
        captureSixFaces(page);
        assertThat(page.locator("#editor .editor-status")).containsText("ready to solve");
        assertThat(page.evaluate("window.cubeguide.state()")).isEqualTo(facelets);
    }

    private void readsEverySticker(String facelets, String config) {
        Page page = open(Chromium.desktop(browser), config, fakeCamera);
        // The scan itself is answered here, so that this checks the page's sampling only.
        page.route("**/api/scan", route -> route.fulfill(new com.microsoft.playwright.Route.FulfillOptions()
                .setStatus(200).setContentType("application/json").setBody("{\"facelets\":\"" + facelets
                        + "\",\"uncertain\":[],\"confidence\":[]}")));
        List<String> asked = captureSixFaces(page);
        assertThat(asked).containsExactlyInAnyOrder("U", "R", "F", "D", "L", "B");
        @SuppressWarnings("unchecked")
        List<String> readings = (List<String>) page.evaluate("window.cubeguide.readings()");
        assertThat(readings).hasSize(54);
        Map<Character, int[]> paint = Map.of('U', new int[] {236, 238, 232}, 'R', new int[] {196, 30, 58},
                'F', new int[] {0, 158, 96}, 'D', new int[] {250, 212, 0}, 'L', new int[] {255, 100, 0},
                'B', new int[] {0, 81, 186});
        for (int i = 0; i < 54; i++) {
            int[] rgb = rgb(readings.get(i));
            char nearest = 'U';
            double best = Double.MAX_VALUE;
            for (Map.Entry<Character, int[]> e : paint.entrySet()) {
                double d = 0;
                for (int c = 0; c < 3; c++) {
                    d += Math.pow(rgb[c] - e.getValue()[c], 2);
                }
                if (d < best) {
                    best = d;
                    nearest = e.getKey();
                }
            }
            assertThat(nearest).as("sticker %d read as %s", i, readings.get(i)).isEqualTo(facelets.charAt(i));
        }
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        assertThat(page.locator("#editor .editor-status")).containsText("ready to solve");
    }

    /** With auto-capture on, holding each face still is enough. */
    @Test
    void autoCaptureTakesEachFaceWhenThePictureIsSteady() {
        String facelets = CubieCube.of(scramble).toFacelets();
        Page page = open(Chromium.desktop(browser), cameraConfig(facelets, 3), fakeCamera);
        page.route("**/api/scan", route -> route.fulfill(new com.microsoft.playwright.Route.FulfillOptions()
                .setStatus(200).setContentType("application/json").setBody("{\"facelets\":\"" + facelets
                        + "\",\"uncertain\":[0],\"confidence\":[]}")));
        tab(page, "Camera").click();
        page.getByLabel("Capture by itself when the picture is steady").check();
        assertThat(page.locator("#camera-faces .camera-face.done")).hasCount(6,
                new LocatorAssertions.HasCountOptions().setTimeout(30_000));
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        assertThat(page.locator("#editor rect.uncertain")).hasCount(1);
        assertThat(page.locator("#editor .editor-status")).containsText("check the 1 marked sticker");
        // One tap switches the marked sticker to its other likely colour; another tap switches it back.
        Locator u1 = page.locator("#editor rect[data-sticker=U1]");
        String answer = u1.getAttribute("aria-label");
        u1.click();
        assertThat(u1).not().hasAttribute("aria-label", answer);
        assertThat(u1).not().hasClass(Pattern.compile("uncertain"));
        u1.click();
        assertThat(u1).hasAttribute("aria-label", answer.replace(" (please check)", ""));
    }

    private static int[] rgb(String hex) {
        return new int[] {Integer.parseInt(hex.substring(1, 3), 16), Integer.parseInt(hex.substring(3, 5), 16),
            Integer.parseInt(hex.substring(5, 7), 16)};
    }

    /**
     * The phone flow end to end: scan six faces with the fake camera, the real POST /api/scan finds the cube, Solve,
     * and Next until solved, with the step label and Next on screen after every press.
     */
    @Test
    void onAPhoneTheCameraScanLeadsToASolvedCubeWithTheStepBarAlwaysOnScreen() {
        String facelets = CubieCube.of(scramble).toFacelets();
        Page page = open(Chromium.phone(browser), cameraConfig(facelets, 11), fakeCamera);
        // Six presses at once, then Solve at once: the page captures each face in turn and solves the scanned cube.
        captureSixFaces(page, false);
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        assertThat(CubieCube.fromFacelets((String) page.evaluate("window.cubeguide.guide.start")))
                .as("the scanned cube").isEqualTo(CubieCube.of(scramble));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-camera-solved-start.png")));
        page.getByLabel("Speed").fill("10");
        int total = Chromium.settledTotal(page);
        List<String> shown = new ArrayList<>();
        for (int press = 0; press <= total; press++) {
            button(page, "Next").tap();
            assertOnScreen(page, "#step-label", "#next", "#move");
            String label = page.locator("#step-label").textContent();
            if (press < total) {
                assertThat(label).isEqualTo("Step " + (press + 1) + " of " + total);
                shown.add(page.locator("#move").textContent());
            }
            if (press == 3) {
                page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-step-bar.png")));
            }
        }
        assertThat(page.locator("#move")).hasText("Solved! Congratulations.");
        assertThat(page.locator("#move-text")).not().containsText("twophase");
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(StickerSimulator.apply(scramble.toString()),
                String.join(" ", shown)))).as("the moves shown solve the scanned cube").isTrue();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-solved.png")));
    }

    private static void assertOnScreen(Page page, String... selectors) {
        for (String selector : selectors) {
            @SuppressWarnings("unchecked")
            Map<String, Object> box = (Map<String, Object>) page.evaluate("s => { const r = document.querySelector(s)"
                    + ".getBoundingClientRect(); return {top: r.top, bottom: r.bottom, height: innerHeight}; }", selector);
            double top = ((Number) box.get("top")).doubleValue();
            double bottom = ((Number) box.get("bottom")).doubleValue();
            double height = ((Number) box.get("height")).doubleValue();
            assertThat(top).as("%s top", selector).isGreaterThanOrEqualTo(0);
            assertThat(bottom).as("%s bottom", selector).isLessThanOrEqualTo(height);
        }
    }

    /** On a phone: a 25-move scramble fits its box, every control is at least 44 px, nothing scrolls sideways. */
    @Test
    void onAPhoneTheScrambleFitsAndEveryTargetIsLargeEnough() {
        Page page = open(Chromium.phone(browser));
        String moves = String.join(" ", "R U' F2 L' D B2 R' U2 F L2 D' B R2 U F' L D2 B' R U2 F2 L' D B' R2".split(" "));
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(moves);
        assertThat(page.locator("#scramble-status")).containsText("25 moves");
        @SuppressWarnings("unchecked")
        Map<String, Object> box = (Map<String, Object>) page.evaluate("() => { const t = document.getElementById('scramble');"
                + " return {scroll: t.scrollHeight, client: t.clientHeight, wide: t.scrollWidth > t.clientWidth}; }");
        assertThat(((Number) box.get("scroll")).intValue()).as("the whole scramble is visible")
                .isLessThanOrEqualTo(((Number) box.get("client")).intValue());
        assertThat(box.get("wide")).isEqualTo(false);
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        @SuppressWarnings("unchecked")
        List<String> small = (List<String>) page.evaluate("() => [...document.querySelectorAll('button, select, textarea,"
                + " input[type=text], [role=tab], summary')].filter(e => e.offsetParent !== null).filter(e => {"
                + " const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; })"
                + ".map(e => (e.id || e.textContent.trim()) + ' ' + Math.round(e.getBoundingClientRect().width) + 'x'"
                + " + Math.round(e.getBoundingClientRect().height))");
        assertThat(small).as("touch targets under 44 px").isEmpty();
        assertThat(page.evaluate("document.documentElement.scrollWidth > window.innerWidth")).isEqualTo(false);
        // A swipe to the left on the step bar is Next, to the right Previous.
        swipe(page, -120);
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 1 of \\d+"));
        swipe(page, -120);
        swipe(page, 120);
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 1 of \\d+"));
        tab(page, "Stickers").tap();
        double sticker = ((Number) page.evaluate("document.querySelector('#editor rect[data-sticker=U1]')"
                + ".getBoundingClientRect().width")).doubleValue();
        assertThat(sticker).as("an editor sticker on a phone").isGreaterThanOrEqualTo(44);
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-editor.png")).setFullPage(true));
    }

    /** A one-finger horizontal swipe of dx pixels across the step bar. */
    private static void swipe(Page page, int dx) {
        page.evaluate("dx => { const bar = document.getElementById('step-bar'); const r = bar.getBoundingClientRect();"
                + " const x = r.left + r.width / 2, y = r.top + r.height / 2;"
                + " const touch = (px) => new Touch({identifier: 1, target: bar, clientX: px, clientY: y});"
                + " bar.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(x - dx / 2)], changedTouches: [touch(x - dx / 2)], bubbles: true}));"
                + " bar.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(x + dx / 2)], bubbles: true})); }", dx);
    }

    /** No camera: denied, or none at all; the page says so in words and the other inputs still solve. */
    @Test
    void withoutACameraThePageSaysWhyAndTheOtherInputsWork() {
        Page denied = open(Chromium.desktop(browser), "navigator.mediaDevices.getUserMedia = () =>"
                + " Promise.reject(new DOMException('denied', 'NotAllowedError'));");
        tab(denied, "Camera").click();
        assertThat(denied.locator("#camera-status")).containsText("did not allow the camera");
        assertThat(denied.locator("#camera-status")).containsText("Moves or Stickers");
        assertThat(button(denied, "Capture")).isDisabled();
        tab(denied, "Moves").click();
        denied.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(scramble.toString());
        button(denied, "Solve").click();
        assertThat(denied.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));

        Page none = open(Chromium.desktop(browser), "navigator.mediaDevices.getUserMedia = () =>"
                + " Promise.reject(new DOMException('none', 'NotFoundError'));");
        tab(none, "Camera").click();
        assertThat(none.locator("#camera-status")).containsText("No camera was found");

        Page insecure = open(Chromium.desktop(browser), "Object.defineProperty(navigator, 'mediaDevices', {value: undefined});");
        tab(insecure, "Camera").click();
        assertThat(insecure.locator("#camera-status")).containsText("secure page");
    }

    /** Space presses a focused button; Play/Pause only when the guide itself has the focus. */
    @Test
    void spacePressesTheFocusedButtonAndPlaysOnlyOnTheGuide() {
        Page page = open(Chromium.desktop(browser));
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(scramble.toString());
        button(page, "Solve").click();
        page.getByLabel("Speed").fill("10");
        button(page, "Next").click();
        button(page, "Next").click();
        button(page, "Next").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 3 of \\d+"));
        button(page, "Previous").focus();
        page.keyboard().press(" ");
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        assertThat(button(page, "Play")).isVisible();
        button(page, "Restart").focus();
        page.keyboard().press(" ");
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        button(page, "I made a mistake").focus();
        page.keyboard().press(" ");
        assertThat(page.locator("#mistake-panel")).isVisible();
        button(page, "Cancel").click();
        page.locator("#guide").focus();
        page.keyboard().press(" ");
        assertThat(button(page, "Pause")).isVisible();
        page.keyboard().press(" ");
        assertThat(button(page, "Play")).isVisible();
    }

    /** The guide's API for other inputs: the move asked for steps on; another move is noted, with the way back. */
    @Test
    void aMoveReportedByAnotherInputStepsTheGuideOrIsNoted() {
        Page page = open(Chromium.desktop(browser));
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(scramble.toString());
        button(page, "Solve").click();
        button(page, "Next").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 1 of \\d+"));
        String asked = page.locator("#move").textContent();
        page.evaluate("m => window.cubeguide.madeMove(m)", asked);
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        String next = page.locator("#move").textContent();
        String wrong = next.startsWith("U") ? "D" : "U";
        page.evaluate("m => window.cubeguide.madeMove(m)", wrong);
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        assertThat(page.locator("#previous")).containsText("Not the move asked for");
        assertThat(page.locator("#previous")).containsText(wrong + "'");
        button(page, "I made a mistake").click();
        assertThat(page.getByLabel("Moves you actually made")).hasValue(wrong);
        button(page, "Solve from here").click();
        assertThat(page.locator("#guide-note")).containsText("Continuing from your cube");
        // Either way on starts from the cube as it is: the scramble, the move asked for, then the other one.
        assertThat(CubieCube.fromFacelets((String) page.evaluate("window.cubeguide.guide.start")))
                .isEqualTo(CubieCube.of(Alg.parse(scramble + " " + asked + " " + wrong)));
    }

    /** The sticker editor by keyboard: arrows move between stickers, colour letters paint, and the focus shows. */
    @Test
    void theStickerEditorWorksByKeyboard() {
        Page page = open(Chromium.desktop(browser));
        tab(page, "Stickers").click();
        Locator u1 = page.locator("#editor rect[data-sticker=U1]");
        u1.focus();
        page.keyboard().press("ArrowRight");
        assertThat(page.locator("#editor rect[data-sticker=U2]")).isFocused();
        page.keyboard().press("r");
        assertThat(page.locator("#editor rect[data-sticker=U2]")).hasAttribute("aria-label", Pattern.compile("^U2: Red"));
        page.keyboard().press("ArrowDown"); // over the centre U5 to U8
        assertThat(page.locator("#editor rect[data-sticker=U8]")).isFocused();
        page.keyboard().press("ArrowDown"); // across to the front face
        assertThat(page.locator("#editor rect[data-sticker=F2]")).isFocused();
        page.keyboard().press("W");
        assertThat(page.locator("#editor rect[data-sticker=F2]")).hasAttribute("aria-label", Pattern.compile("^F2: White"));
        String stroke = (String) page.evaluate("getComputedStyle(document.activeElement).stroke");
        assertThat(stroke).as("the focused sticker's outline").isEqualTo("rgb(255, 159, 28)");
        // Unticking auto-fill keeps what it filled: U8 and F2 make an edge whose stickers are all known... paint a
        // corner's two stickers so the third is deduced, then untick.
        page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowUp");
        assertThat(page.locator("#editor rect[data-sticker=U9]")).isFocused();
        page.keyboard().press("w");
        page.locator("#editor rect[data-sticker=R1]").focus();
        page.keyboard().press("g");
        Locator f3 = page.locator("#editor rect[data-sticker=F3]");
        assertThat(f3).hasClass(Pattern.compile("auto"));
        String deduced = f3.getAttribute("aria-label");
        page.locator("#editor").getByLabel("Fill in stickers that can be deduced").uncheck();
        assertThat(f3).hasAttribute("aria-label", deduced.replace(" (deduced)", ""));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("editor-keyboard.png")));
    }

    /** On a scrambled cube a twisted corner is not pinned on one corner: every corner is marked, the last changed first. */
    @Test
    void aTwistedCornerOnAScrambledCubeMarksEveryCandidate() {
        Page page = open(Chromium.desktop(browser));
        String facelets = CubieCube.of(scramble).toFacelets();
        tab(page, "Stickers").click();
        // The person paints the scrambled cube, then changes the three stickers of the corner at DLF (D1 L9 F7):
        // the same colours, turned in place.
        paintAll(page, facelets);
        assertThat(page.locator("#editor .editor-status")).containsText("ready to solve");
        String twisted = ApiTest.cycle(facelets, 27, 44, 24);
        for (int i : new int[] {27, 44, 24}) {
            paint(page, i, twisted);
        }
        Locator status = page.locator("#editor .editor-status");
        assertThat(status).hasAttribute("data-code", "TWISTED_CORNER");
        assertThat(status).containsText("could be any corner");
        assertThat(status).not().containsText("most likely");
        assertThat(status).containsText("D1 L9 F7");
        assertThat(page.locator("#editor rect.highlight")).hasCount(24);
        assertThat(page.locator("#editor rect.highlight.first")).hasCount(3);
        assertThat(page.locator("#editor rect[data-sticker=L9]")).hasClass(Pattern.compile("first"));
        assertThat(status).hasText(Pattern.compile("^[A-Z]"));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("editor-twisted-candidates.png")));

        // The same cube from a link, with no painting history: every corner is marked, none named, said once.
        page.navigate(server.uri() + "?engine=server&facelets=" + twisted);
        page.waitForSelector("body[data-ready=true]");
        assertThat(status).hasAttribute("data-code", "TWISTED_CORNER");
        assertThat(status).containsText("could be any corner");
        assertThat(status).not().containsText("most likely");
        assertThat(page.locator("#editor rect.highlight")).hasCount(24);
        assertThat(page.locator("#message")).isHidden();
    }

    /** Paints every sticker through the keyboard (with auto-fill off): a colour's first letter paints it. */
    private static void paintAll(Page page, String facelets) {
        page.locator("#editor").getByLabel("Fill in stickers that can be deduced").uncheck();
        for (int i = 0; i < 54; i++) {
            if (i % 9 != 4) {
                paint(page, i, facelets);
            }
        }
    }

    private static void paint(Page page, int i, String facelets) {
        String key = switch (facelets.charAt(i)) {
            case 'U' -> "w";
            case 'R' -> "r";
            case 'F' -> "g";
            case 'D' -> "y";
            case 'L' -> "o";
            default -> "b";
        };
        page.locator("#editor rect[data-sticker=" + ("URFDLB".charAt(i / 9) + "" + (i % 9 + 1)) + "]").focus();
        page.keyboard().press(key);
    }

    /** Letters on the stickers: an option, remembered, on the net, the editor and the print sheet. */
    @Test
    void lettersOnStickersAreAnOptionThatIsRemembered() {
        Page page = open(Chromium.desktop(browser));
        page.getByLabel(Pattern.compile("Show each sticker's letter")).check();
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill("R");
        button(page, "Solve").click();
        assertThat(page.locator("#net .sticker-letter")).hasCount(54);
        assertThat(page.locator("#sheet .sticker-letter").first()).hasText(Pattern.compile("[WYROGB]"));
        page.reload();
        page.waitForSelector("body[data-ready=true]");
        assertThat(page.getByLabel(Pattern.compile("Show each sticker's letter"))).isChecked();
        tab(page, "Stickers").click();
        assertThat(page.locator("#editor text.sticker-letter", new Page.LocatorOptions().setHasText("W"))).hasCount(1);
        assertThat(page.locator("#cube-description li")).hasCount(6);
        assertThat(page.locator("#cube-description li").first()).containsText("Front face (green centre)");
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("letters.png")));
    }

    /** A solver whose tables are missing: said up front, progress while building, and another solver can be chosen. */
    @Test
    void whileASolverBuildsItsTablesThePersonCanSwitchSolver() {
        Page page = open(Chromium.desktop(browser));
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(scramble.toString());
        page.getByLabel("Solver", new Page.GetByLabelOptions().setExact(true)).selectOption(slow.name());
        assertThat(page.locator("#solver-description")).containsText("first use prepares tables");
        button(page, "Solve").click();
        assertThat(page.locator("#tables-wait")).isVisible();
        assertThat(page.locator("#tables-text")).containsText("40% done");
        assertThat(button(page, "Solve")).isEnabled();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("tables-wait.png")));
        button(page, "Cancel").click();
        assertThat(page.locator("#tables-wait")).isHidden();
        assertThat(page.locator("#message")).containsText("Stopped waiting");
        button(page, "Solve").click();
        assertThat(page.locator("#tables-wait")).isVisible();
        page.getByLabel("Solver", new Page.GetByLabelOptions().setExact(true)).selectOption("twophase");
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#tables-wait")).isHidden();
    }
}
