package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorKind;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpResponseException;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Exceptions to HTTP answers, each status that of its {@link ErrorKind}: the library's errors (400 for input; a
 * failure is answered as a bug), the HTTP layer's refusals ({@link ApiException}), a busy server and a table build
 * (503 with {@code Retry-After}), Javalin's own refusals in this API's words, and a bug: logged with a fresh
 * reference, answered 500 with only that reference. No answer names a Java class or repeats an exception's text.
 */
final class ErrorMapping {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorMapping.class);
    /** Seconds a client is told to wait after a busy server's 503. */
    static final int RETRY_AFTER_SECONDS = 1;

    private final int maxBodyBytes;
    private final SecureRandom references = new SecureRandom();

    /** The mapping of a server whose body limit is {@code maxBodyBytes} (for Javalin's own 413). */
    ErrorMapping(int maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
    }

    /** Adds the exception handlers, and the answer to a path that no route serves, to {@code app}. */
    void register(Javalin app) {
        app.exception(CubeGuideException.class, (e, ctx) -> {
            ErrorKind kind = ErrorKind.of(e.code());
            if (kind.isFailure()) {
                internal(e, ctx);
            } else {
                ctx.status(kind.httpStatus()).json(ApiError.of(e));
            }
        });
        app.exception(ApiException.class, ErrorMapping::answer);
        app.exception(SolveSlots.Busy.class, (e, ctx) -> ctx.status(ErrorKind.BUSY.httpStatus())
                .header("Retry-After", "" + RETRY_AFTER_SECONDS)
                .json(ApiError.of(ApiError.BUSY, e.getMessage(), Map.of("retryAfterSeconds", RETRY_AFTER_SECONDS,
                        "maxConcurrentSolves", e.maxConcurrentSolves))));
        app.exception(BuildQueue.TablesBuilding.class, (e, ctx) -> {
            Map<String, Object> detail = new LinkedHashMap<>(Map.of("reason", "TABLES_BUILDING", "solver", e.solver,
                    "retryAfterSeconds", BuildQueue.RETRY_AFTER_SECONDS));
            detail.putAll(e.progress);
            ctx.status(ErrorKind.BUSY.httpStatus()).header("Retry-After", "" + BuildQueue.RETRY_AFTER_SECONDS)
                    .json(ApiError.of(ApiError.BUSY, e.getMessage(), detail));
        });
        app.exception(HttpResponseException.class, this::httpFailure);
        app.exception(Exception.class, this::internal);
        app.error(ErrorKind.NOT_FOUND.httpStatus(), ctx -> {
            if (ctx.path().startsWith("/api/")) {
                ctx.json(noApi(ctx));
            } else {
                ctx.contentType("text/plain").result("not found (the guide is at /, the API at /api/)");
            }
        });
    }

    /**
     * A handler whose {@link Error}s (a stack overflow, memory running out) become exceptions, so they are logged
     * and answered as every bug is: Javalin's exception handlers see only exceptions. Every route of the API is
     * registered through it.
     */
    static Handler guarded(Handler handler) {
        return ctx -> {
            try {
                handler.handle(ctx);
            } catch (Error e) {
                throw new Fatal(e);
            }
        };
    }

    private static void answer(ApiException e, Context ctx) {
        e.headers().forEach(ctx::header);
        ctx.status(e.status()).json(ApiError.of(e.code(), e.getMessage(), e.detail()));
    }

    private static Map<String, Object> noApi(Context ctx) {
        return ApiError.of(ApiError.NOT_FOUND, "no API at " + ctx.method() + " " + ctx.path()
                + "; see /api/openapi.json", Map.of("path", ctx.path()));
    }

    /** A bug: logged with a fresh reference, answered 500 with only that reference. */
    private void internal(Exception e, Context ctx) {
        String reference = String.format("%08x", references.nextInt());
        Throwable cause = e instanceof Fatal fatal ? fatal.getCause() : e;
        LOG.error("internal error {} on {} {}", reference, ctx.method(), ctx.path(), cause);
        ctx.status(ErrorKind.INTERNAL.httpStatus()).json(ApiError.internal(reference));
    }

    /** Javalin's own refusals (405 with {@code Allow}, 413, ...), in this API's words. */
    private void httpFailure(HttpResponseException e, Context ctx) {
        int status = e.getStatus();
        if (status == ErrorKind.METHOD_NOT_ALLOWED.httpStatus()) {
            String allow = e.getDetails().values().stream().findFirst().orElse("").replace(",", ", ")
                    .replaceAll(" +", " ").strip();
            ctx.header("Allow", allow);
            ctx.status(status).json(ApiError.of(ApiError.METHOD_NOT_ALLOWED, ctx.path() + " answers " + allow
                    + ", not " + ctx.method(), Map.of("allow", allow)));
        } else if (status == ErrorKind.NOT_FOUND.httpStatus()) {
            ctx.status(status).json(noApi(ctx));
        } else if (status == ErrorKind.PAYLOAD_TOO_LARGE.httpStatus()) {
            answer(BodyReader.tooLarge(maxBodyBytes, -1), ctx);
        } else if (status >= 500) {
            internal(e, ctx);
        } else {
            ctx.status(status).json(ApiError.of(ApiError.BAD_REQUEST, "the request was refused (HTTP " + status
                    + ")", Map.of()));
        }
    }

    /** An {@link Error} thrown by a handler, carried to the exception handlers (see {@link #guarded}). */
    private static final class Fatal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Fatal(Error cause) {
            super("a handler failed", cause, false, false);
        }
    }
}
