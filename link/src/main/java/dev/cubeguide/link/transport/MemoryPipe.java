package dev.cubeguide.link.transport;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An in-process datagram pipe with two ends: what one end sends, the other receives. Perfect by itself;
 * {@link #lossy(LinkFaults)} puts a {@link LossyTransport} on each end (the two directions draw from different
 * seeds derived from the faults' seed).
 */
public final class MemoryPipe {
    private final End a;
    private final End b;

    private MemoryPipe() {
        BlockingQueue<byte[]> ab = new LinkedBlockingQueue<>();
        BlockingQueue<byte[]> ba = new LinkedBlockingQueue<>();
        a = new End("memory:a", ab, ba);
        b = new End("memory:b", ba, ab);
    }

    /** A perfect pipe. */
    public static MemoryPipe create() {
        return new MemoryPipe();
    }

    /** The two ends of a pipe that injects {@code faults} in both directions. */
    public static DatagramTransport[] lossy(LinkFaults faults) {
        MemoryPipe pipe = new MemoryPipe();
        return new DatagramTransport[] {
            new LossyTransport(pipe.a, faults),
            new LossyTransport(pipe.b, faults.withSeed(faults.seed() * 0x9E3779B97F4A7C15L + 1)),
        };
    }

    public DatagramTransport a() {
        return a;
    }

    public DatagramTransport b() {
        return b;
    }

    /** One end. Closing it makes its own receive fail; the other end then just hears nothing (a peer gone). */
    private static final class End implements DatagramTransport {
        private final String name;
        private final BlockingQueue<byte[]> out;
        private final BlockingQueue<byte[]> in;
        private volatile boolean closed;

        End(String name, BlockingQueue<byte[]> out, BlockingQueue<byte[]> in) {
            this.name = name;
            this.out = out;
            this.in = in;
        }

        @Override
        public void send(byte[] datagram) throws IOException {
            if (closed) {
                throw new IOException(name + " is closed");
            }
            out.add(datagram.clone());
        }

        @Override
        public byte[] receive(long timeoutMillis) throws IOException {
            if (closed) {
                throw new IOException(name + " is closed");
            }
            try {
                return in.poll(Math.max(1, timeoutMillis), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        }

        @Override
        public String describe() {
            return name;
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
