package dev.cubeguide.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.TreeNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.error.ErrorKind;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Durations;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import picocli.CommandLine;

/** Shared plumbing of the subcommands: JSON, error reporting, exit codes, and reading a cube from arguments. */
public final class Cli {
    /** Exit code for success. */
    public static final int OK = 0;
    /** Exit code for anything unexpected (the exit code of {@link ErrorKind#INTERNAL} and its failures). */
    public static final int FAILURE = ErrorKind.INTERNAL.exitCode();
    /** Exit code for bad input (and usage errors). */
    public static final int BAD_INPUT = ErrorKind.BAD_INPUT.exitCode();
    /** Exit code when no solution was found within the limits. */
    public static final int NO_SOLUTION = ErrorKind.NO_SOLUTION.exitCode();

    /**
     * Jackson's object mapper, made on first use: making one costs about 0.3 s on a cold JVM, more than a whole
     * solve, and most runs print only maps, lists and plain values ({@link #json}), which need just a generator.
     */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper().registerModule(new Jdk8Module())
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }

    private static final JsonFactory JSON_FACTORY = new JsonFactory();

    private Cli() {
    }

    /** The configured picocli command line with every subcommand, on {@code solvers}. */
    public static CommandLine commandLine(SolverRegistry solvers) {
        return commandLine(solvers, new String[0]);
    }

    /**
     * The configured picocli command line (error handlers, exit codes, progress bars on a terminal) for running
     * {@code arguments} with {@code solvers}: with only the subcommand that {@code arguments} names, or every
     * subcommand when the first argument names none (help, an option, a typo: picocli then lists or suggests them
     * all).
     */
    public static CommandLine commandLine(SolverRegistry solvers, String... arguments) {
        return commandLine(solvers, Terminal.system(), arguments);
    }

    /** As {@link #commandLine(SolverRegistry, String...)}, with table builds shown on {@code terminal}. */
    static CommandLine commandLine(SolverRegistry solvers, Terminal terminal, String... arguments) {
        return commandLine(new Main(solvers, Cancellation.NEVER), terminal, arguments);
    }

    /** As {@link #commandLine(SolverRegistry, Terminal, String...)}, for the command {@code root}. */
    static CommandLine commandLine(Main root, Terminal terminal, String... arguments) {
        CommandLine commandLine = new CommandLine(root);
        TableBuilds.install(Main.solversOf(root).store(), terminal, commandLine::getErr);
        String named = arguments.length > 0 ? arguments[0] : "";
        if (Main.subcommands().containsKey(named) && !named.equals("help")) {
            commandLine.addSubcommand(named, Main.subcommands().get(named).get());
        } else {
            Main.subcommands().forEach((name, command) -> commandLine.addSubcommand(name, command.get()));
        }
        commandLine.setExecutionExceptionHandler((exception, cmd, parseResult) -> report(cmd.getErr(), exception));
        commandLine.setParameterExceptionHandler((exception, args) -> {
            PrintWriter err = exception.getCommandLine().getErr();
            // A mistyped subcommand: the names within two edits, said plainly (picocli's "Unmatched arguments from
            // index 0: ..." would only confuse); a mistyped option: picocli's message and suggestions.
            String typed = exception instanceof CommandLine.UnmatchedArgumentException unmatched
                    && !unmatched.getUnmatched().isEmpty() && exception.getCommandLine().getParent() == null
                    ? unmatched.getUnmatched().get(0) : null;
            List<String> near = typed == null ? List.of()
                    : nearNames(typed, exception.getCommandLine().getSubcommands().keySet());
            if (!near.isEmpty()) {
                err.println("error: " + ErrorCode.BAD_REQUEST + ": '" + typed + "' is not a cubeguide command. "
                        + "Did you mean: " + String.join(" or ", near) + "?");
            } else {
                err.println("error: " + ErrorCode.BAD_REQUEST + ": " + exception.getMessage());
                CommandLine.UnmatchedArgumentException.printSuggestions(exception, err);
                err.println("(try: " + exception.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
            }
            err.flush();
            return BAD_INPUT;
        });
        return commandLine;
    }

    /** The names within two edits (insert, delete, change, or swap two neighbours) of {@code typed}, nearest first. */
    static List<String> nearNames(String typed, Collection<String> names) {
        TreeMap<Integer, List<String>> byDistance = new TreeMap<>();
        for (String name : names) {
            int distance = editDistance(typed.toLowerCase(Locale.ROOT), name);
            if (distance <= 2 && distance < name.length()) {
                byDistance.computeIfAbsent(distance, d -> new ArrayList<>()).add(name);
            }
        }
        return byDistance.isEmpty() ? List.of() : byDistance.firstEntry().getValue();
    }

    /** The optimal-string-alignment distance: edits, counting a swap of neighbours as one (Damerau). */
    static int editDistance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 2 || a.length() > 64) {
            return Integer.MAX_VALUE;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /** Prints {@code error: CODE: message} and returns the exit code of the exception's {@link ErrorKind}. */
    static int report(PrintWriter err, Exception exception) {
        if (exception instanceof CubeGuideException e) {
            err.println("error: " + e.code() + ": " + e.getMessage());
        } else {
            err.println("error: " + ErrorCode.INTERNAL + ": " + describeUnexpected(exception));
        }
        err.flush();
        return ErrorKind.of(exception).exitCode();
    }

    /**
     * Words for a failure that is not the input's fault, without Java class names: the exception's own message when
     * it names none, else a plain description of its kind.
     */
    static String describeUnexpected(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (give the process more with CUBEGUIDE_JAVA_OPTS=-Xmx..., or ask for less)";
        }
        if (failure instanceof StackOverflowError) {
            return "the input nests too deeply";
        }
        if (failure instanceof IOException io) {
            return reason(io);
        }
        String message = failure.getMessage();
        if (message == null || message.isBlank() || ErrorAnswer.namesCode(message)) {
            return "an unexpected failure (a bug; please report it with the command that caused it)";
        }
        return message;
    }

    /** Why an I/O operation failed, in words ("permission denied", "is a directory"), without class names. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        String message = e.getMessage();
        if (message == null || ErrorAnswer.namesCode(message)) {
            return "an input/output error";
        }
        // File-system messages often read "PATH: reason" or "reason (PATH)"; keep the reason.
        int colon = message.lastIndexOf(": ");
        return colon >= 0 ? message.substring(colon + 2) : message;
    }

    /**
     * The exit code of {@code code}'s {@link ErrorKind}: 3 for NO_SOLUTION and TIMEOUT, 2 for the codes of bad
     * input, 1 for the rest (a link failure, a bug).
     */
    public static int exitCode(ErrorCode code) {
        return ErrorKind.of(code).exitCode();
    }

    /**
     * One line of JSON. Maps, collections, arrays, strings, numbers, booleans, enums and null are written by a
     * plain generator; anything else (a record, a tree) by the object mapper.
     */
    public static String json(Object value) {
        StringWriter text = new StringWriter();
        try (JsonGenerator out = JSON_FACTORY.createGenerator(text)) {
            write(out, value);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
        return text.toString();
    }

    private static void write(JsonGenerator out, Object value) throws IOException {
        if (value == null) {
            out.writeNull();
        } else if (value instanceof TreeNode) {
            // A JSON tree is also Iterable (over its children): the mapper writes it whole.
            Mapper.JSON.writeValue(out, value);
        } else if (value instanceof Map<?, ?> map) {
            out.writeStartObject();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                out.writeFieldName(String.valueOf(entry.getKey()));
                write(out, entry.getValue());
            }
            out.writeEndObject();
        } else if (value instanceof Iterable<?> items) {
            out.writeStartArray();
            for (Object item : items) {
                write(out, item);
            }
            out.writeEndArray();
        } else if (value instanceof Object[] items) {
            write(out, Arrays.asList(items));
        } else if (value instanceof CharSequence || value instanceof Enum<?> || value instanceof Character) {
            out.writeString(value.toString());
        } else if (value instanceof Boolean b) {
            out.writeBoolean(b);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            out.writeNumber(((Number) value).longValue());
        } else if (value instanceof Double || value instanceof Float) {
            out.writeNumber(((Number) value).doubleValue());
        } else if (value instanceof BigDecimal decimal) {
            out.writeNumber(decimal);
        } else {
            Mapper.JSON.writeValue(out, value);
        }
    }

    /** The JSON line of an error: {@code {"error":{"code","message","detail"}}}. */
    public static String errorJson(CubeGuideException e) {
        return json(Map.of("error", e.toMap()));
    }

    /** Jackson's object mapper, for reading JSON (made on first use). */
    public static ObjectMapper mapper() {
        return Mapper.JSON;
    }

    /**
     * A duration as people write it: {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 1m}, {@code 1h}, or ISO-8601
     * ({@code PT2S}). A bare number is refused, since its unit would be a guess. Throws {@code BAD_REQUEST}.
     */
    public static Duration parseDuration(String text) {
        return Durations.parse(text);
    }

    /** The picocli converter for {@link #parseDuration(String)}. */
    public static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return parseDuration(value);
            } catch (CubeGuideException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /**
     * Runs {@code body}; when it throws a {@link CubeGuideException} and {@code json} is set, the error object is
     * printed on {@code out} first (standard error still gets {@code error: CODE: message} from the handler).
     */
    static <T> T withJsonErrors(boolean json, PrintWriter out, Supplier<T> body) {
        try {
            return body.get();
        } catch (CubeGuideException e) {
            if (json) {
                out.println(errorJson(e));
                out.flush();
            }
            throw e;
        }
    }

    /** The input text of a command: its positional words joined by single spaces, or null when there are none. */
    static String joined(List<String> words) {
        return words == null || words.isEmpty() ? null : String.join(" ", words);
    }

    /**
     * The cube described by a command's input: an alg applied to a solved cube, or a facelet string. A cube turned
     * by rotations or slices is read as the person now holding it sees it.
     */
    public static CubieCube readCube(String text, boolean facelets) {
        if (text == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "give a scramble or --facelets STRING");
        }
        return facelets ? CubieCube.fromFacelets(text.trim()) : CubieCube.of(Alg.parse(text)).normalized();
    }
}
