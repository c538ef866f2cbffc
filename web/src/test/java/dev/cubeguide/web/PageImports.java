package dev.cubeguide.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The page's module graph, read from its sources (a folder holding {@code index.html} and {@code js/}), checked
 * against a table of layers: each module belongs to one layer; a module may import from a lower layer, and from its
 * own layer only where that layer allows it (feature modules talk through the guide's state and its events, never
 * by importing each other). Both static ({@code import ... from '...'}, {@code export ... from '...'}) and dynamic
 * ({@code import('...')}) imports count. Any import that is not a page module (three.js, the engine's client, whose
 * address is computed) must be listed for the module that makes it.
 *
 * <p>Also checked: the page has exactly one entry module ({@code <script type="module" src>} in index.html), every
 * module is reachable from it, every module is in the table, and modules that own no state (every module but the
 * table's owners) declare no {@code let} or {@code var} at their top level.
 *
 * @param layers the layers, lowest first
 * @param owners the modules that may keep module-level state (the page's state, and the devices' owners)
 * @param outside for a module, the imports that are not page modules it may make (a specifier, or for a dynamic
 *     import of a computed address, the expression)
 * @param generated the modules the site build writes (in the table, not in the sources)
 * @param classic the classic scripts under js/ (the {@code nomodule} fallback), which are no modules
 */
record PageImports(List<Layer> layers, Set<String> owners, Map<String, Set<String>> outside, Set<String> generated,
        Set<String> classic) {

    /** A layer: its name, whether its modules may import each other, and its modules (paths under js/). */
    record Layer(String name, boolean importsWithin, Set<String> modules) {
    }

    private static final Pattern STATIC = Pattern.compile(
            "^\\s*(?:import|export)\\s+(?:[^'\";]*?\\s+from\\s+)?['\"]([^'\"]+)['\"]", Pattern.MULTILINE);
    private static final Pattern DYNAMIC = Pattern.compile("\\bimport\\(\\s*([^)]*?)\\s*\\)");
    private static final Pattern LITERAL = Pattern.compile("^(['\"`])([^'\"`]+)\\1$");
    private static final Pattern BLOCK_COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern LINE_COMMENT = Pattern.compile("^\\s*//.*$", Pattern.MULTILINE);
    private static final Pattern MODULE_SCRIPT = Pattern.compile(
            "<script\\b[^>]*\\btype=\"module\"[^>]*\\bsrc=\"([^\"]+)\"|<script\\b[^>]*\\bsrc=\"([^\"]+)\"[^>]*\\btype=\"module\"");
    private static final Pattern TOP_LEVEL_STATE = Pattern.compile("^(?:export\\s+)?(?:let|var)\\s+(\\w+)",
            Pattern.MULTILINE);

    /** Everything wrong with the page in folder, in words; empty when the graph keeps to the table. */
    List<String> problems(Path folder) {
        Map<String, String> sources = modules(folder.resolve("js"));
        sources.keySet().removeAll(classic);
        List<String> problems = new ArrayList<>();
        Map<String, Integer> rank = new LinkedHashMap<>();
        for (int i = 0; i < layers.size(); i++) {
            for (String module : layers.get(i).modules()) {
                rank.put(module, i);
            }
        }
        Map<String, List<String>> graph = new TreeMap<>();
        sources.forEach((module, text) -> {
            if (!rank.containsKey(module)) {
                problems.add(module + " is in no layer: add it to the table of layers");
                return;
            }
            List<String> targets = new ArrayList<>();
            for (String specifier : imports(text)) {
                String target = resolve(module, specifier);
                if (target == null || !rank.containsKey(target)) {
                    if (!outside.getOrDefault(module, Set.of()).contains(specifier)) {
                        problems.add(module + " imports " + specifier + ", which is not a page module it may import");
                    }
                    continue;
                }
                targets.add(target);
                int from = rank.get(module);
                int to = rank.get(target);
                Layer layer = layers.get(from);
                if (to > from) {
                    problems.add(module + " (" + layer.name() + ") imports " + target + " from a higher layer ("
                            + layers.get(to).name() + ")");
                } else if (to == from && !layer.importsWithin()) {
                    problems.add(module + " imports " + target + ": " + layer.name()
                            + " modules do not import each other (they talk through the guide's state and events)");
                }
            }
            graph.put(module, targets);
            if (!owners.contains(module)) {
                Matcher state = TOP_LEVEL_STATE.matcher(code(text));
                while (state.find()) {
                    problems.add(module + " keeps module-level state (" + state.group(1)
                            + "): keep it in guide-state.js, or in the call that sets the feature up");
                }
            }
        });
        rank.keySet().stream().filter(module -> !sources.containsKey(module) && !generated.contains(module))
                .forEach(module -> problems.add(module + " is in the table but not in the page"));
        List<String> entries = entries(folder.resolve("index.html"));
        if (entries.size() != 1) {
            problems.add("index.html has " + entries.size() + " entry modules " + entries + ", not one");
        }
        Set<String> reached = reachable(graph, entries);
        sources.keySet().stream().filter(module -> !reached.contains(module))
                .forEach(module -> problems.add(module + " is not reachable from the entry module"));
        return problems;
    }

    /** The page's module scripts in index.html, as paths under js/. */
    static List<String> entries(Path index) {
        List<String> entries = new ArrayList<>();
        Matcher script = MODULE_SCRIPT.matcher(read(index));
        while (script.find()) {
            String src = script.group(1) != null ? script.group(1) : script.group(2);
            entries.add(src.replaceFirst("^(\\./)?js/", ""));
        }
        return entries;
    }

    /** The specifiers a module imports, statically or dynamically (a computed address as its expression). */
    static List<String> imports(String source) {
        String code = code(source);
        List<String> specifiers = new ArrayList<>();
        Matcher statics = STATIC.matcher(code);
        while (statics.find()) {
            specifiers.add(statics.group(1));
        }
        Matcher dynamics = DYNAMIC.matcher(code);
        while (dynamics.find()) {
            Matcher literal = LITERAL.matcher(dynamics.group(1));
            specifiers.add(literal.matches() ? literal.group(2) : dynamics.group(1));
        }
        return specifiers;
    }

    /** The module a relative specifier names, as a path under js/, or null when it names none there. */
    static String resolve(String module, String specifier) {
        if (!specifier.startsWith("./") && !specifier.startsWith("../")) {
            return null;
        }
        Path resolved = Path.of("js", module).getParent().resolve(specifier).normalize();
        return resolved.startsWith("js") ? Path.of("js").relativize(resolved).toString().replace('\\', '/') : null;
    }

    private static Set<String> reachable(Map<String, List<String>> graph, List<String> entries) {
        Set<String> seen = new TreeSet<>();
        Deque<String> next = new ArrayDeque<>(entries);
        while (!next.isEmpty()) {
            String module = next.pop();
            if (seen.add(module)) {
                next.addAll(graph.getOrDefault(module, List.of()));
            }
        }
        return seen;
    }

    /** Each .js module under the folder (the page's js/), by its path there. */
    private static Map<String, String> modules(Path js) {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(js)) {
            files.filter(path -> path.toString().endsWith(".js")).forEach(path ->
                    sources.put(js.relativize(path).toString().replace('\\', '/'), read(path)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sources;
    }

    /** The source without its comments (block comments, and lines that are comments). */
    private static String code(String source) {
        return LINE_COMMENT.matcher(BLOCK_COMMENT.matcher(source).replaceAll("")).replaceAll("");
    }

    private static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
