package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Facelet;
import dev.cubeguide.model.NetPrinter;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.scan.ScanResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide scan (--colors "#rrggbb ×54" | --batch FILE|- | --images U R F D L B) [--json]}: colour readings
 * to the most likely valid cube ({@link ColorResolver}), with the stickers to check.
 *
 * <p>{@code --json} prints {@code {"facelets":"…","uncertain":[…],"confidence":[…]}}; {@code --batch} prints one such
 * line per input line (54 readings each), or {@code {"error":{…}}} for a bad line, and goes on.
 */
@Command(name = "scan", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Read a cube from colour readings: 54 sRGB values (URFDLB facelet order) or six photos.",
            "Prints the most likely cube that can exist and the stickers to check.",
            "Examples: scan --colors \"#ffffff #fefefe ...\"   scan --batch readings.txt --json",
            "          scan --images U.jpg R.jpg F.jpg D.jpg L.jpg B.jpg --grid-size 0.6"})
final class ScanCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--colors", paramLabel = "\"#rrggbb ...\"",
            description = "54 readings #rrggbb in URFDLB facelet order, separated by spaces or commas.")
    String colors;

    @Option(names = "--batch", paramLabel = "FILE|-", description = "One cube of 54 readings per line, from FILE or standard input; one JSON line each.")
    String batch;

    @Option(names = "--images", arity = "1..*", paramLabel = "PHOTO",
            description = {"Six photos (JPEG or PNG), one per face in the order U R F D L B, each face as the facelet net",
                "reads it: U with F at the bottom of the picture, D with F at the top, side faces with U on top."})
    List<Path> images;

    @Option(names = "--grid-size", defaultValue = "0.6", paramLabel = "FRACTION",
            description = "With --images: the 3x3 grid's side as a fraction of the photo's shorter side (default ${DEFAULT-VALUE}).")
    double gridSize;

    @Option(names = "--grid-center", defaultValue = "0.5,0.5", paramLabel = "X,Y",
            description = "With --images: the grid's centre as fractions of the photo's width and height (default ${DEFAULT-VALUE}).")
    String gridCenter;

    @Option(names = "--json", description = "Print {\"facelets\":...,\"uncertain\":[...],\"confidence\":[...]}.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        int sources = (colors != null ? 1 : 0) + (batch != null ? 1 : 0) + (images != null ? 1 : 0);
        if (sources != 1) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "give exactly one of --colors \"#rrggbb ...\", --batch FILE|- and --images U R F D L B (try: scan --help)");
        }
        if (batch != null) {
            return Batch.runCommand(batch, null, 1, line -> Batch.Line.ok(Cli.json(scanLine(line).toMap())), out,
                    spec.commandLine().getErr());
        }
        ScanResult result = Cli.withJsonErrors(json, out, () -> {
            if (images != null) {
                double[] center = FaceImages.parseCenter(gridCenter);
                return ColorResolver.resolve(new FaceImages(gridSize, center[0], center[1]).read(images));
            }
            return scanLine(colors);
        });
        if (json) {
            out.println(Cli.json(result.toMap()));
        } else {
            out.print(NetPrinter.printColors(CubieCube.fromFacelets(result.facelets())));
            out.println(result.facelets());
            out.println(result.uncertain().isEmpty() ? "every sticker read with confidence"
                    : "check these stickers: " + names(result.uncertain()));
        }
        out.flush();
        return Cli.OK;
    }

    /** One line of readings to its cube; a line that is not valid UTF-8 is a BAD_REQUEST like any bad line. */
    private static ScanResult scanLine(String line) {
        if (line.indexOf('\uFFFD') >= 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the line is not valid UTF-8 text",
                    Map.of("column", line.indexOf('\uFFFD') + 1));
        }
        return ColorResolver.resolve(Rgb.parseLine(line));
    }

    private static String names(List<Integer> stickers) {
        StringJoiner out = new StringJoiner(" ");
        for (int s : stickers) {
            out.add(Facelet.ofIndex(s).name());
        }
        return out.toString();
    }
}
