package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.web.PageImports.Layer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The page's modules keep to their layers, lowest first (docs/ARCHITECTURE.md, "The page"):
 * <ol>
 *   <li><b>model</b>: the cube, words, colour sampling and the smart cubes' byte helpers, which know no page;</li>
 *   <li><b>state</b>: the page's state ({@code guide-state.js}) and the colours read from it;</li>
 *   <li><b>services</b>: the engine and the API calls, drawing (net, 3D), the sticker editor, messages, the offline
 *       copy, the address as a link, the camera's helpers and the smart cubes' decoders;</li>
 *   <li><b>devices</b>: the modules that own a device (the camera, the smart cube's connection and panel);</li>
 *   <li><b>features</b>: what the person sees and does (the guide, the inputs, the solvers, mistakes, patterns, the
 *       sheet, the display, the first layer, follow mode); they never import each other;</li>
 *   <li><b>entry</b>: {@code app.js}, the one entry module, and the wiring it loads ({@code page.js}).</li>
 * </ol>
 * A fixture page with arrows back up shows that the check fails on them.
 */
class PageImportsTest {
    private static final Path PAGE = Path.of("src", "main", "resources", "web");
    private static final Path FIXTURE = Path.of("src", "test", "resources", "page-imports");

    static final PageImports LAYERS = new PageImports(List.of(
            new Layer("model", true, Set.of("cube.js", "words.js", "site.js", "sampling.js", "capture-check.js",
                    "diagnose.js", "smartcube/bits.js", "smartcube/aes.js", "smartcube/pieces.js",
                    "smartcube/sequencer.js", "smartcube/clock.js")),
            new Layer("state", true, Set.of("guide-state.js", "colours.js")),
            new Layer("services", true, Set.of("engine.js", "api.js", "net.js", "view3d.js", "cube-view.js",
                    "editor.js", "messages.js", "offline.js", "link.js", "camera-prompt.js", "scan-failure.js",
                    "auto-capture.js", "smartcube/gan.js", "smartcube/moyu32.js", "smartcube/qiyi.js",
                    "smartcube/gocube.js", "smartcube/giiker.js", "smartcube/families.js", "smartcube/tracker.js")),
            new Layer("devices", true, Set.of("camera.js", "smartcube/connection.js", "smartcube/panel.js")),
            new Layer("features", false, Set.of("guide-view.js", "input.js", "solvers.js", "mistake.js", "sheet.js",
                    "display.js", "patterns.js", "first-layer.js", "follow.js", "shorter.js")),
            new Layer("entry", true, Set.of("app.js", "page.js"))),
            Set.of("guide-state.js", "engine.js", "camera.js", "smartcube/connection.js", "smartcube/panel.js"),
            Map.of("view3d.js", Set.of("../vendor/three/build/three.module.min.js"),
                    // The engine's client, from the engine's folder beside js/ (its address computed at run time).
                    "engine.js", Set.of("CLIENT")),
            Set.of("site.js"), Set.of("unsupported.js"));

    @Test
    void thePageKeepsToItsLayers() {
        assertThat(LAYERS.problems(PAGE)).isEmpty();
    }

    @Test
    void thePageHasOneEntryModuleThatStartsTheEngineFirst() {
        assertThat(PageImports.entries(PAGE.resolve("index.html"))).containsExactly("app.js");
        // Before anything else loads: the entry's only static import is the engine's module.
        assertThat(PageImports.imports(read(PAGE.resolve("js/app.js")))).containsExactly("./engine.js", "./page.js");
    }

    @Test
    void readsStaticDynamicAndComputedImports() {
        String source = "// import './commented.js';\n/* import('./also-commented.js') */\n"
                + "import { a,\n  b } from './a.js';\nexport { c } from \"../c.js\";\nimport './side-effect.js';\n"
                + "const x = 'from here'; // a string, not an import\nconst m = await import('./lazy.js');\n"
                + "const n = await import(ADDRESS);\n";
        assertThat(PageImports.imports(source))
                .containsExactly("./a.js", "../c.js", "./side-effect.js", "./lazy.js", "ADDRESS");
        assertThat(PageImports.resolve("smartcube/pieces.js", "../cube.js")).isEqualTo("cube.js");
        assertThat(PageImports.resolve("view3d.js", "../vendor/three/build/three.module.min.js")).isNull();
    }

    /** The fixture: a model module importing a feature (an arrow back up), two features importing each other... */
    @Test
    void failsOnAnArrowBackUpAndTheOtherFaults() {
        PageImports fixtureLayers = new PageImports(List.of(
                new Layer("model", true, Set.of("cube.js")),
                new Layer("state", true, Set.of("state.js")),
                new Layer("features", false, Set.of("guide.js", "sheet.js")),
                new Layer("entry", true, Set.of("app.js", "second.js"))),
                Set.of("state.js"), Map.of(), Set.of(), Set.of());
        assertThat(fixtureLayers.problems(FIXTURE)).containsExactlyInAnyOrder(
                "cube.js (model) imports guide.js from a higher layer (features)",
                "sheet.js imports guide.js: features modules do not import each other (they talk through the guide's "
                        + "state and events)",
                "guide.js keeps module-level state (shown): keep it in guide-state.js, or in the call that sets the "
                        + "feature up",
                "guide.js imports https://example.com/x.js, which is not a page module it may import",
                "stray.js is in no layer: add it to the table of layers",
                "stray.js is not reachable from the entry module",
                "index.html has 2 entry modules [app.js, second.js], not one");
    }

    private static String read(Path path) {
        try {
            return java.nio.file.Files.readString(path);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
