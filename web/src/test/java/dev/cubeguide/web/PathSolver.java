package dev.cubeguide.web;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A test solver independent of the real ones: it knows the states along remembered scrambles (each with the
 * inverse of the scramble prefix as its solution) and reaches one of them by a search of up to three moves. So it
 * solves every remembered scramble, every state met while following its solution, and every state a few wrong
 * moves away from those (the mistake-recovery flow). Its answer has two stages, like the two-phase solver.
 */
final class PathSolver implements Solver {
    private static final int SEARCH_DEPTH = 3;
    private final String name;
    private final Map<CubieCube, Alg> known = new ConcurrentHashMap<>();

    PathSolver(String name) {
        this.name = name;
        known.put(CubieCube.SOLVED, Alg.EMPTY);
    }

    /** Makes every state along {@code scramble} solvable. */
    PathSolver remember(Alg scramble) {
        List<Move> moves = scramble.expandToFaceTurns().moves();
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < moves.size(); i++) {
            cube = cube.apply(moves.get(i));
            known.putIfAbsent(cube, Alg.of(moves.subList(0, i + 1)).inverse());
        }
        return this;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(name, "Test " + name, "A test solver that retraces remembered scrambles.", 40,
                "under 1 ms", false);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        long start = System.nanoTime();
        List<Move> prefix = new ArrayList<>();
        for (int depth = 0; depth <= SEARCH_DEPTH; depth++) {
            Alg rest = search(cube, depth, prefix);
            if (rest != null) {
                Alg first = Alg.of(prefix);
                Alg moves = first.concat(rest);
                List<Move> all = moves.moves();
                int half = all.size() / 2;
                List<Stage> stages = List.of(
                        Stage.of("phase 1", Alg.of(all.subList(0, half)), "Bring the cube into the easier group."),
                        Stage.of("phase 2", Alg.of(all.subList(half, all.size())), "Finish with the easier moves."));
                return new Solution(name, moves, stages, false, OptionalInt.empty(), 0,
                        Duration.ofNanos(System.nanoTime() - start));
            }
        }
        throw SolveException.noSolution(name, SEARCH_DEPTH);
    }

    private Alg search(CubieCube cube, int depth, List<Move> prefix) {
        Alg hit = known.get(cube);
        if (hit != null) {
            return hit;
        }
        if (depth == 0) {
            return null;
        }
        for (int m = 0; m < 18; m++) {
            Move move = Move.ofIndex(m);
            prefix.add(move);
            Alg found = search(cube.apply(move), depth - 1, prefix);
            if (found != null) {
                return found;
            }
            prefix.remove(prefix.size() - 1);
        }
        return null;
    }
}
