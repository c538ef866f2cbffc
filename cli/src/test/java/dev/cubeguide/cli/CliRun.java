package dev.cubeguide.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/** One in-process run of the command line, with its exit code and captured output. */
record CliRun(int exit, String out, String err) {

    /** Runs with the real solvers on the build's shared test tables. */
    static CliRun of(String... args) {
        return on(CliTestSolvers.REGISTRY, args);
    }

    /** Runs with {@code solvers} (a test registry, perhaps with a test double in a real solver's place). */
    static CliRun on(SolverRegistry solvers, String... args) {
        CommandLine commandLine = Cli.commandLine(solvers);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new CliRun(exit, out.toString(), err.toString());
    }

    /** Runs with {@code stdin} as standard input (for {@code --batch -}). */
    static CliRun withInput(String stdin, String... args) {
        return withInput(CliTestSolvers.REGISTRY, stdin, args);
    }

    /** Runs with {@code solvers} and {@code stdin} as standard input. */
    static synchronized CliRun withInput(SolverRegistry solvers, String stdin, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            return on(solvers, args);
        } finally {
            System.setIn(saved);
        }
    }

    List<String> lines() {
        return out.isEmpty() ? List.of() : List.of(out.split("\n"));
    }

    List<JsonNode> json() {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : lines()) {
            try {
                nodes.add(Cli.mapper().readTree(line));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return nodes;
    }

    /** True when nothing looks like a Java stack trace. */
    boolean noStackTrace() {
        return !(out + err).contains("\tat ") && !(out + err).contains("Exception in thread");
    }
}
