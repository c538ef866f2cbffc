package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The rates the progress line and the summary print: a slow optimal batch's rate is not rounded to 0. */
class ProgressLineTest {
    @Test
    void slowRatesKeepTheirDigitsAndFastOnesAreWhole() {
        assertThat(ProgressLine.rate(0.33)).isEqualTo("0.33");
        assertThat(ProgressLine.rate(0)).isEqualTo("0.00");
        assertThat(ProgressLine.rate(2.46)).isEqualTo("2.5");
        assertThat(ProgressLine.rate(2530.4)).isEqualTo("2530");
    }
}
