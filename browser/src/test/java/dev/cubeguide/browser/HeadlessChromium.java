package dev.cubeguide.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/** Headless Chromium for the engine's browser tests and benchmark: Debian's /usr/bin/chromium, nothing downloaded. */
final class HeadlessChromium {
    private HeadlessChromium() {
    }

    static Playwright playwright() {
        return Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    static Browser launch(Playwright playwright) {
        return playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(Paths.get("/usr/bin/chromium")).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync")));
    }
}
