/**
 * The project's background threads: daemon threads (they never keep the JVM alive), named for thread dumps and
 * logs. Like {@code dev.cubeguide.error}, it uses no other package of the project, and any may use it (the code
 * compiled for the browser excepted, which starts no threads).
 */
package dev.cubeguide.concurrent;
