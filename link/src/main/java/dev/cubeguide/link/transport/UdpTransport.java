package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Map;

/**
 * UDP datagrams on the loopback interface only (127.0.0.1): the robot link's stand-in for a radio or infrared link
 * on one machine. A connecting end sends to a fixed address; a listening end answers whoever sent it the last
 * datagram.
 */
public final class UdpTransport implements DatagramTransport {
    private final DatagramSocket socket;
    private final boolean listening;
    private volatile SocketAddress peer;
    private final byte[] buffer = new byte[MAX_DATAGRAM + 1];

    private UdpTransport(DatagramSocket socket, SocketAddress peer, boolean listening) {
        this.socket = socket;
        this.peer = peer;
        this.listening = listening;
    }

    /** Sends to {@code host:port}, which must be a loopback address, from an ephemeral loopback port. */
    public static UdpTransport connect(String host, int port) throws IOException {
        InetAddress address = loopback(host);
        DatagramSocket socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        return new UdpTransport(socket, new InetSocketAddress(address, port), false);
    }

    /** Listens on {@code host:port} (a loopback address; port 0 picks a free one). */
    public static UdpTransport listen(String host, int port) throws IOException {
        InetAddress address = loopback(host);
        DatagramSocket socket = new DatagramSocket(new InetSocketAddress(address, port));
        return new UdpTransport(socket, null, true);
    }

    private static InetAddress loopback(String host) {
        try {
            InetAddress address = InetAddress.getByName(host);
            if (address.isLoopbackAddress()) {
                return address;
            }
        } catch (UnknownHostException e) {
            // reported below
        }
        throw new CubeGuideException(ErrorCode.BAD_REQUEST, "UDP runs on the loopback interface only; '" + host
                + "' is not a loopback address (use 127.0.0.1)", Map.of("host", String.valueOf(host)));
    }

    /** The local port (useful after listening on port 0). */
    public int localPort() {
        return socket.getLocalPort();
    }

    @Override
    public void send(byte[] datagram) throws IOException {
        SocketAddress to = peer;
        if (to == null) {
            return; // a listener that has heard no one yet has no one to answer: the datagram is lost
        }
        socket.send(new DatagramPacket(datagram, datagram.length, to));
    }

    @Override
    public byte[] receive(long timeoutMillis) throws IOException {
        socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, timeoutMillis)));
        DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
        try {
            socket.receive(packet);
        } catch (SocketTimeoutException e) {
            return null;
        }
        if (listening) {
            peer = packet.getSocketAddress();
        }
        return Arrays.copyOfRange(packet.getData(), packet.getOffset(), packet.getOffset() + packet.getLength());
    }

    @Override
    public String describe() {
        return "udp:" + socket.getLocalAddress().getHostAddress() + ":" + socket.getLocalPort()
                + (peer == null ? "" : " -> " + peer);
    }

    @Override
    public void close() {
        socket.close();
    }
}
