// Packet encoders for every family, written for the tests from the protocol descriptions and independently of the
// decoders (bits by hand, AES from Node): what each cube would send. Plain packets unless a name says sealed.
import { LIVE_FACE_BITS, HISTORY_FACE_CODES } from '../../../main/resources/web/js/smartcube/gan.js';
import { QIYI_KEY, crc16modbus } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { GIIKER_CORNERS, GIIKER_EDGES, GIIKER_MASK, GIIKER_TWIST_SIGN } from '../../../main/resources/web/js/smartcube/giiker.js';
import { goCubeStatePayload } from '../../../main/resources/web/js/smartcube/gocube.js';
import { piecesFromFacelets } from '../../../main/resources/web/js/smartcube/pieces.js';
import { Bits, ecbEncryptAll } from './fixtures.mjs';

const face = m => 'URFDLB'.indexOf(m[0]);
const ccw = m => (m.endsWith("'") ? 1 : 0);

function putPieces(b, facelets, cpAt, coAt, epAt, eoAt) {
  const p = piecesFromFacelets(facelets);
  for (let i = 0; i < 7; i++) { b.put(cpAt + 3 * i, 3, p.cp[i]); b.put(coAt + 2 * i, 2, p.co[i]); }
  for (let i = 0; i < 11; i++) { b.put(epAt + 4 * i, 4, p.ep[i]); b.put(eoAt + i, 1, p.eo[i]); }
  return b;
}

/** GAN Gen2 (and MoYu AI 2023). */
export const gen2 = {
  state: (serial, f) => putPieces(new Bits(20).put(0, 4, 4).put(4, 8, serial), f, 12, 33, 47, 91).bytes,
  /** history: the turns so far, newest last; gaps: cube-clock ms before each turn. */
  turn(serial, history, gaps) {
    const b = new Bits(20).put(0, 4, 2).put(4, 8, serial);
    for (let i = 0; i < 7 && i < history.length; i++) {
      const m = history[history.length - 1 - i];
      b.put(12 + 5 * i, 4, face(m)).put(16 + 5 * i, 1, ccw(m)).put(47 + 16 * i, 16, gaps[history.length - 1 - i]);
    }
    return b.bytes;
  },
  battery: level => new Bits(20).put(0, 4, 9).put(8, 8, level).bytes,
};

/** GAN Gen3 (0x55, kind, length) or Gen4 (kind, length); 20 bytes, as a Gen3 full state needs 132 bits. */
export function numbered(generation) {
  const g3 = generation === 3;
  const head = (type, length) => (g3 ? new Bits(20).put(0, 8, 0x55).put(8, 8, type).put(16, 8, length)
    : new Bits(20).put(0, 8, type).put(8, 8, length));
  return {
    state(serial, f) {
      const b = head(g3 ? 0x02 : 0xed, 0x12).putLE(g3 ? 24 : 16, 2, serial);
      return g3 ? putPieces(b, f, 40, 61, 77, 121).bytes : putPieces(b, f, 32, 53, 69, 113).bytes;
    },
    turn(serial, m, clock) {
      const b = head(0x01, 9).putLE(g3 ? 24 : 16, 4, clock).putLE(g3 ? 56 : 48, 2, serial);
      return b.put(g3 ? 72 : 64, 2, ccw(m)).put(g3 ? 74 : 66, 6, LIVE_FACE_BITS[face(m)]).bytes;
    },
    /** turns listed newest first, starting at startSerial */
    history(startSerial, newestFirst) {
      const b = head(g3 ? 0x06 : 0xd1, newestFirst.length / 2 + 1).put(g3 ? 24 : 16, 8, startSerial);
      newestFirst.forEach((m, i) => b.put((g3 ? 32 : 24) + 4 * i, 3, HISTORY_FACE_CODES[face(m)])
        .put((g3 ? 35 : 27) + 4 * i, 1, ccw(m)));
      return b.bytes;
    },
    battery: level => (g3 ? head(0x10, 2).put(24, 8, level).bytes : head(0xef, 2).put(8 + 2 * 8, 8, level).bytes),
  };
}

const MY = 'FBUDLR';
/** MoYu32. */
export const moyu = {
  state(f, count) {
    const b = new Bits(20).put(0, 8, 0xa3);
    for (let k = 0; k < 6; k++) {
      const base = 'URFDLB'.indexOf(MY[k]) * 9;
      [0, 1, 2, 3, 5, 6, 7, 8].forEach((j, n) => b.put(8 + 24 * k + 3 * n, 3, MY.indexOf(f[base + j])));
    }
    return b.put(152, 8, count).bytes;
  },
  turns(count, history, gaps) {
    const b = new Bits(20).put(0, 8, 0xa5).put(88, 8, count);
    for (let i = 0; i < 5 && i < history.length; i++) {
      const m = history[history.length - 1 - i];
      b.put(96 + 5 * i, 5, MY.indexOf(m[0]) * 2 + ccw(m)).put(8 + 16 * i, 16, gaps[history.length - 1 - i]);
    }
    return b.bytes;
  },
  battery: level => new Bits(20).put(0, 8, 0xa4).put(8, 8, level).bytes,
};

const QY_TURNS = [null, "L'", 'L', "R'", 'R', "D'", 'D', "U'", 'U', "F'", 'F', "B'", 'B'];
const clockBytes = c => [(c >>> 24) & 0xff, (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff];
/** QiYi and Tornado V4: messages sealed as the cube sends them (CRC, zero padding, AES-128 ECB). */
export const qiyi = {
  seal(body) {
    const crc = crc16modbus(body);
    const m = [...body, crc & 0xff, crc >> 8];
    const out = new Uint8Array(Math.ceil(m.length / 16) * 16);
    out.set(m);
    return ecbEncryptAll(QIYI_KEY, out);
  },
  stateBytes(f) {
    const out = new Array(27).fill(0);
    for (let i = 0; i < 54; i++) out[i >> 1] |= 'LRDUFB'.indexOf(f[i]) << ((i & 1) * 4);
    return out;
  },
  hello(f, clock, battery = 0x64) {
    return this.seal([0xfe, 38, 0x02, ...clockBytes(clock), ...this.stateBytes(f), 0x00, battery]);
  },
  /** history: [{move, clock}] newest first (the turn itself excluded). */
  turn(f, move, clock, history, battery = 0x50) {
    const body = [0xfe, 94, 0x03, ...clockBytes(clock), ...this.stateBytes(f), QY_TURNS.indexOf(move), battery];
    while (body.length < 91) body.push(0xff);
    history.slice(0, 9).forEach((h, k) => body.splice(91 - 5 * (k + 1), 5, ...clockBytes(h.clock), QY_TURNS.indexOf(h.move)));
    body.length = 92;
    body[91] = 0x01;
    return this.seal(body);
  },
};

/** A GoCube message: '*', length, kind, payload, byte sum, CR LF. */
export function goMessage(kind, payload) {
  const body = [0x2a, payload.length + 4, kind, ...payload];
  return Uint8Array.from([...body, body.reduce((a, b) => a + b, 0) & 0xff, 0x0d, 0x0a]);
}

export const gocube = {
  state: f => goMessage(2, [...goCubeStatePayload(f), 0, 0, 0, 0, 0, 0]),
  turns: moves => goMessage(1, moves.flatMap(m => ['BFUDRL'.indexOf(m[0]) * 2 + ccw(m), 0])),
  battery: level => goMessage(5, [level]),
};

/** A Giiker notification: the state and the last four turns, obfuscated as newer cubes send it when asked. */
export function giikerPacket(f, lastTurns, obfuscate = false) {
  const p = piecesFromFacelets(f, GIIKER_CORNERS, GIIKER_EDGES);
  const n = [];
  for (let i = 0; i < 8; i++) n.push(p.cp[i] + 1);
  for (let i = 0; i < 8; i++) n.push(((p.co[i] * GIIKER_TWIST_SIGN[i]) % 3 + 3) % 3);
  for (let i = 0; i < 12; i++) n.push(p.ep[i] + 1);
  for (let k = 0; k < 3; k++) n.push(p.eo[4 * k] * 8 + p.eo[4 * k + 1] * 4 + p.eo[4 * k + 2] * 2 + p.eo[4 * k + 3]);
  n.push(0);
  const turns = lastTurns.slice(-4).reverse();
  for (let i = 0; i < 4; i++) {
    const m = turns[i];
    n.push(m ? 'BDLURF'.indexOf(m[0]) + 1 : 0, m ? (m.endsWith("'") ? 3 : m.endsWith('2') ? 2 : 1) : 0);
  }
  const bytes = new Uint8Array(20);
  for (let i = 0; i < 20; i++) bytes[i] = n[2 * i] * 16 + n[2 * i + 1];
  if (obfuscate) {
    const key = 0x3a;
    for (let i = 0; i < 18; i++) bytes[i] = (bytes[i] - GIIKER_MASK[i + (key >> 4)] - GIIKER_MASK[i + (key & 0xf)]) & 0xff;
    bytes[18] = 0xa7;
    bytes[19] = key;
  }
  return bytes;
}
