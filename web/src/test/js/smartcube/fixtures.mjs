// Test helpers: hex, a seeded random source, scrambles, and packet encoders written independently of the
// decoders (AES from Node's own crypto module), so that a shared mistake cannot cancel out.
import { createCipheriv } from 'node:crypto';
import { SOLVED, applyMove, parseMove } from '../../../main/resources/web/js/cube.js';

export { SOLVED };

export function hex(bytes) {
  return Buffer.from(bytes).toString('hex');
}

export function unhex(text) {
  return Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
}

export function seeded(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return { next, byte: () => Math.floor(next() * 256), int: n => Math.floor(next() * n) };
}

/** n random quarter turns (no face twice in a row). */
export function scramble(random, n) {
  const out = [];
  while (out.length < n) {
    const face = 'URFDLB'[random.int(6)];
    if (out.length && out[out.length - 1][0] === face) continue;
    out.push(face + (random.int(2) ? "'" : ''));
  }
  return out;
}

export function play(moves, start = SOLVED) {
  return moves.reduce((s, m) => applyMove(s, parseMove(m)), start);
}

function ecbEncryptBlock(key, block) {
  return createCipheriv('aes-128-ecb', Buffer.from(key), null).setAutoPadding(false).update(Buffer.from(block));
}

export function ecbEncryptAll(key, data) {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 16) out.set(ecbEncryptBlock(key, data.subarray(i, i + 16)), i);
  return out;
}

/** The GAN/MoYu32 packet cipher, written out again with Node's AES: salt, then XOR-and-encrypt start, end. */
export function ganStyleEncrypt(plain, baseKey, baseIv, mac) {
  const salt = mac.split(':').map(h => parseInt(h, 16)).reverse();
  const key = Uint8Array.from(baseKey), iv = Uint8Array.from(baseIv);
  for (let i = 0; i < 6; i++) {
    key[i] = (baseKey[i] + salt[i]) % 255;
    iv[i] = (baseIv[i] + salt[i]) % 255;
  }
  const out = Uint8Array.from(plain);
  const step = at => {
    const block = out.subarray(at, at + 16).map((b, i) => b ^ iv[i]);
    out.set(ecbEncryptBlock(key, block), at);
  };
  step(0);
  if (out.length > 16) step(out.length - 16);
  return out;
}

/** MSB-first bit writer, written independently of bits.js. */
export class Bits {
  constructor(n) {
    this.bytes = new Uint8Array(n);
  }

  put(start, length, value) {
    for (let i = 0; i < length; i++) {
      if (Math.floor(value / 2 ** (length - 1 - i)) % 2) this.bytes[(start + i) >> 3] |= 0x80 >> ((start + i) % 8);
    }
    return this;
  }

  putLE(start, n, value) {
    for (let i = 0; i < n; i++) this.put(start + 8 * i, 8, Math.floor(value / 256 ** i) % 256);
    return this;
  }
}

/** Feeds packets through a decoder and a tracker; returns the tracker and every event. */
export async function feed(decoder, tracker, packets) {
  const events = [];
  for (const p of packets) {
    for (const e of await decoder.decode(p)) {
      events.push(e);
      tracker.handle(e);
    }
  }
  return events;
}
