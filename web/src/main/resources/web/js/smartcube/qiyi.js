// QiYi smart cubes and the XMD Tornado V4, which speaks the same protocol. Learnt from the public
// qiyi_smartcube_protocol write-up and csTimer. Every message is AES-128 in ECB mode with a fixed key, padded
// with zeros to whole blocks. Inside: 0xFE, the length, the kind at byte 2, a big-endian cube clock at bytes
// 3..6 (1600 ticks a second), and a CRC-16/MODBUS (little-endian) in the last two bytes of the length.
// Kind 2 (hello) and 4 (sync) carry the state; kind 3 (a turn) carries the state after the turn at bytes
// 7..33, the turn at byte 34, the battery at 35, and the earlier turns as five-byte records (clock, turn)
// ending at byte 90, newest first. State: 54 facelets of 4 bits, low nibble first, URFDLB order, colours
// numbered L R D U F B. Turns: 1 L', 2 L, 3 R', 4 R, 5 D', 6 D, 7 U', 8 U, 9 F', 10 F, 11 B', 12 B.
// The app must greet the cube with its MAC address and acknowledge hello and turn messages.

import { ecbDecrypt, ecbEncrypt, importAesKey, macBytes } from './aes.js';

export const QIYI = {
  service: '0000fff0-0000-1000-8000-00805f9b34fb',
  state: '0000fff6-0000-1000-8000-00805f9b34fb',
  command: '0000fff6-0000-1000-8000-00805f9b34fb',
};
export const QIYI_COMPANY_IDS = [0x0504];
export const QIYI_KEY = [87, 177, 249, 171, 205, 90, 232, 167, 156, 185, 140, 231, 87, 140, 81, 8];

const COLOURS = 'LRDUFB';
const TURNS = [null, "L'", 'L', "R'", 'R', "D'", 'D', "U'", 'U', "F'", 'F', "B'", 'B'];
const TICKS_PER_MS = 1.6;
const EMPTY_CLOCK = 0xffffffff;

export function crc16modbus(bytes) {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** A message to the cube: 0xFE, length, content, CRC, zero padding to whole blocks (not yet encrypted). */
export function frame(content) {
  const body = [0xfe, content.length + 4, ...content];
  const crc = crc16modbus(body);
  body.push(crc & 0xff, crc >> 8);
  const out = new Uint8Array(Math.ceil(body.length / 16) * 16);
  out.set(body);
  return out;
}

function clockAt(m, at) {
  return ((m[at] << 24) >>> 0) + (m[at + 1] << 16) + (m[at + 2] << 8) + m[at + 3];
}

export function readQiyiFacelets(m, at = 7) {
  let s = '';
  for (let i = 0; i < 54; i++) s += COLOURS[(m[at + (i >> 1)] >> ((i & 1) * 4)) & 0xf];
  return s;
}

export class QiyiDecoder {
  static async create(mac) {
    return new QiyiDecoder(await importAesKey(QIYI_KEY), mac);
  }

  constructor(key, mac) {
    this.key = key;
    this.mac = mac;
    this.lastClock = null;
  }

  async send(content) {
    return { type: 'send', data: await ecbEncrypt(this.key, frame(content)) };
  }

  async startRequests() {
    const content = [0x00, 0x6b, 0x01, 0x00, 0x00, 0x22, 0x06, 0x00, 0x02, 0x08, 0x00, ...macBytes(this.mac).reverse()];
    return [await this.send(content)];
  }

  async decode(packet) {
    if (packet.length < 16 || packet.length % 16 !== 0) return [];
    const all = await ecbDecrypt(this.key, packet);
    if (all[0] !== 0xfe || all[1] < 9 || all[1] > all.length) return [];
    const m = all.subarray(0, all[1]);
    if (crc16modbus(m) !== 0) return [];
    const kind = m[2];
    const clock = clockAt(m, 3);
    if (kind === 0x02 || kind === 0x04) {
      const events = [];
      if (kind === 0x02) events.push(await this.send(Array.from(m.subarray(2, 7))));
      this.lastClock = clock;
      events.push({ type: 'state', facelets: readQiyiFacelets(m), synced: true }, { type: 'battery', level: m[35] });
      return events;
    }
    if (kind === 0x03 && m.length >= 36) {
      const events = [await this.send(Array.from(m.subarray(2, 7)))];
      const turns = [{ code: m[34], clock }];
      if (this.lastClock !== null) {
        for (let k = 1; k < 10 && 91 - 5 * k >= 36 && m.length >= 93; k++) {
          const at = 91 - 5 * k;
          const c = clockAt(m, at);
          if (c === EMPTY_CLOCK || c <= this.lastClock) break;
          turns.push({ code: m[at + 4], clock: c });
        }
      }
      if (this.lastClock !== null && clock <= this.lastClock) return events; // a repeat
      this.lastClock = clock;
      for (let i = turns.length - 1; i >= 0; i--) {
        const move = TURNS[turns[i].code];
        if (move) events.push({ type: 'turn', move, cubeTime: Math.trunc(turns[i].clock / TICKS_PER_MS), recovered: i > 0 });
      }
      // The state after this turn travels with it, so it is always in step with the turns.
      events.push({ type: 'state', facelets: readQiyiFacelets(m), synced: true, afterTurn: true });
      events.push({ type: 'battery', level: m[35] });
      return events;
    }
    return [];
  }
}
