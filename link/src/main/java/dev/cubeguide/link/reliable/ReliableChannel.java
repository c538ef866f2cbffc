package dev.cubeguide.link.reliable;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.link.transport.DatagramTransport;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A reliable, ordered, exactly-once message channel over an unreliable {@link DatagramTransport}: both ends can
 * send and receive.
 *
 * <p>Protocol (selective repeat, after the sliding-window protocols of Tanenbaum, "Computer Networks", ch. 3, and
 * the retransmission timer of RFC 6298): every payload goes in a DATA {@link Frame} with the next sequence number
 * (from 0), a length and a CRC-16. The receiver answers every intact DATA frame, new or not, with an ACK naming it
 * and carrying the receiver's next expected number (a cumulative acknowledgement). Frames that fail the CRC or
 * the format checks are dropped silently. The sender keeps at most {@code window} frames unacknowledged; a frame
 * not acknowledged within its timeout is sent again and its timeout multiplied by {@code backoff} (up to
 * {@code maxTimeoutMs}); after {@code maxRetries} retransmissions the channel fails with a
 * {@link PeerGoneException}. The timeout follows the measured round-trip time (RFC 6298, with Karn's rule: only
 * frames acknowledged on their first transmission are timed). A frame that three later frames overtook in
 * acknowledgement is sent again at once (fast retransmit, as TCP does on three duplicate acknowledgements); this
 * does not count toward its retries. The receiver buffers frames that arrive early, delivers payloads strictly in sequence
 * order, and drops a frame it has already delivered or buffered, so every payload is delivered exactly once, in
 * order. Sequence numbers are not reused within a channel: a channel carries fewer than 2^31 frames.
 *
 * <p>One I/O thread per channel receives datagrams and runs the timers; {@link #send} and {@link #receive} may be
 * called from other threads.
 */
public final class ReliableChannel implements AutoCloseable {
    private final DatagramTransport transport;
    private final ChannelOptions options;
    private final Object lock = new Object();
    private final Thread io;
    private volatile boolean running = true;

    // Sender state, guarded by lock.
    private int nextSequence;
    private final TreeMap<Integer, Pending> pending = new TreeMap<>();
    private IOException failure;
    private double smoothedRttMs = -1;
    private double rttVariationMs;
    private long timeoutMs;

    // Receiver state, touched only by the I/O thread.
    private int receiveBase;
    private final Map<Integer, byte[]> early = new HashMap<>();
    private final BlockingQueue<byte[]> delivered = new LinkedBlockingQueue<>();

    // Counters, guarded by lock.
    private long dataSent;
    private long retransmits;
    private long acksSent;
    private long acksReceived;
    private long duplicatesDropped;
    private long corruptDropped;
    private long deliveredCount;

    /** A frame waiting for its acknowledgement. Mutable: its timer state changes on every retransmission. */
    private static final class Pending {
        final byte[] bytes;
        final long firstSentNanos;
        long deadlineNanos;
        long timeoutMs;
        long lastSentNanos;
        int tries = 1;
        int overtaken;

        Pending(byte[] bytes, long now, long timeoutMs) {
            this.bytes = bytes;
            this.firstSentNanos = now;
            this.timeoutMs = timeoutMs;
            this.deadlineNanos = now + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            this.lastSentNanos = now;
        }
    }

    private ReliableChannel(DatagramTransport transport, ChannelOptions options) {
        this.transport = transport;
        this.options = options;
        this.timeoutMs = options.initialTimeoutMs();
        this.io = DaemonThreads.create("reliable-channel " + transport.describe(), this::ioLoop);
    }

    /** Opens a channel over {@code transport} (which the channel then owns and closes). */
    public static ReliableChannel open(DatagramTransport transport, ChannelOptions options) {
        ReliableChannel channel = new ReliableChannel(transport, options);
        channel.io.start();
        return channel;
    }

    /**
     * Sends one payload (at most {@link Frame#MAX_PAYLOAD} bytes): queues it, waiting while the window is full.
     * Throws {@link PeerGoneException} once the peer has stopped acknowledging.
     */
    public void send(byte[] payload) throws IOException {
        Frame frame = Frame.data(0, payload); // checks the size before anything is sent
        synchronized (lock) {
            while (failure == null && running && !pending.isEmpty()
                    && nextSequence - pending.firstKey() >= options.window()) {
                waitOnLock();
            }
            throwIfFailed();
            int sequence = nextSequence++;
            byte[] bytes = Frame.data(sequence, frame.payload()).encode();
            pending.put(sequence, new Pending(bytes, System.nanoTime(), timeoutMs));
            dataSent++;
            transport.send(bytes);
        }
    }

    /** Waits until every payload sent so far has been acknowledged. */
    public void flush() throws IOException {
        synchronized (lock) {
            while (failure == null && running && !pending.isEmpty()) {
                waitOnLock();
            }
            throwIfFailed();
        }
    }

    /** The next payload from the peer, in order, waiting at most {@code timeoutMillis}; null when none came. */
    public byte[] receive(long timeoutMillis) throws IOException {
        try {
            byte[] next = delivered.poll(timeoutMillis, TimeUnit.MILLISECONDS);
            if (next == null) {
                synchronized (lock) {
                    if (failure != null && !(failure instanceof PeerGoneException)) {
                        throw failure;
                    }
                }
            }
            return next;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The counters so far. */
    public ChannelStats stats() {
        synchronized (lock) {
            return new ChannelStats(dataSent, retransmits, acksSent, acksReceived, duplicatesDropped, corruptDropped,
                    deliveredCount);
        }
    }

    /** What the channel runs over. */
    public String describe() {
        return transport.describe();
    }

    /**
     * Keeps answering the peer for {@code millis} before closing, so that it receives the acknowledgements of its
     * last frames even when the first ones are lost (like TCP's TIME-WAIT).
     */
    public void linger(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        running = false;
        synchronized (lock) {
            lock.notifyAll();
        }
        try {
            io.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        transport.close();
    }

    private void waitOnLock() throws IOException {
        try {
            lock.wait(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private void throwIfFailed() throws IOException {
        if (failure != null) {
            throw failure;
        }
        if (!running) {
            throw new IOException("the channel over " + transport.describe() + " is closed");
        }
    }

    private void ioLoop() {
        while (running) {
            byte[] datagram;
            try {
                datagram = transport.receive(untilNextDeadline());
            } catch (IOException e) {
                if (running) {
                    fail(e);
                }
                return;
            }
            try {
                if (datagram != null) {
                    handle(datagram);
                }
                retransmitDue();
            } catch (IOException e) {
                if (running) {
                    fail(e);
                }
                return;
            }
        }
    }

    private void fail(IOException e) {
        synchronized (lock) {
            if (failure == null) {
                failure = e;
            }
            lock.notifyAll();
        }
    }

    private long untilNextDeadline() {
        synchronized (lock) {
            long wait = 50;
            long now = System.nanoTime();
            for (Pending p : pending.values()) {
                wait = Math.min(wait, TimeUnit.NANOSECONDS.toMillis(p.deadlineNanos - now));
            }
            return Math.max(1, wait);
        }
    }

    private void handle(byte[] datagram) throws IOException {
        Frame frame;
        try {
            frame = Frame.decode(datagram);
        } catch (CubeGuideException damaged) {
            synchronized (lock) {
                corruptDropped++;
            }
            return;
        }
        if (frame.type() == Frame.Type.ACK) {
            synchronized (lock) {
                acksReceived++;
                Pending acked = pending.remove(frame.sequence());
                if (acked != null && acked.tries == 1) {
                    measured((System.nanoTime() - acked.firstSentNanos) / 1e6);
                }
                pending.headMap(frame.nextExpected()).clear();
                if (acked != null) {
                    fastRetransmit(frame.sequence(), acked.lastSentNanos);
                }
                lock.notifyAll();
            }
            return;
        }
        int s = frame.sequence();
        boolean fresh = s - receiveBase >= 0 && s - receiveBase < options.window() && !early.containsKey(s);
        if (s - receiveBase >= options.window()) {
            return; // beyond the window: not acknowledged, so the sender will send it again later
        }
        if (fresh) {
            early.put(s, frame.payload());
            while (early.containsKey(receiveBase)) {
                delivered.add(early.remove(receiveBase));
                receiveBase++;
                synchronized (lock) {
                    deliveredCount++;
                }
            }
        }
        synchronized (lock) {
            if (!fresh) {
                duplicatesDropped++;
            }
            acksSent++;
        }
        transport.send(Frame.ack(s, receiveBase).encode());
    }

    /** RFC 6298, section 2: the smoothed round trip and its variation give the timeout of new frames. */
    private void measured(double rttMs) {
        if (smoothedRttMs < 0) {
            smoothedRttMs = rttMs;
            rttVariationMs = rttMs / 2;
        } else {
            rttVariationMs = 0.75 * rttVariationMs + 0.25 * Math.abs(smoothedRttMs - rttMs);
            smoothedRttMs = 0.875 * smoothedRttMs + 0.125 * rttMs;
        }
        timeoutMs = Math.min(options.maxTimeoutMs(),
                Math.max(options.minTimeoutMs(), (long) Math.ceil(smoothedRttMs + 4 * rttVariationMs)));
    }

    /**
     * Frames before {@code ackedSequence} still unacknowledged, last sent before the acknowledged frame was, were
     * overtaken; the third time, send again.
     */
    private void fastRetransmit(int ackedSequence, long ackedSentNanos) throws IOException {
        for (Pending p : pending.headMap(ackedSequence).values()) {
            if (p.lastSentNanos - ackedSentNanos < 0 && ++p.overtaken == 3) {
                p.overtaken = 0;
                p.lastSentNanos = System.nanoTime();
                retransmits++;
                transport.send(p.bytes);
            }
        }
    }

    private void retransmitDue() throws IOException {
        synchronized (lock) {
            long now = System.nanoTime();
            for (Map.Entry<Integer, Pending> e : pending.entrySet()) {
                Pending p = e.getValue();
                if (p.deadlineNanos - now > 0) {
                    continue;
                }
                if (p.tries > options.maxRetries()) {
                    if (failure == null) {
                        failure = new PeerGoneException(transport.describe(), e.getKey(), p.tries,
                                TimeUnit.NANOSECONDS.toMillis(now - p.firstSentNanos));
                    }
                    lock.notifyAll();
                    return;
                }
                p.tries++;
                p.overtaken = 0;
                p.lastSentNanos = now;
                p.timeoutMs = Math.min(options.maxTimeoutMs(), (long) Math.ceil(p.timeoutMs * options.backoff()));
                p.deadlineNanos = now + TimeUnit.MILLISECONDS.toNanos(p.timeoutMs);
                retransmits++;
                transport.send(p.bytes);
            }
        }
    }
}
