package dev.cubeguide.link.transport;

import dev.cubeguide.concurrent.DaemonThreads;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Datagrams over a byte stream (a serial port, a TCP connection), delimited with SLIP framing (RFC 1055): each
 * datagram is sent as END, its bytes with END and ESC escaped (END -> ESC ESC_END, ESC -> ESC ESC_ESC), END. A
 * reader thread splits the incoming bytes into datagrams; bytes lost or garbled on the line become a bad datagram
 * that the reliable channel's CRC rejects, and the next END resynchronises.
 */
public final class SlipDatagramTransport implements DatagramTransport {
    static final int END = 0xC0;
    static final int ESC = 0xDB;
    static final int ESC_END = 0xDC;
    static final int ESC_ESC = 0xDD;

    private final ByteStream stream;
    private final OutputStream out;
    private final BlockingQueue<byte[]> received = new LinkedBlockingQueue<>();
    private final Thread reader;
    private volatile boolean closed;
    private volatile IOException failure;

    public SlipDatagramTransport(ByteStream stream) throws IOException {
        this.stream = Objects.requireNonNull(stream, "stream");
        this.out = stream.output();
        InputStream in = stream.input();
        reader = DaemonThreads.start("slip-reader " + stream.describe(), () -> readLoop(in));
    }

    /** The SLIP encoding of one datagram, with END at both ends. */
    static byte[] encode(byte[] datagram) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(datagram.length + 8);
        buf.write(END);
        for (byte b : datagram) {
            int v = b & 0xFF;
            if (v == END) {
                buf.write(ESC);
                buf.write(ESC_END);
            } else if (v == ESC) {
                buf.write(ESC);
                buf.write(ESC_ESC);
            } else {
                buf.write(v);
            }
        }
        buf.write(END);
        return buf.toByteArray();
    }

    private void readLoop(InputStream in) {
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        boolean escaped = false;
        try {
            while (!closed) {
                int v;
                try {
                    v = in.read();
                } catch (InterruptedIOException timeout) {
                    continue; // a read timeout of the port: keep listening
                }
                if (v < 0) {
                    throw new IOException(stream.describe() + " was closed by the other end");
                }
                if (v == END) {
                    if (frame.size() > 0) {
                        received.add(frame.toByteArray());
                    }
                    frame.reset();
                    escaped = false;
                } else if (escaped) {
                    frame.write(v == ESC_END ? END : v == ESC_ESC ? ESC : v);
                    escaped = false;
                } else if (v == ESC) {
                    escaped = true;
                } else if (frame.size() <= MAX_DATAGRAM) {
                    frame.write(v);
                }
            }
        } catch (IOException e) {
            if (!closed) {
                failure = e;
            }
        }
    }

    @Override
    public void send(byte[] datagram) throws IOException {
        byte[] bytes = encode(datagram);
        synchronized (out) {
            out.write(bytes);
            out.flush();
        }
    }

    @Override
    public byte[] receive(long timeoutMillis) throws IOException {
        byte[] next;
        try {
            next = received.poll(Math.max(1, timeoutMillis), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (next == null && failure != null) {
            throw failure;
        }
        return next;
    }

    @Override
    public String describe() {
        return stream.describe();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        stream.close();
    }
}
