package dev.cubeguide.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The browser engine in headless Chromium, both builds (WebAssembly GC and JavaScript), served by a plain static
 * server: it starts in its worker, prepares its tables, gives the JVM's solutions ({@code --deterministic}) for the
 * same cubes, answers the API's errors as the server does, and keeps its tables in IndexedDB for the next visit,
 * where a damaged one is found by its checksum and built again.
 */
class EngineBrowserTest {
    /** Cubes compared with the JVM in the default run: the JavaScript engine is far slower, so it solves fewer. */
    private static final Map<String, Integer> CUBES = Map.of("wasm", 100, "js", 8);
    private static StaticServer server;
    private static Playwright playwright;
    private static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        server = new StaticServer(engineFolder(), Paths.get("target/test-classes/harness").toAbsolutePath());
        playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD",
                "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(Paths.get("/usr/bin/chromium")).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync")));
    }

    static Path engineFolder() {
        return Paths.get("target/classes/web/engine").toAbsolutePath();
    }

    @AfterAll
    static void stop() {
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

    /** A page with the engine started and every table set ready. */
    static Page started(BrowserContext context, String engine) {
        Page page = context.newPage();
        page.navigate(server.url());
        page.waitForFunction("() => window.harness !== undefined");
        page.evaluate("engine => window.harness.start(engine)", engine);
        page.evaluate("() => window.harness.tablesReady()");
        return page;
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> solveAll(Page page, List<String> facelets, String solver) {
        return (List<Map<String, Object>>) page.evaluate(
                "([f, s]) => window.harness.solveAll(f, s, {timeoutMs: 30000})", List.of(facelets, solver));
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> call(Page page, String method, String path, Object body) {
        return (Map<String, Object>) page.evaluate("([m, p, b]) => window.harness.call(m, p, b)",
                java.util.Arrays.asList(method, path, body));
    }

    @ParameterizedTest
    @ValueSource(strings = {"wasm", "js"})
    void theEngineSolvesAsTheJvmDoes(String engine) {
        try (BrowserContext context = browser.newContext()) {
            Page page = started(context, engine);
            List<CubieCube> cubes = RandomCubes.randomStates(1, CUBES.get(engine));
            List<String> facelets = cubes.stream().map(CubieCube::toFacelets).toList();
            SolveOptions deterministic = SolveOptions.defaults().withDeterministic(true);
            TwoPhaseSolver jvm = new TwoPhaseSolver(SharedTestTables.store());
            List<Map<String, Object>> answers = solveAll(page, facelets, "twophase");
            for (int i = 0; i < cubes.size(); i++) {
                String solution = (String) answers.get(i).get("solution");
                assertThat(solution).as(facelets.get(i)).isEqualTo(jvm.solve(cubes.get(i), deterministic).moves()
                        .toString());
                assertThat(cubes.get(i).apply(Alg.parse(solution)).isSolved()).isTrue();
            }
            List<String> few = facelets.subList(0, Math.min(8, facelets.size()));
            ThistlethwaiteSolver thistlethwaite = new ThistlethwaiteSolver(SharedTestTables.store());
            BeginnerSolver beginner = new BeginnerSolver();
            List<Map<String, Object>> t = solveAll(page, few, "thistlethwaite");
            List<Map<String, Object>> b = solveAll(page, few, "beginner");
            for (int i = 0; i < few.size(); i++) {
                assertThat(t.get(i).get("solution")).isEqualTo(thistlethwaite.solve(cubes.get(i), deterministic)
                        .moves().toString());
                assertThat(b.get(i).get("solution")).isEqualTo(beginner.solve(cubes.get(i), deterministic)
                        .moves().toString());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"wasm", "js"})
    @SuppressWarnings("unchecked")
    void badInputGetsTheServersCodesAndWords(String engine) {
        try (BrowserContext context = browser.newContext()) {
            Page page = started(context, engine);
            String twisted = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB".replace("UUUUUUUUURR", "UUUUUUUURRU")
                    .substring(0, 54);
            Map<String, Object> answer = call(page, "POST", "/api/validate", Map.of("facelets", twisted));
            Map<String, Object> error = (Map<String, Object>) ((Map<String, Object>) answer.get("body")).get("error");
            assertThat(answer.get("status")).isEqualTo(400);
            try {
                CubeValidator.validate(twisted);
            } catch (dev.cubeguide.error.CubeGuideException e) {
                assertThat(error.get("code")).isEqualTo(e.code().name());
                assertThat(error.get("message")).isEqualTo(e.getMessage());
            }
            Map<String, Object> notation = call(page, "POST", "/api/parse", Map.of("scramble", "R U X"));
            assertThat(notation.get("status")).isEqualTo(400);
            assertThat(((Map<String, Object>) ((Map<String, Object>) notation.get("body")).get("error")).get("code"))
                    .isEqualTo("BAD_NOTATION");
            Map<String, Object> parsed = call(page, "POST", "/api/parse", Map.of("scramble", "(R U)2"));
            assertThat(((Map<String, Object>) parsed.get("body")).get("moves")).isEqualTo("R U R U");
            Map<String, Object> malformed = call(page, "POST", "/api/solve", "{\"scramble\": \"R\",}");
            assertThat(malformed.get("status")).isEqualTo(400);
            Map<String, Object> unknown = call(page, "POST", "/api/solve", Map.of("scramble", "R", "colour", 1));
            assertThat(((Map<String, Object>) ((Map<String, Object>) unknown.get("body")).get("error")).get("message"))
                    .isEqualTo("unknown field \"colour\"; the fields are facelets, maxLength, scramble, solver, timeoutMs");
            assertThat(call(page, "GET", "/api/solve", null).get("status")).isEqualTo(405);
            assertThat(call(page, "GET", "/api/nothing", null).get("status")).isEqualTo(404);
            Map<String, Object> scramble = call(page, "GET", "/api/scramble?seed=7&randomState=false&moves=5", null);
            assertThat(((Map<String, Object>) scramble.get("body")).get("scramble")).isEqualTo(
                    dev.cubeguide.solve.Scrambler.randomMoves(new java.util.Random(7), 5).moves().toString());
            Map<String, Object> solvers = (Map<String, Object>) call(page, "GET", "/api/solvers", null).get("body");
            assertThat(solvers.get("default")).isEqualTo("twophase");
        }
    }

    @org.junit.jupiter.api.Test
    @SuppressWarnings("unchecked")
    void storedTablesAreLoadedNextTimeAndADamagedOneIsBuiltAgain() {
        try (BrowserContext context = browser.newContext()) {
            Page first = started(context, "wasm");
            assertThat(progressStates(first, "twophase")).contains("building");
            first.close();
            Page second = started(context, "wasm");
            assertThat(progressStates(second, "twophase")).contains("loading").doesNotContain("building");
            // Damage one stored table: flip a byte of the twist move table.
            second.evaluate("() => new Promise((resolve, reject) => { const open = indexedDB.open('cubeguide-engine', 1);"
                    + " open.onsuccess = () => { const tx = open.result.transaction('tables', 'readwrite');"
                    + " const store = tx.objectStore('tables'); const get = store.get('coord-twist-move.v1.tbl');"
                    + " get.onsuccess = () => { const r = get.result; const b = new Uint8Array(r.bytes); b[100] ^= 1;"
                    + " store.put(r, 'coord-twist-move.v1.tbl'); }; tx.oncomplete = () => { open.result.close(); resolve(); };"
                    + " tx.onerror = () => reject(tx.error); }; })");
            second.close();
            Page third = started(context, "wasm");
            List<Map<String, Object>> events = (List<Map<String, Object>>) third.evaluate("() => window.harness.progress");
            assertThat(events).anyMatch(e -> "building".equals(e.get("state"))
                    && String.valueOf(e.get("message")).contains("damaged"));
            String cube = RandomCubes.randomStates(2, 1).get(0).toFacelets();
            Map<String, Object> answer = solveAll(third, List.of(cube), "twophase").get(0);
            assertThat(CubeValidator.validate(cube).apply(Alg.parse((String) answer.get("solution"))).isSolved()).isTrue();
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> progressStates(Page page, String solver) {
        List<Map<String, Object>> events = (List<Map<String, Object>>) page.evaluate("() => window.harness.progress");
        return events.stream().filter(e -> solver.equals(e.get("solver"))).map(e -> (String) e.get("state")).toList();
    }
}
