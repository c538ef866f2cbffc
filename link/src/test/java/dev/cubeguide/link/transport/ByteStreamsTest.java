package dev.cubeguide.link.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cubeguide.error.CubeGuideException;
import java.io.InputStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Serial (over a socat pty pair) and TCP byte streams, and their errors. */
class ByteStreamsTest {
    private static byte[] readExactly(InputStream in, int n) throws Exception {
        byte[] out = new byte[n];
        int done = 0;
        while (done < n) {
            int r = in.read(out, done, n - done);
            assertThat(r).isPositive();
            done += r;
        }
        return out;
    }

    @Test
    void serialOverAPseudoTerminalPair(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                ByteStreamListener device = ByteStreams.listen(Endpoint.parse("serial:" + pair.a() + "@9600"));
                ByteStream host = ByteStreams.open(Endpoint.parse("serial:" + pair.b() + "@9600"))) {
            ByteStream deviceSide = device.accept();
            byte[] bytes = {0x53, 0x01, 0x0A, 0x0D, 0x00, (byte) 0xFF, 0x11, 0x13};
            host.output().write(bytes);
            host.output().flush();
            // raw mode: no translation of CR/LF, no XON/XOFF
            assertThat(readExactly(deviceSide.input(), bytes.length)).isEqualTo(bytes);
            deviceSide.output().write(new byte[] {0x3E, 0x0A});
            assertThat(readExactly(host.input(), 2)).containsExactly(0x3E, 0x0A);
            assertThat(host.describe()).isEqualTo("serial:" + pair.b() + "@9600");
            deviceSide.close();
        }
    }

    @Test
    @Timeout(20)
    void bytesWrittenJustBeforeCloseStillArrive(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                ByteStreamListener device = ByteStreams.listen(Endpoint.parse("serial:" + pair.a()))) {
            ByteStream deviceSide = device.accept();
            byte[] packet = {0x53, 0x02, 0x02, 0x04, 0x0A};
            for (int i = 0; i < 20; i++) {
                try (ByteStream host = ByteStreams.open(Endpoint.parse("serial:" + pair.b()))) {
                    host.output().write(packet);
                }
                assertThat(readExactly(deviceSide.input(), packet.length)).as("try %d", i).isEqualTo(packet);
            }
            deviceSide.close();
        }
    }

    @Test
    void aBusySerialPortIsAClearError(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                ByteStream first = ByteStreams.open(Endpoint.parse("serial:" + pair.a()))) {
            assertThat(first.describe()).contains(pair.a().toString());
            assertThatThrownBy(() -> ByteStreams.open(Endpoint.parse("serial:" + pair.a())))
                    .isInstanceOf(CubeGuideException.class)
                    .hasMessageContaining("cannot open serial port " + pair.a() + ": it is busy");
        }
    }

    @Test
    void aMissingSerialPortIsAClearError(@TempDir Path dir) {
        Path missing = dir.resolve("ttyUSB9");
        assertThatThrownBy(() -> ByteStreams.open(Endpoint.parse("serial:" + missing)))
                .isInstanceOf(CubeGuideException.class)
                .hasMessage("cannot open serial port " + missing + ": there is no such port (" + missing
                        + " does not exist; is the cable plugged in?)");
        assertThatThrownBy(() -> ByteStreams.listen(Endpoint.parse("serial:" + missing)))
                .isInstanceOf(CubeGuideException.class);
    }

    @Test
    void tcpBothWays() throws Exception {
        try (ByteStreamListener listener = ByteStreams.listen(Endpoint.parse("tcp:127.0.0.1:0"))) {
            Endpoint bound = listener.endpoint();
            assertThat(bound.port()).isPositive();
            try (ByteStream client = ByteStreams.open(bound); ByteStream server = listener.accept()) {
                client.output().write(new byte[] {1, 2, 3});
                assertThat(readExactly(server.input(), 3)).containsExactly(1, 2, 3);
                server.output().write(new byte[] {4});
                assertThat(readExactly(client.input(), 1)).containsExactly(4);
            }
        }
    }

    @Test
    void aRefusedConnectionIsAClearError() throws Exception {
        int port;
        try (ByteStreamListener listener = ByteStreams.listen(Endpoint.parse("tcp:127.0.0.1:0"))) {
            port = listener.endpoint().port();
        }
        assertThatThrownBy(() -> ByteStreams.open(Endpoint.parse("tcp:127.0.0.1:" + port)))
                .isInstanceOf(CubeGuideException.class)
                .hasMessageStartingWith("cannot connect to tcp:127.0.0.1:" + port);
    }

    @Test
    void datagramEndpointsAreNotStreams() {
        assertThatThrownBy(() -> ByteStreams.open(Endpoint.parse("udp:127.0.0.1:9")))
                .isInstanceOf(CubeGuideException.class).hasMessageContaining("not a byte-stream endpoint");
    }
}
