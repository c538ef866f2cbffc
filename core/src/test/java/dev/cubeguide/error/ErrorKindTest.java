package dev.cubeguide.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The exit codes and HTTP statuses are public contracts: every kind's pair is pinned here. */
class ErrorKindTest {
    @Test
    void everyKindKeepsItsExitCodeAndStatus() {
        Map<ErrorKind, List<Integer>> pinned = new EnumMap<>(ErrorKind.class);
        pinned.put(ErrorKind.BAD_INPUT, List.of(2, 400));
        pinned.put(ErrorKind.NO_SOLUTION, List.of(3, 400));
        pinned.put(ErrorKind.NOT_FOUND, List.of(2, 404));
        pinned.put(ErrorKind.METHOD_NOT_ALLOWED, List.of(2, 405));
        pinned.put(ErrorKind.REQUEST_TIMEOUT, List.of(2, 408));
        pinned.put(ErrorKind.PAYLOAD_TOO_LARGE, List.of(2, 413));
        pinned.put(ErrorKind.UNSUPPORTED_MEDIA_TYPE, List.of(2, 415));
        pinned.put(ErrorKind.MEMORY, List.of(2, 503));
        pinned.put(ErrorKind.BUSY, List.of(1, 503));
        pinned.put(ErrorKind.TABLES_MISSING, List.of(1, 503));
        pinned.put(ErrorKind.FAILURE, List.of(1, 500));
        pinned.put(ErrorKind.INTERNAL, List.of(1, 500));
        Map<ErrorKind, List<Integer>> actual = new EnumMap<>(ErrorKind.class);
        for (ErrorKind kind : ErrorKind.values()) {
            actual.put(kind, List.of(kind.exitCode(), kind.httpStatus()));
        }
        assertThat(actual).isEqualTo(pinned);
    }

    @Test
    void everyLibraryCodeHasItsKind() {
        Map<ErrorCode, ErrorKind> kinds = new LinkedHashMap<>();
        for (ErrorCode code : ErrorCode.values()) {
            kinds.put(code, ErrorKind.BAD_INPUT);
        }
        kinds.put(ErrorCode.NO_SOLUTION, ErrorKind.NO_SOLUTION);
        kinds.put(ErrorCode.TIMEOUT, ErrorKind.NO_SOLUTION);
        kinds.put(ErrorCode.MEMORY, ErrorKind.MEMORY);
        kinds.put(ErrorCode.LINK, ErrorKind.FAILURE);
        kinds.put(ErrorCode.INTERNAL, ErrorKind.INTERNAL);
        kinds.forEach((code, kind) -> assertThat(ErrorKind.of(code)).as(code.name()).isEqualTo(kind));
    }

    @Test
    void theFailuresAreTheKindsOfExitOneAndHttp500() {
        assertThat(Arrays.stream(ErrorKind.values()).filter(ErrorKind::isFailure))
                .containsExactly(ErrorKind.FAILURE, ErrorKind.INTERNAL)
                .allSatisfy(kind -> assertThat(kind.httpStatus()).isEqualTo(500));
        for (ErrorCode code : ErrorCode.values()) {
            assertThat(code.isFailure()).as(code.name()).isEqualTo(ErrorKind.of(code).isFailure());
        }
    }

    @Test
    void anExceptionHasItsCodesKindAndAnythingElseIsABug() {
        assertThat(ErrorKind.of(new CubeGuideException(ErrorCode.TIMEOUT, "too slow"))).isEqualTo(ErrorKind.NO_SOLUTION);
        assertThat(ErrorKind.of(new CubeGuideException(ErrorCode.PARITY, "two pieces swapped")))
                .isEqualTo(ErrorKind.BAD_INPUT);
        assertThat(ErrorKind.of(new IllegalStateException("a bug"))).isEqualTo(ErrorKind.INTERNAL);
    }
}
