/**
 * The project's daemons: a JVM that keeps a command's service warm between runs (the batch job's Spark context, the
 * optimal solver's tables and compiled search), after the long-lived contexts of Spark job servers and the daemons
 * of JVM build tools (Gradle's, Nailgun), which serve short commands from one warm JVM. A client
 * ({@link dev.cubeguide.daemon.DaemonClient}) starts the daemon ({@link dev.cubeguide.daemon.DaemonServer}) on first
 * use and sends it runs over a Unix-domain socket in frames ({@link dev.cubeguide.daemon.DaemonFrames}); the
 * socket's name ({@link dev.cubeguide.daemon.DaemonAddress}) holds a stamp of the Java command, its options and the
 * class path, so that a daemon serves only clients of its own build. It uses no other package of the project but
 * {@code dev.cubeguide.concurrent}.
 */
package dev.cubeguide.daemon;
