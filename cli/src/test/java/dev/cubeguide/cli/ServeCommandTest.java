package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.web.GuideServer;
import dev.cubeguide.web.ServerOptions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** {@code cubeguide serve}, in-process: its options, and a clear failure when the port is taken. */
class ServeCommandTest {
    @Test
    void badOptionsAreBadInput() {
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--max-solves", "0")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--max-timeout", "0s")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--max-timeout", "soon")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--port", "seven")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--display", "udp:127.0.0.1:9")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--display", "pigeon")).isEqualTo(Cli.BAD_INPUT);
        assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--keystore", "no-such-keystore.p12", "--keystore-password", "x"))
                .isEqualTo(Cli.BAD_INPUT);
    }

    @Test
    void theAddressesSayWhereAPhoneOpensTheGuide() {
        try (GuideServer everywhere = GuideServer.start(ServerOptions.defaults().withHost("0.0.0.0").withPort(0))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ServeCommand.printAddresses(new PrintStream(out, true), everywhere,
                    ServerOptions.defaults().withHost("0.0.0.0"), false);
            assertThat(out.toString()).contains("open http://127.0.0.1:" + everywhere.port() + "/");
            for (URI uri : everywhere.networkUris()) {
                assertThat(out.toString()).contains("on a phone or tablet on the same network, open " + uri)
                        .contains("--tls");
            }
        }
    }

    @Test
    void aTakenPortIsAClearFailure() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (GuideServer taken = GuideServer.start(ServerOptions.defaults().withPort(0))) {
            System.setErr(new PrintStream(captured, true));
            assertThat(Main.run(CliTestSolvers.REGISTRY, "serve", "--port", String.valueOf(taken.port()))).isEqualTo(Cli.FAILURE);
        } finally {
            System.setErr(err);
        }
        assertThat(captured.toString()).contains("cannot listen on 127.0.0.1:").doesNotContain("Exception");
    }
}
