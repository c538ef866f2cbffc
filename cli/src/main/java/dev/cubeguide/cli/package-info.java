/**
 * The {@code cubeguide} command line (picocli): one class per subcommand, sharing {@link dev.cubeguide.cli.Cli}.
 */
package dev.cubeguide.cli;
