package dev.cubeguide.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ErrorCodeTest {
    @Test
    void onlyLinkServiceAndProgramCodesAreFailures() {
        assertThat(Arrays.stream(ErrorCode.values()).filter(ErrorCode::isFailure))
                .containsExactly(ErrorCode.LINK, ErrorCode.INTERNAL);
    }

    /** HTTP's own answers (busy, no such path) belong to the web layer, not to the library's codes. */
    @Test
    void theLibraryHasNoHttpCodes() {
        assertThat(Arrays.stream(ErrorCode.values()).map(Enum::name))
                .doesNotContain("BUSY", "NOT_FOUND", "NOT_IMPLEMENTED", "METHOD_NOT_ALLOWED", "PAYLOAD_TOO_LARGE");
    }

    @Test
    void inputCodesAreNotFailures() {
        assertThat(ErrorCode.TWISTED_CORNER.isFailure()).isFalse();
        assertThat(ErrorCode.BAD_PACKET.isFailure()).isFalse();
        assertThat(ErrorCode.BAD_REQUEST.isFailure()).isFalse();
        assertThat(ErrorCode.NO_SOLUTION.isFailure()).isFalse();
    }
}
