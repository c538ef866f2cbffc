package dev.cubeguide.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The browser engine in headless Chromium, both builds (WebAssembly GC and JavaScript), served by a plain static
 * server. The WebAssembly engine's visits share one browser context, in order: a first visit builds the tables
 * (the small two-phase set here, the full set and Thistlethwaite's in the builder worker) with progress shown, keeps
 * only the kept kind in storage (at most 40 MB), never blocks the page's thread for over 100 ms, and keeps two-phase
 * ready once its first set is; the next visit loads the full set at once and gives the JVM's {@code --deterministic}
 * solutions on 1000 seeded cubes, for each solver; a damaged stored table is found by its checksum and built again.
 * The small set alone gives the JVM's solutions too, on both engines, and bad input gets the server's codes and words.
 * The JavaScript engine's full set takes minutes to build, so its 1000-cube comparison is slow ({@code -Pslow}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineBrowserTest {
    /** Seeded random-state cubes compared with the JVM, each solver, in the default run (the WebAssembly engine). */
    private static final int CUBES = 1000;
    /** Cubes compared on the small set (it searches far more nodes; the JavaScript engine's fewer still). */
    private static final Map<String, Integer> SMALL_SET_CUBES = Map.of("wasm", 30, "js", 8);
    /** The most bytes the browser may keep. */
    private static final long STORAGE_LIMIT = 40_000_000L;
    private static StaticServer server;
    private static Playwright playwright;
    private static Browser browser;
    /** The WebAssembly engine's visits, in order. */
    private static BrowserContext visits;

    @BeforeAll
    static void start() throws Exception {
        server = new StaticServer(engineFolder(), Paths.get("target/test-classes/harness").toAbsolutePath());
        playwright = HeadlessChromium.playwright();
        browser = HeadlessChromium.launch(playwright);
        visits = browser.newContext();
    }

    static Path engineFolder() {
        return Paths.get("target/classes/web/engine").toAbsolutePath();
    }

    @AfterAll
    static void stop() {
        if (visits != null) {
            visits.close();
        }
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

    /** A page with the engine started and every table part asked for ready ({@code full}: the full sets too). */
    static Page started(BrowserContext context, String engine, boolean full) {
        Page page = context.newPage();
        page.navigate(server.url());
        page.waitForFunction("() => window.harness !== undefined");
        page.evaluate("([e, full]) => window.harness.start(e, null, {full})", List.of(engine, full));
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
                Arrays.asList(method, path, body));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> progress(Page page) {
        return (List<Map<String, Object>>) page.evaluate("() => window.harness.progress");
    }

    /** What storage holds: {file: bytes stored}. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> stored(Page page) {
        return (Map<String, Object>) page.evaluate("() => new Promise((resolve, reject) => {"
                + " const open = indexedDB.open('cubeguide-engine', 1);"
                + " open.onsuccess = () => { const out = {}; const tx = open.result.transaction('tables');"
                + " const cursor = tx.objectStore('tables').openCursor();"
                + " cursor.onsuccess = () => { const c = cursor.result; if (c) { out[c.key] = c.value.stored;"
                + " c.continue(); }"
                + " else { open.result.close(); resolve(out); } }; cursor.onerror = () => reject(cursor.error); }; })");
    }

    /** The engine's answers for {@code cubes} against the JVM's {@code --deterministic} ones, each checked by applying it. */
    static void assertSolvesAsTheJvm(Page page, List<CubieCube> cubes) {
        SolveOptions deterministic = SolveOptions.defaults().withDeterministic(true);
        TwoPhaseSolver jvm = new TwoPhaseSolver(SharedTestTables.store());
        List<String> facelets = cubes.stream().map(CubieCube::toFacelets).toList();
        List<Map<String, Object>> answers = solveAll(page, facelets, "twophase");
        for (int i = 0; i < cubes.size(); i++) {
            String solution = (String) answers.get(i).get("solution");
            assertThat(solution).as(facelets.get(i)).isEqualTo(jvm.solve(cubes.get(i), deterministic).moves().toString());
            assertThat(cubes.get(i).apply(Alg.parse(solution)).isSolved()).isTrue();
        }
    }

    @Test
    @Order(1)
    @SuppressWarnings("unchecked")
    void aFirstVisitBuildsWithProgressKeepsAtMost40MbAndNeverBlocksThePage() {
        Page page = visits.newPage();
        page.navigate(server.url());
        page.waitForFunction("() => window.harness !== undefined");
        String first = RandomCubes.randomStates(3, 1).get(0).toFacelets();
        page.evaluate("([e, f]) => window.harness.start(e, f)", List.of("wasm", first));
        // GET /api/tables's two-phase state at each progress event.
        page.evaluate("() => { const c = window.harness.client; window.harness.twophaseStates = [];"
                + " c.onProgress(async () => window.harness.twophaseStates.push("
                + "(await c.call('GET', '/api/tables')).body.tables.find((t) => t.solver === 'twophase').state)); }");
        // Calls that need no tables, and solves once the first set is ready, while the full set is built.
        assertThat(call(page, "POST", "/api/parse", Map.of("scramble", "R U")).get("status")).isEqualTo(200);
        assertThat(page.evaluate("async () => (await window.harness.first).status")).isEqualTo(200);
        List<String> few = RandomCubes.randomStates(3, 20).stream().map(CubieCube::toFacelets).toList();
        assertThat(solveAll(page, few, "twophase")).allMatch(a -> a.containsKey("solution"));
        page.evaluate("() => window.harness.tablesReady()");
        List<Map<String, Object>> events = progress(page);
        assertThat(events).anyMatch(e -> "full".equals(e.get("set")) && "waiting".equals(e.get("state")));
        assertThat(events).anyMatch(e -> "first".equals(e.get("set")) && "building".equals(e.get("state")));
        // The full set's build reports its share done and, once it has gone on a while, the time left.
        assertThat(events).anyMatch(e -> "full".equals(e.get("set")) && "building".equals(e.get("state"))
                && e.get("secondsLeft") instanceof Number && ((Number) e.get("fraction")).doubleValue() > 0);
        assertThat(events).filteredOn(e -> "ready".equals(e.get("state"))).extracting(e -> e.get("set") + " " + e.get("solver"))
                .contains("first twophase", "full twophase", "full thistlethwaite");
        // Two-phase stays ready in GET /api/tables once its first set is, while the full set is built.
        List<String> states = (List<String>) page.evaluate("() => window.harness.twophaseStates");
        int firstReady = states.indexOf("ready");
        assertThat(firstReady).isNotNegative();
        assertThat(states.subList(firstReady, states.size())).containsOnly("ready");
        List<Map<String, Object>> longTasks = (List<Map<String, Object>>) page.evaluate("() => window.harness.longTasks");
        assertThat(longTasks).allMatch(t -> ((Number) t.get("duration")).doubleValue() <= 100);
        Map<String, Object> kept = stored(page);
        long bytes = kept.values().stream().mapToLong(v -> ((Number) v).longValue()).sum();
        assertThat(bytes).isPositive().isLessThanOrEqualTo(STORAGE_LIMIT);
        assertThat(kept).containsKeys("coord-phase1-mod3.v1.tbl", "twophase-endings.v2.tbl", "coord-twist-move.v1.tbl")
                .doesNotContainKeys("coord-flipslice-sym.v1.tbl", "coord-twistflip-prun.v1.tbl");
        page.close();
    }

    @Test
    @Order(2)
    void theNextVisitLoadsTheFullSetAtOnceAndSolves1000CubesAsTheJvm() {
        Page page = started(visits, "wasm", true);
        List<Map<String, Object>> events = progress(page);
        assertThat(events).noneMatch(e -> "building".equals(e.get("state")));
        assertThat(events).anyMatch(e -> "full".equals(e.get("set")) && "twophase".equals(e.get("solver"))
                && "ready".equals(e.get("state")));
        List<CubieCube> cubes = RandomCubes.randomStates(1, CUBES);
        assertSolvesAsTheJvm(page, cubes);
        List<String> facelets = cubes.stream().map(CubieCube::toFacelets).toList();
        SolveOptions deterministic = SolveOptions.defaults().withDeterministic(true);
        ThistlethwaiteSolver thistlethwaite = new ThistlethwaiteSolver(SharedTestTables.store());
        BeginnerSolver beginner = new BeginnerSolver();
        List<Map<String, Object>> t = solveAll(page, facelets, "thistlethwaite");
        List<Map<String, Object>> b = solveAll(page, facelets, "beginner");
        for (int i = 0; i < cubes.size(); i++) {
            assertThat(t.get(i).get("solution")).as(facelets.get(i))
                    .isEqualTo(thistlethwaite.solve(cubes.get(i), deterministic).moves().toString());
            assertThat(b.get(i).get("solution")).as(facelets.get(i))
                    .isEqualTo(beginner.solve(cubes.get(i), deterministic).moves().toString());
        }
        // The page's beginner guide asks for its first layer as the server's API takes it.
        Map<String, Object> onU = call(page, "POST", "/api/solve", Map.of("facelets", facelets.get(0),
                "solver", "beginner", "firstLayer", "U"));
        assertThat(((Map<?, ?>) onU.get("body")).get("solution")).isEqualTo(beginner.solve(cubes.get(0),
                deterministic.with(new BeginnerOptions(Face.U, false))).moves().toString());
        // Short scrambles: the short optimal search and the length limits of the JVM's.
        Random random = new Random(5);
        for (int i = 0; i < 12; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(RandomCubes.randomMoves(random, 1 + i));
            Map<String, Object> answer = call(page, "POST", "/api/solve", Map.of("facelets", cube.toFacelets(),
                    "maxLength", 19));
            assertThat(((Map<?, ?>) answer.get("body")).get("solution")).as(cube.toFacelets()).isEqualTo(
                    new TwoPhaseSolver(SharedTestTables.store()).solve(cube, deterministic.withMaxLength(19)).moves()
                            .toString());
        }
        page.close();
        twoPagesOpenedAtOnceBothLoadTheKeptTables();
    }

    /**
     * Two pages of the origin started at the same moment (two tabs, or a reload while the old page's workers are still
     * going) both read the kept tables, the file of the phase-1 residues included, and neither waits for the other or
     * builds: reading that file takes no lock.
     */
    private static void twoPagesOpenedAtOnceBothLoadTheKeptTables() {
        List<Page> pages = List.of(visits.newPage(), visits.newPage());
        for (Page page : pages) {
            page.navigate(server.url());
            page.waitForFunction("() => window.harness !== undefined");
        }
        for (Page page : pages) {
            page.evaluate("() => { window.starting = window.harness.start('wasm', null, {full: true}); }");
        }
        String cube = RandomCubes.randomStates(6, 1).get(0).toFacelets();
        for (Page page : pages) {
            page.evaluate("() => window.starting.then(() => window.harness.tablesReady())");
            assertThat(progress(page)).noneMatch(e -> "building".equals(e.get("state")))
                    .anyMatch(e -> "full".equals(e.get("set")) && "twophase".equals(e.get("solver"))
                            && "ready".equals(e.get("state")));
            Map<String, Object> answer = solveAll(page, List.of(cube), "twophase").get(0);
            assertThat(CubeValidator.validate(cube).apply(Alg.parse((String) answer.get("solution"))).isSolved())
                    .isTrue();
            page.close();
        }
    }

    @Test
    @Order(3)
    void aDamagedStoredTableIsFoundAndBuiltAgain() {
        Page page = visits.newPage();
        page.navigate(server.url());
        page.evaluate("() => new Promise((resolve, reject) => { const open = indexedDB.open('cubeguide-engine', 1);"
                + " open.onsuccess = () => { const tx = open.result.transaction('tables', 'readwrite');"
                + " const store = tx.objectStore('tables'); const get = store.get('twophase-endings.v2.tbl');"
                + " get.onsuccess = () => { const r = get.result; const b = new Uint8Array(r.bytes); b[100] ^= 1;"
                + " store.put(r, 'twophase-endings.v2.tbl'); }; tx.oncomplete = () => { open.result.close(); resolve(); };"
                + " tx.onerror = () => reject(tx.error); }; })");
        page.close();
        Page next = started(visits, "wasm", true);
        assertThat(progress(next)).anyMatch(e -> String.valueOf(e.get("message")).contains("damaged"));
        String cube = RandomCubes.randomStates(2, 1).get(0).toFacelets();
        Map<String, Object> answer = solveAll(next, List.of(cube), "twophase").get(0);
        assertThat(CubeValidator.validate(cube).apply(Alg.parse((String) answer.get("solution"))).isSolved()).isTrue();
        next.close();
    }

    /**
     * Storage keeps each table with the SHA-256 of its stored bytes, checked by the browser off the engine's thread.
     * A record without one (kept before it was, or where the browser has no Web Crypto) is checked by the engine's
     * CRC-32 instead: here an endings table kept inflated, without its SHA-256 and with one byte changed.
     */
    @Test
    @Order(4)
    void aDamagedTableKeptWithoutItsDigestIsFoundByTheEnginesChecksum() {
        Page page = visits.newPage();
        page.navigate(server.url());
        Object digestBytes = page.evaluate("() => new Promise((resolve, reject) => {"
                + " const open = indexedDB.open('cubeguide-engine', 1);"
                + " open.onsuccess = () => { const tx = open.result.transaction('tables');"
                + " const get = tx.objectStore('tables').get('twophase-endings.v2.tbl');"
                + " get.onsuccess = () => { open.result.close(); const r = get.result;"
                + " resolve(r.sha256 instanceof ArrayBuffer ? r.sha256.byteLength : -1); };"
                + " get.onerror = () => reject(get.error); }; })");
        assertThat(digestBytes).isEqualTo(32);
        page.evaluate("async () => { const db = await new Promise((resolve, reject) => {"
                + " const open = indexedDB.open('cubeguide-engine', 1); open.onsuccess = () => resolve(open.result);"
                + " open.onerror = () => reject(open.error); });"
                + " const record = await new Promise((resolve) => { const get = db.transaction('tables')"
                + ".objectStore('tables').get('twophase-endings.v2.tbl'); get.onsuccess = () => resolve(get.result); });"
                + " const raw = await new Response(new Blob([record.bytes]).stream()"
                + ".pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer();"
                + " new Uint8Array(raw)[1000] ^= 1;"
                + " const value = {bytes: raw, crc: record.crc, size: record.size, stored: raw.byteLength, deflated: false};"
                + " await new Promise((resolve, reject) => { const tx = db.transaction('tables', 'readwrite');"
                + " tx.objectStore('tables').put(value, 'twophase-endings.v2.tbl'); tx.oncomplete = resolve;"
                + " tx.onerror = () => reject(tx.error); }); db.close(); }");
        page.close();
        Page next = started(visits, "wasm", true);
        assertThat(progress(next)).anyMatch(e -> String.valueOf(e.get("message")).contains("damaged"));
        String cube = RandomCubes.randomStates(3, 1).get(0).toFacelets();
        Map<String, Object> answer = solveAll(next, List.of(cube), "twophase").get(0);
        assertThat(CubeValidator.validate(cube).apply(Alg.parse((String) answer.get("solution"))).isSolved()).isTrue();
        next.close();
    }

    /**
     * The phase-1 residues (kept uncompressed, 28 MB) are kept in a file of the origin's private file system, read by
     * the worker in one call; IndexedDB holds their record. A byte changed in that file is found by the record's
     * SHA-256, and the table is built again.
     */
    @Test
    @Order(5)
    void theLargestTableIsKeptInAFileAndADamagedFileIsBuiltAgain() {
        Page page = visits.newPage();
        page.navigate(server.url());
        String file = "coord-phase1-mod3.v1.tbl";
        @SuppressWarnings("unchecked")
        Map<String, Object> kept = (Map<String, Object>) page.evaluate("async (file) => {"
                + " const db = await new Promise((resolve, reject) => { const open = indexedDB.open('cubeguide-engine', 1);"
                + " open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });"
                + " const record = await new Promise((resolve) => { const get = db.transaction('tables')"
                + ".objectStore('tables').get(file); get.onsuccess = () => resolve(get.result); }); db.close();"
                + " const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('cubeguide-tables');"
                + " const onDisk = await (await dir.getFileHandle(file)).getFile();"
                + " const writable = await (await dir.getFileHandle(file)).createWritable({keepExistingData: true});"
                + " const at = 1000000; const byte = new Uint8Array(await onDisk.slice(at, at + 1).arrayBuffer());"
                + " byte[0] ^= 1; await writable.write({type: 'write', position: at, data: byte}); await writable.close();"
                + " return {inFile: record.inFile === true, stored: record.stored, fileSize: onDisk.size}; }", file);
        assertThat(kept.get("inFile")).isEqualTo(true);
        assertThat(((Number) kept.get("fileSize")).longValue()).isEqualTo(((Number) kept.get("stored")).longValue())
                .isGreaterThan(20_000_000L);
        page.close();
        Page next = started(visits, "wasm", true);
        assertThat(progress(next)).anyMatch(e -> String.valueOf(e.get("message")).contains("damaged"));
        String cube = RandomCubes.randomStates(4, 1).get(0).toFacelets();
        Map<String, Object> answer = solveAll(next, List.of(cube), "twophase").get(0);
        assertThat(CubeValidator.validate(cube).apply(Alg.parse((String) answer.get("solution"))).isSolved()).isTrue();
        next.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"wasm", "js"})
    void theSmallSetSolvesAsTheJvm(String engine) {
        try (BrowserContext context = browser.newContext()) {
            Page page = started(context, engine, false);
            assertSolvesAsTheJvm(page, RandomCubes.randomStates(1, SMALL_SET_CUBES.get(engine)));
        }
    }

    /** The JavaScript engine's full set against the JVM on 1000 cubes (it builds its set for minutes). */
    @Test
    @Tag("slow")
    void theJavaScriptEnginesFullSetSolves1000CubesAsTheJvm() {
        try (BrowserContext context = browser.newContext()) {
            Page page = started(context, "js", true);
            assertSolvesAsTheJvm(page, RandomCubes.randomStates(7, 1000));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"wasm", "js"})
    @SuppressWarnings("unchecked")
    void badInputGetsTheServersCodesAndWords(String engine) {
        try (BrowserContext context = browser.newContext()) {
            Page page = started(context, engine, false);
            String twisted = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB".replace("UUUUUUUUURR", "UUUUUUUURRU")
                    .substring(0, 54);
            Map<String, Object> answer = call(page, "POST", "/api/validate", Map.of("facelets", twisted));
            Map<String, Object> error = (Map<String, Object>) ((Map<String, Object>) answer.get("body")).get("error");
            assertThat(answer.get("status")).isEqualTo(400);
            try {
                CubeValidator.validate(twisted);
            } catch (CubeGuideException e) {
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
                    .isEqualTo("unknown field \"colour\"; the fields are budgetMs, facelets, firstLayer, maxLength, scramble,"
                            + " solver, timeoutMs, to");
            assertThat(call(page, "GET", "/api/solve", null).get("status")).isEqualTo(405);
            assertThat(call(page, "GET", "/api/nothing", null).get("status")).isEqualTo(404);
            Map<String, Object> scramble = call(page, "GET", "/api/scramble?seed=7&randomState=false&moves=5", null);
            assertThat(((Map<String, Object>) scramble.get("body")).get("scramble")).isEqualTo(
                    Scrambler.randomMoves(new Random(7), 5).moves().toString());
            Map<String, Object> solvers = (Map<String, Object>) call(page, "GET", "/api/solvers", null).get("body");
            assertThat(solvers.get("default")).isEqualTo("twophase");
            // The page's budget and patterns, as the server takes them: a ten-move scramble is never answered longer;
            // a pattern is made; a budget past 60 s and a pattern for the beginner solver are refused.
            Map<String, Object> ten = call(page, "POST", "/api/solve", Map.of("scramble", "R U R' U' F2 D L2 B' U2 R",
                    "budgetMs", 300));
            assertThat(((Number) ((Map<String, Object>) ten.get("body")).get("length")).intValue()).isLessThanOrEqualTo(10);
            Map<String, Object> made = (Map<String, Object>) call(page, "POST", "/api/solve", Map.of("scramble", "R U",
                    "to", "checkerboard", "budgetMs", 20)).get("body");
            assertThat(CubieCube.of(Alg.parse("R U")).apply(Alg.parse((String) made.get("solution"))))
                    .isEqualTo(Patterns.byName("checkerboard").orElseThrow().cube());
            assertThat(made.get("target")).isEqualTo(Patterns.byName("checkerboard").orElseThrow().facelets());
            assertThat(call(page, "POST", "/api/solve", Map.of("scramble", "R", "budgetMs", 60_001)).get("status"))
                    .isEqualTo(400);
            assertThat(call(page, "POST", "/api/solve", Map.of("scramble", "R", "solver", "beginner", "to", "superflip"))
                    .get("status")).isEqualTo(400);
            List<?> patterns = (List<?>) ((Map<String, Object>) call(page, "GET", "/api/patterns", null).get("body"))
                    .get("patterns");
            assertThat(patterns).hasSize(Patterns.named().size());
        }
    }
}
