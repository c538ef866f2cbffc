package dev.cubeguide.spark;

import dev.cubeguide.table.TableStore;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where the batch daemon of this build, this Java and these JVM options listens, and the command that starts it.
 * A daemon serves only clients like the one that started it: its socket's name holds a stamp of the Java command,
 * its options and the class path (each file's size and time), so that a rebuilt jar or other options start a new
 * daemon (the old one stops when idle).
 *
 * <p>One daemon runs per cubeguide home: a client that starts one first asks the others of its home (other builds
 * or options) to stop.
 *
 * @param socket  the daemon's Unix-domain socket, in {@code $CUBEGUIDE_HOME} (or, when that path is too long for a
 *                socket, in a folder of this user's under the system's temporary folder), named
 *                {@code batch-HOME-STAMP.sock} with a hash of the home's path
 * @param lock    the file locked while a client starts a daemon for the home, so that two clients start one
 * @param log     where the daemon writes what is not part of a run (Spark's warnings between runs)
 * @param command the command that starts the daemon, without its own arguments
 */
record DaemonAddress(Path socket, Path lock, Path log, List<String> command) {
    /** The longest socket path: {@code sun_path} holds 108 bytes on Linux, 104 on macOS, with its terminator. */
    private static final int MAX_SOCKET_PATH = 100;

    /** The address of the daemon for this JVM's command, options and class path, and the cubeguide home. */
    static DaemonAddress forThisJvm() {
        return forThisJvm(TableStore.home().toAbsolutePath());
    }

    /** The address of the daemon for this JVM's command, options and class path, in {@code home}. */
    static DaemonAddress forThisJvm(Path home) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> jvmOptions = new ArrayList<>();
        String archive = null;
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (option.startsWith("-XX:SharedArchiveFile=") || option.startsWith("-XX:ArchiveClassesAtExit=")) {
                archive = option.substring(option.indexOf('=') + 1);
            } else {
                jvmOptions.add(option);
            }
        }
        String classPath = System.getProperty("java.class.path");
        String stamp = stamp(java, jvmOptions, classPath);

        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOptions);
        if (archive != null) {
            command.addAll(daemonArchiveOptions(Path.of(archive), classPath));
        }
        command.add("-cp");
        command.add(classPath);
        command.add(BatchDaemon.class.getName());

        String name = homePrefix(home) + stamp + ".sock";
        Path socket = home.resolve(name);
        if (socket.toString().getBytes(StandardCharsets.UTF_8).length > MAX_SOCKET_PATH) {
            socket = privateTemporaryFolder().resolve(name);
        }
        return new DaemonAddress(socket, home.resolve("batch-daemon.lock"), home.resolve("batch-daemon.log"),
                List.copyOf(command));
    }

    /** The sockets of the other daemons of this home (other builds or options), found by their names. */
    List<Path> otherSockets() {
        String prefix = socket.getFileName().toString().substring(0, socket.getFileName().toString().lastIndexOf('-') + 1);
        try (Stream<Path> files = Files.list(socket.getParent())) {
            return files.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.getFileName().toString().endsWith(".sock") && !file.equals(socket)).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String homePrefix(Path home) {
        return "batch-" + hash(home.toString()) + "-";
    }

    /**
     * The daemon's own class-data-sharing archive beside the client's ({@code NAME-daemon.jsa}, which the client may
     * be using already): mapped when it is newer than the jar, otherwise recorded when the daemon stops (a daemon
     * loads all of Spark; a client almost none of it).
     */
    private static List<String> daemonArchiveOptions(Path clientArchive, String classPath) {
        String name = clientArchive.getFileName().toString();
        Path archive = name.endsWith("-daemon.jsa") ? clientArchive
                : clientArchive.resolveSibling(name.replaceFirst("\\.jsa$", "") + "-daemon.jsa");
        Path jar = Path.of(classPath.split(File.pathSeparator, 2)[0]);
        boolean fresh = Files.isRegularFile(archive) && archive.toFile().lastModified() > jar.toFile().lastModified();
        return List.of((fresh ? "-XX:SharedArchiveFile=" : "-XX:ArchiveClassesAtExit=") + archive);
    }

    /** A short hash of what makes a daemon fit to serve this client. */
    private static String stamp(String java, List<String> jvmOptions, String classPath) {
        StringBuilder text = new StringBuilder(java).append('\n').append(String.join("\n", jvmOptions)).append('\n');
        for (String entry : classPath.split(File.pathSeparator)) {
            File file = new File(entry);
            text.append(entry).append(' ').append(file.length()).append(' ').append(file.lastModified()).append('\n');
        }
        return hash(text.toString());
    }

    /** The first 48 bits of the text's SHA-256, in hexadecimal. */
    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }

    /** A folder under the system's temporary folder that only this user can enter. */
    private static Path privateTemporaryFolder() {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"), "cubeguide-" + System.getProperty("user.name"));
        try {
            if (!Files.isDirectory(folder)) {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // the socket's bind reports it, and the run goes on in the client's own process
        }
        return folder;
    }
}
