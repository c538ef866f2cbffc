package dev.cubeguide;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The module diagram of docs/ARCHITECTURE.md (the first Mermaid block under "Modules and where they run") is the
 * build's: every Maven module of the parent pom is a node, every dependency of a module's main code on another module
 * is a solid arrow from it to that module, and there is no solid arrow the poms do not have. A dotted arrow between
 * two modules must be a test-scoped dependency. Other nodes (the page, its workers) may be joined by dotted arrows.
 */
class ModuleDiagramTest {
    private static final String SECTION = "## Modules and where they run";
    private static final String GROUP = "dev.cubeguide";
    /** One arrow per line: {@code from --> to} or {@code from -.->|label| to}. */
    private static final Pattern ARROW = Pattern.compile("^\\s*(\\w+)\\s*(-->|-\\.->)\\s*(?:\\|[^|]*\\|)?\\s*(\\w+)\\s*$");
    private static final Pattern ARROW_ANYWHERE = Pattern.compile("-->|-\\.->|==>|---|-\\.-");
    private static final Pattern NODE = Pattern.compile("^\\s*(\\w+)\\s*\\[");

    private static Path root;
    private static List<String> modules;
    private static Set<String> mainArrows;
    private static Set<String> testArrows;

    @BeforeAll
    static void readBuild() throws Exception {
        root = DocsTest.repositoryRoot(Path.of("").toAbsolutePath());
        Element parent = pom(root.resolve("pom.xml"));
        modules = new ArrayList<>();
        for (Element module : children(child(parent, "modules"), "module")) {
            modules.add(module.getTextContent().strip());
        }
        Map<String, String> moduleOfArtifact = new LinkedHashMap<>();
        for (String module : modules) {
            moduleOfArtifact.put(text(pom(root.resolve(module).resolve("pom.xml")), "artifactId"), module);
        }
        mainArrows = new TreeSet<>();
        testArrows = new TreeSet<>();
        for (String module : modules) {
            Element dependencies = child(pom(root.resolve(module).resolve("pom.xml")), "dependencies");
            if (dependencies == null) {
                continue;
            }
            for (Element dependency : children(dependencies, "dependency")) {
                String used = moduleOfArtifact.get(text(dependency, "artifactId"));
                if (!GROUP.equals(text(dependency, "groupId")) || used == null) {
                    continue;
                }
                ("test".equals(text(dependency, "scope")) ? testArrows : mainArrows).add(module + " -> " + used);
            }
        }
        testArrows.removeAll(mainArrows);
    }

    @Test
    void theBuildHasTheModulesAndArrowsThisTestExpects() {
        assertThat(modules).contains("core", "solvers", "browser", "web", "cli", "spark", "bench");
        assertThat(mainArrows).contains("solvers -> core", "cli -> web", "spark -> solvers");
    }

    @Test
    void theArchitectureDiagramIsTheBuilds() throws IOException {
        String doc = Files.readString(root.resolve("docs/ARCHITECTURE.md"));
        assertThat(problems(moduleDiagram(doc), modules, mainArrows, testArrows))
                .as("docs/ARCHITECTURE.md's module diagram against the poms (an arrow points from a module to one it "
                        + "depends on)")
                .isEmpty();
    }

    @Test
    void theCheckFindsAMissingModuleAMissingArrowAnArrowBackUpAndAHiddenChain() {
        List<String> built = List.of("core", "solvers", "cli");
        Set<String> main = Set.of("solvers -> core", "cli -> solvers");
        Set<String> tests = Set.of("cli -> core");
        String right = "flowchart TB\n  core[\"core\"]\n  solvers\n  cli\n  page[\"the page\"]\n"
                + "  cli --> solvers\n  solvers --> core\n  cli -.->|tests| core\n  page -.->|loads| core\n";
        assertThat(problems(right, built, main, tests)).isEmpty();
        assertThat(problems(right.replace("  cli --> solvers\n", "  cli[\"cli\"]\n"), built, main, tests))
                .containsExactly("no arrow cli -> solvers, which the poms have");
        assertThat(problems(right + "  core --> solvers\n", built, main, tests))
                .containsExactly("an arrow core -> solvers, which the poms do not have");
        assertThat(problems(right + "  core -.-> cli\n", built, main, tests))
                .containsExactly("a dotted arrow core -> cli, which is no test dependency of the poms");
        assertThat(problems(right.replace("  cli --> solvers\n", "  cli --> solvers --> core\n"), built, main, tests))
                .contains("a line the check cannot read as one arrow: cli --> solvers --> core");
        assertThat(problems(right.replace("  solvers\n", "").replace("  cli --> solvers\n", "")
                .replace("  solvers --> core\n", ""), built, main, tests))
                .contains("module solvers is not in the diagram");
        assertThat(problems(right + "  page --> core\n", built, main, tests))
                .containsExactly("a solid arrow page -> core joins something other than two modules");
    }

    /** The first Mermaid block after the section's heading. */
    static String moduleDiagram(String doc) {
        int section = doc.indexOf(SECTION);
        assertThat(section).as("docs/ARCHITECTURE.md has the section %s", SECTION).isNotNegative();
        int start = doc.indexOf("```mermaid\n", section);
        assertThat(start).as("a Mermaid block in %s", SECTION).isNotNegative();
        int end = doc.indexOf("\n```", start + 1);
        return doc.substring(start + "```mermaid\n".length(), end);
    }

    /** What is wrong with {@code diagram} as a picture of these modules and their dependencies. */
    static List<String> problems(String diagram, List<String> modules, Set<String> mainArrows,
            Set<String> testArrows) {
        List<String> problems = new ArrayList<>();
        Set<String> nodes = new LinkedHashSet<>();
        Set<String> solid = new LinkedHashSet<>();
        for (String line : diagram.split("\n")) {
            String stripped = line.strip();
            if (ARROW_ANYWHERE.matcher(stripped).find()) {
                Matcher arrow = ARROW.matcher(stripped);
                if (!arrow.matches()) {
                    problems.add("a line the check cannot read as one arrow: " + stripped);
                    continue;
                }
                String from = arrow.group(1);
                String to = arrow.group(3);
                nodes.add(from);
                nodes.add(to);
                String edge = from + " -> " + to;
                boolean betweenModules = modules.contains(from) && modules.contains(to);
                if (arrow.group(2).equals("-->")) {
                    if (!betweenModules) {
                        problems.add("a solid arrow " + edge + " joins something other than two modules");
                    } else if (!mainArrows.contains(edge)) {
                        problems.add("an arrow " + edge + ", which the poms do not have");
                    }
                    solid.add(edge);
                } else if (betweenModules && !testArrows.contains(edge)) {
                    problems.add("a dotted arrow " + edge + ", which is no test dependency of the poms");
                }
            } else if (!stripped.startsWith("subgraph") && !stripped.startsWith("%%")) {
                Matcher node = NODE.matcher(stripped);
                if (node.find()) {
                    nodes.add(node.group(1));
                } else if (stripped.matches("\\w+")) {
                    nodes.add(stripped);
                }
            }
        }
        for (String module : modules) {
            if (!nodes.contains(module)) {
                problems.add("module " + module + " is not in the diagram");
            }
        }
        for (String edge : mainArrows) {
            if (!solid.contains(edge)) {
                problems.add("no arrow " + edge + ", which the poms have");
            }
        }
        return problems;
    }

    private static Element pom(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The first child element of {@code parent} named {@code name}, or null. */
    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    /** The text of {@code parent}'s child element {@code name}, stripped, or null. */
    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? null : element.getTextContent().strip();
    }
}
