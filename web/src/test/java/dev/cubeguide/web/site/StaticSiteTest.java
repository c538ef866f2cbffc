package dev.cubeguide.web.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class StaticSiteTest {
    private static StaticSite site;

    @BeforeAll
    static void assemble() {
        site = StaticSite.assemble(StaticSite.Host.STATIC);
    }

    private static String text(String path) {
        return new String(raw(site, path), StandardCharsets.UTF_8);
    }

    private static byte[] raw(String path) {
        return raw(site, path);
    }

    private static byte[] raw(StaticSite from, String path) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            from.file(path).orElseThrow(() -> new AssertionError("no " + path)).writeTo(out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toByteArray();
    }

    @Test
    void theSameSourcesGiveTheSameSiteAndTheHostChangesTheVersion() {
        StaticSite again = StaticSite.assemble(StaticSite.Host.STATIC);
        assertThat(again.version()).isEqualTo(site.version()).matches("[0-9a-f]{16}");
        assertThat(again.paths()).isEqualTo(site.paths());
        StaticSite served = StaticSite.assemble(StaticSite.Host.SERVER);
        assertThat(served.version()).isNotEqualTo(site.version());
        assertThat(text("js/site.js")).contains("server: false").contains(site.version());
        assertThat(new String(raw(served, "js/site.js"), StandardCharsets.UTF_8)).contains("server: true");
    }

    @Test
    void theServiceWorkerCachesEveryOtherFileUnderTheVersionedName() {
        String worker = text("sw.js");
        assertThat(worker).contains("const VERSION = '" + site.version() + "';").contains("'cubeguide-site-' + VERSION");
        List<String> listed = new ArrayList<>();
        Matcher file = Pattern.compile("^  '([^']+)',$", Pattern.MULTILINE).matcher(worker);
        while (file.find()) {
            listed.add(file.group(1));
        }
        List<String> others = new ArrayList<>(site.paths());
        others.remove("sw.js");
        assertThat(listed).containsExactlyElementsOf(others);
        assertThat(listed).contains("index.html", "manifest.webmanifest", "vendor/three/build/three.module.min.js",
                "vendor/three/build/three.core.min.js");
    }

    @Test
    void theManifestMakesAnInstallableAppWithRealIcons() throws IOException {
        JsonNode manifest = JsonMapper.builder().build().readTree(text("manifest.webmanifest"));
        assertThat(manifest.path("name").asText()).contains("cubeguide");
        assertThat(manifest.path("display").asText()).isEqualTo("standalone");
        assertThat(manifest.path("start_url").asText()).isEqualTo("./");
        List<Integer> sizes = new ArrayList<>();
        for (JsonNode icon : manifest.path("icons")) {
            String src = icon.path("src").asText();
            assertThat(icon.path("type").asText()).isEqualTo("image/png");
            byte[] png = raw(src);
            // A PNG: its signature, then the IHDR chunk with the width and height.
            assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
            int width = ByteBuffer.wrap(png, 16, 4).getInt();
            int height = ByteBuffer.wrap(png, 20, 4).getInt();
            assertThat(icon.path("sizes").asText()).isEqualTo(width + "x" + height);
            sizes.add(width);
        }
        assertThat(sizes).contains(192, 512);
        assertThat(site.file("manifest.webmanifest").orElseThrow().contentType()).isEqualTo("application/manifest+json");
    }

    /** Every address in the page is relative, so the site works in a sub-folder of a host too. */
    @Test
    void thePageUsesOnlyRelativeAddresses() {
        Pattern absolute = Pattern.compile("(?:src|href)=\"(?:/|https?:)|from '/|import\\('/|fetch\\('/");
        for (String path : site.paths()) {
            if (path.endsWith(".html") || path.startsWith("js/") && path.endsWith(".js")) {
                assertThat(absolute.matcher(text(path)).find()).as("an absolute address in %s", path).isFalse();
            }
        }
        assertThat(text("index.html")).contains("href=\"manifest.webmanifest\"");
        assertThat(text("js/view3d.js")).contains("'../vendor/three/build/three.module.min.js'");
    }

    @Test
    void eachFileHasTheTypeABrowserNeeds() {
        assertThat(ContentTypes.of("engine/solver.wasm")).isEqualTo("application/wasm");
        assertThat(ContentTypes.of("js/app.js")).startsWith("text/javascript");
        assertThat(ContentTypes.of("index.html")).startsWith("text/html");
        assertThat(ContentTypes.of("vendor/three/LICENSE")).startsWith("text/plain");
        assertThat(ContentTypes.of("tables/x.unknown")).isEqualTo("application/octet-stream");
        assertThat(site.gzippedSize()).isLessThan(site.size());
        assertThat(site.summary()).contains(site.files().size() + " files").contains(site.version());
    }
}
