package dev.cubeguide.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/** Headless Chromium for the engine's browser tests and benchmark: Debian's /usr/bin/chromium, nothing downloaded. */
final class HeadlessChromium {
    private HeadlessChromium() {
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

    static Browser launch(Playwright playwright) {
        return playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(Paths.get("/usr/bin/chromium")).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync")));
    }
}
