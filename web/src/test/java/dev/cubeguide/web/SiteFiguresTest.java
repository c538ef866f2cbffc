package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.web.site.StaticSite;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page-level speed figures of the static site (docs/BENCHMARKS.md), measured in headless Chromium against a
 * plain static host: for each engine, the time from the page's opening to the first solution on screen on a first
 * visit (empty browser storage, so the engine builds its first tables), and with the host stopped on a later visit
 * (tables in browser storage, files from the service worker); and the size of the first visit's files. Prints a
 * Markdown table; checks only that every solution solves its cube (figures are not asserted).
 *
 * <pre>mvn -B -q -pl web -am verify -Pslow -Dtest=SiteFiguresTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
@Tag("slow")
class SiteFiguresTest {
    private static final int RUNS = 5;
    @TempDir
    Path temp;

    @Test
    void firstSolutionOnAFirstVisitAndOffline() throws IOException {
        Path folder = temp.resolve("site");
        StaticSite site = StaticSite.assemble(StaticSite.Host.STATIC);
        site.writeTo(folder);
        Random random = new Random(30);
        List<String> rows = new ArrayList<>();
        try (Playwright playwright = Chromium.playwright(); Browser browser = Chromium.launch(playwright)) {
            for (String engine : List.of("wasm", "js")) {
                List<Double> first = new ArrayList<>();
                List<Double> offline = new ArrayList<>();
                for (int run = 0; run < RUNS; run++) {
                    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
                            .setServiceWorkers(ServiceWorkerPolicy.ALLOW).setViewportSize(390, 844))) {
                        Page page = context.newPage();
                        URI origin;
                        try (StaticHost host = StaticHost.serve(folder)) {
                            origin = host.uri();
                            first.add(firstSolutionMs(page, origin, engine, RandomCubes.randomMoves(random, 25)));
                            page.waitForFunction("navigator.serviceWorker.controller !== null");
                            // The engine's full table set is stored before the host stops.
                            page.waitForFunction("window.cubeguide.tablesReady()", null,
                                    new Page.WaitForFunctionOptions().setTimeout(120_000));
                        }
                        offline.add(firstSolutionMs(context.newPage(), origin, engine,
                                RandomCubes.randomMoves(random, 25)));
                    }
                }
                rows.add(String.format(Locale.ROOT, "| %s | %.0f ms (%s) | %.0f ms (%s) |", engine, median(first),
                        list(first), median(offline), list(offline)));
            }
        }
        String table = "| engine | first visit: page opened to first solution shown, median of " + RUNS
                + " | offline, tables stored: page opened to first solution shown |\n|---|---|---|\n"
                + String.join("\n", rows) + "\n\nfirst visit's files: " + site.files().size() + ", "
                + String.format(Locale.ROOT, "%.2f MB, %.2f MB gzipped", site.size() / 1e6, site.gzippedSize() / 1e6)
                + " (three.js included)\n";
        System.out.println(table);
        Files.writeString(Path.of("target", "site-figures.md"), table);
    }

    /** Opens the page with a scramble in its address and returns when the solution is on screen, in ms since opening. */
    private static double firstSolutionMs(Page page, URI origin, String engine, Alg scramble) {
        page.navigate(origin + "?engine=" + engine + "&scramble="
                + URLEncoder.encode(scramble.toString(), StandardCharsets.UTF_8));
        page.waitForFunction("document.getElementById('moves').dataset.solution", null,
                new Page.WaitForFunctionOptions().setTimeout(120_000));
        String start = page.locator("#moves").getAttribute("data-start");
        String solution = page.locator("#moves").getAttribute("data-solution");
        assertThat(CubieCube.fromFacelets(start)).isEqualTo(CubieCube.of(scramble));
        assertThat(CubieCube.fromFacelets(start).apply(Alg.parse(solution)).isSolved()).isTrue();
        return ((Number) page.evaluate("performance.getEntriesByName('cubeguide-solution')[0].startTime"))
                .doubleValue();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static String list(List<Double> values) {
        return String.join(", ", values.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).toList());
    }
}
