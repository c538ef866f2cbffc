package dev.cubeguide.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a table file is written: whole runs of 2 MiB at aligned offsets (so the page cache keeps huge folios). */
class TableFileTest {
    /** A channel that records each write's offset and length and keeps the bytes. */
    private static final class RecordingChannel implements WritableByteChannel {
        final List<long[]> writes = new ArrayList<>();
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long position;

        @Override
        public int write(ByteBuffer src) {
            int n = src.remaining();
            byte[] copy = new byte[n];
            src.get(copy);
            bytes.write(copy, 0, n);
            writes.add(new long[] {position, n});
            position += n;
            return n;
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void everyWriteButTheLastIsOneWholeAlignedRunAndTheBytesAreKeptInOrder() throws IOException {
        RecordingChannel channel = new RecordingChannel();
        TableFile.AlignedRuns runs = new TableFile.AlignedRuns(channel);
        byte[] header = new byte[37];
        byte[] payload = new byte[3 * TableFile.HUGE_RUN + 12_345];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 7 + 3);
        }
        runs.append(ByteBuffer.wrap(header));
        runs.append(ByteBuffer.wrap(payload));
        runs.append(ByteBuffer.allocate(4).putInt(0, 0x12345678));
        runs.finish();

        assertThat(channel.writes).hasSize(4);
        for (long[] write : channel.writes.subList(0, channel.writes.size() - 1)) {
            assertThat(write[0] % TableFile.HUGE_RUN).isZero();
            assertThat(write[1]).isEqualTo(TableFile.HUGE_RUN);
        }
        byte[] written = channel.bytes.toByteArray();
        assertThat(written).hasSize(header.length + payload.length + 4);
        assertThat(Arrays.copyOfRange(written, header.length, header.length + payload.length))
                .isEqualTo(payload);
        assertThat(ByteBuffer.wrap(written, written.length - 4, 4).getInt()).isEqualTo(0x12345678);
    }

    @Test
    void aFileWrittenInRunsReadsAndMapsBackWithItsChecksum(@TempDir Path dir) throws IOException {
        TableSpec spec = new TableSpec("test-runs", 1, TableFile.HUGE_RUN + 999, "a table longer than one run");
        byte[] payload = new byte[(int) spec.sizeBytes()];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i * 31 + 1);
        }
        Path file = dir.resolve(spec.fileName());
        TableFile.write(file, spec, payload);

        assertThat(TableFile.read(file, spec)).isEqualTo(payload);
        ByteBuffer mapped = TableFile.mapChecked(file, spec);
        assertThat(mapped.get(TableFile.HUGE_RUN)).isEqualTo(payload[TableFile.HUGE_RUN]);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(spec.fileName());
        }
    }
}
