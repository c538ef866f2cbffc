package dev.cubeguide.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A test fixture: a class of the browser's package that reads a file, which the browser rule must refuse. */
public final class FileUsingFixture {
    private FileUsingFixture() {
    }

    static byte[] read(Path file) throws IOException {
        return Files.readAllBytes(file);
    }
}
