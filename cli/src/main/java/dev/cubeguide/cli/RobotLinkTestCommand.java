package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.reliable.ChannelOptions;
import dev.cubeguide.link.reliable.LinkTest;
import dev.cubeguide.link.transport.LinkFaults;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cubeguide robot link-test}: exactly-once, in-order delivery over a faulty link. */
@Command(name = "link-test", mixinStandardHelpOptions = true,
        description = "Send N commands over the reliable channel through a faulty link and check each is executed "
                + "exactly once, in order.")
final class RobotLinkTestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--transport", defaultValue = "memory", paramLabel = "memory|udp",
            description = "In-memory pipe or UDP on loopback (default: ${DEFAULT-VALUE}).")
    String transport;

    @Mixin
    RobotFaultOptions faultOptions;

    @Option(names = "--commands", defaultValue = "1000", paramLabel = "N", description = "How many commands.")
    int commands;

    @Option(names = "--window", defaultValue = "64", paramLabel = "W", description = "Frames in flight, at most.")
    int window;

    @Mixin
    JsonObjectOption output;

    @Override
    public Integer call() throws IOException {
        LinkTest.Transport kind;
        switch (transport) {
            case "memory": kind = LinkTest.Transport.MEMORY; break;
            case "udp": kind = LinkTest.Transport.UDP; break;
            default:
                throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                        "--transport must be memory or udp, not '" + transport + "'");
        }
        LinkFaults faults = faultOptions.faults();
        LinkTest.Result result;
        try {
            result = LinkTest.run(new LinkTest.Options(kind, faults, commands,
                    ChannelOptions.defaults().withWindow(window)));
        } catch (IOException e) {
            return RobotProfileOption.linkFailure(spec, e);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (output.json) {
            out.println(Cli.json(result.toMap()));
        } else {
            out.printf("sent %d, delivered %d, executed once: %s, in order: %s, retransmits %d, %d ms%n",
                    result.sent(), result.delivered(), result.executedOnce(), result.inOrder(),
                    result.sender().retransmits(), result.elapsedMs());
        }
        out.flush();
        return result.executedOnce() && result.inOrder() ? Cli.OK : Cli.FAILURE;
    }
}
