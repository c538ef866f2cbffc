package dev.cubeguide.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.error.ErrorCode;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** A table set that does not fit is refused with the size needed, the size available and how to give more. */
class MemoryLimitsTest {
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    @Test
    void readsTheMachinesAvailableMemoryFromMeminfo() {
        List<String> meminfo = List.of("MemTotal:       24576000 kB", "MemFree:         1000000 kB",
                "MemAvailable:   20000000 kB", "Buffers:           12345 kB");
        assertThat(MemoryLimits.parseAvailable(meminfo)).hasValue(20_000_000L * 1024);
        assertThat(MemoryLimits.parseAvailable(List.of("MemTotal: 1 kB"))).isEmpty();
    }

    @Test
    void thisProcessHasAHeapLimitAndPerhapsAMachineFigure() {
        MemoryLimits now = MemoryLimits.now();
        assertThat(now.heapLimit()).isEqualTo(Runtime.getRuntime().maxMemory());
        assertThat(now.heapFree()).isPositive().isLessThanOrEqualTo(now.heapLimit());
        now.machineAvailable().ifPresent(bytes -> assertThat(bytes).isPositive());
    }

    @Test
    void aHeapTooSmallIsRefusedWithTheSizesAndTheHeapOption() {
        MemoryLimits small = new MemoryLimits(2 * GIB, 1800 * MIB, OptionalLong.of(20 * GIB));
        CubeGuideException e = catchThrowableOfType(() -> small.requireHeap("Building the big table", 3 * GIB),
                CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Building the big table needs 3.0 GiB of heap")
                .contains("may use 1.8 GiB more").contains("heap limit is 2.0 GiB")
                .contains("CUBEGUIDE_JAVA_OPTS=-Xmx4g").contains("java -Xmx4g");
        assertThat(ErrorAnswer.isPlain(e.getMessage())).as("no class or package names").isTrue();
        assertThat(e.detail()).containsEntry("memory", "heap").containsEntry("neededBytes", 3 * GIB)
                .containsEntry("availableBytes", 1800 * MIB).containsEntry("suggestedHeap", "4g");
        assertThatCode(() -> small.requireHeap("Building a small table", 1800 * MIB)).doesNotThrowAnyException();
    }

    @Test
    void tooLittleMachineMemoryForAMappingIsRefusedAndAnUnknownFigureIsNot() {
        MemoryLimits tight = new MemoryLimits(10 * GIB, 9 * GIB, OptionalLong.of(GIB));
        CubeGuideException e = catchThrowableOfType(() -> tight.requireMapped("Solving with the big table", 3 * GIB),
                CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Solving with the big table needs 3.0 GiB of memory")
                .contains("the machine has 1.0 GiB available").contains("Free 2.0 GiB");
        assertThat(ErrorAnswer.isPlain(e.getMessage())).isTrue();
        assertThat(e.detail()).containsEntry("memory", "machine").containsEntry("neededBytes", 3 * GIB);
        assertThatCode(() -> new MemoryLimits(10 * GIB, 9 * GIB, OptionalLong.empty())
                .requireMapped("Solving with the big table", 3 * GIB)).doesNotThrowAnyException();
    }

    @Test
    void aStoreReadsTheLimitsItIsGiven() {
        TableStore store = TableStore.at(java.nio.file.Path.of("target", "memory-limits-test-store"));
        MemoryLimits fixed = new MemoryLimits(GIB, GIB / 2, OptionalLong.of(GIB));
        store.setMemoryLimits(() -> fixed);
        try {
            assertThat(store.memoryLimits()).isSameAs(fixed);
        } finally {
            store.setMemoryLimits(MemoryLimits::now);
        }
    }
}
