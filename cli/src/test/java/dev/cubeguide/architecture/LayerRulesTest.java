package dev.cubeguide.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import com.tngtech.archunit.library.Architectures;
import dev.cubeguide.model.BackArrowFixture;
import dev.cubeguide.solve.beginner.CrossSolverFixture;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.web.GuideServer;
import com.tngtech.archunit.core.domain.Dependency;
import dev.cubeguide.browser.FileUsingFixture;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layer rules of docs/ARCHITECTURE.md, checked on the compiled main classes of every module on this module's
 * class path: notation, then model, then coordinates and tables, then solvers, then link, then web, then cli. A
 * layer may use only the layers below it; the solver packages are independent of one another (only the registry
 * knows every solver); the packages have no cycles; nothing in core knows HTTP or JSON; the benchmark harness, which
 * the command line's jar holds, uses neither JMH nor min2phase. The last two tests show that the rules fail on an
 * arrow back up.
 */
class LayerRulesTest {
    /**
     * The layers from the bottom up. A layer may be used by the layers of a higher rank; layers of equal rank (the
     * Spark job, the display and robot links and the benchmark harness are siblings above the solvers) may not use
     * each other.
     */
    private static final List<Layer> LAYERS = List.of(
            new Layer("Notation", 1, "dev.cubeguide.notation.."),
            new Layer("Model", 2, "dev.cubeguide.model..", "dev.cubeguide.scan.."),
            new Layer("Tables", 3, "dev.cubeguide.coord..", "dev.cubeguide.table.."),
            new Layer("Solvers", 4, "dev.cubeguide.solve..", "dev.cubeguide.optimize.."),
            new Layer("Link", 5, "dev.cubeguide.link.."),
            new Layer("Spark", 5, "dev.cubeguide.spark.."),
            new Layer("Bench", 5, "dev.cubeguide.bench.."),
            new Layer("Browser", 5, "dev.cubeguide.browser.."),
            new Layer("Web", 6, "dev.cubeguide.web.."),
            new Layer("Cli", 7, "dev.cubeguide.cli.."));

    /** Packages of the {@code core} module, which must not know HTTP or JSON. */
    private static final String[] CORE = {"dev.cubeguide.error..", "dev.cubeguide.concurrent..", "dev.cubeguide.daemon..",
        "dev.cubeguide.notation..", "dev.cubeguide.model..", "dev.cubeguide.scan..", "dev.cubeguide.coord..",
        "dev.cubeguide.table.."};

    private static JavaClasses mainClasses;

    private record Layer(String name, int rank, String... packages) {
    }

    @BeforeAll
    static void importMainClasses() {
        mainClasses = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(LayerRulesTest::notATestJar)
                .importPackages("dev.cubeguide");
        assertThat(mainClasses.containPackage("dev.cubeguide.notation")).isTrue();
        assertThat(mainClasses.containPackage("dev.cubeguide.web")).isTrue();
        // The Spark job's module is on this module's test class path (not in its jar): its classes are checked too.
        assertThat(mainClasses.containPackage("dev.cubeguide.spark")).isTrue();
    }

    /** The modules' test jars (their shared test helpers) are not part of the layering. */
    private static boolean notATestJar(Location location) {
        return !location.contains("-tests.jar") && !location.contains("/test-classes/");
    }

    static LayeredArchitecture layers() {
        LayeredArchitecture rule = Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers()
                .withOptionalLayers(true);
        for (Layer layer : LAYERS) {
            rule = rule.layer(layer.name()).definedBy(layer.packages());
        }
        for (Layer layer : LAYERS) {
            String[] above = LAYERS.stream().filter(other -> other.rank() > layer.rank()).map(Layer::name)
                    .toArray(String[]::new);
            rule = above.length == 0
                    ? rule.whereLayer(layer.name()).mayNotBeAccessedByAnyLayer()
                    : rule.whereLayer(layer.name()).mayOnlyBeAccessedByLayers(above);
        }
        return rule;
    }

    /** Each solver package stands alone; only the registry ({@code solve.registry}) knows them all. */
    static ArchRule solverPackagesAreIndependent() {
        return slices().matching("dev.cubeguide.solve.(*)..").should().notDependOnEachOther()
                .ignoreDependency(inPackage("dev.cubeguide.solve.registry"), DescribedPredicate.alwaysTrue());
    }

    static ArchRule noPackageCycles() {
        return slices().matching("dev.cubeguide.(**)").should().beFreeOfCycles();
    }

    static ArchRule coreKnowsNoHttp() {
        return noClasses().that().resideInAnyPackage(CORE).should().dependOnClassesThat().resideInAnyPackage(
                "io.javalin..", "jakarta.servlet..", "javax.servlet..", "org.eclipse.jetty..", "java.net.http..",
                "com.sun.net.httpserver..", "com.fasterxml.jackson..");
    }

    /**
     * The harness package ({@code dev.cubeguide.bench}, in the command line's jar) needs neither JMH nor min2phase
     * (optional dependencies of the bench module), nor the benchmarks and tools built on it.
     */
    static ArchRule benchHarnessStandsAlone() {
        return noClasses().that().resideInAPackage("dev.cubeguide.bench").should().dependOnClassesThat()
                .resideInAnyPackage("org.openjdk.jmh..", "cs.min2phase..", "dev.cubeguide.bench.jmh..",
                        "dev.cubeguide.bench.baseline..", "dev.cubeguide.bench.tools..");
    }

    /**
     * The JVM's edge: classes the browser's code may name (a JVM-only constructor or default) but never runs, so the
     * TeaVM build never compiles them; the search code reaches them through {@code TableSource} and {@code Workers}.
     */
    private static final Set<String> JVM_EDGE = Set.of("dev.cubeguide.table.TableStore",
            "dev.cubeguide.table.ThreadPoolWorkers");

    /** Files, mappings, executors, futures and threads: none of them exists in the browser. */
    private static boolean browserForbidden(JavaClass target) {
        String name = target.getBaseComponentType().getName();
        return name.startsWith("java.nio.file.") || name.startsWith("java.io.File") || name.equals("java.io.RandomAccessFile")
                || name.equals("java.nio.channels.FileChannel") || name.equals("java.nio.channels.FileLock")
                || name.equals("java.nio.MappedByteBuffer") || name.equals("java.lang.Thread")
                || name.startsWith("java.util.concurrent.") && (name.contains("Executor") || name.contains("Future")
                        || name.contains("ForkJoin") || name.contains("CompletionStage"));
    }

    /**
     * The classes compiled for the browser: those of {@code dev.cubeguide.browser} and every project class they use,
     * transitively, short of the {@link #JVM_EDGE}.
     */
    static Set<JavaClass> compiledForBrowser(JavaClasses classes) {
        Set<JavaClass> seen = new LinkedHashSet<>();
        Deque<JavaClass> todo = new ArrayDeque<>();
        for (JavaClass c : classes) {
            if (c.getPackageName().startsWith("dev.cubeguide.browser")) {
                todo.add(c);
            }
        }
        while (!todo.isEmpty()) {
            JavaClass c = todo.poll();
            if (!seen.add(c)) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass target = d.getTargetClass().getBaseComponentType();
                String outer = target.getName().replaceAll("\\$.*", "");
                if (target.getPackageName().startsWith("dev.cubeguide") && !JVM_EDGE.contains(outer)
                        && classes.contain(target.getName()) && !seen.contains(target)) {
                    todo.add(classes.get(target.getName()));
                }
            }
        }
        return seen;
    }

    /** What is compiled for the browser uses no file, mapping or executor API. */
    static ArchRule browserCodeNeedsNoJvmOnlyApi(Set<JavaClass> browserClasses) {
        return noClasses().that(DescribedPredicate.describe("are compiled for the browser", browserClasses::contains))
                .should().dependOnClassesThat(DescribedPredicate.describe(
                        "are files, mappings, executors, futures or threads", LayerRulesTest::browserForbidden));
    }

    @Test
    void whatTheBrowserRunsUsesNoFileMappingOrExecutor() {
        Set<JavaClass> browserClasses = compiledForBrowser(mainClasses);
        assertThat(browserClasses).extracting(JavaClass::getName).contains(
                "dev.cubeguide.solve.twophase.Search", "dev.cubeguide.coord.CoordTables", "dev.cubeguide.scan.ColorResolver")
                .doesNotContain("dev.cubeguide.table.TableStore", "dev.cubeguide.solve.optimal.OptimalSolver");
        browserCodeNeedsNoJvmOnlyApi(browserClasses).check(mainClasses);
    }

    @Test
    void aFileInTheBrowsersCodeFailsTheBrowserRule() {
        JavaClasses withFile = new ClassFileImporter().importClasses(FileUsingFixture.class);
        EvaluationResult result = browserCodeNeedsNoJvmOnlyApi(compiledForBrowser(withFile)).evaluate(withFile);
        assertThat(result.hasViolation()).isTrue();
        assertThat(messages(result)).anyMatch(m -> m.contains("FileUsingFixture") && m.contains("java.nio.file"));
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        layers().check(mainClasses);
    }

    @Test
    void solverPackagesDoNotKnowEachOther() {
        solverPackagesAreIndependent().check(mainClasses);
    }

    @Test
    void packagesHaveNoCycles() {
        noPackageCycles().check(mainClasses);
    }

    @Test
    void coreKnowsNothingOfHttpOrJson() {
        coreKnowsNoHttp().check(mainClasses);
    }

    @Test
    void theBenchHarnessNeedsNoJmhOrMin2phase() {
        assertThat(mainClasses.containPackage("dev.cubeguide.bench")).isTrue();
        benchHarnessStandsAlone().check(mainClasses);
    }

    @Test
    void anArrowBackUpFailsTheLayerRule() {
        // BackArrowFixture is a model-layer class (a test fixture) that uses the web layer.
        JavaClasses withBackArrow = new ClassFileImporter().importClasses(BackArrowFixture.class,
                GuideServer.class);
        EvaluationResult result = layers().evaluate(withBackArrow);
        assertThat(result.hasViolation()).isTrue();
        assertThat(messages(result)).anyMatch(m -> m.contains("BackArrowFixture") && m.contains("GuideServer"));
    }

    @Test
    void aSolverUsingAnotherSolverFailsTheIndependenceRule() {
        JavaClasses crossing = new ClassFileImporter().importClasses(CrossSolverFixture.class,
                TwoPhaseSolver.class);
        EvaluationResult result = solverPackagesAreIndependent().evaluate(crossing);
        assertThat(result.hasViolation()).isTrue();
        assertThat(messages(result)).anyMatch(m -> m.contains("CrossSolverFixture"));
    }

    private static List<String> messages(EvaluationResult result) {
        return new ArrayList<>(result.getFailureReport().getDetails());
    }

    private static DescribedPredicate<JavaClass> inPackage(String packageName) {
        return DescribedPredicate.describe("in " + packageName,
                javaClass -> javaClass.getPackageName().equals(packageName));
    }
}
