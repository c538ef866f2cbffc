package dev.cubeguide.link.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.link.reliable.ChannelOptions;
import dev.cubeguide.link.reliable.ReliableChannel;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TransportTest {
    @Test
    void slipEscapesEndAndEscBytes() {
        byte[] encoded = SlipDatagramTransport.encode(new byte[] {1, (byte) 0xC0, 2, (byte) 0xDB, 3});
        assertThat(HexFormat.of().formatHex(encoded)).isEqualTo("c001dbdc02dbdd03c0");
    }

    @Test
    void lossyTransportIsReproducibleFromItsSeed() throws IOException {
        assertThat(sent(7)).isEqualTo(sent(7));
        assertThat(sent(7)).isNotEqualTo(sent(8));
    }

    private static List<String> sent(long seed) throws IOException {
        List<String> out = new ArrayList<>();
        DatagramTransport recorder = new DatagramTransport() {
            @Override
            public void send(byte[] datagram) {
                out.add(HexFormat.of().formatHex(datagram));
            }

            @Override
            public byte[] receive(long timeoutMillis) {
                return null;
            }

            @Override
            public String describe() {
                return "recorder";
            }

            @Override
            public void close() {
            }
        };
        LossyTransport lossy = new LossyTransport(recorder, new LinkFaults(0.3, 0.1, 0.1, 0.05, seed));
        for (int i = 0; i < 500; i++) {
            lossy.send(new byte[] {(byte) i, (byte) (i >> 8), 42});
        }
        assertThat(lossy.dropped()).isBetween(100L, 200L);
        assertThat(lossy.duplicated()).isPositive();
        assertThat(lossy.reordered()).isPositive();
        assertThat(lossy.corrupted()).isPositive();
        return out;
    }

    @Test
    void faultRatesMustBeProbabilities() {
        assertThatThrownBy(() -> new LinkFaults(1.0, 0, 0, 0, 1)).isInstanceOf(CubeGuideException.class)
                .hasMessageContaining("--loss");
        assertThatThrownBy(() -> new LinkFaults(0, -0.1, 0, 0, 1)).hasMessageContaining("--duplicate");
    }

    @Test
    void udpIsLoopbackOnly() {
        assertThatThrownBy(() -> UdpTransport.connect("192.0.2.1", 9)).isInstanceOf(CubeGuideException.class)
                .hasMessageContaining("loopback");
        assertThatThrownBy(() -> UdpTransport.listen("0.0.0.0", 0)).hasMessageContaining("loopback");
    }

    @Test
    void udpLoopbackCarriesDatagramsBothWays() throws IOException {
        try (UdpTransport robot = UdpTransport.listen("127.0.0.1", 0);
                UdpTransport host = UdpTransport.connect("localhost", robot.localPort())) {
            host.send(new byte[] {1, 2, 3});
            assertThat(robot.receive(2_000)).containsExactly(1, 2, 3);
            robot.send(new byte[] {4});
            assertThat(host.receive(2_000)).containsExactly(4);
            assertThat(host.receive(5)).isNull();
        }
    }

    /** One direction of a byte pipe that flips bits now and then, like a noisy serial line. */
    private static final class NoisyStream implements ByteStream {
        private final InputStream in;
        private final OutputStream out;

        NoisyStream(InputStream in, OutputStream rawOut, long seed) {
            this.in = in;
            Random random = new Random(seed);
            this.out = new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    rawOut.write(random.nextInt(2_000) == 0 ? b ^ (1 << random.nextInt(8)) : b);
                }

                @Override
                public void flush() throws IOException {
                    rawOut.flush();
                }
            };
        }

        @Override
        public InputStream input() {
            return in;
        }

        @Override
        public OutputStream output() {
            return out;
        }

        @Override
        public String describe() {
            return "pipe";
        }

        @Override
        public void close() throws IOException {
            in.close();
            out.close();
        }
    }

    @Test
    void theReliableChannelRunsOverARealSerialPortPair(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                ReliableChannel robot = ReliableChannel.open(
                        DatagramTransports.listen(Endpoint.parse("serial:" + pair.a() + "@115200")),
                        ChannelOptions.defaults());
                ReliableChannel host = ReliableChannel.open(
                        DatagramTransports.connect(Endpoint.parse("serial:" + pair.b() + "@115200")),
                        ChannelOptions.defaults())) {
            for (int i = 0; i < 200; i++) {
                host.send(("open D " + i).getBytes(StandardCharsets.US_ASCII));
            }
            for (int i = 0; i < 200; i++) {
                assertThat(new String(robot.receive(10_000), StandardCharsets.US_ASCII)).isEqualTo("open D " + i);
            }
            host.flush();
            robot.send("done".getBytes(StandardCharsets.US_ASCII));
            assertThat(host.receive(10_000)).isEqualTo("done".getBytes(StandardCharsets.US_ASCII));
            robot.flush();
        }
    }

    @Test
    void theReliableChannelRunsOverANoisyByteStreamWithSlipFraming() throws Exception {
        PipedInputStream aIn = new PipedInputStream(1 << 16);
        PipedInputStream bIn = new PipedInputStream(1 << 16);
        PipedOutputStream aOut = new PipedOutputStream(bIn);
        PipedOutputStream bOut = new PipedOutputStream(aIn);
        try (ReliableChannel a = ReliableChannel.open(new SlipDatagramTransport(new NoisyStream(aIn, aOut, 1)),
                ChannelOptions.defaults());
                ReliableChannel b = ReliableChannel.open(new SlipDatagramTransport(new NoisyStream(bIn, bOut, 2)),
                        ChannelOptions.defaults())) {
            for (int i = 0; i < 500; i++) {
                a.send(("turn R +" + (i % 2 + 1)).getBytes(StandardCharsets.US_ASCII));
            }
            for (int i = 0; i < 500; i++) {
                assertThat(new String(b.receive(5_000), StandardCharsets.US_ASCII)).isEqualTo("turn R +" + (i % 2 + 1));
            }
            a.flush();
            assertThat(b.receive(50)).isNull();
        }
    }
}
