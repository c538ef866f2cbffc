package dev.cubeguide.daemon;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where a daemon of one kind (the batch daemon, the solve daemon) of this build, this Java and these JVM options
 * listens, and the command that starts it.
 * A daemon serves only clients like the one that started it: its socket's name holds a stamp of the Java command,
 * its options and the class path (each file's size and time), so that a rebuilt jar or other options start a new
 * daemon (the old one stops when idle).
 *
 * <p>One daemon runs per cubeguide home: a client that starts one first asks the others of its home (other builds
 * or options) to stop.
 *
 * @param kind    the daemon's kind, a word: {@code batch}, {@code solve}
 * @param socket  the daemon's Unix-domain socket, in {@code $CUBEGUIDE_HOME} (or, when that path is too long for a
 *                socket, in a folder of this user's under the system's temporary folder), named
 *                {@code KIND-HOME-STAMP.sock} with a hash of the home's path
 * @param lock    the file locked while a client starts a daemon of the kind for the home, so that two clients
 *                start one
 * @param log     where the daemon writes what is not part of a run (Spark's warnings between runs)
 * @param command the command that starts the daemon, without its own arguments
 */
public record DaemonAddress(String kind, Path socket, Path lock, Path log, List<String> command) {
    /** The longest socket path: {@code sun_path} holds 108 bytes on Linux, 104 on macOS, with its terminator. */
    private static final int MAX_SOCKET_PATH = 100;

    /**
     * The address of the daemon of {@code kind} for this JVM's command, options and class path, in the cubeguide
     * {@code home}, started as {@code mainClass}.
     */
    public static DaemonAddress forThisJvm(String kind, Path home, Class<?> mainClass) {
        return forThisJvm(kind, home, mainClass, List.of());
    }

    /**
     * The same, for a daemon that also keeps {@code watched} open (a solver's table files): their sizes and times
     * are part of the stamp, so that a table rebuilt, replaced or damaged since a daemon opened it starts a new
     * daemon, which opens and checks it again.
     */
    public static DaemonAddress forThisJvm(String kind, Path home, Class<?> mainClass, List<Path> watched) {
        return forThisJvm(kind, home, mainClass, watched, List.of());
    }

    /**
     * The same, the daemon started with {@code daemonOptions} after the client's JVM options: options that pay in a
     * long-lived process only. Each is left out where the client's options already name the same setting (the
     * text before {@code =}, the {@code -XX:+} or {@code -XX:-} left aside), so that the client's choice stands. They
     * are not part of the stamp: a daemon kind's own options follow from its code, which the stamp holds.
     */
    public static DaemonAddress forThisJvm(String kind, Path home, Class<?> mainClass, List<Path> watched,
            List<String> daemonOptions) {
        // No lambdas, streams or string concatenation here: a client names its daemon with this, and each of them
        // costs a cold JVM milliseconds the first time (see TableHome).
        // This JVM's own java: its home's launcher, or where that is missing the process's command (ProcessHandle
        // says the same, at the cost of starting its thread pool).
        Path launcher = Path.of(System.getProperty("java.home"), "bin", "java");
        String java = Files.isExecutable(launcher) ? launcher.toString()
                : ProcessHandle.current().info().command().orElse(launcher.toString());
        List<String> jvmOptions = new ArrayList<>();
        String archive = null;
        for (String option : JvmOptions.ofThisJvm()) {
            if (option.startsWith("-XX:SharedArchiveFile=") || option.startsWith("-XX:ArchiveClassesAtExit=")) {
                archive = option.substring(option.indexOf('=') + 1);
            } else if (option.startsWith("-Dcubeguide.terminal=")) {
                // whether the client's standard error is a terminal: the client's own, not the daemon's
            } else {
                jvmOptions.add(option);
            }
        }
        // Absolute: the daemon runs in the home, not in the client's folder.
        List<String> files = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            files.add(Path.of(entry).toAbsolutePath().toString());
        }
        String classPath = String.join(File.pathSeparator, files);
        for (Path file : watched) {
            files.add(file.toString());
        }
        String stamp = stamp(java, jvmOptions, files);

        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOptions);
        for (String option : daemonOptions) {
            if (!namesSetting(jvmOptions, option)) {
                command.add(option);
            }
        }
        if (archive != null) {
            command.addAll(daemonArchiveOptions(Path.of(archive).toAbsolutePath(), classPath));
        }
        // The home as this client resolved it (the daemon runs in another folder, where a relative one would not do).
        command.add("-Dcubeguide.home=".concat(home.toAbsolutePath().toString()));
        command.add("-cp");
        command.add(classPath);
        command.add(mainClass.getName());

        String name = homePrefix(kind, home).concat(stamp).concat(".sock");
        Path socket = home.resolve(name);
        if (socket.toString().getBytes(StandardCharsets.UTF_8).length > MAX_SOCKET_PATH) {
            socket = privateTemporaryFolder().resolve(name);
        }
        return new DaemonAddress(kind, socket, home.resolve(kind.concat("-daemon.lock")),
                home.resolve(kind.concat("-daemon.log")), List.copyOf(command));
    }

    /** The daemon's name in messages: "the batch daemon". */
    public String title() {
        return "the " + kind + " daemon";
    }

    /**
     * The system property that sets the idle time of daemons of this kind started from now on (a duration: 30s,
     * 15m): {@code cubeguide.KIND.idle}.
     */
    public String idleProperty() {
        return idleProperty(kind);
    }

    /** The idle property of daemons of {@code kind} ({@link #idleProperty()}), for a daemon's own start. */
    public static String idleProperty(String kind) {
        return "cubeguide." + kind + ".idle";
    }

    /** The sockets of the other daemons of this home (other builds or options), found by their names. */
    public List<Path> otherSockets() {
        String prefix = socket.getFileName().toString().substring(0, socket.getFileName().toString().lastIndexOf('-') + 1);
        try (Stream<Path> files = Files.list(socket.getParent())) {
            return files.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.getFileName().toString().endsWith(".sock") && !file.equals(socket)).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Whether {@code options} set what {@code option} sets: the same name, whatever its value or sign. */
    static boolean namesSetting(List<String> options, String option) {
        String setting = settingOf(option);
        for (String other : options) {
            if (settingOf(other).equals(setting)) {
                return true;
            }
        }
        return false;
    }

    /** An option's setting: {@code -XX:+Name} and {@code -XX:-Name} are both {@code Name}; else the text before {@code =}. */
    private static String settingOf(String option) {
        if (option.startsWith("-XX:+") || option.startsWith("-XX:-")) {
            return option.substring("-XX:+".length());
        }
        int equals = option.indexOf('=');
        return equals < 0 ? option : option.substring(0, equals);
    }

    private static String homePrefix(String kind, Path home) {
        return kind.concat("-").concat(hash(home.toString())).concat("-");
    }

    /**
     * The daemon's own class-data-sharing archive beside the client's ({@code NAME-daemon.jsa}, which the client may
     * be using already): mapped when it is newer than the jar, otherwise recorded when the daemon stops (a daemon
     * loads Spark, or a solver's search; a client almost none of it).
     */
    private static List<String> daemonArchiveOptions(Path clientArchive, String classPath) {
        String name = clientArchive.getFileName().toString();
        String stem = name.endsWith(".jsa") ? name.substring(0, name.length() - ".jsa".length()) : name;
        Path archive = name.endsWith("-daemon.jsa") ? clientArchive
                : clientArchive.resolveSibling(stem.concat("-daemon.jsa"));
        Path jar = Path.of(classPath.split(File.pathSeparator, 2)[0]);
        boolean fresh = Files.isRegularFile(archive) && archive.toFile().lastModified() > jar.toFile().lastModified();
        return List.of((fresh ? "-XX:SharedArchiveFile=" : "-XX:ArchiveClassesAtExit=").concat(archive.toString()));
    }

    /** A short hash of what makes a daemon fit to serve this client: its command, and each file's size and time. */
    private static String stamp(String java, List<String> jvmOptions, List<String> files) {
        StringBuilder text = new StringBuilder(java).append('\n').append(String.join("\n", jvmOptions)).append('\n');
        for (String entry : files) {
            File file = new File(entry);
            text.append(entry).append(' ').append(file.length()).append(' ').append(file.lastModified()).append('\n');
        }
        return hash(text.toString());
    }

    /**
     * 48 bits of the text's 64-bit FNV-1a hash, in hexadecimal: a name, not a secret (the folder is the user's own),
     * and no cryptographic provider to load in a client whose start is the point.
     */
    private static String hash(String text) {
        long h = 0xcbf29ce484222325L;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        String hex = Long.toHexString(h >>> 16);
        return "0".repeat(12 - hex.length()).concat(hex);
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
