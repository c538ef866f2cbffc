package dev.cubeguide.table;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;

/**
 * One table file on disk: writing it whole (a temporary file renamed into place), reading or mapping it back, and
 * the checks that reject a damaged one. {@link TableStore} decides when, under its locks.
 *
 * <p>File format (all integers big-endian):
 * <pre>
 *   8 bytes  magic "CUBEGDTB"
 *   4 bytes  format version (1)
 *   2+n      table id (modified UTF-8, as DataOutput.writeUTF)
 *   4 bytes  table version
 *   8 bytes  payload size
 *   n bytes  payload
 *   4 bytes  CRC-32 of everything above
 * </pre>
 * Only regular files are read: a FIFO, device or folder in a table's place is reported as unusable, never opened, so
 * that it cannot block the process.
 */
final class TableFile {
    static final byte[] MAGIC = "CUBEGDTB".getBytes(StandardCharsets.US_ASCII);
    static final int FORMAT_VERSION = 1;
    /**
     * Reads go in pieces of this size: a channel stream copies each call through a temporary native buffer as large
     * as the call, so one call for a 1 GiB table would map and fault in 1 GiB more (measured: 9-16 s of system time
     * to load the 4.59 GiB optimal table in one call per file, instead of about 1 s). Writes go in
     * {@link #HUGE_RUN}s.
     */
    private static final int IO_CHUNK = 1 << 20;
    /** The page size of a huge page (x86-64 and arm64 with 4 KiB base pages): a PMD entry maps this much. */
    static final int HUGE_RUN = 1 << 21;

    /**
     * Maps a table file and checks it as {@link #read} does (header, size, checksum over the mapped bytes); returns
     * its payload, little-endian.
     */
    static ByteBuffer mapChecked(Path file, TableSpec spec) throws IOException {
        MappedByteBuffer mapped = mapWhole(file);
        int payloadAt = checkMappedHeader(mapped, spec);
        int size = (int) spec.sizeBytes();
        CRC32 crc = new CRC32();
        crc.update(mapped.duplicate().position(0).limit(payloadAt + size));
        if (mapped.getInt(payloadAt + size) != (int) crc.getValue()) {
            throw new CorruptTableException("checksum mismatch");
        }
        return mapped.slice(payloadAt, size).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * Maps a table file and checks its header and size only (not its checksum: see
     * {@link TableStore#mapIfPresent}); returns its payload, little-endian.
     */
    static ByteBuffer mapUnchecked(Path file, TableSpec spec) throws IOException {
        MappedByteBuffer mapped = mapWhole(file);
        return mapped.slice(checkMappedHeader(mapped, spec), (int) spec.sizeBytes()).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** A regular file of at most 2 GiB mapped read-only, whole. */
    private static MappedByteBuffer mapWhole(Path file) throws IOException {
        requireRegularFile(file);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            if (channel.size() > Integer.MAX_VALUE) {
                throw new CorruptTableException("file is " + channel.size() + " bytes, more than a table can be");
            }
            return channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
        }
    }

    /** Checks a mapped file's header against the spec and the mapping's size; returns where the payload starts. */
    private static int checkMappedHeader(MappedByteBuffer mapped, TableSpec spec) throws IOException {
        try {
            // The header is at most this long (its id is at most 65,535 bytes).
            byte[] head = new byte[(int) Math.min(mapped.capacity(), MAGIC.length + 4 + 2 + 0xFFFF + 4 + 8)];
            mapped.get(0, head);
            return checkHeader(new DataInputStream(new ByteArrayInputStream(head)), spec, mapped.capacity());
        } catch (EOFException e) {
            throw new CorruptTableException("file is truncated");
        }
    }

    /** Why a file could not be used, in words: "permission denied", "not a regular file", "checksum mismatch"... */
    static String reasonOf(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "missing";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? "cannot be read" : e.getMessage();
    }

    /**
     * Throws unless {@code file} is a regular file (following links): a FIFO would block the open until a writer
     * came, a device or folder is no table. {@link NoSuchFileException} when it is missing.
     */
    static void requireRegularFile(Path file) throws IOException {
        BasicFileAttributes attributes =
                Files.readAttributes(file, BasicFileAttributes.class);
        if (!attributes.isRegularFile()) {
            throw new CorruptTableException(attributes.isDirectory() ? "a folder, not a file"
                    : "not a regular file (a FIFO, socket or device)");
        }
    }

    /**
     * Writes via a temporary file and an atomic rename, so readers see either nothing or a whole file. The file goes
     * out in runs of {@link #HUGE_RUN} bytes, each at a file offset that is a multiple of it: the page cache then
     * holds the file in folios of that size, and a mapping of it gets huge pages (one page-table entry per 2 MiB)
     * without {@code madvise}, which Java 17 cannot call. Written in smaller or unaligned pieces, the same file is
     * cached in small folios and mapped in 4 KiB pages, and a search's random reads miss the TLB.
     */
    static void write(Path file, TableSpec spec, byte[] payload) throws IOException {
        Path temp = Files.createTempFile(file.getParent(), spec.fileName() + ".", ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteArrayOutputStream headerBytes = new ByteArrayOutputStream();
                writeHeader(new DataOutputStream(headerBytes), spec);
                byte[] header = headerBytes.toByteArray();
                CRC32 crc = new CRC32();
                crc.update(header);
                crc.update(payload);
                ByteBuffer trailer = ByteBuffer.allocate(4).putInt(0, (int) crc.getValue());
                AlignedRuns runs = new AlignedRuns(channel);
                runs.append(ByteBuffer.wrap(header));
                runs.append(ByteBuffer.wrap(payload));
                runs.append(trailer);
                runs.finish();
                channel.force(true);
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Bytes staged into one direct buffer of {@link #HUGE_RUN} bytes and written whenever it is full, so that every
     * write but the last covers exactly one aligned run of the file (the file is written from offset 0).
     */
    static final class AlignedRuns {
        private final WritableByteChannel channel;
        private final ByteBuffer run = ByteBuffer.allocateDirect(HUGE_RUN);

        AlignedRuns(WritableByteChannel channel) {
            this.channel = channel;
        }

        void append(ByteBuffer bytes) throws IOException {
            while (bytes.hasRemaining()) {
                int n = Math.min(bytes.remaining(), run.remaining());
                run.put(run.position(), bytes, bytes.position(), n);
                run.position(run.position() + n);
                bytes.position(bytes.position() + n);
                if (!run.hasRemaining()) {
                    drain();
                }
            }
        }

        void finish() throws IOException {
            drain();
        }

        private void drain() throws IOException {
            run.flip();
            while (run.hasRemaining()) {
                channel.write(run);
            }
            run.clear();
        }
    }

    private static void writeHeader(DataOutputStream out, TableSpec spec) throws IOException {
        out.write(MAGIC);
        out.writeInt(FORMAT_VERSION);
        out.writeUTF(spec.id());
        out.writeInt(spec.version());
        out.writeLong(spec.sizeBytes());
    }

    /** Reads and checks a table file; throws {@link NoSuchFileException} or {@link CorruptTableException}. */
    static byte[] read(Path file, TableSpec spec) throws IOException {
        return readChecked(file, spec, true);
    }

    /**
     * Reads and checks a table file; returns its payload when {@code keep}, else null, having read it through one
     * piece-sized buffer (a check of gigabytes then costs no fresh memory). Throws {@link NoSuchFileException} or
     * {@link CorruptTableException}.
     */
    static byte[] readChecked(Path file, TableSpec spec, boolean keep) throws IOException {
        requireRegularFile(file);
        long fileSize = Files.size(file);
        try (InputStream raw = Files.newInputStream(file);
             BufferedInputStream buffered = new BufferedInputStream(raw, 1 << 16)) {
            CRC32 crc = new CRC32();
            DataInputStream in = new DataInputStream(new CheckedInputStream(buffered, crc));
            checkHeader(in, spec, fileSize);
            int size = (int) spec.sizeBytes();
            byte[] payload = keep ? new byte[size] : null;
            byte[] piece = keep ? null : new byte[Math.min(IO_CHUNK, size)];
            for (int off = 0; off < size; off += IO_CHUNK) {
                int n = Math.min(IO_CHUNK, size - off);
                if (keep) {
                    in.readFully(payload, off, n);
                } else {
                    in.readFully(piece, 0, n);
                }
            }
            int expected = (int) crc.getValue();
            int stored = new DataInputStream(buffered).readInt();
            if (stored != expected) {
                throw new CorruptTableException("checksum mismatch");
            }
            return payload;
        } catch (EOFException e) {
            throw new CorruptTableException("file is truncated");
        }
    }

    /**
     * Reads a table file's header from {@code in} and checks it against the spec and the file's size (header,
     * payload and checksum); returns the header's length in bytes.
     */
    static int checkHeader(DataInput in, TableSpec spec, long fileSize) throws IOException {
        byte[] magic = new byte[MAGIC.length];
        in.readFully(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new CorruptTableException("not a cubeguide table file");
        }
        int format = in.readInt();
        if (format != FORMAT_VERSION) {
            throw new CorruptTableException("file format " + format + ", expected " + FORMAT_VERSION);
        }
        String id = in.readUTF();
        int version = in.readInt();
        long size = in.readLong();
        if (!id.equals(spec.id()) || version != spec.version() || size != spec.sizeBytes()) {
            throw new CorruptTableException("header says " + id + " v" + version + " (" + size + " bytes), expected "
                    + spec.id() + " v" + spec.version() + " (" + spec.sizeBytes() + " bytes)");
        }
        int headerLength = MAGIC.length + 4 + 2 + id.getBytes(StandardCharsets.UTF_8).length + 4 + 8;
        long expectedFileSize = headerLength + size + 4;
        if (fileSize != expectedFileSize) {
            throw new CorruptTableException("file is " + fileSize + " bytes, expected " + expectedFileSize);
        }
        return headerLength;
    }

    private TableFile() {
    }
}
