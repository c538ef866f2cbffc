// Bit fields read most significant bit first across a packet, as GAN and MoYu32 cubes lay them out: bit 0 is
// the top bit of byte 0. BitWriter is the inverse, for requests and for tests that build packets.

export class BitReader {
  constructor(bytes) {
    this.bytes = bytes;
  }

  /** The unsigned value of `length` bits (at most 32) starting at bit `start`. */
  bits(start, length) {
    let value = 0;
    for (let i = 0; i < length; i++) {
      const p = start + i;
      const bit = (this.bytes[p >> 3] >> (7 - (p & 7))) & 1;
      value = value * 2 + bit;
    }
    return value;
  }

  /** A little-endian integer of `byteCount` bytes whose first byte starts at bit `start`. */
  littleEndian(start, byteCount) {
    let value = 0;
    for (let i = byteCount - 1; i >= 0; i--) value = value * 256 + this.bits(start + 8 * i, 8);
    return value;
  }
}

export class BitWriter {
  constructor(byteLength) {
    this.bytes = new Uint8Array(byteLength);
  }

  set(start, length, value) {
    for (let i = 0; i < length; i++) {
      const p = start + i;
      const bit = Math.floor(value / 2 ** (length - 1 - i)) & 1;
      const mask = 0x80 >> (p & 7);
      if (bit) this.bytes[p >> 3] |= mask;
      else this.bytes[p >> 3] &= ~mask;
    }
    return this;
  }

  setLittleEndian(start, byteCount, value) {
    for (let i = 0; i < byteCount; i++) this.set(start + 8 * i, 8, Math.floor(value / 256 ** i) & 0xff);
    return this;
  }
}
