package dev.cubeguide.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine a benchmark ran on: CPU model, cores, JVM version, maximum heap and JVM flags (a path in a flag is
 * reduced to its file name, so that reports name no folder of the machine).
 */
public record MachineInfo(String cpu, int cores, String jvm, long maxHeapBytes, List<String> jvmFlags, String os) {

    /** Reads this machine's facts ({@code /proc/cpuinfo} for the CPU model where it exists). */
    public static MachineInfo current() {
        String cpu = System.getProperty("os.arch");
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    cpu = line.substring(line.indexOf(':') + 1).trim();
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: keep the architecture
        }
        return new MachineInfo(cpu, Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                Runtime.getRuntime().maxMemory(), ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                        .map(flag -> flag.replaceAll("(?<=[=:])/\\S*/", "")).toList(), // file names, not paths
                System.getProperty("os.name") + " " + System.getProperty("os.version"));
    }

    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("cpu", cpu);
        map.put("cores", cores);
        map.put("jvm", jvm);
        map.put("maxHeapMiB", maxHeapBytes / (1024 * 1024));
        map.put("jvmFlags", jvmFlags);
        map.put("os", os);
        return map;
    }
}
