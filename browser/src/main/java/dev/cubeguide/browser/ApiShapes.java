package dev.cubeguide.browser;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Scrambler;
import dev.cubeguide.solve.SolverInfo;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The public JSON shapes of three API answers, shared by the browser's engine and the server, as {@link SolutionMap}
 * is for a solution: a solver's entry in {@code GET /api/solvers}, the answer to {@code POST /api/parse}, and the
 * answer to {@code GET /api/scramble}.
 */
public final class ApiShapes {
    private ApiShapes() {
    }

    /** A solver's entry: {@code {"name","title","description","maxMoves","typicalTime","optimal"}}. */
    public static Map<String, Object> solverEntry(SolverInfo info) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("name", info.name());
        entry.put("title", info.title());
        entry.put("description", info.description());
        entry.put("maxMoves", info.maxMoves());
        entry.put("typicalTime", info.typicalTime());
        entry.put("optimal", info.optimal());
        return entry;
    }

    /**
     * The answer to a parsed scramble: {@code {"valid":true,"moves","length","facelets","solved"}}, the moves flattened,
     * the length in the half-turn metric, the facelets of the cube it makes, turned back to the standard orientation.
     */
    public static Map<String, Object> parsed(Alg alg) {
        CubieCube cube = CubieCube.of(alg).normalized();
        Map<String, Object> parsed = new LinkedHashMap<>();
        parsed.put("valid", true);
        parsed.put("moves", alg.flatten().toString());
        parsed.put("length", alg.htm());
        parsed.put("facelets", cube.toFacelets());
        parsed.put("solved", cube.isSolved());
        return parsed;
    }

    /** The answer to {@code GET /api/scramble}: the scramble made for {@code asked}, and what it was made from. */
    public static Map<String, Object> scramble(Scrambler.Scramble scramble, ScrambleQuery asked) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("scramble", scramble.moves().toString());
        answer.put("facelets", scramble.state().toFacelets());
        answer.put("seed", asked.seed());
        answer.put("randomState", asked.randomState());
        return answer;
    }
}
