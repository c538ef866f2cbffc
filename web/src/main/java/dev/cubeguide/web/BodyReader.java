package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;

import dev.cubeguide.error.ErrorKind;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.server.Request;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the server reads a request body: declared {@code application/json} (415 otherwise), at most
 * {@link ServerOptions#maxBodyBytes()} (413 beyond), within the read timeout (408 after it), and strictly
 * ({@link Requests}). Every route that takes a body reads it here.
 */
final class BodyReader {
    private static final Logger LOG = LoggerFactory.getLogger(BodyReader.class);

    private final int maxBodyBytes;
    private final long readTimeoutMillis;
    private final ScheduledExecutorService deadlines;

    /** A reader of bodies up to {@code maxBodyBytes}, each cut off at the read timeout by {@code deadlines}. */
    BodyReader(ServerOptions options, ScheduledExecutorService deadlines) {
        this.maxBodyBytes = options.maxBodyBytes();
        this.readTimeoutMillis = options.limits().readTimeout().toMillis();
        this.deadlines = deadlines;
    }

    /** Reads the body as {@code type}: within the size limit and the read timeout, strictly ({@link Requests}). */
    <T extends Record> T read(Context ctx, Class<T> type) {
        return Requests.read(body(ctx), type);
    }

    /**
     * A POST with a body must declare it {@code application/json} (UTF-8, the default, is the only charset):
     * HTTP 415 otherwise. Browsers send {@code text/plain} and form bodies across origins without asking, so
     * this also keeps any web page a person visits from driving a server on their machine.
     */
    static void requireJsonBody(Context ctx) {
        boolean hasBody = ctx.req().getContentLengthLong() > 0 || ctx.header("Transfer-Encoding") != null;
        if (ctx.method() != HandlerType.POST || !hasBody && ctx.contentType() == null) {
            return;
        }
        String type = ctx.contentType() == null ? "" : ctx.contentType();
        String[] parts = type.split(";");
        boolean json = parts[0].strip().equalsIgnoreCase("application/json");
        for (int i = 1; i < parts.length && json; i++) {
            String[] parameter = parts[i].split("=", 2);
            if (parameter[0].strip().equalsIgnoreCase("charset")) {
                String charset = parameter.length < 2 ? "" : parameter[1].strip().replace("\"", "");
                json = charset.equalsIgnoreCase("utf-8") || charset.equalsIgnoreCase("utf8");
            }
        }
        if (!json) {
            String given = type.isBlank() ? "has no Content-Type" : "is sent as " + type.strip();
            throw new ApiException(ErrorKind.UNSUPPORTED_MEDIA_TYPE, "the body must be JSON sent with "
                    + "Content-Type: application/json (UTF-8); this one " + given,
                    Map.of("accept", "application/json")).withHeader("Accept-Post", "application/json");
        }
    }

    /**
     * The request body, at most {@link ServerOptions#maxBodyBytes()} (413 beyond), read within the read timeout
     * (408 after it: a client that pauses longer is cut off by the connector's idle timeout, and one that trickles
     * its body is cut off at the deadline); a body that ends before its Content-Length is a 400.
     */
    private byte[] body(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > maxBodyBytes) {
            throw tooLarge(maxBodyBytes, declared);
        }
        ScheduledFuture<?> deadline = deadlines.schedule(() -> expireRead(ctx), readTimeoutMillis,
                TimeUnit.MILLISECONDS);
        try (InputStream in = ctx.req().getInputStream()) {
            byte[] bytes = in.readNBytes(maxBodyBytes + 1);
            if (bytes.length > maxBodyBytes) {
                throw tooLarge(maxBodyBytes, -1);
            }
            if (declared >= 0 && bytes.length < declared) {
                throw shortBody(declared);
            }
            return bytes;
        } catch (IOException | RuntimeException e) {
            if (e instanceof ApiException refusal) {
                throw refusal;
            }
            if (causedBy(e, TimeoutException.class) || causedBy(e, SocketTimeoutException.class)
                    || deadline.isDone()) {
                long millis = readTimeoutMillis;
                throw new ApiException(ErrorKind.REQUEST_TIMEOUT, "the request body did not arrive within "
                        + (millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms"),
                        Map.of("readTimeoutMs", millis)).withHeader("Connection", "close");
            }
            if (e instanceof RuntimeException && !(e instanceof UncheckedIOException)
                    && !e.getClass().getName().startsWith("org.eclipse.jetty")) {
                throw (RuntimeException) e;
            }
            throw shortBody(declared);
        } finally {
            deadline.cancel(false);
        }
    }

    /**
     * The body's deadline: the connection's idle timeout drops to a millisecond, so the blocked read fails as at
     * any idle timeout and the request is answered 408.
     */
    private static void expireRead(Context ctx) {
        try {
            Request base = Request.getBaseRequest(ctx.req());
            if (base != null) {
                base.getHttpChannel().getEndPoint().setIdleTimeout(1);
            }
        } catch (RuntimeException e) {
            LOG.debug("could not cut off a slow request body", e);
        }
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static ApiException shortBody(long declared) {
        return declared >= 0
                ? badRequest("the request body ended before the " + declared + " bytes its Content-Length announced",
                        Map.of("contentLength", declared))
                : badRequest("the request body could not be read to its end", Map.of());
    }

    /** The 413 refusal of a body beyond {@code limit} bytes; {@code size} when known, else -1. */
    static ApiException tooLarge(int limit, long size) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("limitBytes", limit);
        if (size >= 0) {
            detail.put("sizeBytes", size);
        }
        return new ApiException(ErrorKind.PAYLOAD_TOO_LARGE, "the request body is larger than the limit of "
                + limit + " bytes", detail).withHeader("Connection", "close");
    }
}
