package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The lines of a batch input, read as bytes and decoded one line at a time with a strict UTF-8 decoder, so that one
 * bad line (invalid UTF-8, or longer than {@link #MAX_LINE_BYTES}) becomes that line's error and the lines after it
 * are still read. A line ends at {@code \n}; a {@code \r} before it and a byte order mark at the start of the input
 * are dropped. Not thread-safe: one reader thread.
 */
final class BatchLines implements Closeable {
    /** The longest line read; the rest of a longer line is skipped (its error says so). */
    static final int MAX_LINE_BYTES = 1 << 20;

    /** One input line: its text, or the error that replaces it. */
    record Item(int number, String text, CubeGuideException error) {
    }

    private final InputStream in;
    private final String source;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private int number;

    BatchLines(InputStream in, String source) {
        this.in = new BufferedInputStream(in, 1 << 16);
        this.source = source;
    }

    /** The next line, or null at the end of the input. A read failure is a {@code BAD_REQUEST} for the whole run. */
    Item next() {
        line.reset();
        boolean tooLong = false;
        int b;
        try {
            while ((b = in.read()) >= 0 && b != '\n') {
                if (line.size() < MAX_LINE_BYTES) {
                    line.write(b);
                } else {
                    tooLong = true;
                }
            }
        } catch (IOException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "cannot read " + source + " after line " + number + ": " + Cli.reason(e), Map.of("file", source));
        }
        if (b < 0 && line.size() == 0 && !tooLong) {
            return null;
        }
        number++;
        if (tooLong) {
            return failed("line " + number + " is longer than " + MAX_LINE_BYTES + " bytes");
        }
        byte[] bytes = line.toByteArray();
        int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        int start = number == 1 && length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        try {
            decoder.reset();
            return new Item(number, decoder.decode(ByteBuffer.wrap(bytes, start, length - start)).toString(), null);
        } catch (MalformedInputException e) {
            return failed("line " + number + " is not valid UTF-8 (at byte " + (firstBad(bytes, start, length) + 1) + ")");
        } catch (CharacterCodingException e) {
            return failed("line " + number + " is not valid UTF-8");
        }
    }

    private Item failed(String message) {
        return new Item(number, null, new CubeGuideException(ErrorCode.BAD_REQUEST, message, Map.of("line", number)));
    }

    /** The offset in the line of the first byte the decoder refuses. */
    private int firstBad(byte[] bytes, int start, int end) {
        ByteBuffer input = ByteBuffer.wrap(bytes, start, end - start);
        decoder.reset();
        decoder.decode(input, java.nio.CharBuffer.allocate(end - start + 1), true);
        return input.position();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
