package dev.cubeguide;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The repository's files stand alone: no file cites a design document the repository does not hold, and no
 * Markdown file speaks of work sessions or names a folder of one machine. The README and the pages of docs/ read
 * well: no paragraph longer than {@link #MAX_PARAGRAPH} characters, and every link to a file or heading of the
 * repository leads somewhere. Walks the whole repository from its root
 * (the folder with the parent {@code pom.xml}), skipping build output, git's own folder and installed packages.
 */
class DocsTest {
    /** A design file that lived outside the repository; written in two parts so that this file does not cite it. */
    private static final String OUTSIDE_DESIGN = "DESIGN" + ".md";
    private static final Pattern DESIGN_CITATION = Pattern.compile(Pattern.quote(OUTSIDE_DESIGN));
    private static final Pattern SESSION = Pattern.compile("\\bsessions?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MACHINE_PATH = Pattern.compile("/(?:work|home|root)/");
    private static final Set<String> SKIPPED_FOLDERS = Set.of("target", ".git", "node_modules");
    /** Files larger than this are data, not text anyone reads (the largest text file is well below it). */
    private static final long MAX_TEXT_BYTES = 4L << 20;
    /** The longest paragraph (or list item's paragraph) of the README and docs/*.md, in characters. */
    static final int MAX_PARAGRAPH = 600;
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*(?:[-*+]|\\d+\\.)\\s");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)|<img [^>]*src=\"([^\"]+)\"");

    private static Path root;
    private static List<Path> files;

    @BeforeAll
    static void walkRepository() throws IOException {
        root = repositoryRoot(Path.of("").toAbsolutePath());
        files = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                return !dir.equals(root) && SKIPPED_FOLDERS.contains(dir.getFileName().toString())
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile() && attributes.size() <= MAX_TEXT_BYTES) {
                    files.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    @Test
    void theWalkFindsTheDocs() {
        assertThat(markdownFiles()).contains(root.resolve("README.md"), root.resolve("docs/ARCHITECTURE.md"),
                root.resolve("docs/BENCHMARKS.md"));
    }

    @Test
    void theChecksFindWhatTheyLookFor() {
        Path doc = root.resolve("docs/EXAMPLE.md");
        String text = "intro\nsee " + OUTSIDE_DESIGN + "\nthe ninth Session's work\n"
                + "measured in /work/main/x and /root/y\na session-free line? no: sessions\nclean line\n";
        assertThat(linesMatching(doc, text, DESIGN_CITATION))
                .containsExactly("docs/EXAMPLE.md:2: see " + OUTSIDE_DESIGN);
        assertThat(linesMatching(doc, text, SESSION)).hasSize(2);
        assertThat(linesMatching(doc, text, MACHINE_PATH)).containsExactly(
                "docs/EXAMPLE.md:4: measured in /work/main/x and /root/y");
        assertThat(linesMatching(doc, "the sessionless possessions of /workshop/", SESSION)).isEmpty();
        assertThat(linesMatching(doc, "the sessionless possessions of /workshop/", MACHINE_PATH)).isEmpty();
    }

    @Test
    void noFileCitesADesignDocumentOutsideTheRepository() throws IOException {
        assertThat(linesMatching(files, DESIGN_CITATION))
                .as("files citing %s, which the repository does not hold (cite docs/ARCHITECTURE.md)", OUTSIDE_DESIGN)
                .isEmpty();
    }

    @Test
    void noDocSpeaksOfSessions() throws IOException {
        assertThat(linesMatching(markdownFiles(), SESSION))
                .as("docs describe the project as it is, not the work sessions that made it").isEmpty();
    }

    @Test
    void noDocHoldsAMachinePath() throws IOException {
        assertThat(linesMatching(markdownFiles(), MACHINE_PATH))
                .as("docs name no folder of one machine (write paths relative to the repository)").isEmpty();
    }

    @Test
    void noDocParagraphIsTooLong() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path doc : readersDocs()) {
            found.addAll(longParagraphs(doc, Files.readString(doc)));
        }
        assertThat(found).as("paragraphs over %d characters (one sentence per line, and a blank line between "
                + "paragraphs, keeps them readable)", MAX_PARAGRAPH).isEmpty();
    }

    @Test
    void theParagraphCheckSkipsCodeAndTablesAndCountsListItemsApart() {
        Path doc = root.resolve("docs/EXAMPLE.md");
        String sentence = "A sentence of fifty characters, give or take one.\n";
        String longText = sentence.repeat(13);
        assertThat(longParagraphs(doc, "# Title\n" + sentence.repeat(12) + "\n" + sentence.repeat(12))).isEmpty();
        assertThat(longParagraphs(doc, "intro\n\n" + longText)).containsExactly("docs/EXAMPLE.md:3: 649 characters");
        assertThat(longParagraphs(doc, "```\n" + longText + "```\n| " + "x | ".repeat(300) + "\n")).isEmpty();
        assertThat(longParagraphs(doc, ("- " + sentence.repeat(6)).repeat(3))).isEmpty();
        assertThat(longParagraphs(doc, "- item\n  " + longText)).hasSize(1);
    }

    @Test
    void everyLinkOfTheDocsLeadsSomewhere() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : readersDocs()) {
            String text = Files.readString(doc);
            java.util.regex.Matcher link = LINK.matcher(text);
            while (link.find()) {
                String target = link.group(1) != null ? link.group(1) : link.group(2);
                if (target.matches("[a-z]+:.*")) {
                    continue;
                }
                String problem = brokenLink(doc, text, target);
                if (problem != null) {
                    broken.add(root.relativize(doc) + ": " + target + ": " + problem);
                }
            }
        }
        assertThat(broken).as("links to files or headings that are not there").isEmpty();
    }

    /** Why {@code target}, a link in {@code doc}, leads nowhere; null when it leads to a file and heading. */
    private static String brokenLink(Path doc, String text, String target) throws IOException {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path file = path.isEmpty() ? doc : doc.getParent().resolve(path).normalize();
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (hash < 0) {
            return null;
        }
        String anchor = target.substring(hash + 1);
        String headings = file.equals(doc) ? text : Files.readString(file);
        for (String line : headings.split("\n")) {
            if (line.startsWith("#") && slug(line.replaceFirst("^#+\\s*", "")).equals(anchor)) {
                return null;
            }
        }
        return "no heading with that anchor";
    }

    /** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
    static String slug(String heading) {
        return heading.strip().toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "")
                .replace(' ', '-');
    }

    /** README.md and the pages of docs/ (not the generated reports in its sub-folders). */
    private static List<Path> readersDocs() {
        return markdownFiles().stream().filter(f -> f.equals(root.resolve("README.md"))
                || root.resolve("docs").equals(f.getParent())).toList();
    }

    /**
     * "path:line: N characters" for each paragraph of {@code text} longer than {@link #MAX_PARAGRAPH}: a run of
     * lines between blank lines, headings, HTML lines, tables and code blocks (which are skipped); a list item
     * starts a paragraph of its own. Its length is its lines' stripped text joined by spaces.
     */
    static List<String> longParagraphs(Path file, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean code = false;
        int start = -1;
        StringBuilder paragraph = new StringBuilder();
        for (int i = 0; i <= lines.length; i++) {
            String line = i < lines.length ? lines[i] : "";
            String stripped = line.strip();
            boolean fence = stripped.startsWith("```");
            boolean ends = fence || code || stripped.isEmpty() || stripped.startsWith("#") || stripped.startsWith("|")
                    || stripped.startsWith("<") || LIST_ITEM.matcher(line).find();
            if (ends && start >= 0) {
                if (paragraph.length() > MAX_PARAGRAPH) {
                    found.add(root.relativize(file) + ":" + (start + 1) + ": " + paragraph.length() + " characters");
                }
                start = -1;
                paragraph.setLength(0);
            }
            if (fence) {
                code = !code;
                continue;
            }
            boolean opens = LIST_ITEM.matcher(line).find();
            if (code || (ends && !opens)) {
                continue;
            }
            if (start < 0) {
                start = i;
            } else {
                paragraph.append(' ');
            }
            paragraph.append(stripped);
        }
        return found;
    }

    /** "path:line: text" for each line of the text files among {@code candidates} where {@code pattern} occurs. */
    private static List<String> linesMatching(List<Path> candidates, Pattern pattern) throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : candidates) {
            String text = textOf(file);
            if (text != null) {
                found.addAll(linesMatching(file, text, pattern));
            }
        }
        return found;
    }

    private static List<Path> markdownFiles() {
        return files.stream().filter(f -> f.getFileName().toString().endsWith(".md")).toList();
    }

    /** "path:line: text" for each line of {@code text} where {@code pattern} occurs. */
    private static List<String> linesMatching(Path file, String text, Pattern pattern) {
        List<String> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (pattern.matcher(lines[i]).find()) {
                String line = lines[i].strip();
                out.add(root.relativize(file) + ":" + (i + 1) + ": "
                        + (line.length() > 160 ? line.substring(0, 160) + "..." : line));
            }
        }
        return out;
    }

    /** The file as UTF-8 text, or null for a binary file (one with a NUL byte). */
    private static String textOf(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        for (byte b : bytes) {
            if (b == 0) {
                return null;
            }
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /**
     * The repository root: the nearest folder at or above {@code start} whose {@code pom.xml} lists modules (the
     * tests of a module run in that module's folder), or else one that holds {@code .git}.
     */
    static Path repositoryRoot(Path start) throws IOException {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path pom = dir.resolve("pom.xml");
            if (Files.isRegularFile(pom) && Files.readString(pom).contains("<modules>")) {
                return dir;
            }
        }
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve(".git"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no repository root (a pom.xml with <modules>, or .git) at or above " + start);
    }
}
