package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The PKCS#12 keystore of an HTTPS server: a file and its password. {@link #selfSigned(Path)} makes one on first
 * use, with a self-signed certificate for this machine (its names: localhost, 127.0.0.1, ::1 and the machine's
 * network addresses), and keeps it, so a phone that accepted it once keeps accepting it. The certificate is made
 * again when it is about to expire or when the machine has a network address it does not name.
 *
 * @param file     the keystore file (PKCS#12)
 * @param password its password (also the key's)
 */
public record TlsKeystore(Path file, String password) {
    /** The folder under {@code $CUBEGUIDE_HOME} that keeps the self-signed keystore. */
    public static final String FOLDER = "tls";
    /** How long a self-signed certificate is valid (825 days: the longest browsers accept for a server). */
    static final int VALIDITY_DAYS = 825;
    /** A certificate this close to its end is made again. */
    private static final Duration RENEW_BEFORE = Duration.ofDays(30);
    private static final String ALIAS = "cubeguide";

    public TlsKeystore {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(password, "password");
    }

    /** A user's keystore: checked now, so a wrong file or password is a clear error before the server starts. */
    public static TlsKeystore of(Path file, String password) {
        TlsKeystore keystore = new TlsKeystore(file, password);
        if (!Files.isRegularFile(file)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "no keystore file at " + file,
                    Map.of("keystore", file.toString()));
        }
        try {
            keystore.load();
        } catch (IOException | GeneralSecurityException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot open the keystore " + file
                    + ": wrong password, or not a PKCS#12 or JKS keystore", Map.of("keystore", file.toString()));
        }
        return keystore;
    }

    /**
     * The self-signed keystore kept in {@code home/tls}: made now with the JDK's {@code keytool} if it is missing,
     * expires within 30 days, or does not name one of this machine's addresses.
     */
    public static TlsKeystore selfSigned(Path home) {
        Path folder = home.resolve(FOLDER);
        Path file = folder.resolve("keystore.p12");
        Path passwordFile = folder.resolve("keystore.password");
        List<String> names = certificateNames();
        try {
            if (Files.isRegularFile(file) && Files.isRegularFile(passwordFile)) {
                TlsKeystore kept = new TlsKeystore(file, Files.readString(passwordFile, StandardCharsets.UTF_8).strip());
                if (kept.covers(names)) {
                    return kept;
                }
            }
            Files.createDirectories(folder);
            String password = newPassword();
            Path fresh = Files.createTempFile(folder, "keystore", ".tmp");
            Files.delete(fresh); // keytool makes the file itself
            try {
                generate(fresh, password, names);
                ownerOnly(fresh);
                writePrivately(passwordFile, password);
                Files.move(fresh, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(fresh);
            }
            return new TlsKeystore(file, password);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the HTTPS certificate in " + folder + ": " + e.getMessage(), e);
        }
    }

    /** This machine's IPv4 network addresses (not loopback): where a phone on the same network reaches it. */
    public static List<InetAddress> lanAddresses() {
        List<InetAddress> found = new ArrayList<>();
        try {
            Enumeration<NetworkInterface> interfaces = NetworkInterface.getNetworkInterfaces();
            while (interfaces != null && interfaces.hasMoreElements()) {
                NetworkInterface network = interfaces.nextElement();
                if (!network.isUp() || network.isLoopback()) {
                    continue;
                }
                for (InetAddress address : java.util.Collections.list(network.getInetAddresses())) {
                    if (address instanceof Inet4Address && !address.isLoopbackAddress()
                            && !address.isLinkLocalAddress()) {
                        found.add(address);
                    }
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        return found;
    }

    @Override
    public String toString() {
        return "TlsKeystore[" + file + "]";
    }

    KeyStore load() throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance(file.toString().endsWith(".jks") ? "JKS" : "PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
        }
        return store;
    }

    /** The certificate's subject alternative names, as {@code dns:NAME} and {@code ip:ADDRESS}. */
    static List<String> certificateNames() {
        Set<String> names = new LinkedHashSet<>(List.of("dns:localhost", "ip:127.0.0.1", "ip:::1"));
        for (InetAddress address : lanAddresses()) {
            names.add("ip:" + address.getHostAddress());
        }
        return List.copyOf(names);
    }

    /** Whether the keystore opens, lasts 30 days more and names all of {@code names}. */
    private boolean covers(List<String> names) {
        try {
            Certificate certificate = load().getCertificate(ALIAS);
            if (!(certificate instanceof X509Certificate x509)
                    || x509.getNotAfter().toInstant().isBefore(Instant.now().plus(RENEW_BEFORE))) {
                return false;
            }
            Set<String> present = new HashSet<>();
            Collection<List<?>> alternatives = x509.getSubjectAlternativeNames();
            if (alternatives != null) {
                for (List<?> entry : alternatives) {
                    int kind = (Integer) entry.get(0); // RFC 5280: 2 = dNSName, 7 = iPAddress
                    String value = String.valueOf(entry.get(1));
                    if (kind == 2) {
                        present.add("dns:" + value);
                    } else if (kind == 7) {
                        present.add("ip:" + InetAddress.getByName(value).getHostAddress());
                    }
                }
            }
            for (String name : names) {
                String normal = name.startsWith("ip:")
                        ? "ip:" + InetAddress.getByName(name.substring(3)).getHostAddress() : name;
                if (!present.contains(normal)) {
                    return false;
                }
            }
            return true;
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }

    /** Runs the JDK's keytool: an EC P-256 key and a self-signed certificate naming {@code names}. */
    private static void generate(Path file, String password, List<String> names) throws IOException {
        Path keytool = Path.of(System.getProperty("java.home"), "bin",
                System.getProperty("os.name").startsWith("Windows") ? "keytool.exe" : "keytool");
        if (!Files.isExecutable(keytool)) {
            throw new IOException("the Java runtime has no keytool (" + keytool + "); give --keystore FILE instead");
        }
        ProcessBuilder builder = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", ALIAS,
                "-keyalg", "EC", "-groupname", "secp256r1", "-validity", String.valueOf(VALIDITY_DAYS),
                "-dname", "CN=cubeguide on this computer", "-ext", "SAN=" + String.join(",", names),
                "-ext", "EKU=serverAuth", "-keystore", file.toString(), "-storetype", "PKCS12",
                "-storepass:env", "CUBEGUIDE_KEYSTORE_PASSWORD", "-noprompt");
        builder.environment().put("CUBEGUIDE_KEYSTORE_PASSWORD", password); // never on a command line
        builder.redirectErrorStream(true);
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("keytool did not finish within 60 s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while keytool made the certificate");
        }
        if (process.exitValue() != 0 || !Files.isRegularFile(file)) {
            throw new IOException("keytool failed: " + new String(output, StandardCharsets.UTF_8).strip());
        }
    }

    private static String newPassword() {
        byte[] bytes = new byte[18];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Lets only the file's owner read it, where the file system has POSIX permissions. */
    private static void ownerOnly(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the folder's access rules apply
        }
    }

    /** Writes a file only its owner can read, where the file system has POSIX permissions. */
    private static void writePrivately(Path file, String text) throws IOException {
        Path temporary = Files.createTempFile(file.getParent(), "password", ".tmp");
        try {
            ownerOnly(temporary);
            Files.writeString(temporary, text + "\n", StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
