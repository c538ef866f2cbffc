package dev.cubeguide.table;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The memory a process may use for tables, at one moment: for tables held in the heap, what the heap may still
 * grow by (its limit, {@code -Xmx}, minus what it holds now); for tables mapped from their files, what the machine
 * has available (the kernel's {@code MemAvailable}: free memory plus the page cache it can reclaim, which includes
 * a mapped table's own cached pages). A table set does not fit when it needs more than that: {@link #requireHeap}
 * and {@link #requireMapped} then refuse, as {@link ErrorCode#MEMORY}, with the size needed, the size available
 * and how to give more. Where the machine does not say (not Linux), the mapped check is skipped.
 *
 * <p>A store reads the limits when asked ({@link TableStore#memoryLimits()}); tests hand it fixed ones
 * ({@link TableStore#setMemoryLimits}), so that a refusal can be shown without a small machine.
 *
 * @param heapLimit the heap's limit in bytes ({@link Runtime#maxMemory()})
 * @param heapFree the bytes the heap may still grow by: its limit minus what it holds now
 * @param machineAvailable the machine's available memory in bytes; empty where the system does not say
 * @param heapInRegions whether the collector places each array of a region's size or more in a run of whole regions
 *     of its own (G1): arrays of a GiB each then need more heap than their size, since the regions the young
 *     generation takes between them as the heap grows leave gaps too short for the later ones
 */
public record MemoryLimits(long heapLimit, long heapFree, OptionalLong machineAvailable, boolean heapInRegions) {
    private static final Path MEMINFO = Path.of("/proc/meminfo");
    private static final long GIB = 1L << 30;

    /** Limits of a heap that places large arrays anywhere (the parallel and serial collectors). */
    public MemoryLimits(long heapLimit, long heapFree, OptionalLong machineAvailable) {
        this(heapLimit, heapFree, machineAvailable, false);
    }

    /** This process's limits now: its heap from the runtime, the machine's from {@code /proc/meminfo}. */
    public static MemoryLimits now() {
        Runtime runtime = Runtime.getRuntime();
        long held = runtime.totalMemory() - runtime.freeMemory();
        return new MemoryLimits(runtime.maxMemory(), runtime.maxMemory() - held, machineAvailableNow(),
                regionCollector());
    }

    /** Whether this JVM runs the G1 collector (its collectors' names start with "G1"). */
    private static boolean regionCollector() {
        return java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                .anyMatch(bean -> bean.getName().startsWith("G1"));
    }

    /** The machine's available memory ({@code MemAvailable}), read in well under a millisecond; empty off Linux. */
    static OptionalLong machineAvailableNow() {
        try {
            return parseAvailable(Files.readAllLines(MEMINFO));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** {@code MemAvailable: 123456 kB} of {@code /proc/meminfo}'s lines, in bytes. */
    static OptionalLong parseAvailable(List<String> lines) {
        for (String line : lines) {
            if (line.startsWith("MemAvailable:")) {
                String[] words = line.substring("MemAvailable:".length()).trim().split("\\s+");
                return OptionalLong.of(Long.parseLong(words[0]) * 1024);
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Refuses, before anything is built or copied, when {@code bytes} held in the heap (tables and the command's own
     * working memory) exceed what the heap may still grow by. {@code what} names what needs them ("building the
     * optimal solver's default tables").
     */
    public void requireHeap(String what, long bytes) {
        if (bytes <= heapFree) {
            return;
        }
        long held = heapLimit - heapFree;
        long suggested = roundUpToGiB(held + bytes + GIB / 2);
        String gib = suggested / GIB + "g";
        throw new CubeGuideException(ErrorCode.MEMORY, what + " needs " + TableSpec.humanBytes(bytes)
                + " of heap, and this process may use " + TableSpec.humanBytes(Math.max(0, heapFree)) + " more (its heap "
                + "limit is " + TableSpec.humanBytes(heapLimit) + "). Give it a larger heap: with the launcher, "
                + "CUBEGUIDE_JAVA_OPTS=-Xmx" + gib + " ./cubeguide ...; with java, java -Xmx" + gib + " -jar ...",
                detail("heap", bytes, heapFree, Map.of("suggestedHeap", gib)));
    }

    /**
     * Refuses, before anything is built, when {@code bytes} that a build holds in the heap exceed the machine's
     * available memory (nothing is refused where the machine does not say): a heap limit above the machine's memory
     * lets the build start and be ended by the system part way.
     */
    public void requireHeapInMachine(String what, long bytes) {
        requireMachine(what, bytes, "to hold its tables while it builds them", "(end other programs), or build on "
                + "a machine with more memory and copy the table folder here");
    }

    /**
     * Refuses, before anything is mapped, when {@code bytes} mapped from files exceed the machine's available memory
     * (nothing is refused where the machine does not say). {@code what} names what needs them.
     */
    public void requireMapped(String what, long bytes) {
        requireMachine(what, bytes, "for the tables it maps from their files", "(end other programs, or run on a "
                + "machine with more memory); the search would otherwise read its tables from disk");
    }

    /** Refuses when {@code bytes} exceed the machine's available memory, naming {@code purpose} and {@code remedy}. */
    private void requireMachine(String what, long bytes, String purpose, String remedy) {
        if (machineAvailable.isEmpty() || bytes <= machineAvailable.getAsLong()) {
            return;
        }
        long available = machineAvailable.getAsLong();
        throw new CubeGuideException(ErrorCode.MEMORY, what + " needs " + TableSpec.humanBytes(bytes) + " of memory "
                + purpose + ", and the machine has " + TableSpec.humanBytes(available) + " available. Free "
                + TableSpec.humanBytes(bytes - available) + " " + remedy,
                detail("machine", bytes, available, Map.of()));
    }

    private static Map<String, Object> detail(String memory, long needed, long available, Map<String, Object> more) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("memory", memory);
        detail.put("neededBytes", needed);
        detail.put("availableBytes", Math.max(0, available));
        detail.putAll(more);
        return detail;
    }

    private static long roundUpToGiB(long bytes) {
        return (bytes + GIB - 1) / GIB * GIB;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "heap %s of %s free, machine %s available", TableSpec.humanBytes(heapFree),
                TableSpec.humanBytes(heapLimit), machineAvailable.isPresent()
                        ? TableSpec.humanBytes(machineAvailable.getAsLong()) : "unknown");
    }
}
