package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.error.ErrorKind;
import java.io.PrintStream;

/**
 * How the batch job reports a failure: one line, {@code error: CODE: message}, in words (no class names, no stack
 * trace), and an exit code, that of its {@link ErrorKind} as for the command line. The codes are the library's
 * ({@link ErrorCode}: 2 for bad options or input, 1 for a failure) and those of a cluster ({@link ClusterFailure.Kind},
 * a {@link ErrorKind#FAILURE}, 1); anything else is {@code INTERNAL}, 1. A cube without a solution within the limits
 * (the command line's exit 3) is a row of the output here, never the job's failure.
 */
final class BatchErrors {
    /** The exit code of bad options or input. */
    static final int BAD_INPUT = ErrorKind.BAD_INPUT.exitCode();

    private BatchErrors() {
    }

    /**
     * A bug or a failure of Spark itself, in words: its message when it has one that names no Java type, else a
     * plain sentence (no class names, no stack trace).
     */
    static String describeUnexpected(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (give the driver and executors more memory, or solve fewer cubes per task)";
        }
        String message = failure.getMessage();
        if (message == null || message.isBlank() || ErrorAnswer.namesCode(message)) {
            return "an unexpected failure (a bug, or Spark failed; see the Spark logs, and please report it)";
        }
        return message;
    }

    /** The line that reports {@code failure}: {@code error: CODE: message}, in words (no class names). */
    static String errorLine(Throwable failure) {
        if (failure instanceof CubeGuideException c) {
            return "error: " + c.code() + ": " + c.getMessage();
        }
        if (failure instanceof ClusterFailure c) {
            return "error: " + c.kind() + ": " + c.getMessage();
        }
        return "error: " + ErrorCode.INTERNAL + ": " + describeUnexpected(failure);
    }

    /** The exit code of {@code failure}'s {@link ErrorKind}: 2 for bad options or input, 1 for anything else. */
    static int exitCode(Throwable failure) {
        if (failure instanceof ClusterFailure c) {
            return c.kind().errorKind().exitCode();
        }
        return ErrorKind.of(failure).exitCode();
    }

    /** Reports {@code failure} on {@code err} as the command line does; its exit code. */
    static int report(Throwable failure, PrintStream err) {
        err.println(errorLine(failure));
        return exitCode(failure);
    }
}
