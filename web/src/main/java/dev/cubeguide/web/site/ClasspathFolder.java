package dev.cubeguide.web.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Every file below a folder of the class path, read into memory: from a directory (a module's
 * {@code target/classes} in a build) or from a jar (a dependency, or the command line's single jar). A folder may be
 * spread over several class-path entries (the page's own files in one, the compiled engines in another): the entry
 * of each given marker file is read, and a path found twice must hold the same bytes.
 */
final class ClasspathFolder {
    private ClasspathFolder() {
    }

    /**
     * The files below {@code folder} (such as {@code web}) in the class-path entries that hold the {@code markers}
     * (resource names inside that folder, such as {@code web/index.html}), by path relative to the folder with
     * {@code /} separators.
     *
     * @throws IllegalStateException when a marker is missing, or two entries hold different files at one path
     */
    static Map<String, byte[]> read(ClassLoader loader, String folder, String... markers) {
        Map<String, byte[]> files = new TreeMap<>();
        for (String marker : markers) {
            URL url = loader.getResource(marker);
            if (url == null) {
                throw new IllegalStateException("the class path holds no " + marker);
            }
            readEntry(url, marker, folder).forEach((path, bytes) -> {
                byte[] before = files.putIfAbsent(path, bytes);
                if (before != null && !Arrays.equals(before, bytes)) {
                    throw new IllegalStateException("two class-path entries hold different " + folder + "/" + path);
                }
            });
        }
        return files;
    }

    /** The files below {@code folder} in the class-path entry that {@code url} (the marker's address) lies in. */
    private static Map<String, byte[]> readEntry(URL url, String marker, String folder) {
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                // jar:file:/x.jar!/web/index.html: the jar's own file system, closed again after reading.
                String jar = uri.toString().substring("jar:".length(), uri.toString().indexOf("!/"));
                try (FileSystem zip = FileSystems.newFileSystem(Path.of(URI.create(jar)), (ClassLoader) null)) {
                    return readTree(zip.getPath("/" + folder));
                }
            }
            Path file = Path.of(uri);
            Path root = file;
            for (int i = 0; i < marker.split("/").length; i++) {
                root = root.getParent();
            }
            return readTree(root.resolve(folder));
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot read the class-path entry of " + marker, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, byte[]> readTree(Path top) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(top)) {
            for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                StringBuilder relative = new StringBuilder();
                for (Path part : top.relativize(path)) {
                    relative.append(relative.length() == 0 ? "" : "/").append(part);
                }
                files.put(relative.toString(), Files.readAllBytes(path));
            }
        }
        return files;
    }

    /** One resource of the class path, or an exception naming it. */
    static byte[] resource(ClassLoader loader, String name) {
        try (var in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the class path holds no " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
