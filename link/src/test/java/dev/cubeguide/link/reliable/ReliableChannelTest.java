package dev.cubeguide.link.reliable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.link.transport.DatagramTransport;
import dev.cubeguide.link.transport.LinkFaults;
import dev.cubeguide.link.transport.MemoryPipe;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ReliableChannelTest {
    private static final LinkFaults ISSUE_FAULTS = new LinkFaults(0.3, 0.1, 0.1, 0.05, 1);

    private static LinkTest.Result run(LinkTest.Transport transport, int commands, long seed) throws Exception {
        return LinkTest.run(new LinkTest.Options(transport, ISSUE_FAULTS.withSeed(seed), commands,
                ChannelOptions.defaults()));
    }

    private static void assertExactlyOnceInOrder(LinkTest.Result r, int n) {
        assertThat(r.sent()).isEqualTo(n);
        assertThat(r.delivered()).isEqualTo(n);
        assertThat(r.executedOnce()).isTrue();
        assertThat(r.inOrder()).isTrue();
    }

    @Test
    void memoryPipeWithTheIssuesFaultsDeliversEveryCommandOnceInOrder() throws Exception {
        LinkTest.Result r = run(LinkTest.Transport.MEMORY, 5_000, 42);
        assertExactlyOnceInOrder(r, 5_000);
        assertThat(r.sender().retransmits()).isPositive();
        assertThat(r.receiver().duplicatesDropped()).isPositive();
        assertThat(r.sender().corruptDropped() + r.receiver().corruptDropped()).isPositive();
    }

    @Test
    void udpLoopbackWithTheIssuesFaultsDeliversEveryCommandOnceInOrder() throws Exception {
        LinkTest.Result r = run(LinkTest.Transport.UDP, 5_000, 43);
        assertExactlyOnceInOrder(r, 5_000);
        assertThat(r.sender().retransmits()).isPositive();
    }

    @Tag("slow")
    @Test
    void fiveThousandCommandsOnMemoryAndUdpOverManySeeds() throws Exception {
        for (long seed = 100; seed < 110; seed++) {
            assertExactlyOnceInOrder(run(LinkTest.Transport.MEMORY, 5_000, seed), 5_000);
            assertExactlyOnceInOrder(run(LinkTest.Transport.UDP, 5_000, seed), 5_000);
        }
    }

    @Test
    void aPerfectLinkNeedsNoRetransmission() throws Exception {
        LinkTest.Result r = LinkTest.run(new LinkTest.Options(LinkTest.Transport.MEMORY, LinkFaults.NONE, 200,
                ChannelOptions.defaults().withTimeouts(1_000, 1_000)));
        assertExactlyOnceInOrder(r, 200);
        assertThat(r.sender().retransmits()).isZero();
    }

    @Test
    void aSilentPeerIsReportedClearlyAfterTheBoundedRetries() throws Exception {
        MemoryPipe pipe = MemoryPipe.create();
        pipe.b().close(); // nobody at the other end
        ChannelOptions options = ChannelOptions.defaults().withTimeouts(5, 20).withMaxRetries(4);
        try (ReliableChannel channel = ReliableChannel.open(pipe.a(), options)) {
            channel.send("turn R +1".getBytes(StandardCharsets.US_ASCII));
            assertThatThrownBy(channel::flush).isInstanceOfSatisfying(PeerGoneException.class, e -> {
                assertThat(e.sequence()).isZero();
                assertThat(e.tries()).isEqualTo(5);
                assertThat(e.getMessage()).contains("is gone").contains("sent 5 times");
            });
            assertThatThrownBy(() -> channel.send(new byte[1])).isInstanceOf(PeerGoneException.class);
            assertThat(channel.stats().retransmits()).isEqualTo(4);
        }
    }

    @Test
    void bothEndsCanSend() throws Exception {
        DatagramTransport[] ends = MemoryPipe.lossy(ISSUE_FAULTS.withSeed(9));
        try (ReliableChannel a = ReliableChannel.open(ends[0], ChannelOptions.defaults());
                ReliableChannel b = ReliableChannel.open(ends[1], ChannelOptions.defaults())) {
            for (int i = 0; i < 50; i++) {
                a.send(("a" + i).getBytes(StandardCharsets.US_ASCII));
                b.send(("b" + i).getBytes(StandardCharsets.US_ASCII));
            }
            for (int i = 0; i < 50; i++) {
                assertThat(new String(b.receive(5_000), StandardCharsets.US_ASCII)).isEqualTo("a" + i);
                assertThat(new String(a.receive(5_000), StandardCharsets.US_ASCII)).isEqualTo("b" + i);
            }
            a.flush();
            b.flush();
        }
    }
}
