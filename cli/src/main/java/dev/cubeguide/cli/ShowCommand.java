package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.NetPrinter;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Alg;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide show (ALG | --facelets STRING | [--facelets] --batch FILE|-) [--json]}: the ASCII net (in the
 * colour letters of the standard scheme) and the facelet string of a cube.
 *
 * <p>An ALG is applied to a solved cube and the stickers are shown where they are, so after {@code x} the U face
 * shows the F colour. A facelet string (any six symbols) is validated and shown in face letters. With
 * {@code --batch}, every input line gives one JSON line, {@code {"facelets":...,"net":...}} or
 * {@code {"error":{...}}}; the run always reaches the end and exits 0 when the input could be read (per-line
 * errors are in the output, and a count goes to standard error). {@code --pattern NAME} shows a named pattern (the
 * targets of {@code solve --to}).
 */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Show a cube: its net and its 54-sticker facelet string (order U R F D L B).",
            "Examples: show \"R U R' U'\"   show --facelets UUUUUUUUU...   show --batch algs.txt   show --pattern superflip"})
final class ShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CubeInputOptions cubeInput;

    @Option(names = "--json", description = "Print {\"facelets\":...,\"net\":...}.")
    boolean json;

    @Option(names = "--pattern", paramLabel = "NAME",
            description = {"Show a named pattern (a target of solve --to): checkerboard, superflip, cube-in-a-cube,",
                "cube-in-a-cube-in-a-cube, six-spots, four-spots, cross, solved."})
    String pattern;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        String text = cubeInput.text();
        if (pattern != null) {
            if (text != null || cubeInput.batch != null) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give --pattern NAME or a cube, not both");
            }
            return print(out, Cli.withJsonErrors(json, out, () -> show(Patterns.byName(pattern)
                    .orElseThrow(() -> new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + pattern + "' is not a named"
                            + " pattern; choose one of " + String.join(", ", Patterns.names()),
                            Map.of("patterns", Patterns.names()))).cube())));
        }
        if (cubeInput.batch != null) {
            return Batch.runCommand(cubeInput.batch, text, 1, line -> Batch.Line.ok(Cli.json(show(line))), out,
                    spec.commandLine().getErr());
        }
        if (text == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "give an algorithm, --facelets STRING, or --batch FILE (try: show --help)");
        }
        return print(out, Cli.withJsonErrors(json, out, () -> show(text)));
    }

    private int print(PrintWriter out, Map<String, Object> shown) {
        if (json) {
            out.println(Cli.json(shown));
        } else {
            out.print(shown.get("net"));
            out.println(shown.get("facelets"));
        }
        out.flush();
        return Cli.OK;
    }

    /** {@code {"facelets":...,"net":...}} of one input (an alg, or a facelet string with --facelets). */
    private Map<String, Object> show(String text) {
        return show(cubeInput.facelets ? CubieCube.fromFacelets(text.trim()) : CubieCube.of(Alg.parse(text)));
    }

    private static Map<String, Object> show(CubieCube cube) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("facelets", cube.toFacelets());
        map.put("net", NetPrinter.printColors(cube));
        return map;
    }
}
