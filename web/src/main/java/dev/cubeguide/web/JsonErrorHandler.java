package dev.cubeguide.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's answers to what never reaches the API's handlers (a header it cannot parse, a bad Content-Length, a
 * malformed path, headers too large): the same JSON error object as every other answer, not Jetty's HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    private static final ObjectMapper JSON = new ObjectMapper();

    JsonErrorHandler() {
        setShowStacks(false);
        setShowServlet(false);
        setShowMessageInTitle(false);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        if (HttpStatus.hasNoBody(status)) {
            return ByteBuffer.allocate(0);
        }
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(body(status, reason));
    }

    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
            HttpServletResponse response, int code, String message) throws IOException {
        baseRequest.setHandled(true);
        response.setContentType("application/json");
        response.getOutputStream().write(body(code, null));
    }

    /** The error object of a status; Jetty's reason only where it is plain words about the request. */
    private static byte[] body(int status, String reason) {
        String code = ApiError.codeOfStatus(status);
        String words = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
        String message = status >= 500 ? "the server could not answer (HTTP " + status + ")"
                : "the request could not be read: " + words;
        try {
            return JSON.writeValueAsBytes(ApiError.of(code, message, Map.of("status", status)));
        } catch (JsonProcessingException e) {
            return ("{\"error\":{\"code\":\"" + code + "\",\"message\":\"HTTP " + status + "\"}}")
                    .getBytes(StandardCharsets.UTF_8);
        }
    }
}
