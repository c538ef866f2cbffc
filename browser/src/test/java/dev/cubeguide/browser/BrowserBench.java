package dev.cubeguide.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The browser engine's benchmark ({@code scripts/browser-bench.sh}): in headless Chromium, for each engine
 * (WebAssembly GC, JavaScript), the table preparation on a first visit (cold: built in the workers) and on the next
 * (warm: read from IndexedDB), the first solution of a first visit, and for each solver the median and p95 solve
 * time and the mean length on seeded random-state cubes. A solve's time is the page's round trip through the
 * worker. Each engine runs in a fresh browser context, so a first visit finds no stored tables.
 *
 * <p>Options: {@code --count N} (cubes per solver, default 1000), {@code --js-count N} (for the JavaScript engine,
 * default 1000), {@code --seed S} (default 1), {@code --engines wasm,js}, {@code --solvers
 * twophase,thistlethwaite,beginner}, {@code --budget MS} (the solve requests' {@code budgetMs}: how long two-phase and
 * Thistlethwaite go on looking for a shorter solution; none by default). Further figures (the site's page-level ones) are {@link Figures} added to
 * {@link #FIGURES}.
 */
public final class BrowserBench {
    /** A group of figures measured in one browser and printed as Markdown rows. */
    interface Figures {
        /** The rows of the figures, measured in {@code browser}. */
        List<String> measure(Browser browser, Options options) throws Exception;
    }

    /** The benchmark's options. */
    record Options(int count, int jsCount, long seed, List<String> engines, List<String> solvers, int budgetMs) {
        static Options parse(String[] args) {
            Map<String, String> given = new LinkedHashMap<>();
            for (int i = 0; i + 1 < args.length; i += 2) {
                if (!args[i].startsWith("--")) {
                    throw new IllegalArgumentException("expected --option value, not " + args[i]);
                }
                given.put(args[i].substring(2), args[i + 1]);
            }
            return new Options(Integer.parseInt(given.getOrDefault("count", "1000")),
                    Integer.parseInt(given.getOrDefault("js-count", "1000")),
                    Long.parseLong(given.getOrDefault("seed", "1")),
                    List.of(given.getOrDefault("engines", "wasm,js").split(",")),
                    List.of(given.getOrDefault("solvers", "twophase,thistlethwaite,beginner").split(",")),
                    Integer.parseInt(given.getOrDefault("budget", "0")));
        }

        /** The solve request's options: the time limit, and the budget ({@code budgetMs}) when one was given. */
        Map<String, Object> request() {
            return budgetMs > 0 ? Map.of("timeoutMs", 30000, "budgetMs", budgetMs) : Map.of("timeoutMs", 30000);
        }

        int countFor(String engine) {
            return engine.equals("js") ? jsCount : count;
        }
    }

    /** The figures printed, in order: the engines' own; the site adds its page's. */
    static final List<Figures> FIGURES = new ArrayList<>(List.of(BrowserBench::engineFigures));

    private static StaticServer server;

    private BrowserBench() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        Path engine = EngineBrowserTest.engineFolder();
        server = new StaticServer(engine, Paths.get("target/test-classes/harness").toAbsolutePath());
        try (Playwright playwright = HeadlessChromium.playwright()) {
            Browser browser = HeadlessChromium.launch(playwright);
            System.out.println("Chromium " + browser.version() + ", " + Runtime.getRuntime().availableProcessors()
                    + " cores");
            for (Figures figures : FIGURES) {
                for (String row : figures.measure(browser, options)) {
                    System.out.println(row);
                }
            }
            browser.close();
        } finally {
            server.close();
        }
    }

    /** The engines' figures: one table of table preparation, one of solves. */
    static List<String> engineFigures(Browser browser, Options options) {
        List<String> preparation = new ArrayList<>();
        preparation.add("");
        preparation.add("| engine | first visit: first solution | first set ready | full set ready | Thistlethwaite ready"
                + " | kept in storage | warm: engine loaded | warm: two-phase tables | warm: Thistlethwaite tables"
                + " | warm: CPU |");
        preparation.add("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        List<String> solves = new ArrayList<>();
        solves.add("");
        solves.add("| engine | solver | cubes | median ms | p95 ms | mean length | CPU ms a solve |");
        solves.add("|---|---|---:|---:|---:|---:|---:|");
        for (String engine : options.engines()) {
            List<String> facelets = RandomCubes.randomStates(options.seed(), options.countFor(engine)).stream()
                    .map(CubieCube::toFacelets).toList();
            try (BrowserContext context = browser.newContext()) {
                Page cold = context.newPage();
                cold.navigate(server.url());
                cold.waitForFunction("() => window.harness !== undefined");
                cold.evaluate("([e, f]) => window.harness.start(e, f)", List.of(engine, facelets.get(0)));
                double first = ((Number) cold.evaluate("async () => (await window.harness.first).at")).doubleValue();
                cold.evaluate("() => window.harness.tablesReady()");
                List<Map<String, Object>> coldEvents = events(cold);
                System.err.println(engine + " cold table log: " + cold.evaluate("() => window.harness.tableLog()"));
                long kept = storedBytes(cold);
                cold.close();
                Page warm = context.newPage();
                warm.navigate(server.url());
                warm.waitForFunction("() => window.harness !== undefined");
                long cpuBefore = browserCpuNanos();
                Map<?, ?> started = (Map<?, ?>) warm.evaluate("e => window.harness.start(e)", engine);
                double loaded = ((Number) started.get("loadedAt")).doubleValue();
                warm.evaluate("() => window.harness.tablesReady()");
                long cpu = browserCpuNanos() - cpuBefore;
                List<Map<String, Object>> warmEvents = events(warm);
                System.err.println(engine + " warm table log: " + warm.evaluate("() => window.harness.tableLog()"));
                double startedAt = ((Number) started.get("startedAt")).doubleValue();
                preparation.add(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %.1f MB | %s | %s | %s | %s |",
                        engine, seconds(first), seconds(readyAt(coldEvents, "first", "twophase")),
                        seconds(readyAt(coldEvents, "full", "twophase")),
                        seconds(readyAt(coldEvents, "full", "thistlethwaite")), kept / 1e6,
                        seconds(loaded - startedAt), seconds(readyAt(warmEvents, null, "twophase") - loaded),
                        seconds(readyAt(warmEvents, null, "thistlethwaite") - loaded),
                        cpuBefore < 0 ? "–" : seconds(cpu / 1e6)));
                for (String solver : options.solvers()) {
                    solves.add(solveRow(warm, engine, solver, facelets, options.request()));
                }
                warm.close();
            }
        }
        List<String> out = new ArrayList<>(preparation);
        out.add("");
        out.add("First visit: seconds from the page's opening; a first solution is asked for at once and answered once"
                + " the first set is ready. Warm (the next visit): the engine's loading from the start, then each"
                + " solver's table preparation from the engine's loading; CPU: the browser's processes' until every"
                + " table was ready.");
        out.addAll(solves);
        return out;
    }

    /** The bytes the engine keeps in the page's storage. */
    private static long storedBytes(Page page) {
        return ((Number) page.evaluate("() => new Promise((resolve, reject) => {"
                + " const open = indexedDB.open('cubeguide-engine', 1);"
                + " open.onsuccess = () => { let sum = 0; const tx = open.result.transaction('tables');"
                + " const cursor = tx.objectStore('tables').openCursor();"
                + " cursor.onsuccess = () => { const c = cursor.result; if (c) { sum += c.value.stored;"
                + " c.continue(); }"
                + " else { open.result.close(); resolve(sum); } }; cursor.onerror = () => reject(cursor.error); }; })"))
                .longValue();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> events(Page page) {
        return (List<Map<String, Object>>) page.evaluate("() => window.harness.progress");
    }

    /** When the solver's part of {@code set} (any set when null) was last reported ready, in ms since the page opened. */
    private static double readyAt(List<Map<String, Object>> events, String set, String solver) {
        double at = Double.NaN;
        for (Map<String, Object> e : events) {
            if ("ready".equals(e.get("state")) && solver.equals(e.get("solver"))
                    && (set == null || set.equals(e.get("set")))) {
                at = ((Number) e.get("at")).doubleValue();
            }
        }
        return at;
    }

    private static String seconds(double ms) {
        return Double.isNaN(ms) ? "–" : String.format(Locale.ROOT, "%.2f s", ms / 1000);
    }

    @SuppressWarnings("unchecked")
    private static String solveRow(Page page, String engine, String solver, List<String> facelets,
            Map<String, Object> request) {
        // A few solves first, so that the engine's code is compiled (as it is after a page's first solves).
        page.evaluate("([f, s, r]) => window.harness.solveAll(f, s, r)",
                List.of(facelets.subList(0, Math.min(5, facelets.size())), solver, request));
        long cpuBefore = browserCpuNanos();
        List<Map<String, Object>> answers = (List<Map<String, Object>>) page.evaluate(
                "([f, s, r]) => window.harness.solveAll(f, s, r)", List.of(facelets, solver, request));
        long cpu = browserCpuNanos() - cpuBefore;
        double[] ms = new double[answers.size()];
        long moves = 0;
        int failed = 0;
        for (int i = 0; i < answers.size(); i++) {
            Map<String, Object> a = answers.get(i);
            ms[i] = ((Number) a.get("ms")).doubleValue();
            if (a.containsKey("error")) {
                failed++;
            } else {
                moves += ((Number) a.get("length")).longValue();
            }
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        int solved = answers.size() - failed;
        return String.format(Locale.ROOT, "| %s | %s | %d%s | %.2f | %.2f | %.2f | %s |", engine, solver,
                answers.size(), failed > 0 ? " (" + failed + " failed)" : "", sorted[sorted.length / 2],
                sorted[(int) Math.ceil(sorted.length * 0.95) - 1], solved == 0 ? 0.0 : moves / (double) solved,
                cpuBefore < 0 ? "–" : String.format(Locale.ROOT, "%.2f", cpu / 1e6 / answers.size()));
    }

    /**
     * The CPU time of this process's Chromium processes (the page's renderer, with its workers, among them), or -1
     * where the system does not tell: a solve's CPU time, unlike its wall time, hardly changes with the machine's
     * load.
     */
    private static long browserCpuNanos() {
        long sum = 0;
        for (ProcessHandle p : ProcessHandle.current().descendants().toList()) {
            java.util.Optional<java.time.Duration> cpu = p.info().totalCpuDuration();
            if (cpu.isEmpty()) {
                return -1;
            }
            sum += cpu.get().toNanos();
        }
        return sum;
    }
}
