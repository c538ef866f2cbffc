package dev.cubeguide.web;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/** Headless Chromium for the browser tests: Debian's /usr/bin/chromium, nothing downloaded. */
final class Chromium {
    private Chromium() {
    }

    /**
     * Playwright for the tests. An assertion waits for what it expects for up to a minute, not Playwright's five
     * seconds: the wait ends at the event, and only a loaded machine (a solver's first tables built in the page's
     * worker while other builds run) comes near the bound.
     */
    static Playwright playwright() {
        PlaywrightAssertions.setDefaultAssertionTimeout(60_000);
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    private static final List<String> ARGS = List.of("--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--use-angle=swiftshader", "--enable-unsafe-swiftshader");

    private static final Path EXECUTABLE = Paths.get("/usr/bin/chromium");

    /**
     * Skips the calling test (its class, from a {@code @BeforeAll}) when Debian's chromium is not installed, as the
     * serial tests skip without socat: {@code .ci/run} installs both, so CI always runs them.
     */
    private static void assumeInstalled() {
        Assumptions.assumeTrue(Files.isExecutable(EXECUTABLE),
                "Debian's chromium is not installed at " + EXECUTABLE + " (apt-get install chromium; .ci/run does)");
    }

    static Browser launch(Playwright playwright) {
        assumeInstalled();
        return playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(EXECUTABLE)
                .setHeadless(true)
                .setArgs(ARGS));
    }

    /**
     * A phone (390 × 844, touch) in a browser with a profile of its own in {@code profile}: unlike a fresh context,
     * which Chromium treats as incognito, a page there can be installed as an app. Service workers run.
     */
    static BrowserContext persistentPhone(Playwright playwright, Path profile) {
        assumeInstalled();
        return playwright.chromium().launchPersistentContext(profile, new BrowserType.LaunchPersistentContextOptions()
                .setExecutablePath(EXECUTABLE)
                .setHeadless(true)
                .setArgs(ARGS)
                .setViewportSize(390, 844).setIsMobile(true).setHasTouch(true).setDeviceScaleFactor(2)
                .setServiceWorkers(ServiceWorkerPolicy.ALLOW));
    }

    /** The button called exactly {@code name}, as a person finds it. */
    static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /**
     * The number of steps of the solution on screen, once the move list has settled: the default solver shows its
     * first solution at once and may replace it with a shorter one while the list is aria-busy, so a count read before
     * then can be stale by the time the person presses Next.
     */
    static int settledTotal(Page page) {
        PlaywrightAssertions.assertThat(page.locator("#moves")).not().hasAttribute("aria-busy", "true");
        return ((Number) page.evaluate("window.cubeguide.total()")).intValue();
    }

    /** The tab called exactly {@code name}. */
    static Locator tab(Page page, String name) {
        return page.getByRole(AriaRole.TAB, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** Closes the browser, Playwright and the server, those that were started. */
    static void closeAll(Browser browser, Playwright playwright, AutoCloseable server) throws Exception {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
        if (server != null) {
            server.close();
        }
    }

    /**
     * A desktop-sized page (1360 × 900). The CSP is bypassed because waitForFunction evaluates strings. The page's
     * service worker is blocked: these pages test the page with a server (whose answers some tests stand in for
     * with page.route, which does not see requests a service worker makes); SiteBrowserTest tests the offline copy.
     */
    static BrowserContext desktop(Browser browser) {
        return browser.newContext(new Browser.NewContextOptions().setViewportSize(1360, 900).setBypassCSP(true)
                .setServiceWorkers(ServiceWorkerPolicy.BLOCK));
    }

    /** A phone: 390 × 844, touch, mobile; the service worker blocked, as on {@link #desktop}. */
    static BrowserContext phone(Browser browser) {
        return browser.newContext(new Browser.NewContextOptions().setViewportSize(390, 844).setIsMobile(true)
                .setHasTouch(true).setDeviceScaleFactor(2).setBypassCSP(true)
                .setServiceWorkers(ServiceWorkerPolicy.BLOCK));
    }
}
