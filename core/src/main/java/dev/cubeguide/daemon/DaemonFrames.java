package dev.cubeguide.daemon;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The protocol of the project's daemons ({@link DaemonServer}, {@link DaemonClient}). A starting daemon prints
 * {@link #READY} on its standard output once it listens; it stops after {@link #DEFAULT_IDLE} without a run, or the
 * duration of its idle property ({@link DaemonAddress#idleProperty}). Then the wire format, both ways over its local
 * socket: frames of one kind byte, a 4-byte big-endian length and that many bytes. The
 * client sends one {@link #REQUEST} (a run, as its service reads it) or {@link #STOP}, then keeps the connection open while it waits
 * (closing it cancels the run); the daemon answers with {@link #OUT} and {@link #ERR} frames (the run's standard
 * output and error, as written) and one {@link #EXIT} frame.
 */
public final class DaemonFrames {
    /** What a starting daemon prints on its standard output once it listens. */
    public static final String READY = "ready";
    /** How long the daemon waits for another run before it stops. */
    public static final Duration DEFAULT_IDLE = Duration.ofMinutes(30);

    public static final byte REQUEST = 'R';
    public static final byte STOP = 'S';
    public static final byte OUT = 'O';
    public static final byte ERR = 'E';
    public static final byte EXIT = 'X';

    /** The longest frame read: a request is a few hundred bytes, an output frame one write of a print stream. */
    public static final int MAX_LENGTH = 1 << 20;

    private DaemonFrames() {
    }

    /** One frame: its kind and its bytes. */
    public record Frame(byte kind, byte[] payload) {
        /** The exit code an {@link #EXIT} frame carries. */
        public int exitCode() {
            return ByteBuffer.wrap(payload).getInt();
        }

        public String text() {
            return new String(payload, StandardCharsets.UTF_8);
        }
    }

    /** Writes one frame, whole: frames written by several threads do not interleave. */
    public static void write(DataOutputStream out, byte kind, byte[] payload, int offset, int length) throws IOException {
        synchronized (out) {
            out.writeByte(kind);
            out.writeInt(length);
            out.write(payload, offset, length);
            out.flush();
        }
    }

    public static void write(DataOutputStream out, byte kind, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(out, kind, bytes, 0, bytes.length);
    }

    public static void writeExit(DataOutputStream out, int code) throws IOException {
        write(out, EXIT, ByteBuffer.allocate(Integer.BYTES).putInt(code).array(), 0, Integer.BYTES);
    }

    /** The next frame, or null when the other side closed the connection between frames. */
    public static Frame read(DataInputStream in) throws IOException {
        int kind = in.read();
        if (kind < 0) {
            return null;
        }
        int length = in.readInt();
        if (length < 0 || length > MAX_LENGTH) {
            throw new IOException("a frame of " + length + " bytes (at most " + MAX_LENGTH + ")");
        }
        byte[] payload = new byte[length];
        in.readFully(payload);
        if (kind == EXIT && length != Integer.BYTES) {
            throw new EOFException("an exit frame of " + length + " bytes");
        }
        return new Frame((byte) kind, payload);
    }

    /**
     * The input of a connection. (Not {@link java.nio.channels.Channels#newInputStream}: its streams of a socket
     * channel take one lock for reading and writing, so that a thread waiting to read blocks every write.)
     */
    public static DataInputStream input(SocketChannel channel) {
        return new DataInputStream(new BufferedInputStream(new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] bytes, int offset, int length) throws IOException {
                return length == 0 ? 0 : channel.read(ByteBuffer.wrap(bytes, offset, length));
            }
        }));
    }

    /** The output of a connection (see {@link #input}). */
    public static DataOutputStream output(SocketChannel channel) {
        return new DataOutputStream(new BufferedOutputStream(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                ByteBuffer buffer = ByteBuffer.wrap(bytes, offset, length);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            }
        }));
    }

    /** A stream whose every write goes out as one frame of {@code kind}. */
    public static OutputStream stream(DataOutputStream out, byte kind) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                for (int from = offset; from < offset + length; from += MAX_LENGTH) {
                    DaemonFrames.write(out, kind, bytes, from, Math.min(MAX_LENGTH, offset + length - from));
                }
            }
        };
    }
}
