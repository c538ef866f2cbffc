package dev.cubeguide.daemon;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The options this JVM was started with, as {@code RuntimeMXBean.getInputArguments()} lists them: a daemon's client
 * starts its daemon with them and names the daemon after them. Where it can, this reads them off the process's own
 * command line ({@code /proc/self/cmdline}): the management classes cost a client about 25 ms of its 0.13 s (a
 * 2-core VM), the command line well under one.
 */
final class JvmOptions {
    /** The launcher's options that take their value as the next argument and are not JVM options themselves. */
    private static final List<String> CLASS_PATH = List.of("-cp", "-classpath", "--class-path");
    /** Options whose value may come as the next argument, which the JVM may see in another form: not read here. */
    private static final List<String> SEPARATE_VALUE = List.of("-p", "--module-path", "--upgrade-module-path",
            "--add-modules", "--limit-modules", "--add-reads", "--add-exports", "--add-opens", "--patch-module",
            "--source", "-m", "--module", "--describe-module", "-d", "--list-modules", "--validate-modules");

    /** The environment variables whose options the launcher or the JVM adds to the command line's. */
    private static final List<String> ENVIRONMENT_OPTIONS = List.of("JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS",
            "_JAVA_OPTIONS");

    private JvmOptions() {
    }

    /** This JVM's options: from its command line when that tells them exactly, else from the management bean. */
    static List<String> ofThisJvm() {
        List<String> options = readCommandLine();
        return options != null ? options : ManagementFactory.getRuntimeMXBean().getInputArguments();
    }

    private static List<String> readCommandLine() {
        for (String variable : ENVIRONMENT_OPTIONS) {
            String value = System.getenv(variable);
            if (value != null && !value.isBlank()) {
                return null; // the launcher or the JVM adds these, and they are not on the command line
            }
        }
        Path cmdline = Path.of("/proc/self/cmdline");
        if (!Files.isReadable(cmdline)) {
            return null;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(cmdline);
        } catch (IOException e) {
            return null;
        }
        List<String> arguments = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                arguments.add(new String(bytes, start, i - start, StandardCharsets.UTF_8));
                start = i + 1;
            }
        }
        return arguments.isEmpty() ? null : fromArguments(arguments.subList(1, arguments.size()));
    }

    /**
     * The JVM options among a {@code java} command's {@code arguments} (those after the program's name): every
     * argument up to {@code -jar} or the main class, but the class path and its value. Null when the arguments hold
     * what the JVM may see otherwise than written (an argument file, a module option with its value apart, a main
     * module), so that the caller asks the JVM instead.
     */
    static List<String> fromArguments(List<String> arguments) {
        List<String> options = new ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (argument.startsWith("@") || SEPARATE_VALUE.contains(argument)) {
                return null;
            }
            if (argument.equals("-jar") || !argument.startsWith("-")) {
                return List.copyOf(options);
            }
            if (CLASS_PATH.contains(argument)) {
                i++;
            } else if (!argument.startsWith("--class-path=")) {
                options.add(argument);
            }
        }
        return null; // no main class: not a command this JVM could have been started with
    }
}
