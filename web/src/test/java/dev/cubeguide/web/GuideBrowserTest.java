package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ReducedMotion;
import dev.cubeguide.link.display.DisplayDevice;
import dev.cubeguide.link.display.DisplayEmulator;
import dev.cubeguide.link.display.Screen;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.testing.StickerSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guide page in headless Chromium (Debian's /usr/bin/chromium; Playwright downloads nothing), as a new user
 * would use it. The page's cube is read from {@code window.cubeguide.state()}, never from pixels.
 */
class GuideBrowserTest {
    private static final Path SHOTS = Paths.get("target", "screenshots");
    private static final long SEED = 7_2026L;
    private static Alg hidden;
    private static PathSolver solver;
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private BrowserContext context;
    private Page page;
    private final List<String> pageErrors = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Random random = new Random(SEED);
        hidden = RandomCubes.randomMoves(random, 22);
        solver = new PathSolver("twophase").remember(hidden);
        for (int i = 0; i < 3; i++) {
            solver.remember(RandomCubes.randomMoves(random, 18));
        }
        // The real solvers once they are built; until then a stand-in two-phase that retraces the scrambles.
        Function<String, Solver> lookup = TestSolvers.lookup(solver);
        server = GuideServer.start(TestSolvers.options().withPort(0).withSolvers(lookup, TestSolvers.names()));
        Files.createDirectories(SHOTS);
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        Chromium.closeAll(browser, playwright, server);
    }

    @BeforeEach
    void openPage() {
        context = Chromium.desktop(browser);
        page = context.newPage();
        page.onPageError(error -> pageErrors.add(error));
        page.navigate(server.uri() + "?engine=server");
        page.waitForSelector("body[data-ready=true]");
    }

    @AfterEach
    void closePage() {
        context.close();
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    private Locator button(String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private String state() {
        return (String) page.evaluate("window.cubeguide.state()");
    }

    /** Presses Next until the page says it is solved; returns the moves it showed on the way. */
    private List<String> followToTheEnd() {
        List<String> shown = new ArrayList<>();
        for (int presses = 0; presses < 400; presses++) {
            // One round trip reads the big text and the step label together.
            @SuppressWarnings("unchecked")
            List<String> texts = (List<String>) page.evaluate(
                    "[document.getElementById('move').textContent, document.getElementById('step-label').textContent]");
            if (texts.get(0).equals("Solved! Congratulations.")) {
                assertThat(page.locator("#guide").getByText("Solved! Congratulations.",
                        new Locator.GetByTextOptions().setExact(true)))
                        .isVisible();
                return shown;
            }
            if (texts.get(1).matches("Step [1-9]\\d* of \\d+")) {
                shown.add(texts.get(0));
            }
            page.locator("#next").click();
        }
        throw new AssertionError("never reached the end");
    }

    /** No solver jargon or timings anywhere on the page, the print sheet and the solver list included. */
    private void assertPlainWords() {
        String text = (String) page.evaluate("document.body.innerText + ' ' + document.getElementById('sheet').textContent"
                + " + ' ' + [...document.querySelectorAll('#solver option')].map(o => o.textContent).join(' ')");
        assertThat(text).doesNotContainPattern("(?i)phase|inverse cube|symmetry|\\d\\s*ms\\b|median|IDA\\*|coset");
        assertThat(page.locator("#move-text")).not().containsText(Pattern.compile("(twophase|beginner|"
                + "thistlethwaite|optimal)”"));
    }

    private void waitSettled() {
        page.waitForFunction("window.cubeguide.drawn() === window.cubeguide.state()");
    }

    @Test
    void aNewUserSolvesAHiddenScrambleStepByStep() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        assertThat(page.locator("#scramble-status")).containsText("valid notation");
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#move-text")).containsText("centre facing you");
        assertThat(page.locator("#move-text")).containsText("on top");
        int total = Chromium.settledTotal(page);
        assertThat(CubieCube.fromFacelets(state())).isEqualTo(CubieCube.of(hidden));

        button("Next").click();
        assertThat(page.locator("#step-label")).hasText("Step 1 of " + total);
        assertThat(page.locator("#previous")).containsText("none");
        // A slow turn, photographed halfway (to check the animation turns the right way).
        page.getByLabel("Speed").fill("1");
        String first = page.locator("#move").textContent();
        button("Next").click();
        page.waitForTimeout(450);
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("turning-" + first.replace("'", "-prime") + ".png")));
        button("Previous").click();
        page.getByLabel("Speed").fill("10");
        assertThat(page.locator("#step-label")).hasText("Step 1 of " + total);
        button("Next").click();
        button("Next").click();
        assertThat(page.locator("#step-label")).hasText("Step 3 of " + total);
        assertThat(page.locator("#moves button.current")).hasCount(1);
        assertThat(page.locator("#stage-label")).hasText(Pattern.compile("· stage \\d of \\d"));
        assertThat(page.locator("#stage-label")).not().containsText("hase");
        waitSettled();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("guide-mid-solution.png")));

        button("Restart").click();
        assertThat(page.locator("#step-label")).hasText("Step 0 of " + total);
        List<String> shown = followToTheEnd();
        assertThat(page.locator("#move")).hasText("Solved! Congratulations.");
        assertThat(button("Next")).isDisabled();
        waitSettled();
        assertThat(CubieCube.fromFacelets(state()).isSolved()).as("the cube drawn at the end is solved").isTrue();
        assertThat(shown).hasSize(total);
        assertPlainWords();
        // The independent check: the moves shown, applied to the scrambled cube by the simulator, solve it.
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(StickerSimulator.apply(hidden.toString()),
                String.join(" ", shown)))).as("the shown moves %s solve %s", shown, hidden).isTrue();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("guide-solved.png")));
    }

    @Test
    void everyOtherBuiltSolverGuidesToTheEnd() {
        List<String> others = TestSolvers.names().stream()
                .filter(name -> !name.equals("twophase") && !name.equals("optimal") && TestSolvers.isBuilt(name))
                .toList();
        Assumptions.assumeTrue(!others.isEmpty(), "no other solver is built on this branch yet");
        for (String name : others) {
            page.navigate(server.uri() + "?engine=server");
            page.waitForSelector("body[data-ready=true]");
            page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
            page.getByLabel("Solver").selectOption(name);
            button("Solve").click();
            // A solver's first solve in this JVM may build small tables in memory first (seconds on a busy machine).
            assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"),
                    new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(60_000));
            page.getByLabel("Speed").fill("10");
            page.locator("#moves button").nth(6).click();
            waitSettled();
            page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("guide-" + name + ".png")));
            button("Restart").click();
            List<String> shown = followToTheEnd();
            waitSettled();
            assertThat(CubieCube.fromFacelets(state()).isSolved()).as(name).isTrue();
            assertPlainWords();
            // The beginner's guide holds the cube with the first layer's colour (white) at the bottom: turned z2.
            String held = hidden + (name.equals("beginner") ? " z2" : "");
            assertThat(StickerSimulator.isSolved(StickerSimulator.apply(StickerSimulator.apply(held),
                    String.join(" ", shown)))).as("the moves %s shows solve the scramble", name).isTrue();
        }
    }

    @Test
    void controlsKeysAndShareableLinks() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        page.getByLabel("Solver").selectOption("twophase");
        assertThat(page.locator("#solver-description")).not().isEmpty();
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        for (String name : List.of("Previous", "Next", "Play", "Restart", "I made a mistake", "Solve")) {
            assertThat(button(name)).isVisible();
        }
        assertThat(page.getByLabel("Speed")).isVisible();
        page.locator("#guide").focus();
        page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowRight");
        page.keyboard().press("ArrowLeft");
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        page.locator("#moves button").nth(4).click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 5 of \\d+"));
        String fifth = page.locator("#move").textContent();
        // Space on the guide itself plays and pauses; on a focused button it presses that button.
        page.locator("#guide").focus();
        page.keyboard().press(" ");
        assertThat(button("Pause")).isVisible();
        page.keyboard().press(" ");
        assertThat(button("Play")).isVisible();
        page.locator("#moves button").nth(4).click();
        waitSettled();
        String link = page.url();
        assertThat(link).contains("scramble=").contains("solver=twophase").contains("step=5").contains("moves=");
        String stateThere = state();
        @SuppressWarnings("unchecked")
        List<String> movesThere = (List<String>) page.evaluate("window.cubeguide.moves()");

        // The link carries the guide's own moves: the same guide opens, even where a new solve (the default solver's
        // budget) would have found another solution.
        Page shared = context.newPage();
        shared.onPageError(error -> pageErrors.add(error));
        shared.navigate(link);
        assertThat(shared.locator("#step-label")).hasText(Pattern.compile("Step 5 of \\d+"));
        assertThat(shared.locator("#move")).hasText(fifth);
        assertThat(shared.evaluate("window.cubeguide.state()")).isEqualTo(stateThere);
        assertThat(shared.evaluate("window.cubeguide.moves()")).isEqualTo(movesThere);
        // Moves that do not solve the link's cube are not followed: the page solves the cube anew.
        shared.navigate(link.replaceAll("moves=[^&]*", "moves=R"));
        assertThat(shared.locator("#step-label")).hasText(Pattern.compile("Step 5 of \\d+"));
        assertThat((Boolean) shared.evaluate("(() => { const c = window.cubeguide; return c.total() > 1; })()"))
                .isTrue();
        shared.close();
    }

    @Test
    void anImpossibleCubeIsRejectedNamingThePiece() {
        page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName("Stickers")).click();
        button("Solved cube").click();
        assertThat(page.locator("#editor .editor-status")).containsText("ready to solve");
        // Turn the three stickers of the corner at URF (U9 R1 F3) in place: white, red, green become red, green, white.
        paint("Red", "U9");
        assertThat(page.locator("#editor .editor-status")).containsText("Too many red");
        paint("Green", "R1");
        paint("White", "F3");
        Locator status = page.locator("#editor .editor-status");
        assertThat(status).containsText("twisted");
        assertThat(status).containsText("U9 R1 F3");
        assertThat(status).containsText("red-green-white");
        assertThat(status).hasAttribute("data-code", "TWISTED_CORNER");
        for (String sticker : List.of("U9", "R1", "F3")) {
            assertThat(page.locator("#editor rect[data-sticker=" + sticker + "]")).hasClass(Pattern.compile("highlight"));
        }
        assertThat(page.locator("#editor rect.highlight")).hasCount(3);
        button("Solve").click();
        // The error shows once, under the editor, which gets the focus; the message box stays empty.
        assertThat(page.locator("#message")).isHidden();
        assertThat(status).isFocused();
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("editor-twisted-corner.png")));
    }

    @Test
    void theEditorDeducesTheLastStickerOfAPiece() {
        page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName("Stickers")).click();
        // Two stickers of a corner fix the third: white on U9 and red on R1 make F3 green.
        paint("White", "U9");
        paint("Red", "R1");
        Locator f3 = page.locator("#editor rect[data-sticker=F3]");
        assertThat(f3).hasClass(Pattern.compile("auto"));
        assertThat(f3).hasAttribute("aria-label", "F3: Green (deduced)");
    }

    private void paint(String colour, String sticker) {
        page.locator("#editor .palette").getByRole(AriaRole.BUTTON,
                new Locator.GetByRoleOptions().setName(Pattern.compile("^" + colour + ","))).click();
        page.locator("#editor rect[data-sticker=" + sticker + "]").click();
    }

    @Test
    void aMistakeIsFixedByReSolvingFromTheCubeAsItIs() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        button("Next").click();
        button("Next").click();
        button("Next").click();
        waitSettled();
        // The guide asks for move 3; the user turned that face the wrong way instead.
        String asked = page.locator("#move").textContent();
        Alg wrong = Alg.parse(asked).inverse();
        if (wrong.htm() == Alg.parse(asked).htm() && asked.endsWith("2")) {
            wrong = Alg.parse(asked.charAt(0) + "");
        }
        List<String> before = new ArrayList<>();
        page.locator("#moves button.done").allTextContents().forEach(before::add);
        button("I made a mistake").click();
        assertThat(page.locator("#mistake-panel")).isVisible();
        page.getByLabel("Moves you actually made").fill(wrong.toString());
        assertThat(page.locator("#actual-status")).containsText("Applied 1 move");
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("mistake-recovery.png")));
        button("Solve from here").click();
        assertThat(page.locator("#guide-note")).containsText("Continuing from your cube");
        // The shorter way is taken, and the other one is offered: undoing one move then going on, or solving again.
        assertThat(page.locator("#mistake-other")).isVisible();
        assertThat(page.locator("#mistake-other")).containsText(Pattern.compile("Solve again|Undo your moves"));
        assertThat(page.locator("#mistake-panel")).isHidden();
        String continued = state();
        List<String> rest = followToTheEnd();
        waitSettled();
        assertThat(CubieCube.fromFacelets(state()).isSolved()).isTrue();

        // The simulator's cube after the scramble, the moves made as told, and the wrong one...
        String cube = StickerSimulator.apply(StickerSimulator.apply(hidden.toString()),
                String.join(" ", before) + " " + wrong);
        assertThat(CubieCube.fromFacelets(continued)).isEqualTo(CubieCube.fromFacelets(cube));
        // ... is solved by the moves the continued guide showed.
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(cube, String.join(" ", rest)))).isTrue();
    }

    @Test
    void serverErrorsShowAClearMessageAndNothingBreaks() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        // While the solver works the page says so: the answer is held back until the test has looked.
        List<com.microsoft.playwright.Route> held = new ArrayList<>();
        page.route("**/api/solve", held::add);
        button("Solve").click();
        assertThat(page.locator("#move")).hasText("Solving…");
        assertThat(page.locator("#solve")).hasText("Solving…");
        assertThat(page.locator("#solve")).isDisabled();
        assertThat(held).hasSize(1);
        held.get(0).fulfill(new com.microsoft.playwright.Route.FulfillOptions().setStatus(503)
                .setHeaders(Map.of("Retry-After", "1")).setContentType("application/json")
                .setBody(errorBody("BUSY", "busy")));
        // A busy server is asked again after its Retry-After; this time the real server answers.
        assertThat(page.locator("#message")).containsText("busy solving other cubes; trying again");
        page.unroute("**/api/solve");
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#message")).isHidden();
        assertThat(page.locator("#solve")).hasText("Solve");

        // Still busy after the retries: a clear message.
        answerSolveWith(503, "application/json", errorBody("BUSY", "busy"));
        button("Solve").click();
        assertThat(page.locator("#message")).containsText("Please press Solve again in a moment",
                new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(15_000));

        answerSolveWith(500, "application/json", errorBody("INTERNAL", "internal error"));
        button("Solve").click();
        assertThat(page.locator("#message")).containsText("Something went wrong on the server");
        assertThat(button("Solve")).isEnabled();
        // The guide already on the page is untouched and still works.
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#move")).hasText("Hold the cube");
        button("Next").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 1 of \\d+"));

        answerSolveWith(400, "application/json",
                errorBody("TIMEOUT", "the optimal solver found no solution within 5000 ms"));
        button("Solve").click();
        assertThat(page.locator("#message")).containsText("no solution within 5000 ms");
        assertThat(page.locator("#message")).containsText("TIMEOUT");

        answerSolveWith(502, "text/html", "<html>bad gateway</html>");
        button("Solve").click();
        assertThat(page.locator("#message")).containsText("HTTP 502");

        page.unroute("**/api/solve");
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(page.locator("#message")).isHidden();
    }

    /** Makes the page's next solve requests get this answer instead of the server's. */
    private void answerSolveWith(int status, String contentType, String body) {
        page.unroute("**/api/solve");
        page.route("**/api/solve", route -> route.fulfill(new com.microsoft.playwright.Route.FulfillOptions()
                .setStatus(status).setContentType(contentType).setBody(body)));
    }

    private static String errorBody(String code, String message) {
        return "{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message + "\",\"detail\":{}}}";
    }

    @Test
    void theScrambleFieldPointsAtTheBadToken() {
        Locator field = page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true));
        field.fill("R U Q2 F");
        assertThat(page.locator("#scramble-status mark")).hasText(Pattern.compile("^Q"));
        assertThat(page.locator("#scramble-status")).containsText("column 5");
        assertThat(field).hasAttribute("aria-invalid", "true");
        button("Solve").click();
        assertThat(page.locator("#message")).containsText("not valid notation");
        field.fill("R U2 F'");
        assertThat(page.locator("#scramble-status")).containsText("3 moves");
        assertThat(field).not().hasAttribute("aria-invalid", "true");
    }

    @Test
    void aCustomColourSchemeIsRemembered() {
        page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName("Stickers")).click();
        page.locator("summary", new Page.LocatorOptions().setHasText("Colour scheme")).click();
        page.getByLabel("Name of the F centre's colour").fill("Lime");
        page.getByLabel("Colour of the F centre").fill("#7fff00");
        page.reload();
        page.waitForSelector("body[data-ready=true]");
        page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName("Stickers")).click();
        assertThat(page.locator("#editor .palette").getByRole(AriaRole.BUTTON,
                new Locator.GetByRoleOptions().setName(Pattern.compile("^Lime,")))).isVisible();
        assertThat(page.locator("#editor rect[data-sticker=F5]")).hasAttribute("style", Pattern.compile("127, 255, 0|7fff00"));
        page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName("Moves")).click();
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        assertThat(page.locator("#move-text")).containsText("lime centre facing you");
    }

    @Test
    void thePrintableStepSheetHasANetPerStage() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(com.microsoft.playwright.options.Media.PRINT));
        assertThat(page.locator("#sheet")).isVisible();
        assertThat(page.locator("#guide")).isHidden();
        int cards = page.locator("#sheet .sheet-card").count();
        assertThat(cards).isGreaterThanOrEqualTo(2);
        assertThat(page.locator("#sheet .sheet-card svg.net")).hasCount(cards);
        assertThat(page.locator("#sheet .sheet-card li")).hasCount(
                Chromium.settledTotal(page));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("print-sheet.png")));
    }

    @Test
    void thePageWorksUnderItsOwnContentSecurityPolicy() {
        try (BrowserContext strict = browser.newContext()) {
            Page strictPage = strict.newPage();
            List<String> consoleErrors = new ArrayList<>();
            strictPage.onConsoleMessage(message -> {
                if (message.type().equals("error")) {
                    consoleErrors.add(message.text());
                }
            });
            strictPage.onPageError(pageErrors::add);
            strictPage.navigate(server.uri() + "?engine=server");
            strictPage.waitForSelector("body[data-ready=true]");
            strictPage.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
            strictPage.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Solve").setExact(true)).click();
            assertThat(strictPage.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
            strictPage.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Next").setExact(true)).click();
            assertThat(strictPage.locator("#step-label")).hasText(Pattern.compile("Step 1 of \\d+"));
            assertThat(consoleErrors).as("console errors (CSP violations show here)").isEmpty();
        }
    }

    /**
     * Served by cubeguide serve, the page still solves in the browser (under the server's content security
     * policy): it asks the server only for what the browser cannot do, here the list with the optimal solver.
     */
    @Test
    void underServeThePageSolvesInTheBrowser() {
        try (BrowserContext strict = browser.newContext()) {
            Page local = strict.newPage();
            List<String> asked = new CopyOnWriteArrayList<>();
            List<String> consoleErrors = new CopyOnWriteArrayList<>();
            local.onRequest(request -> asked.add(request.method() + " " + request.url()));
            local.onConsoleMessage(message -> {
                if (message.type().equals("error")) {
                    consoleErrors.add(message.text());
                }
            });
            local.onPageError(pageErrors::add);
            local.navigate(server.uri().toString());
            local.waitForSelector("body[data-ready=true]");
            assertThat(local.locator("html")).hasAttribute("data-engine", Pattern.compile("wasm|js"));
            assertThat(local.locator("#solver option[value=optimal]")).hasCount(1);
            local.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
            local.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Solve").setExact(true)).click();
            assertThat(local.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
            CubieCube start = CubieCube.fromFacelets(local.locator("#moves").getAttribute("data-start"));
            assertThat(start).isEqualTo(CubieCube.of(hidden));
            assertThat(start.apply(Alg.parse(local.locator("#moves").getAttribute("data-solution"))).isSolved()).isTrue();
            assertThat(asked).noneMatch(request -> request.endsWith("/api/solve") || request.endsWith("/api/parse"));
            assertThat(asked).anyMatch(request -> request.equals("GET " + server.uri() + "api/solvers"));
            assertThat(consoleErrors).as("console errors (CSP violations show here)").isEmpty();
        }
    }

    /**
     * Whether a press of Next, at the slowest speed, leaves the 3D cube already drawn in the new step's state when the
     * press's own task ends (an animation runs on later frames, so with one the drawn cube still lags).
     */
    private boolean nextIsDrawnAtOnce() {
        return nextIsDrawnAtOnce(page);
    }

    private static boolean nextIsDrawnAtOnce(Page on) {
        return (Boolean) on.evaluate("() => { document.getElementById('next').click();"
                + " return window.cubeguide.drawn() === window.cubeguide.state(); }");
    }

    @Test
    void whenTheSystemAsksForLessMotionTurnsAreShownAtOnce() {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        page.getByLabel("Speed").fill("1");
        button("Next").click();
        page.waitForSelector("#view3d canvas");
        waitSettled();
        assertThat(nextIsDrawnAtOnce()).as("a turn animates by default").isFalse();
        waitSettled();

        page.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.REDUCE));
        assertThat(nextIsDrawnAtOnce()).as("with less motion the turn is drawn at once").isTrue();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 3 of \\d+"));
        assertThat(page.evaluate("getComputedStyle(document.getElementById('next')).transitionDuration"))
                .isEqualTo("0s");
        List<String> shown = followToTheEnd();
        assertThat(shown).isNotEmpty();
        assertThat(CubieCube.fromFacelets(state()).isSolved()).isTrue();

        // The same on a phone.
        try (BrowserContext phone = Chromium.phone(browser)) {
            Page small = phone.newPage();
            small.onPageError(error -> pageErrors.add(error));
            small.emulateMedia(new Page.EmulateMediaOptions().setReducedMotion(ReducedMotion.REDUCE));
            small.navigate(server.uri() + "?engine=server");
            small.waitForSelector("body[data-ready=true]");
            small.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
            Chromium.button(small, "Solve").click();
            assertThat(small.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
            small.getByLabel("Speed").fill("1");
            Chromium.button(small, "Next").click();
            small.waitForSelector("#view3d canvas");
            small.waitForFunction("window.cubeguide.drawn() === window.cubeguide.state()");
            assertThat(nextIsDrawnAtOnce(small)).as("with less motion on a phone").isTrue();
            assertThat(small.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        }
    }

    @Test
    void withoutWebGlTheNetStillGuides() {
        page.addInitScript("HTMLCanvasElement.prototype.getContext = function () { return null; };");
        page.reload();
        page.waitForSelector("body[data-ready=true]");
        assertThat(page.locator("#view3d")).hasClass(Pattern.compile("no-webgl"));
        assertThat(page.locator("#view3d")).containsText("3D view unavailable");
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        List<String> shown = followToTheEnd();
        assertThat(CubieCube.fromFacelets(state()).isSolved()).isTrue();
        assertThat(shown).isNotEmpty();
        pageErrors.removeIf(error -> error.contains("WebGL")); // three.js reports the missing context
    }

    @Test
    void aScrambleWithRotationsKeepsTheRealColours() {
        // After x (green comes on top) and y (red comes to the front) the person holds red in front, green on top.
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill("x y R");
        button("Solve").click();
        assertThat(page.locator("#move-text")).containsText("red centre facing you and the green centre on top");
        assertThat(page.locator("#net rect[data-sticker=F5]")).hasAttribute("style", Pattern.compile("216, 24, 47"));
        assertThat(page.locator("#net rect[data-sticker=U5]")).hasAttribute("style", Pattern.compile("18, 161, 80"));
        followToTheEnd();
        assertThat(CubieCube.fromFacelets(state()).isSolved()).isTrue();
    }

    @Test
    void theSendToDisplayPanelDrivesADisplayDevice() throws Exception {
        assertThat(page.locator("#display-panel")).isHidden(); // this server has no display
        AtomicReference<Screen> screen = new AtomicReference<>();
        List<String> log = new CopyOnWriteArrayList<>();
        DisplayDevice device = new DisplayDevice(TestSolvers.lookup(solver).apply("twophase"), SolveOptions.defaults(),
                screen::set);
        try (DisplayEmulator emulator = new DisplayEmulator(device, DisplayEmulator.DEFAULT_PACKET_TIMEOUT, log::add);
                GuideServer withDisplay = GuideServer.start(TestSolvers.options().withPort(0)
                        .withSolvers(TestSolvers.lookup(solver), TestSolvers.names())
                        .withDisplay(emulator.start(Endpoint.parse("tcp:127.0.0.1:0"))))) {
            page.navigate(withDisplay.uri() + "?engine=server");
            page.waitForSelector("body[data-ready=true]");
            assertThat(page.locator("#display-panel")).isVisible();
            assertThat(page.locator("#display-panel")).containsText("Send to display");
            page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
            button("Solve").click();
            assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
            button("Send cube to display").click();
            assertThat(page.locator("#display-status")).containsText("Sent STATE");
            waitFor(() -> screen.get() instanceof Screen.Step step && step.step() == 1, screen);
            page.getByLabel("Step the display with the guide").check();
            button("Next").click(); // hold -> step 1: the display is at step 1 already
            button("Next").click();
            assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
            waitFor(() -> screen.get() instanceof Screen.Step step && step.step() == 2, screen);
            button("Display: Previous").click();
            waitFor(() -> screen.get() instanceof Screen.Step step && step.step() == 1, screen);
            page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("display-panel.png")));
        }
    }

    private static void waitFor(BooleanSupplier condition, Object shown) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the display never showed the expected screen; it shows " + shown);
            }
            Thread.sleep(20);
        }
    }

    @Test
    void thePhoneLayoutWorks() {
        page.setViewportSize(390, 844);
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        button("Next").click();
        button("Next").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 2 of \\d+"));
        waitSettled();
        Object overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth");
        assertThat(overflow).as("no sideways scrolling on a phone").isEqualTo(false);
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("phone-guide.png")).setFullPage(true));
    }
}
