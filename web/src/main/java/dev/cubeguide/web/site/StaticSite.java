package dev.cubeguide.web.site;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The guide as a static site: every file a browser needs to run it with no server, so that any static file server
 * or HTTPS host serves it as it is ({@code cubeguide site --out DIR}), and the same files {@code cubeguide serve}
 * serves.
 *
 * <ul>
 *   <li>the page: {@code classpath:/web} (index.html, style.css, js/, the app manifest and its icons);</li>
 *   <li>the compiled engines: {@code classpath:/web/engine} (the browser module's jar);</li>
 *   <li>three.js from its webjar, at {@code vendor/three/build/};</li>
 *   <li>{@code js/site.js}, written here: this build's version, and whether a cubeguide server serves the page;</li>
 *   <li>{@code sw.js}, written here: the service worker that keeps every other file of this build in a cache named
 *       after the version, so that the page opens with no network after one visit and a new build replaces the
 *       old cache whole.</li>
 * </ul>
 *
 * <p>Every address inside the site is relative, so it works under a sub-path too ({@code https://host/cube/}).
 * The version is a digest of every file's bytes: the same sources give the same site, byte for byte.
 */
public final class StaticSite {
    /** Who serves the site. */
    public enum Host {
        /** A plain static host: the page does all in the browser and asks no server anything. */
        STATIC,
        /** {@code cubeguide serve}: the page also offers what only the server has (the optimal solver, the display). */
        SERVER
    }

    /** The files a site must hold, each a promise the page or a browser relies on. */
    static final List<String> REQUIRED = List.of("index.html", "manifest.webmanifest", "icons/icon-192.png",
            "icons/icon-512.png", "js/app.js", "sw.js", "js/site.js", "engine/client.js", "engine/worker.js");
    private static final String THREE_POM = "META-INF/maven/org.webjars.npm/three/pom.properties";
    /** The files of three.js the page loads (the module build imports the core build). */
    private static final List<String> THREE_FILES = List.of("build/three.module.min.js", "build/three.core.min.js",
            "LICENSE");
    private static final String WORKER_TEMPLATE = "dev/cubeguide/web/site/sw-template.js";
    /** The files that tell a folder holds a site written before: it may be written over. */
    private static final List<String> SITE_SIGNS = List.of("sw.js", "manifest.webmanifest");

    private final Map<String, SiteFile> files;
    private final String version;

    private StaticSite(Map<String, SiteFile> files, String version) {
        this.files = Collections.unmodifiableMap(files);
        this.version = version;
    }

    /** The site from this program's class path. */
    public static StaticSite assemble(Host host) {
        return assemble(host, StaticSite.class.getClassLoader());
    }

    static StaticSite assemble(Host host, ClassLoader loader) {
        Map<String, byte[]> sources = new TreeMap<>();
        // The page's files and the engines' may lie in different class-path entries (two jars, or two modules).
        sources.putAll(ClasspathFolder.read(loader, "web", "web/index.html", "web/engine/client.js"));
        String three = threeFolder(loader);
        for (String file : THREE_FILES) {
            sources.put("vendor/three/" + file, ClasspathFolder.resource(loader, three + file));
        }
        Map<String, SiteFile> all = new TreeMap<>();
        sources.forEach((path, bytes) -> all.put(path, new SiteFile(path, bytes)));
        String version = versionOf(all.values(), host);
        add(all, "js/site.js", siteModule(version, host));
        add(all, "sw.js", serviceWorker(version, all.keySet(), loader));
        for (String path : REQUIRED) {
            if (!all.containsKey(path)) {
                throw new IllegalStateException("the site has no " + path);
            }
        }
        return new StaticSite(all, version);
    }

    private static void add(Map<String, SiteFile> files, String path, String text) {
        files.put(path, new SiteFile(path, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The webjar's folder of three.js, named after its version. */
    private static String threeFolder(ClassLoader loader) {
        Properties pom = new Properties();
        try {
            pom.load(new java.io.ByteArrayInputStream(ClasspathFolder.resource(loader, THREE_POM)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "META-INF/resources/webjars/three/" + pom.getProperty("version") + "/";
    }

    /** The first 16 hex digits of a digest of every path and its bytes, and the host. */
    private static String versionOf(Collection<SiteFile> files, Host host) {
        StringBuilder all = new StringBuilder(host.name()).append('\n');
        for (SiteFile file : files) {
            all.append(file.path()).append('\0').append(file.hash()).append('\n');
        }
        return SiteFile.sha256(all.toString().getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    private static String siteModule(String version, Host host) {
        return "// Written by the site build: this build's version, and whether a cubeguide server serves the page\n"
                + "// (then it offers what only the server has: the optimal solver and the display link).\n"
                + "export const SITE = Object.freeze({ version: '" + version + "', server: "
                + (host == Host.SERVER) + " });\n";
    }

    private static String serviceWorker(String version, Collection<String> paths, ClassLoader loader) {
        String list = paths.stream().map(p -> "  '" + p + "',").collect(Collectors.joining("\n"));
        return "// The service worker of cubeguide build " + version + ", written by the site build.\n"
                + "const VERSION = '" + version + "';\n"
                + "// Every file of the build, relative to this worker (the site's folder).\n"
                + "const FILES = [\n" + list + "\n];\n"
                + new String(ClasspathFolder.resource(loader, WORKER_TEMPLATE), StandardCharsets.UTF_8);
    }

    /** The build's version: a digest of its files. */
    public String version() {
        return version;
    }

    /** The file at {@code path} (relative, such as {@code js/app.js}; {@code ""} is the page). */
    public Optional<SiteFile> file(String path) {
        return Optional.ofNullable(files.get(path.isEmpty() ? "index.html" : path));
    }

    /** Every file, by path. */
    public Collection<SiteFile> files() {
        return files.values();
    }

    /** The bytes of all files. */
    public long size() {
        return files.values().stream().mapToLong(SiteFile::size).sum();
    }

    /** The bytes of all files, each gzipped: what a first visit downloads from a host that compresses. */
    public long gzippedSize() {
        return files.values().stream().mapToLong(SiteFile::gzippedSize).sum();
    }

    /**
     * Writes the site into {@code folder}, made when missing. A folder that holds a site written before is brought
     * to this one (files no longer part of it are removed); any other folder must be empty, so that nothing of the
     * person's is written over or removed.
     *
     * @throws CubeGuideException {@code BAD_REQUEST} when the folder is a file, or holds something else
     */
    public void writeTo(Path folder) {
        try {
            if (Files.exists(folder) && !Files.isDirectory(folder)) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, folder + " is a file, not a folder",
                        Map.of("out", folder.toString()));
            }
            Files.createDirectories(folder);
            boolean empty;
            try (Stream<Path> entries = Files.list(folder)) {
                empty = entries.findAny().isEmpty();
            }
            if (!empty) {
                if (!SITE_SIGNS.stream().allMatch(sign -> Files.isRegularFile(folder.resolve(sign)))) {
                    throw new CubeGuideException(ErrorCode.BAD_REQUEST, folder + " is not empty and holds no site "
                            + "written before; give a new or empty folder", Map.of("out", folder.toString()));
                }
                removeOthers(folder);
            }
            for (SiteFile file : files.values()) {
                Path target = folder.resolve(file.path());
                Files.createDirectories(target.getParent());
                try (OutputStream out = Files.newOutputStream(target)) {
                    file.writeTo(out);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes the files of an earlier site that this one does not have, and the folders left empty. */
    private void removeOthers(Path folder) throws IOException {
        List<Path> all;
        try (Stream<Path> walk = Files.walk(folder)) {
            all = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path path : all) {
            if (path.equals(folder)) {
                continue;
            }
            String relative = folder.relativize(path).toString().replace('\\', '/');
            if (Files.isDirectory(path)) {
                try (Stream<Path> entries = Files.list(path)) {
                    if (entries.findAny().isEmpty()) {
                        Files.delete(path);
                    }
                }
            } else if (!files.containsKey(relative)) {
                Files.delete(path);
            }
        }
    }

    /** A summary line: files, bytes, and gzipped bytes. */
    public String summary() {
        return String.format("%d files, %.1f MB (%.1f MB gzipped), build %s", files.size(), size() / 1e6,
                gzippedSize() / 1e6, version);
    }

    /** The build's step ({@code mvn package}): writes the static site into the folder given. */
    public static void main(String[] args) {
        if (args.length != 1) {
            throw new IllegalArgumentException("give the folder to write the site into");
        }
        StaticSite site = assemble(Host.STATIC);
        site.writeTo(Path.of(args[0]));
        System.out.println("cubeguide site: " + site.summary() + " in " + args[0]);
    }

    /** The paths, in order (for tests and listings). */
    public List<String> paths() {
        return List.copyOf(new LinkedHashMap<>(files).keySet());
    }
}
