package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.error.ErrorKind;
import org.junit.jupiter.api.Test;

/** The batch job's exit codes come from the one map of error kinds the command line and the server use. */
class BatchErrorsTest {
    @Test
    void everyCodeExitsAsItsKindSays() {
        for (ErrorCode code : ErrorCode.values()) {
            assertThat(BatchErrors.exitCode(new CubeGuideException(code, "a failure")))
                    .as(code.name()).isEqualTo(ErrorKind.of(code).exitCode());
        }
        assertThat(BatchErrors.exitCode(new CubeGuideException(ErrorCode.BAD_REQUEST, "no such input"))).isEqualTo(2);
        assertThat(BatchErrors.exitCode(new CubeGuideException(ErrorCode.LINK, "the peer is gone"))).isEqualTo(1);
    }

    @Test
    void clusterFailuresAndBugsExitOne() {
        assertThat(BatchErrors.exitCode(ClusterFailure.noExecutors("no worker had the cores"))).isEqualTo(1);
        assertThat(BatchErrors.exitCode(new IllegalStateException("a bug"))).isEqualTo(1);
        assertThat(BatchErrors.exitCode(new OutOfMemoryError("Java heap space"))).isEqualTo(1);
    }
}
