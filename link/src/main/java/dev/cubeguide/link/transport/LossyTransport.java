package dev.cubeguide.link.transport;

import java.io.IOException;
import java.util.Objects;
import java.util.Random;

/**
 * Wraps a transport and injects faults into what it sends: loss, duplication, reordering (a datagram is held back
 * and sent after the next one) and corruption (one to three bit flips), each with its probability from
 * {@link LinkFaults}, drawn from a {@link Random} seeded by the faults' seed. Receiving is passed through.
 */
public final class LossyTransport implements DatagramTransport {
    private final DatagramTransport inner;
    private final LinkFaults faults;
    private final Random random;
    private byte[] held;
    private long dropped;
    private long corrupted;
    private long duplicated;
    private long reordered;

    public LossyTransport(DatagramTransport inner, LinkFaults faults) {
        this.inner = Objects.requireNonNull(inner, "inner");
        this.faults = Objects.requireNonNull(faults, "faults");
        this.random = new Random(faults.seed());
    }

    @Override
    public synchronized void send(byte[] datagram) throws IOException {
        if (random.nextDouble() < faults.loss()) {
            dropped++;
            return;
        }
        byte[] copy = datagram.clone();
        if (random.nextDouble() < faults.corrupt() && copy.length > 0) {
            corrupted++;
            int flips = 1 + random.nextInt(3);
            for (int i = 0; i < flips; i++) {
                int bit = random.nextInt(copy.length * 8);
                copy[bit >>> 3] ^= (byte) (1 << (bit & 7));
            }
        }
        boolean duplicate = random.nextDouble() < faults.duplicate();
        if (held == null && random.nextDouble() < faults.reorder()) {
            reordered++;
            held = copy;
            return;
        }
        inner.send(copy);
        if (duplicate) {
            duplicated++;
            inner.send(copy);
        }
        if (held != null) {
            byte[] late = held;
            held = null;
            inner.send(late);
        }
    }

    @Override
    public byte[] receive(long timeoutMillis) throws IOException {
        return inner.receive(timeoutMillis);
    }

    @Override
    public String describe() {
        return inner.describe() + " (lossy)";
    }

    /** Datagrams dropped so far. */
    public synchronized long dropped() {
        return dropped;
    }

    /** Datagrams corrupted so far. */
    public synchronized long corrupted() {
        return corrupted;
    }

    /** Datagrams sent twice so far. */
    public synchronized long duplicated() {
        return duplicated;
    }

    /** Datagrams held back so far. */
    public synchronized long reordered() {
        return reordered;
    }

    @Override
    public void close() throws IOException {
        inner.close();
    }
}
