// MoYu32 cubes (names WCU_MY3...). Learnt from the public description in csTimer. Packets are 20 bytes under
// the same salted cipher as GAN, with MoYu's own key and IV. Inside, bit-packed most significant bit first:
// the first byte is the kind. 0xA3 full state: 48 facelets of 3 bits, six faces of eight (centres left out)
// in the face order F B U D L R, colours numbered in that same order, then an 8-bit turn counter. 0xA4 battery.
// 0xA5 turns: the last five turns, newest first, as 16-bit cube-clock gaps at bit 8 + 16i, the 8-bit counter at
// bit 88 and 5-bit turn codes at bit 96 + 5i (face in F B U D L R order times two, plus 1 for counter-clockwise).

import { BitReader } from './bits.js';
import { SaltedBlockCipher } from './aes.js';
import { CountedTurns } from './sequencer.js';

export const MOYU32 = {
  service: '0783b03e-7735-b5a0-1760-a305d2795cb0',
  state: '0783b03e-7735-b5a0-1760-a305d2795cb1',
  command: '0783b03e-7735-b5a0-1760-a305d2795cb2',
};

/** A bound cube advertises under 0x0100 ... 0xFF00 (the high bytes of the owner's account number). */
export const MOYU32_COMPANY_IDS = Array.from({ length: 255 }, (_, i) => (i + 1) << 8);

export const MOYU32_KEY = {
  key: [21, 119, 58, 92, 103, 14, 45, 31, 23, 103, 42, 19, 155, 103, 82, 87],
  iv: [17, 35, 38, 37, 134, 42, 44, 59, 85, 6, 127, 49, 126, 103, 33, 87],
};

export const MOYU32_FACE_ORDER = 'FBUDLR';

export class MoYu32Decoder {
  static async create(mac) {
    return new MoYu32Decoder(await SaltedBlockCipher.create(MOYU32_KEY.key, MOYU32_KEY.iv, mac));
  }

  constructor(cipher) {
    this.cipher = cipher;
    this.count = new CountedTurns(5);
    this.cubeTime = 0;
  }

  async idle() {
    const state = this.count.idle();
    return state ? [state] : [];
  }

  async request(kind) {
    const w = new Uint8Array(20);
    w[0] = kind;
    return { type: 'send', data: await this.cipher.encrypt(w) };
  }

  async startRequests() {
    return [await this.request(0xa1), await this.request(0xa3), await this.request(0xa4)];
  }

  async decode(packet) {
    if (packet.length < 16) return [];
    const r = new BitReader(await this.cipher.decrypt(packet));
    const kind = r.bits(0, 8);
    if (kind === 0xa3) {
      const state = this.count.state(readFacelets(r), r.bits(152, 8));
      return state ? [state] : [];
    }
    if (kind === 0xa4) return [{ type: 'battery', level: Math.min(r.bits(8, 8), 100) }];
    if (kind === 0xa5) {
      const { turns, adopted, gap } = this.count.packet(r.bits(88, 8), i => ({
        code: r.bits(96 + 5 * i, 5), gap: r.bits(8 + 16 * i, 16) }));
      const events = [];
      if (adopted) events.push({ type: 'state', facelets: adopted.facelets, serial: adopted.serial, synced: true });
      if (gap) events.push({ type: 'gap' }, await this.request(0xa3));
      for (const t of turns) {
        if (t.code >= 12) continue;
        this.cubeTime += t.gap;
        events.push({ type: 'turn', move: MOYU32_FACE_ORDER[t.code >> 1] + (t.code & 1 ? "'" : ''),
          serial: t.serial, cubeTime: this.cubeTime, recovered: t.recovered });
      }
      return events;
    }
    return [];
  }
}

/** URFDLB facelets from the 0xA3 packet: faces at bit 8 + 24k for k in F B U D L R order. */
function readFacelets(r) {
  const out = [];
  for (const face of 'URFDLB') {
    const k = MOYU32_FACE_ORDER.indexOf(face);
    for (let j = 0; j < 8; j++) {
      out.push(MOYU32_FACE_ORDER[r.bits(8 + 24 * k + 3 * j, 3)]);
      if (j === 3) out.push(face);
    }
  }
  return out.join('');
}
