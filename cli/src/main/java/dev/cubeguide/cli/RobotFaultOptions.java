package dev.cubeguide.cli;

import dev.cubeguide.link.transport.LinkFaults;
import picocli.CommandLine.Option;

/** {@code --loss --duplicate --reorder --corrupt --seed}: faults injected into what a robot command sends. */
final class RobotFaultOptions {
    @Option(names = "--loss", defaultValue = "0", description = "Probability a datagram is lost.")
    double loss;

    @Option(names = "--duplicate", defaultValue = "0", description = "Probability a datagram arrives twice.")
    double duplicate;

    @Option(names = "--reorder", defaultValue = "0", description = "Probability a datagram is overtaken by the next.")
    double reorder;

    @Option(names = "--corrupt", defaultValue = "0", description = "Probability 1-3 bits of a datagram flip.")
    double corrupt;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed of the injected faults.")
    long seed;

    LinkFaults faults() {
        return new LinkFaults(loss, duplicate, reorder, corrupt, seed);
    }
}
