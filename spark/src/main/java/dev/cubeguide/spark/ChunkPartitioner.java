package dev.cubeguide.spark;

import org.apache.spark.Partitioner;

/**
 * Places each id in one of {@code chunks × perChunk} partitions: chunk {@code c} owns partitions
 * {@code [c·perChunk, (c+1)·perChunk)}, so that one write job per chunk runs exactly that chunk's partitions. The
 * chunk and the partition within it come from two mixes of the id's hash (the finalizer of MurmurHash3, Appleby),
 * spreading ids evenly whatever their pattern (line numbers, sequential names).
 */
final class ChunkPartitioner extends Partitioner {
    private static final long serialVersionUID = 1L;
    private final int chunks;
    private final int perChunk;

    ChunkPartitioner(int chunks, int perChunk) {
        this.chunks = chunks;
        this.perChunk = perChunk;
    }

    @Override
    public int numPartitions() {
        return chunks * perChunk;
    }

    @Override
    public int getPartition(Object key) {
        int h = mix(key.hashCode());
        int chunk = Math.floorMod(h, chunks);
        int within = Math.floorMod(mix(h ^ 0x9E3779B9), perChunk);
        return chunk * perChunk + within;
    }

    /** The chunk that owns {@code partition}. */
    int chunkOf(int partition) {
        return partition / perChunk;
    }

    /** The 32-bit finalizer of MurmurHash3: every input bit affects every output bit. */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        h ^= h >>> 16;
        return h;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChunkPartitioner p && p.chunks == chunks && p.perChunk == perChunk;
    }

    @Override
    public int hashCode() {
        return chunks * 31 + perChunk;
    }
}
