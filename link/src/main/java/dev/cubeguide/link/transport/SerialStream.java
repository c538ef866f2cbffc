package dev.cubeguide.link.transport;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A serial port opened with jSerialComm: 8 data bits, no parity, one stop bit, no flow control, at the endpoint's
 * baud rate. Pseudo-terminals work too (jSerialComm resolves a symbolic link such as the ones {@code socat}
 * makes to the {@code /dev/pts/N} it points at), which is how the integration tests run without hardware.
 *
 * <p>Reads wait for at least one byte and return what has arrived (jSerialComm's semi-blocking mode, polled every
 * {@value #POLL_MS} ms so that {@link #close()} from another thread ends a waiting read with end of stream).
 * Writes block until the bytes are handed to the driver.
 *
 * <p>Closing waits for the bytes to leave first: jSerialComm's close discards output the other side has not taken
 * yet (measured on a socat pty pair: a 5-byte packet written and closed at once arrived in 10 of 30 tries), and a
 * pseudo-terminal reports an empty output queue even then. So {@link #close()} waits until the driver's queue is
 * empty (up to a second) and at least {@value #LINGER_MS} ms plus the line time of the last write (10 bits per byte
 * at the baud rate) have passed since that write.
 */
public final class SerialStream implements ByteStream {
    /** How often a waiting read looks whether the port was closed. */
    static final int POLL_MS = 100;
    private static final long DRAIN_LIMIT_MS = 1000;
    /** The least time between the last write and closing (see the class comment). */
    static final long LINGER_MS = 50;

    private final SerialPort port;
    private final String description;
    private final InputStream input;
    private final OutputStream output;
    private final int baudRate;
    private volatile boolean closed;
    /** When the bytes of the last write will have left the port, in System.nanoTime() terms (0: nothing written). */
    private volatile long writtenOutNanos;

    private SerialStream(SerialPort port, String description, int baudRate) {
        this.port = port;
        this.baudRate = baudRate;
        this.description = description;
        this.input = new PortInput();
        this.output = new PortOutput();
    }

    /**
     * Opens the serial port of {@code endpoint} ({@code serial:/dev/ttyUSB0[@BAUD]}). A missing port, a busy one
     * or one this user may not open is a {@code BAD_REQUEST} whose message says which (the CLI turns it into exit
     * code 2, not a stack trace).
     */
    public static SerialStream open(Endpoint endpoint) {
        if (endpoint.kind() != Endpoint.Kind.SERIAL) {
            throw new IllegalArgumentException("not a serial endpoint: " + endpoint);
        }
        String device = endpoint.address();
        Path path = Path.of(device);
        if (!Files.exists(path)) {
            throw failure(endpoint, "there is no such port (" + device + " does not exist; is the cable plugged in?)");
        }
        SerialPort port;
        try {
            port = SerialPort.getCommPort(device);
        } catch (SerialPortInvalidPortException e) {
            throw failure(endpoint, device + " is not a serial port");
        }
        port.setComPortParameters(endpoint.baudRate(), 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING,
                POLL_MS, 0);
        if (!port.openPort()) {
            String why = !Files.isReadable(path) || !Files.isWritable(path)
                    ? "permission denied (add your user to the group owning " + device + ", often 'dialout')"
                    : "it is busy (another program has it open)";
            throw failure(endpoint, why + " [jSerialComm error " + port.getLastErrorCode() + " at "
                    + port.getLastErrorLocation() + "]");
        }
        return new SerialStream(port, endpoint.toString(), endpoint.baudRate());
    }

    private static CubeGuideException failure(Endpoint endpoint, String why) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot open serial port " + endpoint.address() + ": "
                + why, Map.of("endpoint", endpoint.toString()));
    }

    @Override
    public InputStream input() {
        return input;
    }

    @Override
    public OutputStream output() {
        return output;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        long deadline = System.currentTimeMillis() + DRAIN_LIMIT_MS;
        while (port.bytesAwaitingWrite() > 0 && System.currentTimeMillis() < deadline) {
            sleepBriefly();
        }
        long linger = writtenOutNanos - System.nanoTime();
        if (writtenOutNanos != 0 && linger > 0) {
            try {
                Thread.sleep(linger / 1_000_000 + 1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        closed = true;
        port.closePort();
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Reads at least one byte, polling so that a close ends the wait. */
    private final class PortInput extends InputStream {
        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            while (!closed) {
                if (Thread.interrupted()) {
                    throw new InterruptedIOException("interrupted while reading " + description);
                }
                int n = port.readBytes(buffer, length, offset);
                if (n > 0) {
                    return n;
                }
                if (n < 0) {
                    if (closed) {
                        break;
                    }
                    throw new IOException("reading " + description + " failed (jSerialComm error "
                            + port.getLastErrorCode() + "); was the device unplugged?");
                }
            }
            return -1;
        }

        @Override
        public int available() {
            return closed ? 0 : Math.max(0, port.bytesAvailable());
        }
    }

    /** Writes all bytes or fails. */
    private final class PortOutput extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] buffer, int offset, int length) throws IOException {
            int done = 0;
            while (done < length) {
                if (closed) {
                    throw new IOException(description + " is closed");
                }
                int n = port.writeBytes(buffer, length - done, offset + done);
                if (n < 0) {
                    throw new IOException("writing to " + description + " failed (jSerialComm error "
                            + port.getLastErrorCode() + ")");
                }
                done += n;
            }
            long lineNanos = length * 10L * 1_000_000_000L / Math.max(1, baudRate);
            writtenOutNanos = System.nanoTime() + lineNanos + LINGER_MS * 1_000_000L;
        }
    }
}
