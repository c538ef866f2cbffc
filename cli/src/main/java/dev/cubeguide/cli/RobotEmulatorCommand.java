package dev.cubeguide.cli;

import dev.cubeguide.link.reliable.ChannelOptions;
import dev.cubeguide.link.reliable.ReliableChannel;
import dev.cubeguide.link.robot.RobotEmulator;
import dev.cubeguide.link.robot.RobotProfile;
import dev.cubeguide.link.transport.DatagramTransport;
import dev.cubeguide.link.transport.DatagramTransports;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.link.transport.UdpTransport;
import dev.cubeguide.model.NetPrinter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cubeguide robot emulator}: a robot at the end of the link that executes one run and prints the cube. */
@Command(name = "emulator", mixinStandardHelpOptions = true,
        description = "Listen for one 'robot run', execute its commands in the robot simulator, print the cube.")
final class RobotEmulatorCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--listen", required = true, paramLabel = "udp:127.0.0.1:PORT|serial:PORT",
            description = "Where to listen.")
    String listen;

    @Mixin
    RobotProfileOption profile;

    @Option(names = "--idle-timeout-ms", defaultValue = "600000", paramLabel = "MS",
            description = "Give up after this long without a message (default: ${DEFAULT-VALUE}).")
    long idleMs;

    @Option(names = "--json", description = "Print the report as one JSON object.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        RobotProfile robot = profile.load();
        Endpoint endpoint = Endpoint.parse(listen);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        DatagramTransport transport = DatagramTransports.listen(endpoint);
        String where = transport instanceof UdpTransport udp ? "udp:127.0.0.1:" + udp.localPort() : endpoint.toString();
        err.println("robot emulator (" + robot.name() + ") listening on " + where);
        err.flush();
        RobotEmulator.Report report;
        try (ReliableChannel channel = ReliableChannel.open(transport, ChannelOptions.defaults())) {
            report = new RobotEmulator(robot).serve(channel, idleMs);
            channel.linger(2 * ChannelOptions.defaults().maxTimeoutMs());
        } catch (IOException e) {
            return RobotProfileOption.linkFailure(spec, e);
        }
        if (json) {
            out.println(Cli.json(report.toMap()));
        } else {
            out.println("executed " + report.executed() + " actions (" + report.robotMs() + " ms of robot time)"
                    + (report.error() == null ? "" : "; stopped: " + report.error()));
            if (report.cube() != null) {
                out.println(NetPrinter.print(report.cube()));
                out.println(report.cube().toFacelets() + (report.solved() ? "  solved" : "  not solved"));
            }
        }
        out.flush();
        return report.error() == null ? Cli.OK : Cli.BAD_INPUT;
    }
}
