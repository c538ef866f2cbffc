package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solver;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** HTTPS: a self-signed certificate made on first use and kept, or the user's keystore. */
class TlsServerTest {
    @TempDir
    static Path home;
    private static TlsKeystore made;

    @BeforeAll
    static void make() {
        made = TlsKeystore.selfSigned(home);
    }

    @Test
    void aSelfSignedCertificateIsMadeOnceAndServesHttps() throws Exception {
        assertThat(made.file()).isRegularFile().startsWith(home.resolve(TlsKeystore.FOLDER));
        if (Files.getFileStore(home).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(made.file())))
                    .isEqualTo("rw-------");
        }
        TlsKeystore kept = TlsKeystore.selfSigned(home);
        assertThat(kept).as("kept, not made again").isEqualTo(made);
        X509Certificate certificate = (X509Certificate) made.load().getCertificate("cubeguide");
        assertThat(certificate.getSubjectAlternativeNames()).extracting(name -> String.valueOf(name.get(1)))
                .contains("localhost", "127.0.0.1");
        for (var address : TlsKeystore.lanAddresses()) {
            assertThat(certificate.getSubjectAlternativeNames()).extracting(name -> String.valueOf(name.get(1)))
                    .contains(address.getHostAddress());
        }

        PathSolver path = new PathSolver("twophase");
        path.remember(Alg.parse("R U"));
        Function<String, Solver> lookup = name -> path;
        try (GuideServer server = GuideServer.start(TestSolvers.options().withPort(0).withTls(made)
                .withSolvers(lookup, List.of("twophase")))) {
            assertThat(server.uri().getScheme()).isEqualTo("https");
            HttpClient trusting = HttpClient.newBuilder().sslContext(trusting(made)).connectTimeout(Duration.ofSeconds(10))
                    .build();
            HttpResponse<String> page = trusting.send(HttpRequest.newBuilder(server.uri()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<title>");
            HttpResponse<String> solve = trusting.send(HttpRequest.newBuilder(server.uri().resolve("/api/solve"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"scramble\":\"R U\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(solve.statusCode()).as(solve.body()).isEqualTo(200);
            assertThat(solve.body()).contains("\"solution\"");

            HttpClient untrusting = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            assertThatThrownBy(() -> untrusting.send(HttpRequest.newBuilder(server.uri()).build(),
                    HttpResponse.BodyHandlers.ofString())).isInstanceOf(SSLHandshakeException.class);
        }
    }

    @Test
    void aUsersKeystoreIsCheckedBeforeTheServerStarts() throws Exception {
        assertThat(TlsKeystore.of(made.file(), made.password())).isEqualTo(made);
        assertThatThrownBy(() -> TlsKeystore.of(made.file(), "wrong")).isInstanceOf(CubeGuideException.class)
                .hasMessageContaining("password");
        assertThatThrownBy(() -> TlsKeystore.of(home.resolve("none.p12"), "x")).isInstanceOf(CubeGuideException.class)
                .hasMessageContaining("no keystore");
        Files.writeString(made.file().resolveSibling("keystore.password"), "not the password\n");
        TlsKeystore remade = TlsKeystore.selfSigned(home);
        assertThat(remade.password()).as("a keystore that no longer opens is made again").isNotEqualTo(made.password());
        assertThat(TlsKeystore.of(remade.file(), remade.password())).isEqualTo(remade);
        made = remade; // the other test serves with whichever is kept now
    }

    private static SSLContext trusting(TlsKeystore keystore) throws Exception {
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("cubeguide", keystore.load().getCertificate("cubeguide"));
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, factory.getTrustManagers(), null);
        return context;
    }
}
