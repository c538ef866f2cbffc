package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The output folder: committed chunks of results, each a sub-folder {@code chunk=NNNNN} holding Spark's
 * {@code _SUCCESS} marker and its data files.
 *
 * <p>The invariant that makes the output exactly-once: a chunk folder exists only once Spark's job commit finished
 * writing it. Each chunk is written by Spark's file commit protocol into a hidden folder {@code _attempt-UUID}
 * (task attempts write under its {@code _temporary}; only one attempt per task is committed; the job commit moves
 * them in and writes {@code _SUCCESS}), and only then renamed to its chunk name, an atomic rename on a local file
 * system and HDFS. A driver killed at any point leaves at most two {@code _attempt-*} folders, which readers of the
 * output skip (Spark's readers ignore names starting with {@code _}) and the next run removes, or, when its
 * {@code _SUCCESS} shows that the job commit had finished, takes over as a chunk. A chunk folder without
 * {@code _SUCCESS} (possible on a store without atomic rename) is removed too. The ids in the committed chunks
 * are the ids done; the job solves only the others, each id in exactly one chunk. One job at a time per folder.
 */
final class OutputFolder {
    static final String CHUNK_PREFIX = "chunk=";
    static final String ATTEMPT_PREFIX = "_attempt-";
    static final String SUMMARY = "_summary.json";
    private static final String SUCCESS = "_SUCCESS";

    private final FileSystem fs;
    private final Path root;
    private final OutputFormat format;
    private final List<Path> committed = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private int nextChunk = 1;

    private OutputFolder(FileSystem fs, Path root, OutputFormat format) {
        this.fs = fs;
        this.root = root;
        this.format = format;
    }

    /**
     * Opens {@code output} (made when missing): finds the committed chunks, removes or takes over what a killed
     * run left, and refuses a folder written in another format or holding other files.
     */
    static OutputFolder open(Configuration conf, String output, OutputFormat format) {
        try {
            Path path = new Path(output);
            FileSystem fs = path.getFileSystem(conf);
            Path root = fs.makeQualified(path);
            if (fs.exists(root) && !fs.getFileStatus(root).isDirectory()) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the output " + output + " is a file, not a folder",
                        Map.of("output", output));
            }
            fs.mkdirs(root);
            OutputFolder folder = new OutputFolder(fs, root, format);
            folder.scan(output);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void scan(String output) throws IOException {
        FileStatus[] entries = fs.listStatus(root);
        Arrays.sort(entries, Comparator.comparing(s -> s.getPath().getName()));
        List<Path> attempts = new ArrayList<>();
        for (FileStatus entry : entries) {
            String name = entry.getPath().getName();
            if (entry.isDirectory() && name.startsWith(CHUNK_PREFIX)) {
                if (fs.exists(new Path(entry.getPath(), SUCCESS))) {
                    checkFormat(entry.getPath(), output);
                    committed.add(entry.getPath());
                    nextChunk = Math.max(nextChunk, chunkNumber(name) + 1);
                } else {
                    notes.add("removed " + name + " (not committed)");
                    fs.delete(entry.getPath(), true);
                }
            } else if (entry.isDirectory() && name.startsWith(ATTEMPT_PREFIX)) {
                attempts.add(entry.getPath());
            } else if (!name.startsWith("_") && !name.startsWith(".")) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the output folder " + output + " holds " + name
                        + ", which is not a result chunk; give a new or a result folder", Map.of("output", output, "entry", name));
            }
        }
        for (Path attempt : attempts) {
            if (fs.exists(new Path(attempt, SUCCESS))) {
                checkFormat(attempt, output);
                Path chunk = commit(attempt, null);
                if (chunk != null) {
                    notes.add("kept " + attempt.getName() + " as " + chunk.getName() + " (its write had been committed)");
                }
            } else {
                notes.add("removed " + attempt.getName() + " (an unfinished write)");
                fs.delete(attempt, true);
            }
        }
    }

    private void checkFormat(Path chunk, String output) throws IOException {
        for (FileStatus file : fs.listStatus(chunk)) {
            String name = file.getPath().getName();
            if (isData(name) && !format.names(name)) {
                OutputFormat other = format == OutputFormat.JSON ? OutputFormat.PARQUET : OutputFormat.JSON;
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the output folder " + output + " holds " + other
                        + " results; resume it with --format " + other + " or give a new folder",
                        Map.of("output", output, "format", other.toString()));
            }
        }
    }

    private static boolean isData(String fileName) {
        return !fileName.startsWith("_") && !fileName.startsWith(".");
    }

    private static int chunkNumber(String name) {
        try {
            return Integer.parseInt(name.substring(CHUNK_PREFIX.length()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A new, unused hidden folder for Spark to write one chunk into. */
    Path newAttempt() {
        return new Path(root, ATTEMPT_PREFIX + UUID.randomUUID());
    }

    /**
     * Stores {@code counts} (the {@link ResultCounts} of its rows) in a written attempt and renames it to the next
     * chunk name, and returns that; an attempt without data files (every id of its share was done already) is
     * removed instead, and null returned.
     */
    Path commit(Path attempt, String counts) {
        try {
            boolean hasData = Arrays.stream(fs.listStatus(attempt)).anyMatch(s -> isData(s.getPath().getName()));
            if (!hasData) {
                fs.delete(attempt, true);
                return null;
            }
            if (counts != null) {
                write(new Path(attempt, ResultCounts.FILE), counts);
            }
            Path chunk = new Path(root, String.format("%s%05d", CHUNK_PREFIX, nextChunk));
            if (!fs.rename(attempt, chunk)) {
                throw new IOException("cannot rename " + attempt + " to " + chunk);
            }
            nextChunk++;
            committed.add(chunk);
            return chunk;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes a written attempt that holds no rows. */
    void discard(Path attempt) {
        try {
            fs.delete(attempt, true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The {@link ResultCounts} stored in a chunk, or empty for a chunk taken over from a killed run. */
    Optional<String> counts(Path chunk) {
        Path file = new Path(chunk, ResultCounts.FILE);
        try (var in = fs.open(file)) {
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (FileNotFoundException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write(Path file, String text) throws IOException {
        try (var out = fs.create(file, true)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Writes the summary file beside the chunks. */
    void writeSummary(String json) {
        try {
            write(new Path(root, SUMMARY), json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The committed chunk folders, oldest first. */
    List<Path> committed() {
        return List.copyOf(committed);
    }

    /** The folder, qualified. */
    Path root() {
        return root;
    }

    /** What opening the folder cleaned up, for the log. */
    List<String> notes() {
        return List.copyOf(notes);
    }
}
