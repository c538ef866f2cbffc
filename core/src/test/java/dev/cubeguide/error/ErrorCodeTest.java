package dev.cubeguide.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ErrorCodeTest {
    @Test
    void onlyLinkServiceAndProgramCodesAreFailures() {
        assertThat(Arrays.stream(ErrorCode.values()).filter(ErrorCode::isFailure))
                .containsExactly(ErrorCode.LINK, ErrorCode.BUSY, ErrorCode.NOT_FOUND, ErrorCode.NOT_IMPLEMENTED,
                        ErrorCode.INTERNAL);
    }

    @Test
    void inputCodesAreNotFailures() {
        assertThat(ErrorCode.TWISTED_CORNER.isFailure()).isFalse();
        assertThat(ErrorCode.BAD_PACKET.isFailure()).isFalse();
        assertThat(ErrorCode.BAD_REQUEST.isFailure()).isFalse();
        assertThat(ErrorCode.NO_SOLUTION.isFailure()).isFalse();
    }
}
