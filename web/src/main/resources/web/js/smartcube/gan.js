// GAN smart cubes, three protocol generations, and the MoYu AI 2023, which speaks GAN Gen2 with its own key.
// Learnt from the public description in gan-web-bluetooth (MIT) and csTimer; see NOTICE in the test fixtures.
// Every packet is encrypted with SaltedBlockCipher; inside, fields are bit-packed most significant bit first.
//
// Gen2 (20-byte packets): the first 4 bits give the kind. Turns (2) carry an 8-bit serial and the last seven
// turns, newest first: 4-bit face (URFDLB) and 1-bit direction (1 = counter-clockwise) at bit 12 + 5i, and the
// cube-clock milliseconds since the turn before at bit 47 + 16i. Full state (4) carries the serial, seven corner
// positions (3 bits) and twists (2 bits), eleven edge positions (4 bits) and flips (1 bit), in the standard
// corner and edge order; the last piece follows from the sums. Orientation (1) and battery (9) complete it.
// Gen3 (16-byte packets, starting 0x55, kind, length) and Gen4 (20 bytes, kind, length) number turns with a
// 16-bit serial and a 32-bit cube clock, send one turn per packet, and answer a history request with the
// recent turns two to a byte.

import { BitReader } from './bits.js';
import { SaltedBlockCipher } from './aes.js';
import { completePieces, faceletsFromPieces } from './pieces.js';
import { CountedTurns, HeldState, TurnSequencer, serialDistance, stateStanding } from './sequencer.js';

export const GAN_GEN2 = {
  service: '6e400001-b5a3-f393-e0a9-e50e24dc4179',
  state: '28be4cb6-cd67-11e9-a32f-2a2ae2dbcce4',
  command: '28be4a4a-cd67-11e9-a32f-2a2ae2dbcce4',
};
export const GAN_GEN3 = {
  service: '8653000a-43e6-47b7-9cb0-5fc21d4ae340',
  state: '8653000b-43e6-47b7-9cb0-5fc21d4ae340',
  command: '8653000c-43e6-47b7-9cb0-5fc21d4ae340',
};
export const GAN_GEN4 = {
  service: '00000010-0000-fff7-fff6-fff5fff4fff0',
  state: '0000fff6-0000-1000-8000-00805f9b34fb',
  command: '0000fff5-0000-1000-8000-00805f9b34fb',
};

/** Company identifiers GAN cubes advertise their MAC address under: 0x0001, 0x0101, ..., 0xFF01. */
export const GAN_COMPANY_IDS = Array.from({ length: 256 }, (_, i) => (i << 8) | 0x01);

export const GAN_KEY = {
  key: [0x01, 0x02, 0x42, 0x28, 0x31, 0x91, 0x16, 0x07, 0x20, 0x05, 0x18, 0x54, 0x42, 0x11, 0x12, 0x53],
  iv: [0x11, 0x03, 0x32, 0x28, 0x21, 0x01, 0x76, 0x27, 0x20, 0x95, 0x78, 0x14, 0x32, 0x12, 0x02, 0x43],
};
export const MOYU_AI_KEY = {
  key: [0x05, 0x12, 0x02, 0x45, 0x02, 0x01, 0x29, 0x56, 0x12, 0x78, 0x12, 0x76, 0x81, 0x01, 0x08, 0x03],
  iv: [0x01, 0x44, 0x28, 0x06, 0x86, 0x21, 0x22, 0x28, 0x51, 0x05, 0x08, 0x31, 0x82, 0x02, 0x21, 0x06],
};

const FACE_LETTERS = 'URFDLB';
/** Gen3/Gen4 live turns name the face with one bit each, in this order of URFDLB. */
export const LIVE_FACE_BITS = [2, 32, 8, 1, 16, 4];
/** Gen3/Gen4 history turns name the face with a 3-bit code, in this order of URFDLB. */
export const HISTORY_FACE_CODES = [1, 5, 3, 0, 4, 2];

/** Direction 1 is counter-clockwise; Gen3 and Gen4 give it two bits, where 0 and any other value are clockwise. */
function turnText(face, direction) {
  return FACE_LETTERS[face] + (direction === 1 ? "'" : '');
}

function quaternion(r, start) {
  const q = w => (w & 0x8000 ? -1 : 1) * (w & 0x7fff) / 0x7fff;
  return { w: q(r.bits(start, 16)), x: q(r.bits(start + 16, 16)), y: q(r.bits(start + 32, 16)), z: q(r.bits(start + 48, 16)) };
}

function readPieces(r, cpAt, coAt, epAt, eoAt) {
  const cp = [], co = [], ep = [], eo = [];
  for (let i = 0; i < 7; i++) { cp.push(r.bits(cpAt + 3 * i, 3)); co.push(r.bits(coAt + 2 * i, 2)); }
  for (let i = 0; i < 11; i++) { ep.push(r.bits(epAt + 4 * i, 4)); eo.push(r.bits(eoAt + i, 1)); }
  const p = completePieces(cp, co, ep, eo);
  return faceletsFromPieces(p.cp, p.co, p.ep, p.eo);
}

class GanDecoderBase {
  constructor(cipher, packetLength) {
    this.cipher = cipher;
    this.packetLength = packetLength;
  }

  async request(bytes) {
    const w = new Uint8Array(this.packetLength);
    w.set(bytes);
    return { type: 'send', data: await this.cipher.encrypt(w) };
  }
}

export class GanGen2Decoder extends GanDecoderBase {
  static async create(mac, keys = GAN_KEY) {
    return new GanGen2Decoder(await SaltedBlockCipher.create(keys.key, keys.iv, mac));
  }

  constructor(cipher) {
    super(cipher, 20);
    this.count = new CountedTurns(7);
    this.cubeTime = 0;
  }

  async idle() {
    const state = this.count.idle();
    return state ? [state] : [];
  }

  async startRequests() {
    return [await this.request([0x04]), await this.request([0x09])];
  }

  async decode(packet) {
    if (packet.length < 16) return [];
    const r = new BitReader(await this.cipher.decrypt(packet));
    const kind = r.bits(0, 4);
    if (kind === 0x01) return [{ type: 'orientation', quaternion: quaternion(r, 4) }];
    if (kind === 0x02) {
      const { turns, adopted, gap } = this.count.packet(r.bits(4, 8), i => ({
        move: turnText(r.bits(12 + 5 * i, 4), r.bits(16 + 5 * i, 1)), gap: r.bits(47 + 16 * i, 16) }));
      const events = [];
      if (adopted) events.push({ type: 'state', facelets: adopted.facelets, serial: adopted.serial, synced: true });
      if (gap) events.push({ type: 'gap' }, await this.request([0x04]));
      for (const t of turns) {
        this.cubeTime += t.gap;
        events.push({ type: 'turn', move: t.move, serial: t.serial, cubeTime: this.cubeTime, recovered: t.recovered });
      }
      return events;
    }
    if (kind === 0x04) {
      const state = this.count.state(readPieces(r, 12, 33, 47, 91), r.bits(4, 8));
      return state ? [state] : [];
    }
    if (kind === 0x09) return [{ type: 'battery', level: Math.min(r.bits(8, 8), 100) }];
    if (kind === 0x0d) return [{ type: 'disconnect' }];
    return [];
  }
}

/** What Gen3 and Gen4 share: numbered turns, history recovery, periodic full state. */
class GanNumberedDecoder extends GanDecoderBase {
  constructor(cipher, packetLength) {
    super(cipher, packetLength);
    this.sequencer = new TurnSequencer();
    this.held = new HeldState();
  }

  /** Takes the held state: it stands for every turn up to its counter; turns waiting beyond it may follow. */
  async adopt(h) {
    this.held.take();
    this.sequencer.resetTo(h.serial);
    return [{ type: 'state', facelets: h.facelets, serial: h.serial, synced: true },
      ...await this.afterSequencing(this.sequencer.drain())];
  }

  async idle() {
    const h = this.held.quiet();
    return h ? this.adopt(h) : [];
  }

  async afterSequencing(result) {
    const events = result.ready.map(t => ({ type: 'turn', ...t }));
    if (result.gap) events.push({ type: 'gap' }, await this.request(this.stateRequest));
    if (result.missing) events.push(await this.historyRequest(result.missing.serial, result.missing.count));
    return events;
  }

  async liveTurn(face, direction, serial, cubeTime) {
    if (face < 0) return [];
    const turn = { move: turnText(face, direction), serial: serial & 0xff, cubeTime };
    this.held.turnHeard();
    const events = [];
    const h = this.held.state;
    if (h && this.sequencer.last >= 0) {
      const dp = serialDistance(this.sequencer.last, h.serial);
      const dt = serialDistance(this.sequencer.last, turn.serial);
      // A turn beyond the held state: the reports it stands for were lost (notifications keep their order).
      if (dt > dp && dt <= 128) events.push(...await this.adopt(h));
    }
    events.push(...await this.afterSequencing(this.sequencer.push(turn)));
    if (this.held.state && this.sequencer.last >= 0
      && serialDistance(this.held.state.serial, this.sequencer.last) <= 128) this.held.take(); // reports came
    return events;
  }

  history(r, startSerial, count, faceAt) {
    const turns = [];
    for (let i = 0; i < count; i++) {
      const face = HISTORY_FACE_CODES.indexOf(r.bits(faceAt + 4 * i, 3));
      if (face < 0) continue;
      turns.push({ move: turnText(face, r.bits(faceAt + 4 * i + 3, 1)), serial: (startSerial - i) & 0xff,
        cubeTime: null, recovered: true });
    }
    return this.afterSequencing(this.sequencer.recover(turns));
  }

  async state(facelets, serial) {
    const s = serial & 0xff;
    const standing = stateStanding(this.sequencer.last, s);
    if (standing === 'first') return this.adopt({ facelets, serial: s });
    if (standing === 'synced') {
      this.held.take();
      return [{ type: 'state', facelets, serial: s, synced: true }];
    }
    if (standing === 'behind') return [];
    // Ahead of the turns heard: their reports may still come (a state can overtake them); hold it meanwhile,
    // and ask the cube for those turns.
    this.held.hold(facelets, s, standing);
    if (standing === 'ahead' && this.sequencer.waiting.length === 0) {
      return [await this.historyRequest(s, serialDistance(this.sequencer.last, s))];
    }
    return [];
  }
}

export class GanGen3Decoder extends GanNumberedDecoder {
  static async create(mac) {
    return new GanGen3Decoder(await SaltedBlockCipher.create(GAN_KEY.key, GAN_KEY.iv, mac));
  }

  constructor(cipher) {
    super(cipher, 16);
    this.stateRequest = [0x68, 0x01];
  }

  async historyRequest(serial, count) {
    const { s, n } = historyWindow(serial, count);
    return this.request([0x68, 0x03, s, 0, n, 0]);
  }

  async startRequests() {
    return [await this.request([0x68, 0x01]), await this.request([0x68, 0x07])];
  }

  async decode(packet) {
    if (packet.length < 16) return [];
    const r = new BitReader(await this.cipher.decrypt(packet));
    if (r.bits(0, 8) !== 0x55) return [];
    const kind = r.bits(8, 8), length = r.bits(16, 8);
    if (length === 0) return [];
    if (kind === 0x01) {
      return this.liveTurn(LIVE_FACE_BITS.indexOf(r.bits(74, 6)), r.bits(72, 2), r.littleEndian(56, 2), r.littleEndian(24, 4));
    }
    if (kind === 0x06) return this.history(r, r.bits(24, 8), (length - 1) * 2, 32);
    if (kind === 0x02) return this.state(readPieces(r, 40, 61, 77, 121), r.littleEndian(24, 2));
    if (kind === 0x10) return [{ type: 'battery', level: Math.min(r.bits(24, 8), 100) }];
    if (kind === 0x11) return [{ type: 'disconnect' }];
    return [];
  }
}

export class GanGen4Decoder extends GanNumberedDecoder {
  static async create(mac) {
    return new GanGen4Decoder(await SaltedBlockCipher.create(GAN_KEY.key, GAN_KEY.iv, mac));
  }

  constructor(cipher) {
    super(cipher, 20);
    this.stateRequest = [0xdd, 0x04, 0x00, 0xed, 0x00, 0x00];
  }

  async historyRequest(serial, count) {
    const { s, n } = historyWindow(serial, count);
    return this.request([0xd1, 0x04, s, 0, n, 0]);
  }

  async startRequests() {
    return [await this.request(this.stateRequest), await this.request([0xdd, 0x04, 0x00, 0xef, 0x00, 0x00])];
  }

  async decode(packet) {
    if (packet.length < 16) return [];
    const r = new BitReader(await this.cipher.decrypt(packet));
    const kind = r.bits(0, 8), length = r.bits(8, 8);
    if (kind === 0x01) {
      return this.liveTurn(LIVE_FACE_BITS.indexOf(r.bits(66, 6)), r.bits(64, 2), r.littleEndian(48, 2), r.littleEndian(16, 4));
    }
    if (kind === 0xd1) return this.history(r, r.bits(16, 8), (length - 1) * 2, 24);
    if (kind === 0xed) return this.state(readPieces(r, 32, 53, 69, 113), r.littleEndian(16, 2));
    if (kind === 0xec) return [{ type: 'orientation', quaternion: quaternion(r, 16) }];
    if (kind === 0xef) return [{ type: 'battery', level: Math.min(r.bits(8 + length * 8, 8), 100) }];
    if (kind === 0xea) return [{ type: 'disconnect' }];
    return [];
  }
}

/** History answers are byte aligned from an odd serial, and must not cross the 255 -> 0 edge. */
function historyWindow(serial, count) {
  let s = serial, n = count;
  if (s % 2 === 0) s = (s - 1) & 0xff;
  if (n % 2 === 1) n++;
  return { s, n: Math.min(n, s + 1) };
}

