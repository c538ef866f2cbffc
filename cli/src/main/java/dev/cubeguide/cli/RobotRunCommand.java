package dev.cubeguide.cli;

import dev.cubeguide.link.reliable.ChannelOptions;
import dev.cubeguide.link.reliable.ReliableChannel;
import dev.cubeguide.link.robot.RobotWire;
import dev.cubeguide.link.transport.DatagramTransport;
import dev.cubeguide.link.transport.DatagramTransports;
import dev.cubeguide.link.transport.LinkFaults;
import dev.cubeguide.link.transport.LossyTransport;
import dev.cubeguide.link.transport.Endpoint;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cubeguide robot run}: plans and sends the plan's commands to a robot over the reliable channel. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Plan, then send the commands over the reliable channel to a robot (or 'robot emulator'); "
                + "--loss etc. inject faults into what this side sends, to try the channel.")
final class RobotRunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    RobotPlanInput input;

    @Option(names = "--to", required = true, paramLabel = "udp:HOST:PORT|serial:PORT",
            description = "Where the robot listens (UDP on loopback, or a serial port).")
    String to;

    @Mixin
    RobotFaultOptions faultOptions;

    @Option(names = "--reply-timeout-ms", defaultValue = "10000", paramLabel = "MS",
            description = "How long to wait for the robot's report after the last command (default: ${DEFAULT-VALUE}).")
    long replyTimeoutMs;

    @Override
    public Integer call() throws IOException {
        Endpoint endpoint = Endpoint.parse(to);
        RobotPlanInput.Planned planned = input.plan(Main.solvers(spec));
        PrintWriter out = spec.commandLine().getOut();
        Map<String, Object> sent;
        LinkFaults faults = faultOptions.faults();
        DatagramTransport transport = DatagramTransports.connect(endpoint);
        if (!faults.isPerfect()) {
            transport = new LossyTransport(transport, faults);
        }
        try (ReliableChannel channel = ReliableChannel.open(transport, ChannelOptions.defaults())) {
            sent = RobotWire.send(channel, planned.cube(), planned.comparison().plan(), replyTimeoutMs);
            channel.linger(2 * ChannelOptions.defaults().maxTimeoutMs());
        } catch (IOException e) {
            return RobotProfileOption.linkFailure(spec, e);
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("profile", planned.profile().name());
        map.put("to", endpoint.toString());
        map.put("solution", planned.comparison().plan().solution().toString());
        map.put("totalMs", planned.comparison().plan().totalMs());
        map.putAll(sent);
        map.put("robot", Cli.mapper().readTree(String.valueOf(sent.get("robot"))));
        if (input.output.json) {
            out.println(Cli.json(map));
        } else {
            out.println("sent " + sent.get("sent") + " commands to " + endpoint + " (" + sent.get("retransmits")
                    + " retransmits, " + sent.get("elapsedMs") + " ms)");
            out.println("robot: " + sent.get("robot"));
        }
        out.flush();
        return Cli.OK;
    }
}
