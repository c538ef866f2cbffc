package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.testing.StickerSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Solutions a person would choose, on the page at phone size (390 × 844, touch) with the real two-phase solver:
 * a typed ten-move scramble gets a guide of at most ten steps; "Fastest" is a choice of its own; "Make a pattern"
 * turns the cube into a pattern, ends with "Pattern made!", and a link keeps the pattern.
 */
class PatternBrowserTest {
    private static final Path SHOTS = Paths.get("target", "screenshots");
    private static final String TEN_MOVES = "R U R' U' F2 D L2 B' U2 R";
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private final List<String> pageErrors = new ArrayList<>();
    private final List<BrowserContext> contexts = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        // The real solvers, their tables made ready before the page asks (the first solve would build them).
        TestSolvers.REGISTRY.get("twophase").tables().prepare(dev.cubeguide.solve.MemoryPolicy.MAPPED);
        server = GuideServer.start(TestSolvers.options().withPort(0));
        Files.createDirectories(SHOTS);
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        Chromium.closeAll(browser, playwright, server);
    }

    @AfterEach
    void closePages() {
        contexts.forEach(BrowserContext::close);
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    private Page openPhone(String query) {
        BrowserContext context = Chromium.phone(browser);
        contexts.add(context);
        Page page = context.newPage();
        page.onPageError(pageErrors::add);
        // The server's solvers (?engine=server): the in-browser engine's tables take a while to build.
        page.navigate(server.uri().toString() + "?engine=server" + (query.isEmpty() ? "" : "&" + query));
        page.waitForSelector("body[data-ready=true]");
        return page;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** Presses Next until the big text is {@code end}; returns the moves shown on the way. */
    private static List<String> followTo(Page page, String end) {
        List<String> shown = new ArrayList<>();
        for (int presses = 0; presses < 100; presses++) {
            @SuppressWarnings("unchecked")
            List<String> texts = (List<String>) page.evaluate(
                    "[document.getElementById('move').textContent, document.getElementById('step-label').textContent]");
            if (texts.get(0).equals(end)) {
                return shown;
            }
            if (texts.get(1).matches("Step [1-9]\\d* of \\d+")) {
                shown.add(texts.get(0));
            }
            page.locator("#next").tap();
        }
        throw new AssertionError("never reached " + end);
    }

    @Test
    void aTenMoveScrambleGetsAGuideOfAtMostTenSteps() {
        Page page = openPhone("");
        assertThat(page.getByLabel("Solver")).hasValue("twophase");
        assertThat(page.locator("#solver option[value=fastest]")).hasText("Fastest");
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(TEN_MOVES);
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        int total = Chromium.settledTotal(page);
        assertThat(total).isBetween(1, 10);
        List<String> shown = followTo(page, "Solved! Congratulations.");
        assertThat(shown).hasSize(total);
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply(StickerSimulator.apply(TEN_MOVES),
                String.join(" ", shown)))).isTrue();
        // "Fastest": the first solution, also never longer than the scramble; the link keeps the choice.
        page.getByLabel("Solver").selectOption("fastest");
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertThat(Chromium.settledTotal(page)).isLessThanOrEqualTo(10);
        assertThat(page).hasURL(Pattern.compile("solver=fastest"));
    }

    @Test
    void makeAPatternOnAPhone() {
        Page page = openPhone("");
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill("R U R' U'");
        page.locator("#pattern-panel summary").tap();
        Locator choices = page.getByRole(AriaRole.RADIO);
        assertThat(choices).hasCount(Patterns.named().size());
        assertThat(page.locator("#patterns .pattern svg")).hasCount(Patterns.named().size());
        page.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Checkerboard").setExact(true)).tap();
        assertThat(page.locator("#pattern-chosen")).containsText("checkerboard");
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("make-a-pattern-phone.png")));
        button(page, "Solve").tap();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        List<String> shown = followTo(page, "Pattern made!");
        String checkerboard = Patterns.byName("checkerboard").orElseThrow().facelets();
        page.waitForFunction("window.cubeguide.drawn() === window.cubeguide.state()");
        assertThat(page.evaluate("window.cubeguide.state()")).isEqualTo(checkerboard);
        assertThat(StickerSimulator.apply(StickerSimulator.apply("R U R' U'"), String.join(" ", shown)))
                .isEqualTo(checkerboard);
        assertThat(page.locator("#move-text")).containsText("made with");
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("pattern-made-phone.png")));
        // The link keeps the pattern: opened again, it makes the same pattern.
        assertThat(page).hasURL(Pattern.compile("to=checkerboard"));
        Page again = openPhone(page.url().split("\\?", 2)[1].replace("engine=server&", "").replace("&engine=server", ""));
        assertThat(again.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Checkerboard")
                .setExact(true))).hasAttribute("aria-checked", "true");
        assertThat(again.locator("#step-label")).hasText(Pattern.compile("Step \\d+ of \\d+"));
        assertThat(again.evaluate("window.cubeguide.target()")).isEqualTo(checkerboard);
        // The beginner's method makes no patterns: the choice is not offered with it.
        again.getByLabel("Solver").selectOption("beginner");
        assertThat(again.locator("#pattern-panel")).isHidden();
        assertThat(again.locator("#pattern-chosen")).isHidden();
        again.getByLabel("Solver").selectOption("twophase");
        assertThat(again.locator("#pattern-chosen")).isVisible();
        // Back to solving: the solved cube's choice.
        again.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Solved cube").setExact(true)).tap();
        assertThat(again.locator("#pattern-chosen")).isHidden();
    }
}
