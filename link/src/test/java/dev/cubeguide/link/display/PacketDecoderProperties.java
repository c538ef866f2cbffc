package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/** Fuzzing the decoder: it never throws, and valid packets after garbage are still decoded. */
class PacketDecoderProperties {

    @Property(tries = 500, seed = "20261121")
    void randomBytesNeverThrow(@ForAll @Size(max = 600) byte[] bytes, @ForAll("cuts") List<Integer> cuts) {
        feedInBursts(bytes, cuts);
    }

    /** The fuzz run of the slow profile: many more random streams, cut into bursts. */
    @Property(tries = 20_000, seed = "20261125")
    @net.jqwik.api.Tag("slow")
    void manyRandomStreamsNeverThrow(@ForAll @Size(max = 2000) byte[] bytes, @ForAll("cuts") List<Integer> cuts) {
        feedInBursts(bytes, cuts);
    }

    @Property(tries = 5_000, seed = "20261126")
    @net.jqwik.api.Tag("slow")
    void manyNearlyPacketsNeverThrow(@ForAll("nearlyPackets") byte[] bytes) {
        biasedRandomBytesNeverThrow(bytes);
    }

    private static void feedInBursts(byte[] bytes, List<Integer> cuts) {
        PacketDecoder.Collected c = PacketDecoder.collecting();
        PacketDecoder decoder = c.decoder();
        int from = 0;
        for (int cut : cuts) {
            int to = Math.min(bytes.length, from + cut);
            decoder.feed(bytes, from, to - from);
            decoder.endOfBurst();
            from = to;
        }
        decoder.feed(bytes, from, bytes.length - from);
        decoder.timeout();
        assertThat(decoder.inPacket()).isFalse();
    }

    @Property(tries = 300, seed = "20261121")
    void biasedRandomBytesNeverThrow(@ForAll("nearlyPackets") byte[] bytes) {
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(bytes);
        c.decoder().endOfStream();
        // every byte is accounted for: nothing is left half-read
        assertThat(c.decoder().inPacket()).isFalse();
    }

    @Property(tries = 300, seed = "20261121")
    void packetsAfterGarbageAndAPauseAllDecode(@ForAll @Size(max = 300) byte[] garbage,
            @ForAll("packetLists") List<DisplayPacket> packets) {
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(garbage);
        c.decoder().timeout();
        int before = c.packets().size();
        c.decoder().feed(encode(packets));
        assertThat(c.packets().subList(before, c.packets().size())).containsExactlyElementsOf(packets);
    }

    @Property(tries = 300, seed = "20261121")
    void packetsRightAfterGarbageWithoutStartBytesAllDecode(@ForAll @Size(max = 300) byte[] rawGarbage,
            @ForAll("packetLists") List<DisplayPacket> packets) {
        // without 'S' and 'P' in it, garbage cannot reach into the packets that follow
        byte[] garbage = rawGarbage.clone();
        for (int i = 0; i < garbage.length; i++) {
            if (garbage[i] == DisplayPacket.SOLVE || garbage[i] == DisplayPacket.STATE) {
                garbage[i] = 0x00;
            }
        }
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(Hex.concat(garbage, encode(packets)));
        List<DisplayPacket> decoded = c.packets();
        assertThat(decoded.subList(decoded.size() - packets.size(), decoded.size()))
                .containsExactlyElementsOf(packets);
    }

    @Property(tries = 300, seed = "20261121")
    void packetsRightAfterAnyGarbageDecodeAfterTheFirst(@ForAll @Size(max = 300) byte[] garbage,
            @ForAll("packetLists") List<DisplayPacket> packets) {
        // garbage can at worst form a packet with the start of the first real one; the rest always decode
        PacketDecoder.Collected c = PacketDecoder.collecting();
        c.decoder().feed(Hex.concat(garbage, encode(packets)));
        c.decoder().endOfStream();
        List<DisplayPacket> decoded = c.packets();
        List<DisplayPacket> rest = packets.subList(Math.min(1, packets.size()), packets.size());
        assertThat(decoded.size()).isGreaterThanOrEqualTo(rest.size());
        assertThat(decoded.subList(decoded.size() - rest.size(), decoded.size())).containsExactlyElementsOf(rest);
    }

    @Property(tries = 200, seed = "20261121")
    void splittingIntoBurstsDoesNotChangeThePackets(@ForAll("packetLists") List<DisplayPacket> packets,
            @ForAll @Size(max = 40) byte[] garbage, @ForAll("cuts") List<Integer> cuts) {
        byte[] stream = Hex.concat(encode(packets), garbage, encode(packets));
        PacketDecoder.Collected whole = PacketDecoder.collecting();
        whole.decoder().feed(stream);
        PacketDecoder.Collected split = PacketDecoder.collecting();
        int from = 0;
        for (int cut : cuts) {
            int to = Math.min(stream.length, from + cut);
            split.decoder().feed(stream, from, to - from);
            split.decoder().endOfBurst();
            from = to;
        }
        split.decoder().feed(stream, from, stream.length - from);
        assertThat(split.packets()).isEqualTo(whole.packets());
    }

    @Provide
    Arbitrary<List<Integer>> cuts() {
        return Arbitraries.integers().between(1, 40).list().ofMaxSize(20);
    }

    @Provide
    Arbitrary<List<DisplayPacket>> packetLists() {
        return packet().list().ofMinSize(1).ofMaxSize(5);
    }

    /** Streams made of packet pieces, header bytes, terminators and move bytes: close to valid, often not. */
    @Provide
    Arbitrary<byte[]> nearlyPackets() {
        Arbitrary<byte[]> piece = Arbitraries.oneOf(
                packet().map(DisplayPacket::toBytes),
                packet().map(DisplayPacket::toBytes).map(b -> Arrays.copyOf(b, Math.max(1, b.length / 2))),
                Arbitraries.of(0x53, 0x3E, 0x3C, 0x50, 0x0A, 0x50, 0x01, 0x84, 0x00, 0xFF)
                        .map(i -> new byte[] {(byte) (int) i}));
        return piece.list().ofMaxSize(30).map(PacketDecoderProperties::concat);
    }

    private static Arbitrary<DisplayPacket> packet() {
        Arbitrary<DisplayPacket> solve = Arbitraries.integers().between(0, 17).list().ofMaxSize(40)
                .map(indices -> new DisplayPacket.Solve(indices.stream().map(Move::ofIndex).toList()));
        Arbitrary<DisplayPacket> state = Arbitraries.longs()
                .map(seed -> DisplayPacket.State.of(RandomCubes.randomState(new Random(seed))));
        Arbitrary<DisplayPacket> next = Arbitraries.just(new DisplayPacket.Next());
        Arbitrary<DisplayPacket> prev = Arbitraries.just(new DisplayPacket.Prev());
        return Arbitraries.oneOf(List.of(solve, solve, state, state, next, prev));
    }

    private static byte[] encode(List<DisplayPacket> packets) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (DisplayPacket packet : packets) {
            out.writeBytes(packet.toBytes());
        }
        return out.toByteArray();
    }

    private static byte[] concat(List<byte[]> pieces) {
        return Hex.concat(pieces.toArray(new byte[0][]));
    }
}
