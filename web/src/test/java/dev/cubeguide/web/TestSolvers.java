package dev.cubeguide.web;

import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.Solvers;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * The solvers the web tests use: the real ones from {@link Solvers} once they are built (their tables go to the
 * test home the build names, {@code cubeguide.test.home}, whose tables the other modules' tests share, or else to
 * {@code target/test-home}; never the user's home), with a {@link PathSolver} standing in for two-phase until then.
 */
final class TestSolvers {
    static {
        if (System.getProperty("cubeguide.home") == null) {
            String shared = System.getProperty("cubeguide.test.home");
            Path home = shared != null && !shared.isBlank() ? Path.of(shared) : Path.of("target", "test-home");
            System.setProperty("cubeguide.home", home.toAbsolutePath().toString());
        }
    }

    private TestSolvers() {
    }

    /** Whether the real solver called {@code name} is built (a placeholder reports no move bound). */
    static boolean isBuilt(String name) {
        return Solvers.get(name).info().maxMoves() > 0;
    }

    /** The real solvers, with {@code standIn} as two-phase while the real one is not built. */
    static Function<String, Solver> lookup(PathSolver standIn) {
        boolean real = isBuilt("twophase");
        return name -> name.equals("twophase") && !real ? standIn : Solvers.get(name);
    }

    static List<String> names() {
        return Solvers.names();
    }

    static boolean realTwoPhase() {
        return isBuilt("twophase");
    }
}
