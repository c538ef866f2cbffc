package dev.cubeguide.link.reliable;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.transport.DatagramTransport;
import dev.cubeguide.link.transport.LinkFaults;
import dev.cubeguide.link.transport.LossyTransport;
import dev.cubeguide.link.transport.MemoryPipe;
import dev.cubeguide.link.transport.UdpTransport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * {@code cubeguide robot link-test}: sends N numbered commands through a {@link ReliableChannel} over a faulty
 * link (an in-memory pipe, or UDP on loopback behind a {@link LossyTransport}, faults injected both ways) to a
 * receiver that "executes" each command it is given, and checks that every command was executed exactly once and
 * in order.
 */
public final class LinkTest {
    /** The transports a link test can use. */
    public enum Transport { MEMORY, UDP }

    /**
     * What to run.
     *
     * @param transport the transport
     * @param faults    the faults injected in each direction
     * @param commands  how many commands
     * @param channel   the channel settings (both ends)
     */
    public record Options(Transport transport, LinkFaults faults, int commands, ChannelOptions channel) {
        public Options {
            Objects.requireNonNull(transport, "transport");
            Objects.requireNonNull(faults, "faults");
            Objects.requireNonNull(channel, "channel");
            if (commands < 0 || commands > MAX_COMMANDS) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--commands must be 0 to " + MAX_COMMANDS,
                        Map.of("commands", commands));
            }
        }
    }

    /**
     * The outcome.
     *
     * @param sent         commands sent
     * @param delivered    commands the receiver executed (counting repeats)
     * @param executedOnce every command executed exactly once
     * @param inOrder      the commands executed in the order sent
     * @param sender       the sender's counters
     * @param receiver     the receiver's counters
     * @param elapsedMs    wall time
     */
    public record Result(int sent, long delivered, boolean executedOnce, boolean inOrder, ChannelStats sender,
            ChannelStats receiver, long elapsedMs) {
        /**
         * {@code {"sent","delivered","executedOnce","inOrder","retransmits","elapsedMs", "duplicatesDropped",
         * "corruptDropped"}}.
         */
        public Map<String, Object> toMap() {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("sent", sent);
            map.put("delivered", delivered);
            map.put("executedOnce", executedOnce);
            map.put("inOrder", inOrder);
            map.put("retransmits", sender.retransmits());
            map.put("elapsedMs", elapsedMs);
            map.put("duplicatesDropped", receiver.duplicatesDropped());
            map.put("corruptDropped", sender.corruptDropped() + receiver.corruptDropped());
            return map;
        }
    }

    /** The most commands one test sends (about an hour at loopback speed); the test's memory does not grow with it. */
    public static final int MAX_COMMANDS = 10_000_000;

    private LinkTest() {
    }

    /**
     * What the robot executed, kept in memory that does not grow with the number of commands: the next command
     * expected, and the commands executed ahead of it (none when the channel keeps its promise of order).
     */
    private static final class Executions {
        long delivered;
        int next;
        boolean duplicate;
        boolean inOrder = true;
        final TreeSet<Integer> ahead = new TreeSet<>();

        synchronized void executed(int k) {
            delivered++;
            if (k < next || (k > next && !ahead.add(k))) {
                duplicate = true;
            }
            if (k != next) {
                inOrder = false;
                return;
            }
            next++;
            while (!ahead.isEmpty() && ahead.first() == next) {
                ahead.pollFirst();
                next++;
            }
        }

        synchronized boolean executedOnce(int n) {
            return !duplicate && next == n && ahead.isEmpty();
        }
    }

    /** Runs the test; a peer that stops answering (it never should here) is a {@link PeerGoneException}. */
    public static Result run(Options options) throws IOException {
        DatagramTransport[] ends = open(options);
        long start = System.nanoTime();
        int n = options.commands();
        Executions executions = new Executions();
        try (ReliableChannel sender = ReliableChannel.open(ends[0], options.channel());
                ReliableChannel receiver = ReliableChannel.open(ends[1], options.channel())) {
            Thread executor = DaemonThreads.start("link-test-robot", () -> execute(receiver, n, executions));
            for (int i = 0; i < n; i++) {
                sender.send(("cmd " + i).getBytes(StandardCharsets.US_ASCII));
            }
            sender.flush();
            try {
                executor.join(options.channel().giveUpAfterMs() + 1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            executor.interrupt();
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            synchronized (executions) {
                return new Result(n, executions.delivered, executions.executedOnce(n), executions.inOrder,
                        sender.stats(), receiver.stats(), elapsed);
            }
        }
    }

    private static void execute(ReliableChannel receiver, int n, Executions executions) {
        int received = 0;
        try {
            while (received < n) {
                byte[] payload = receiver.receive(100);
                if (payload == null) {
                    continue;
                }
                executions.executed(Integer.parseInt(new String(payload, StandardCharsets.US_ASCII).substring(4)));
                received++;
            }
        } catch (IOException e) {
            // the sender reports the failure
        }
    }

    private static DatagramTransport[] open(Options options) throws IOException {
        if (options.transport() == Transport.MEMORY) {
            return MemoryPipe.lossy(options.faults());
        }
        UdpTransport robot = UdpTransport.listen("127.0.0.1", 0);
        UdpTransport host = UdpTransport.connect("127.0.0.1", robot.localPort());
        LinkFaults faults = options.faults();
        return new DatagramTransport[] {
            new LossyTransport(host, faults),
            new LossyTransport(robot, faults.withSeed(faults.seed() * 0x9E3779B97F4A7C15L + 1)),
        };
    }
}
