package dev.cubeguide.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.options.AriaRole;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.Stage;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The default solver's first solution is on screen at once, and the shorter one its budget finds replaces it only
 * while the person has not started. The page's calls go to a server here ({@code ?engine=server}) so that the test can
 * hold the budgeted search's answer back and decide when it arrives; the page treats its engine in the browser the
 * same way (SiteBrowserTest follows that flow). The server's two-phase is a stand-in whose first solution is two
 * moves longer than its budgeted one.
 */
class ShorterSolutionBrowserTest {
    private static final Alg PADDING = Alg.parse("F F'");
    private static Alg hidden;
    private static GuideServer server;
    private static Playwright playwright;
    private static Browser browser;
    private BrowserContext context;
    private Page page;
    private final List<Route> budgeted = new CopyOnWriteArrayList<>();
    private final List<String> pageErrors = new CopyOnWriteArrayList<>();

    /** Two-phase's stand-in: the scramble undone with budget; without, the same after two moves that cancel. */
    private static final class LongerFirstSolver implements Solver {
        private final PathSolver path = new PathSolver("twophase");

        @Override
        public String name() {
            return path.name();
        }

        @Override
        public SolverInfo info() {
            return path.info();
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            Solution found = path.solve(cube, options);
            if (options.budget().isPresent()) {
                return found;
            }
            Alg longer = PADDING.concat(found.moves());
            return new Solution(found.solver(), longer, List.of(Stage.of("phase 1", longer)), false,
                    found.lowerBound(), found.nodes(), found.time());
        }
    }

    @BeforeAll
    static void start() throws Exception {
        hidden = RandomCubes.randomMoves(new Random(35_2026L), 20);
        LongerFirstSolver standIn = new LongerFirstSolver();
        standIn.path.remember(hidden);
        Function<String, Solver> lookup = name -> name.equals("twophase") ? standIn : TestSolvers.REGISTRY.get(name);
        server = GuideServer.start(TestSolvers.options().withPort(0).withSolvers(lookup, TestSolvers.names()));
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
    }

    @AfterAll
    static void stop() throws Exception {
        Chromium.closeAll(browser, playwright, server);
    }

    @AfterEach
    void closePage() {
        context.close();
        assertThat(pageErrors).as("JavaScript errors on the page").isEmpty();
    }

    /** Opens the page (phone or desktop), types the hidden scramble and solves it, holding the budgeted search back. */
    private void solveHoldingTheSearch(boolean phone) {
        context = phone ? Chromium.phone(browser) : Chromium.desktop(browser);
        page = context.newPage();
        page.onPageError(pageErrors::add);
        page.route("**/api/solve", route -> {
            String body = route.request().postData();
            if (body != null && body.contains("budgetMs")) {
                budgeted.add(route);
            } else {
                route.resume();
            }
        });
        page.navigate(server.uri() + "?engine=server");
        page.waitForSelector("body[data-ready=true]");
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        int first = hidden.moves().size() + PADDING.moves().size();
        // The first solution at once, while the budgeted search is still out.
        assertThat(page.locator("#step-label")).hasText("Step 0 of " + first);
        assertThat(moves()).hasAttribute("aria-busy", "true");
        assertThat(moves()).hasAttribute("data-solution", PADDING.concat(hidden.inverse()).toString());
        assertThat(page.locator("#solve")).hasText("Solve");
        assertThat(page.locator("#solve")).isEnabled();
        page.waitForCondition(() -> budgeted.size() == 1);
    }

    @Test
    void aShorterSolutionReplacesTheFirstBeforeThePersonStarts() {
        solveHoldingTheSearch(true);
        budgeted.get(0).resume();
        int shorter = hidden.moves().size();
        assertThat(page.locator("#step-label")).hasText("Step 0 of " + shorter);
        assertThat(page.locator("#guide-note")).hasText("Found a shorter solution: " + shorter + " moves instead of "
                + (shorter + 2) + ".");
        assertThat(page.locator("#guide-note")).hasAttribute("role", "status");
        assertThat(moves()).not().hasAttribute("aria-busy", "true");
        assertSolutionSolves();
        assertThat(page.locator("#moves button")).hasCount(shorter);
        page.screenshot(new Page.ScreenshotOptions().setPath(Path.of("target", "screenshots", "shorter-phone.png")));
        // The link and the guide follow the shorter solution to the end.
        assertThat(page).hasURL(Pattern.compile("solver=twophase"));
        page.getByLabel("Speed").fill("10");
        for (int press = 0; press <= shorter; press++) {
            button("Next").click();
        }
        assertThat(page.locator("#move")).hasText("Solved! Congratulations.");
    }

    @Test
    void theFirstSolutionStaysOnceThePersonHasStarted() {
        solveHoldingTheSearch(false);
        int first = hidden.moves().size() + PADDING.moves().size();
        button("Next").click();
        assertThat(page.locator("#step-label")).hasText("Step 1 of " + first);
        budgeted.get(0).resume();
        assertThat(moves()).not().hasAttribute("aria-busy", "true");
        assertThat(page.locator("#step-label")).hasText("Step 1 of " + first);
        assertThat(moves()).hasAttribute("data-solution", PADDING.concat(hidden.inverse()).toString());
        assertThat(page.locator("#guide-note")).isHidden();
    }

    @Test
    void aFailedSearchLeavesTheFirstSolutionAndSaysNothing() {
        solveHoldingTheSearch(false);
        int first = hidden.moves().size() + PADDING.moves().size();
        budgeted.get(0).fulfill(new Route.FulfillOptions().setStatus(500).setContentType("application/json")
                .setBody("{\"error\":{\"code\":\"INTERNAL\",\"message\":\"internal error\"}}"));
        assertThat(moves()).not().hasAttribute("aria-busy", "true");
        assertThat(page.locator("#step-label")).hasText("Step 0 of " + first);
        assertThat(page.locator("#message")).isHidden();
        assertThat(page.locator("#guide-note")).isHidden();
        assertSolutionSolves();
    }

    /** "Fastest" has no budget: its answer is final, the list is never marked busy and no search follows. */
    @Test
    void aSolverWithoutABudgetLooksForNothingShorter() {
        context = Chromium.desktop(browser);
        page = context.newPage();
        page.onPageError(pageErrors::add);
        List<String> solves = new CopyOnWriteArrayList<>();
        page.onRequest(request -> {
            if (request.url().endsWith("/api/solve")) {
                solves.add(request.postData());
            }
        });
        page.navigate(server.uri() + "?engine=server");
        page.waitForSelector("body[data-ready=true]");
        page.evaluate("() => { window.busyMarked = false; new MutationObserver(() => { window.busyMarked ||= "
                + "document.getElementById('moves').hasAttribute('aria-busy'); }).observe("
                + "document.getElementById('moves'), { attributes: true }); }");
        page.getByLabel("Solver").selectOption("fastest");
        page.getByLabel("Scramble", new Page.GetByLabelOptions().setExact(true)).fill(hidden.toString());
        button("Solve").click();
        assertThat(page.locator("#step-label")).hasText("Step 0 of " + (hidden.moves().size() + PADDING.moves().size()));
        assertThat(page.evaluate("window.busyMarked")).isEqualTo(false);
        assertThat(solves).hasSize(1).noneMatch(body -> body.contains("budgetMs"));
        assertThat(page.locator("#guide-note")).isHidden();
    }

    private Locator moves() {
        return page.locator("#moves");
    }

    private Locator button(String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private void assertSolutionSolves() {
        CubieCube start = CubieCube.fromFacelets(moves().getAttribute("data-start"));
        assertThat(start).isEqualTo(CubieCube.of(hidden));
        assertThat(start.apply(Alg.parse(moves().getAttribute("data-solution"))).isSolved()).isTrue();
        assertThat(moves()).hasAttribute("data-solver", "twophase");
    }
}
