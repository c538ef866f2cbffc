package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.cubeguide.web.Chromium.button;
import static dev.cubeguide.web.Chromium.tab;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.web.site.StaticSite;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The static site ({@code cubeguide site}) in headless Chromium, served by a plain static file server
 * ({@link StaticHost}), never by GuideServer: the page solves in the browser with each engine, installs, and, once
 * visited, works with the server stopped (a service worker's own fetches are outside Playwright's offline mode, so
 * the host really stops). Every request stays on the site's origin and asks only for its files.
 */
class SiteBrowserTest {
    private static final long SEED = 30_2026L;
    @TempDir
    static Path temp;
    private static Path site;
    private static Playwright playwright;
    private static Browser browser;
    private static String fakeCamera;
    private static final Random RANDOM = new Random(SEED);
    private final List<String> pageErrors = new CopyOnWriteArrayList<>();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final List<String> failures = new CopyOnWriteArrayList<>();
    private final List<BrowserContext> contexts = new ArrayList<>();

    @BeforeAll
    static void writeTheSite() throws IOException {
        site = temp.resolve("site");
        StaticSite.assemble(StaticSite.Host.STATIC).writeTo(site);
        try (InputStream in = SiteBrowserTest.class.getResourceAsStream("/fake-camera.js")) {
            fakeCamera = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        Chromium.closeAll(browser, playwright, null);
    }

    @AfterEach
    void closeContexts() {
        contexts.forEach(BrowserContext::close);
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    /**
     * A context that lets the site register its service worker, and records every request and failed answer: a
     * desktop one, or a phone in a browser profile of its own (where a page can be installed).
     */
    private BrowserContext context(boolean phone, String... initScripts) throws IOException {
        BrowserContext context = phone
                ? Chromium.persistentPhone(playwright, Files.createDirectories(temp.resolve("profile-" + contexts.size())))
                : browser.newContext(new Browser.NewContextOptions().setServiceWorkers(ServiceWorkerPolicy.ALLOW)
                        .setViewportSize(1360, 900));
        contexts.add(context);
        for (String script : initScripts) {
            context.addInitScript(script);
        }
        context.onRequest(request -> requests.add(request.url()));
        context.onResponse(response -> {
            if (response.status() >= 400) {
                failures.add(response.status() + " " + response.url());
            }
        });
        return context;
    }

    private Page open(BrowserContext context, String address) {
        Page page = context.newPage();
        page.onPageError(pageErrors::add);
        page.navigate(address);
        page.waitForSelector("body[data-ready=true]");
        return page;
    }

    /** Types a hidden scramble, solves it, checks the move list's contract, and follows the guide to the end. */
    private static void solveAndFollow(Page page, Alg scramble) {
        solveAndFollow(page, scramble, null);
    }

    /** As above; with a screenshot file, the page is photographed at its fourth step on the way. */
    private static void solveAndFollow(Page page, Alg scramble, Path screenshot) {
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(scramble.toString());
        assertThat(page.locator("#scramble-status")).containsText("valid notation");
        button(page, "Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertSolutionSolves(page, CubieCube.of(scramble));
        if (screenshot != null) {
            for (int i = 0; i < 4; i++) {
                button(page, "Next").click();
            }
            assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 4 of \\d+"));
            page.waitForFunction("window.cubeguide.drawn() === window.cubeguide.state()");
            page.screenshot(new Page.ScreenshotOptions().setPath(screenshot));
            button(page, "Restart").click();
        }
        followToTheEnd(page);
    }

    /** The move list's data-solution, applied to its data-start (the cube asked for), solves the cube. */
    private static void assertSolutionSolves(Page page, CubieCube asked) {
        Locator moves = page.locator("#moves");
        // The first solution is on screen at once; the list settles once the budget's search for a shorter one ends.
        assertThat(moves).not().hasAttribute("aria-busy", "true");
        CubieCube start = CubieCube.fromFacelets(moves.getAttribute("data-start"));
        String solution = moves.getAttribute("data-solution");
        assertThat(start).as("data-start").isEqualTo(asked);
        assertThat(start.apply(Alg.parse(solution)).isSolved()).as("data-solution %s solves data-start", solution)
                .isTrue();
        assertThat(moves.getAttribute("data-solver")).isEqualTo("twophase");
        assertThat(page.locator("#moves button")).hasCount(Alg.parse(solution).moves().size());
    }

    private static void followToTheEnd(Page page) {
        page.getByLabel("Speed").fill("10");
        int total = Chromium.settledTotal(page);
        for (int press = 0; press <= total; press++) {
            button(page, "Next").click();
        }
        assertThat(page.locator("#move")).hasText("Solved! Congratulations.");
        assertThat((Boolean) page.evaluate("window.cubeguide.solved()")).isTrue();
    }

    /** Waits until the service worker controls the page, then asks Chromium whether the page can be installed. */
    private static void assertInstallable(Page page) {
        page.waitForFunction("navigator.serviceWorker.controller !== null");
        JsonObject answer = page.context().newCDPSession(page).send("Page.getInstallabilityErrors");
        assertThat(answer.getAsJsonArray("installabilityErrors")).as("installability errors").isEmpty();
    }

    private void assertOnlyOwnFiles(URI origin) {
        assertThat(requests).isNotEmpty().allSatisfy(url -> {
            assertThat(url).startsWith(origin.toString());
            assertThat(url).doesNotContain("/api/");
        });
        assertThat(failures).as("failed requests").isEmpty();
    }

    private static Alg hiddenScramble() {
        return RandomCubes.randomMoves(RANDOM, 25);
    }

    /**
     * A phone: the first visit solves with the engine the browser supports best (WebAssembly GC in Chromium) and
     * installs; then the host stops, and the page reloads, solves another hidden scramble with ?engine=wasm, and
     * reads a cube from the (fake) camera, all offline.
     */
    @Test
    void onAPhoneTheSiteSolvesInstallsAndThenWorksOffline() throws IOException {
        Alg scanned = hiddenScramble();
        String facelets = CubieCube.of(scanned).toFacelets();
        BrowserContext context = context(true,
                "window.__fakeCamera = {facelets: '" + facelets + "', seed: 5};", fakeCamera);
        URI origin;
        Page page;
        try (StaticHost host = StaticHost.serve(site)) {
            origin = host.uri();
            page = open(context, origin.toString());
            assertThat(page.locator("html")).hasAttribute("data-engine", "wasm");
            // The picture at the top of the README (docs/guide-phone.png is this one, compressed).
            solveAndFollow(page, hiddenScramble(), Path.of("target", "screenshots", "site-phone-guide.png"));
            assertInstallable(page);
        }
        page.navigate(origin + "?engine=wasm");
        page.waitForSelector("body[data-ready=true]");
        assertThat(page.locator("html")).hasAttribute("data-engine", "wasm");
        solveAndFollow(page, hiddenScramble());

        tab(page, "Camera").click();
        for (int i = 0; i < 6; i++) {
            button(page, "Capture").click();
            assertThat(page.locator("#camera-faces .camera-face.done")).hasCount(i + 1);
        }
        assertThat(tab(page, "Stickers")).hasAttribute("aria-selected", "true");
        button(page, "Solve").click();
        assertThat(page.locator("#step-label")).hasText(Pattern.compile("Step 0 of \\d+"));
        assertSolutionSolves(page, CubieCube.of(scanned));
        assertOnlyOwnFiles(origin);
    }

    /** A new build of the site, deployed over the old one, replaces the old build's cache whole on the next visit. */
    @Test
    void aNewBuildReplacesTheOldCache() throws IOException {
        Path copy = temp.resolve("site-rebuilt");
        StaticSite built = StaticSite.assemble(StaticSite.Host.STATIC);
        built.writeTo(copy);
        BrowserContext context = context(false);
        try (StaticHost host = StaticHost.serve(copy)) {
            Page page = open(context, host.uri().toString());
            page.waitForFunction("navigator.serviceWorker.controller !== null");
            assertThat(page.evaluate("caches.keys()")).isEqualTo(List.of("cubeguide-site-" + built.version()));
            // The next build: a service worker of another version (as any change to a file makes it).
            String next = "0123456789abcdef";
            Path worker = copy.resolve("sw.js");
            Files.writeString(worker, Files.readString(worker).replace(built.version(), next));
            page.reload();
            page.waitForSelector("body[data-ready=true]");
            page.waitForFunction("async () => (await caches.keys()).join() === 'cubeguide-site-" + next + "'");
            assertOnlyOwnFiles(host.uri());
        }
    }

    /** A browser that can run neither engine gets a clear message, not a blank page, and asks no server. */
    @Test
    void aBrowserWithoutWebAssemblyOrWorkersIsToldSo() throws IOException {
        BrowserContext context = context(false, "delete window.WebAssembly; delete window.Worker;");
        try (StaticHost host = StaticHost.serve(site)) {
            Page page = open(context, host.uri().toString());
            assertThat(page.locator("html")).hasAttribute("data-engine", "none");
            assertThat(page.locator("#message")).containsText("This browser cannot run the cube solver");
            assertThat(button(page, "Solve")).isDisabled();
            assertOnlyOwnFiles(host.uri());
        }
    }

    /**
     * A desktop with the JavaScript engine forced, the site in a sub-folder of its host: it solves, and after one
     * visit it solves offline as well.
     */
    @Test
    void theJavaScriptEngineSolvesOnlineAndOffline() throws IOException {
        BrowserContext context = context(false);
        URI origin;
        Page page;
        try (StaticHost host = StaticHost.serve(site, "/tools/cubeguide/")) {
            origin = host.uri();
            page = open(context, origin + "?engine=js");
            assertThat(page.locator("html")).hasAttribute("data-engine", "js");
            solveAndFollow(page, hiddenScramble());
            page.waitForFunction("navigator.serviceWorker.controller !== null");
        }
        page.reload();
        page.waitForSelector("body[data-ready=true]");
        assertThat(page.locator("html")).hasAttribute("data-engine", "js");
        solveAndFollow(page, hiddenScramble());
        assertOnlyOwnFiles(origin);
    }
}
