package dev.cubeguide.web;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.web.site.StaticSite;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The static site's page-level figures ({@code scripts/site-bench.sh}, docs/BENCHMARKS.md): in headless Chromium
 * at phone size, against the site written by {@link StaticSite} and served by a plain static file server
 * ({@link StaticHost}), for each engine:
 * <ul>
 *   <li>a first visit (a fresh browser context: no stored tables, no service worker): the time from the page's
 *       opening to its engine running, to the first solution on screen (the scramble given in the address), and to
 *       the move list settled (the default solver's search for a shorter solution ended, {@code 'cubeguide-settled'});</li>
 *   <li>a later visit with the host stopped (the service worker answers; the engine's tables are in IndexedDB):
 *       the time from the page's opening to the first solution on screen;</li>
 * </ul>
 * and the size of the first visit's files (the service worker fetches them all). The times are the page's own
 * marks ({@code performance.mark('cubeguide-engine')}, {@code 'cubeguide-solution'}), counted from the navigation.
 * Every solution is checked against its cube.
 *
 * <p>Options: {@code --runs N} (first visits per engine, each followed by an offline visit; default 5),
 * {@code --seed S} (default 1), {@code --engines wasm,js}, {@code --solver NAME} (a choice of the page's solver list,
 * given in the address; default: none, the page's default, two-phase with its 300 ms budget; {@code fastest}: the
 * same solver without the budget).
 */
public final class SiteBench {
    private static final double LOAD_LIMIT_MS = 180_000;

    private SiteBench() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            given.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        int runs = Integer.parseInt(given.getOrDefault("runs", "5"));
        Random random = new Random(Long.parseLong(given.getOrDefault("seed", "1")));
        List<String> engines = List.of(given.getOrDefault("engines", "wasm,js").split(","));
        String solver = given.containsKey("solver") ? "&solver=" + given.get("solver") : "";
        Path folder = Files.createTempDirectory("cubeguide-site-bench");
        StaticSite site = StaticSite.assemble(StaticSite.Host.STATIC);
        site.writeTo(folder);
        List<String> rows = new ArrayList<>();
        try (Playwright playwright = Chromium.playwright(); Browser browser = Chromium.launch(playwright)) {
            for (String engine : engines) {
                List<Double> started = new ArrayList<>();
                List<Double> first = new ArrayList<>();
                List<Double> offline = new ArrayList<>();
                List<Double> settled = new ArrayList<>();
                for (int run = 0; run < runs; run++) {
                    try (BrowserContext context = browser.newContext(new Browser.NewContextOptions()
                            .setServiceWorkers(ServiceWorkerPolicy.ALLOW).setViewportSize(390, 844)
                            .setIsMobile(true).setHasTouch(true))) {
                        Page page = context.newPage();
                        URI origin;
                        try (StaticHost host = StaticHost.serve(folder)) {
                            origin = host.uri();
                            first.add(firstSolutionMs(page, origin, engine + solver, RandomCubes.randomState(random)));
                            started.add(mark(page, "cubeguide-engine"));
                            settled.add(settledMs(page));
                            // Before the host stops: the offline copy is complete, and every table is stored.
                            page.waitForFunction("navigator.serviceWorker.controller !== null");
                            page.waitForFunction("window.cubeguide.tablesStored()", null,
                                    new Page.WaitForFunctionOptions().setTimeout(LOAD_LIMIT_MS).setPollingInterval(250));
                        }
                        // The person's next visit, offline: the same tab opens the page again (no other page of the
                        // site is open meanwhile).
                        offline.add(firstSolutionMs(page, origin, engine + solver, RandomCubes.randomState(random)));
                    }
                }
                rows.add(String.format(Locale.ROOT, "| %s | %.0f ms | %.0f ms (%s) | %s | %.0f ms (%s) |", engine,
                        median(started), median(first), list(first),
                        settled.stream().allMatch(ms -> ms.isNaN()) ? "–" : String.format(Locale.ROOT, "%.0f ms",
                                median(settled)), median(offline), list(offline)));
            }
        }
        System.out.println("| engine | first visit: engine running | first visit: first solution on screen "
                + "(median of " + runs + "; each) | first visit: shorter solution settled | offline, tables stored: "
                + "first solution on screen |");
        System.out.println("|---|---:|---:|---:|---:|");
        rows.forEach(System.out::println);
        System.out.println();
        System.out.printf(Locale.ROOT, "The first visit's files (all of the site, which the service worker caches): "
                + "%d files, %.2f MB, %.2f MB gzipped (three.js and both engines included).%n", site.files().size(),
                site.size() / 1e6, site.gzippedSize() / 1e6);
    }

    /**
     * Opens the page with the cube in its address ({@code engine}: the engine's name, and any further parameters);
     * returns the time from the opening to its solution on screen.
     */
    private static double firstSolutionMs(Page page, URI origin, String engine, CubieCube cube) {
        page.navigate(origin + "?engine=" + engine + "&facelets="
                + URLEncoder.encode(cube.toFacelets(), StandardCharsets.UTF_8));
        page.waitForFunction("document.getElementById('moves').dataset.solution", null,
                new Page.WaitForFunctionOptions().setTimeout(LOAD_LIMIT_MS).setPollingInterval(50));
        CubieCube start = CubieCube.fromFacelets(page.locator("#moves").getAttribute("data-start"));
        String solution = page.locator("#moves").getAttribute("data-solution");
        if (!start.equals(cube) || !start.apply(Alg.parse(solution)).isSolved()) {
            throw new AssertionError("the page's solution " + solution + " does not solve " + cube.toFacelets());
        }
        return mark(page, "cubeguide-solution");
    }

    /**
     * Waits until the move list has settled (the default solver's search for a shorter solution has ended) and checks
     * the solution then on screen; returns the time of the page's 'cubeguide-settled' mark, or NaN when the solver
     * searched for none (no budget).
     */
    private static double settledMs(Page page) {
        page.waitForFunction("!document.getElementById('moves').hasAttribute('aria-busy')", null,
                new Page.WaitForFunctionOptions().setTimeout(LOAD_LIMIT_MS).setPollingInterval(50));
        CubieCube start = CubieCube.fromFacelets(page.locator("#moves").getAttribute("data-start"));
        String solution = page.locator("#moves").getAttribute("data-solution");
        if (!start.apply(Alg.parse(solution)).isSolved()) {
            throw new AssertionError("the settled solution " + solution + " does not solve " + start.toFacelets());
        }
        boolean marked = (Boolean) page.evaluate("performance.getEntriesByName('cubeguide-settled').length > 0");
        return marked ? mark(page, "cubeguide-settled") : Double.NaN;
    }

    private static double mark(Page page, String name) {
        return ((Number) page.evaluate("name => performance.getEntriesByName(name)[0].startTime", name)).doubleValue();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static String list(List<Double> values) {
        return String.join(", ", values.stream().map(v -> String.format(Locale.ROOT, "%.0f", v)).toList());
    }
}
