package dev.cubeguide.web.site;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.zip.GZIPOutputStream;

/**
 * One file of the site: its path inside the site (such as {@code js/app.js}), its bytes and its content type.
 * Immutable: the bytes are copied in and never handed out.
 */
public final class SiteFile {
    private final String path;
    private final byte[] content;
    private final String contentType;
    private final String hash;

    SiteFile(String path, byte[] content) {
        this.path = Objects.requireNonNull(path, "path");
        this.content = content.clone();
        this.contentType = ContentTypes.of(path);
        this.hash = sha256(this.content);
    }

    public String path() {
        return path;
    }

    public String contentType() {
        return contentType;
    }

    public int size() {
        return content.length;
    }

    /** The SHA-256 of the bytes, in hex: a strong entity tag, and part of the site's version. */
    public String hash() {
        return hash;
    }

    /** Writes the bytes. */
    public void writeTo(OutputStream out) throws IOException {
        out.write(content);
    }

    /** The size gzip makes of it (level 9): what a static host that compresses sends. */
    public int gzippedSize() {
        ByteArrayOutputStream sink = new ByteArrayOutputStream(content.length / 3 + 64);
        try (GZIPOutputStream gzip = new GZIPOutputStream(sink) {
            {
                def.setLevel(9);
            }
        }) {
            gzip.write(content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sink.size();
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The bytes, for the site's own generated files (this package only). */
    byte[] bytes() {
        return content.clone();
    }
}
