package dev.cubeguide.browser;

import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.table.MemoryTableSource;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.Workers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
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

    /**
     * The tables of {@code solver} as JSON, {@code [{"file","id","version","bytes","present"}]}, in the order they
     * are made ready.
     */
    @JSExport
    public static String specs(String solver) {
        List<Object> out = new ArrayList<>();
        for (TableSpec spec : SOLVERS.specs(solver)) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("file", spec.fileName());
            entry.put("id", spec.id());
            entry.put("version", spec.version());
            entry.put("bytes", spec.sizeBytes());
            entry.put("present", SOURCE.isPresent(spec));
            out.add(entry);
        }
        return Json.write(out);
    }

    /**
     * Hands in the payload of the table stored as {@code file}, read from the browser's storage: used only when its
     * size and CRC-32 are right (false otherwise: the caller drops it, and the table is built again).
     */
    @JSExport
    public static boolean putTable(String file, Int8Array bytes, int crc) {
        TableSpec spec = specOf(file);
        if (spec == null || bytes.getLength() != spec.sizeBytes()) {
            return false;
        }
        byte[] payload = bytes.copyToJavaArray();
        if (crcOf(payload) != crc) {
            return false;
        }
        SOURCE.put(spec, payload);
        return true;
    }

    /**
     * Builds the tables of {@code solver} that are missing (loading its search tables), reporting progress to
     * {@code self.cubeguideProgress(label, done, total)}; returns the built tables' files as a JSON list.
     */
    @JSExport
    public static String prepare(String solver) {
        List<TableSpec> before = SOURCE.built();
        SOLVERS.get(solver).tables().prepare(MemoryPolicy.HEAP);
        List<Object> built = new ArrayList<>();
        for (TableSpec spec : SOURCE.built()) {
            if (!before.contains(spec)) {
                built.add(spec.fileName());
            }
        }
        return Json.write(built);
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

    private static TableSpec specOf(String file) {
        for (String name : BrowserSolvers.NAMES) {
            for (TableSpec spec : SOLVERS.specs(name)) {
                if (spec.fileName().equals(file)) {
                    return spec;
                }
            }
        }
        return null;
    }

    static int crcOf(byte[] payload) {
        CRC32 crc = new CRC32();
        crc.update(payload, 0, payload.length);
        return (int) crc.getValue();
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
            }
        };
    }

    @JSBody(params = {"label", "done", "total"},
            script = "if (typeof self !== 'undefined' && self.cubeguideProgress) self.cubeguideProgress(label, done, total);")
    private static native void report(String label, double done, double total);
}
