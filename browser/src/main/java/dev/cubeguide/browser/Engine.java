package dev.cubeguide.browser;

import dev.cubeguide.table.MemoryTableSource;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.Workers;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.classlib.PlatformDetector;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSExport;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * The browser engine's entry point, compiled by TeaVM to WebAssembly GC and to JavaScript; {@code worker.js} calls
 * its exports inside a Web Worker. {@link #call} answers the page's API calls as the server would; the others move
 * tables between the engine and the browser's storage: {@link #specs} names a solver's tables, {@link #putTable}
 * hands in one read from storage (checked against its CRC-32 first), {@link #prepare} builds what is missing, and
 * {@link #table} and {@link #checksum} give a built table to store.
 */
public final class Engine {
    private static final MemoryTableSource SOURCE = new MemoryTableSource(Workers.SAME_THREAD, Engine::progress);
    private static final BrowserSolvers SOLVERS = new BrowserSolvers(SOURCE);
    private static final EngineApi API = new EngineApi(SOLVERS);

    private Engine() {
    }

    /** Nothing to do at start: the worker calls the exports. */
    public static void main(String[] args) {
    }

    /** The answer to {@code method path} with {@code body}: JSON {@code {"status":N,"body":{...}}}. */
    @JSExport
    public static String call(String method, String path, String body) {
        EngineApi.Answer answer = API.call(method, path, body);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("status", answer.status());
        out.put("body", answer.body());
        return Json.write(out);
    }

    /** The table parts, in the order they are made ready, as JSON {@code [{"name","set","solver"}]}. */
    @JSExport
    public static String parts() {
        List<Object> out = new ArrayList<>();
        for (BrowserSolvers.Part part : BrowserSolvers.PARTS) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", part.name());
            entry.put("set", part.set());
            entry.put("solver", part.solver());
            out.add(entry);
        }
        return Json.write(out);
    }

    /**
     * The tables of the part called {@code part} as JSON, {@code [{"file","id","version","bytes","present","stored",
     * "compress"}]}, in the order they are made ready; "stored": kept in the browser's storage (the others are built
     * at each start), "compress": kept compressed.
     */
    @JSExport
    public static String specs(String part) {
        List<Object> out = new ArrayList<>();
        for (TableSpec spec : SOLVERS.specs(BrowserSolvers.part(part))) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("file", spec.fileName());
            entry.put("id", spec.id());
            entry.put("version", spec.version());
            entry.put("bytes", spec.sizeBytes());
            entry.put("present", SOURCE.isPresent(spec));
            entry.put("stored", SOLVERS.stored(spec));
            entry.put("compress", SOLVERS.compressed(spec));
            out.add(entry);
        }
        return Json.write(out);
    }

    /** What this engine did to make its tables ready, as JSON {@code [{"id","built","ms","bytes"}]}. */
    @JSExport
    public static String events() {
        List<Object> out = new ArrayList<>();
        for (TableLoadEvent event : SOURCE.events()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("id", event.spec().id());
            entry.put("built", event.built());
            entry.put("ms", event.elapsed().toMillis());
            entry.put("bytes", event.bytes());
            out.add(entry);
        }
        return Json.write(out);
    }

    /**
     * Hands in the payload of the table stored as {@code file}, read from the browser's storage: used only when its
     * size and CRC-32 are right (false otherwise: the caller drops it, and the table is built again). {@code verified}:
     * the browser has already matched the stored bytes to the SHA-256 taken when they were stored (off the engine's
     * thread), so the CRC-32 is not taken again here.
     */
    @JSExport
    public static boolean putTable(String file, Int8Array bytes, int crc, boolean verified) {
        TableSpec spec = specOf(file);
        if (spec == null || bytes.getLength() != spec.sizeBytes()) {
            return false;
        }
        byte[] payload = javaBytes(bytes);
        if (!verified && crcOf(payload) != crc) {
            return false;
        }
        SOURCE.put(spec, payload);
        return true;
    }

    /**
     * Makes the part called {@code part} ready, building the tables that are missing, reporting progress to
     * {@code self.cubeguideProgress(label, done, total)}; returns the built tables' files as a JSON list.
     */
    @JSExport
    public static String prepare(String part) {
        List<TableSpec> before = SOURCE.built();
        SOLVERS.prepare(BrowserSolvers.part(part));
        List<Object> built = new ArrayList<>();
        for (TableSpec spec : SOURCE.built()) {
            if (!before.contains(spec)) {
                built.add(spec.fileName());
            }
        }
        return Json.write(built);
    }

    /**
     * Builds the tables of the part called {@code part} that are not kept in storage, as far as they can be built
     * before the kept ones are there (the worker does this while it reads those).
     */
    @JSExport
    public static void buildUnstored(String part) {
        SOLVERS.buildUnstored(BrowserSolvers.part(part));
    }

    /** The payload of a table this engine holds (to store it), or null. */
    @JSExport
    public static Int8Array table(String file) {
        TableSpec spec = specOf(file);
        return spec == null ? null : SOURCE.get(spec).map(Int8Array::copyFromJavaArray).orElse(null);
    }

    /** The CRC-32 of a table this engine holds, stored beside it. */
    @JSExport
    public static int checksum(String file) {
        TableSpec spec = specOf(file);
        return spec == null ? 0 : SOURCE.get(spec).map(Engine::crcOf).orElse(0);
    }

    /** The bytes a copy into the WebAssembly engine moves at a time: the size of its window in linear memory. */
    private static final int COPY_WINDOW = 1 << 20;

    /**
     * The bytes of a typed array as a Java array. The JavaScript engine's arrays are typed arrays: one native copy.
     * In WebAssembly GC a Java array lives in the garbage-collected heap, which JavaScript cannot write in bulk; so
     * the bytes go a window at a time through linear memory (a native copy into a direct buffer), and from there
     * into the array by compiled code. Handing the array over element by element from JavaScript costs several times
     * as much (the tables read at each start are tens of megabytes).
     */
    private static byte[] javaBytes(Int8Array bytes) {
        if (!PlatformDetector.isWebAssemblyGC()) {
            return bytes.copyToJavaArray();
        }
        int n = bytes.getLength();
        byte[] out = new byte[n];
        ByteBuffer window = ByteBuffer.allocateDirect(Math.max(1, Math.min(n, COPY_WINDOW)));
        Int8Array windowView = Int8Array.fromJavaBuffer(window);
        for (int offset = 0; offset < n; offset += COPY_WINDOW) {
            int length = Math.min(COPY_WINDOW, n - offset);
            windowView.set(Int8Array.create(bytes.getBuffer(), bytes.getByteOffset() + offset, length));
            window.clear();
            window.get(out, offset, length);
        }
        return out;
    }

    private static TableSpec specOf(String file) {
        for (BrowserSolvers.Part part : BrowserSolvers.PARTS) {
            for (TableSpec spec : SOLVERS.specs(part)) {
                if (spec.fileName().equals(file)) {
                    return spec;
                }
            }
        }
        return null;
    }

    static int crcOf(byte[] payload) {
        return Crc32.of(payload);
    }

    private static ProgressFactory.Bar progress(String label) {
        return new ProgressFactory.Bar() {
            private long lastReport = -1;

            @Override
            public void update(long done, long total) {
                long now = System.currentTimeMillis();
                if (now - lastReport >= 50 || done >= total) {
                    lastReport = now;
                    report(label, (double) done, (double) total);
                }
            }

            @Override
            public void close() {
                report(label, 1, 1);
            }
        };
    }

    @JSBody(params = {"label", "done", "total"},
            script = "if (typeof self !== 'undefined' && self.cubeguideProgress) self.cubeguideProgress(label, done, total);")
    private static native void report(String label, double done, double total);
}
