// Writes the synthetic recordings the browser test replays into a fake navigator.bluetooth: for each family, a
// cube that starts solved, takes 15 scrambling turns, then the person's own way back to solved (the scramble
// undone, with a detour), as the notifications that cube would send. Run: node recordings.mjs OUT_DIR
import { writeFileSync, mkdirSync } from 'node:fs';
import { GAN_KEY, MOYU_AI_KEY, GAN_GEN2, GAN_GEN3, GAN_GEN4, LIVE_FACE_BITS } from
  '../../../main/resources/web/js/smartcube/gan.js';
import { MOYU32, MOYU32_KEY } from '../../../main/resources/web/js/smartcube/moyu32.js';
import { QIYI, QIYI_KEY, crc16modbus } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { GOCUBE, goCubeStatePayload } from '../../../main/resources/web/js/smartcube/gocube.js';
import { GIIKER, GIIKER_CORNERS, GIIKER_EDGES, GIIKER_TWIST_SIGN } from '../../../main/resources/web/js/smartcube/giiker.js';
import { piecesFromFacelets } from '../../../main/resources/web/js/smartcube/pieces.js';
import { SOLVED, Bits, ecbEncryptAll, ganStyleEncrypt, hex, play, scramble, seeded } from './fixtures.mjs';

const out = process.argv[2] || 'recordings';
mkdirSync(out, { recursive: true });
const face = m => 'URFDLB'.indexOf(m[0]);
const ccw = m => (m.endsWith("'") ? 1 : 0);
const inverse = m => (m.endsWith("'") ? m[0] : m + "'");

function route(seed) {
  const random = seeded(seed);
  const scr = scramble(random, 15);
  // The person's own way back: a detour (a turn and its undo), then the scramble undone.
  const detour = ['U', "U'"];
  return scr.concat(detour, scr.slice().reverse().map(inverse));
}

function putPieces(b, f, cpAt, coAt, epAt, eoAt) {
  const p = piecesFromFacelets(f);
  for (let i = 0; i < 7; i++) { b.put(cpAt + 3 * i, 3, p.cp[i]); b.put(coAt + 2 * i, 2, p.co[i]); }
  for (let i = 0; i < 11; i++) { b.put(epAt + 4 * i, 4, p.ep[i]); b.put(eoAt + i, 1, p.eo[i]); }
  return b;
}

function write(name, rec, moves) {
  rec.moves = moves;
  rec.after15 = play(moves.slice(0, 15));
  rec.end = play(moves);
  writeFileSync(`${out}/${name}.json`, JSON.stringify(rec, null, 1));
}

// GAN Gen2 and MoYu AI 2023
for (const [file, name, keys, mac] of [['gan2', 'GAN-4F2A', GAN_KEY, 'AB:12:CD:34:EF:56'],
  ['moyuai', 'AiCube-7C1D', MOYU_AI_KEY, 'C1:D2:E3:F4:05:16']]) {
  const moves = route(file.length * 7);
  const enc = b => hex(ganStyleEncrypt(b, keys.key, keys.iv, mac));
  const packets = [enc(putPieces(new Bits(20).put(0, 4, 4).put(4, 8, 0), SOLVED, 12, 33, 47, 91).bytes),
    enc(new Bits(20).put(0, 4, 9).put(8, 8, 90).bytes)];
  const turnEnds = [];
  moves.forEach((m, i) => {
    const b = new Bits(20).put(0, 4, 2).put(4, 8, (i + 1) & 0xff);
    for (let k = 0; k < 7 && i - k >= 0; k++) {
      const h = moves[i - k];
      b.put(12 + 5 * k, 4, face(h)).put(16 + 5 * k, 1, ccw(h)).put(47 + 16 * k, 16, 300 + 10 * (i - k));
    }
    if (i === 20) return; // one notification lost: the next one's history brings it back
    packets.push(enc(b.bytes));
    turnEnds[i] = packets.length;
  });
  turnEnds[20] = turnEnds[21];
  write(file, { name, mac, service: GAN_GEN2.service, notify: GAN_GEN2.state, write: GAN_GEN2.command, packets, turnEnds }, moves);
}

// GAN Gen3 and Gen4
for (const gen of [3, 4]) {
  const mac = gen === 3 ? 'D4:11:22:33:44:55' : 'E5:66:77:88:99:AA';
  const moves = route(gen * 3);
  const g3 = gen === 3;
  const head = (type, length) => (g3 ? new Bits(20).put(0, 8, 0x55).put(8, 8, type).put(16, 8, length)
    : new Bits(20).put(0, 8, type).put(8, 8, length));
  const enc = b => hex(ganStyleEncrypt(b, GAN_KEY.key, GAN_KEY.iv, mac));
  const stateBits = (serial, f) => {
    const b = head(g3 ? 0x02 : 0xed, 0x12).putLE(g3 ? 24 : 16, 2, serial);
    return g3 ? putPieces(b, f, 40, 61, 77, 121).bytes : putPieces(b, f, 32, 53, 69, 113).bytes;
  };
  const packets = [enc(stateBits(0, SOLVED)),
    enc(g3 ? head(0x10, 2).put(24, 8, 71).bytes : head(0xef, 2).put(24, 8, 71).bytes)];
  const turnEnds = [];
  moves.forEach((m, i) => {
    const b = head(0x01, 9).putLE(g3 ? 24 : 16, 4, 5000 + 400 * i).putLE(g3 ? 56 : 48, 2, i + 1)
      .put(g3 ? 72 : 64, 2, ccw(m)).put(g3 ? 74 : 66, 6, LIVE_FACE_BITS[face(m)]);
    packets.push(enc(b.bytes));
    turnEnds[i] = packets.length;
    if (i === 7) packets.push(enc(stateBits(i + 1, play(moves.slice(0, i + 1))))); // a periodic full state
  });
  const svc = g3 ? GAN_GEN3 : GAN_GEN4;
  write('gan' + gen, { name: g3 ? 'GANicV2-1A2B' : 'GAN12uiM-3C4D', mac, service: svc.service, notify: svc.state,
    write: svc.command, packets, turnEnds }, moves);
}

// MoYu32
{
  const mac = 'CF:30:16:00:12:AB';
  const MY = 'FBUDLR';
  const moves = route(32);
  const enc = b => hex(ganStyleEncrypt(b, MOYU32_KEY.key, MOYU32_KEY.iv, mac));
  const state = new Bits(20).put(0, 8, 0xa3);
  for (let k = 0; k < 6; k++) {
    const f = 'URFDLB'.indexOf(MY[k]);
    [0, 1, 2, 3, 5, 6, 7, 8].forEach((j, n) => state.put(8 + 24 * k + 3 * n, 3, MY.indexOf(SOLVED[f * 9 + j])));
  }
  state.put(152, 8, 0);
  const packets = [enc(state.bytes), enc(new Bits(20).put(0, 8, 0xa4).put(8, 8, 66).bytes)];
  const turnEnds = [];
  moves.forEach((m, i) => {
    const b = new Bits(20).put(0, 8, 0xa5).put(88, 8, (i + 1) & 0xff);
    for (let k = 0; k < 5 && i - k >= 0; k++) {
      const h = moves[i - k];
      b.put(96 + 5 * k, 5, MY.indexOf(h[0]) * 2 + ccw(h)).put(8 + 16 * k, 16, 250);
    }
    packets.push(enc(b.bytes));
    turnEnds[i] = packets.length;
  });
  write('moyu32', { name: 'WCU_MY32_12AB', mac, service: MOYU32.service, notify: MOYU32.state, write: MOYU32.command,
    packets, turnEnds }, moves);
}

// QiYi / Tornado V4
for (const [file, name, mac] of [['qiyi', 'QY-QYSC-S-85A1', 'CC:A3:00:00:85:A1'], ['tornado', 'XMD-TornadoV4-i-1F2E', 'CC:A3:00:01:1F:2E']]) {
  const moves = route(file.length * 5);
  const TURNS = [null, "L'", 'L', "R'", 'R', "D'", 'D', "U'", 'U', "F'", 'F', "B'", 'B'];
  const seal = body => {
    const crc = crc16modbus(body);
    const m = [...body, crc & 0xff, crc >> 8];
    const padded = new Uint8Array(Math.ceil(m.length / 16) * 16);
    padded.set(m);
    return hex(ecbEncryptAll(QIYI_KEY, padded));
  };
  const stateBytes = f => {
    const o = new Array(27).fill(0);
    for (let i = 0; i < 54; i++) o[i >> 1] |= 'LRDUFB'.indexOf(f[i]) << ((i & 1) * 4);
    return o;
  };
  const clock = c => [(c >>> 24) & 0xff, (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff];
  const packets = [seal([0xfe, 38, 0x02, ...clock(1000), ...stateBytes(SOLVED), 0x00, 0x5a])];
  const turnEnds = [];
  moves.forEach((m, i) => {
    const body = [0xfe, 94, 0x03, ...clock(2000 + 800 * i), ...stateBytes(play(moves.slice(0, i + 1))), TURNS.indexOf(m), 0x5a];
    while (body.length < 91) body.push(0xff);
    for (let k = 1; k <= 9 && i - k >= 0; k++) {
      body.splice(91 - 5 * k, 5, ...clock(2000 + 800 * (i - k)), TURNS.indexOf(moves[i - k]));
    }
    body.length = 92;
    body[91] = 0;
    packets.push(seal(body));
    turnEnds[i] = packets.length;
  });
  write(file, { name, mac, service: QIYI.service, notify: QIYI.state, write: QIYI.command, packets, turnEnds }, moves);
}

// GoCube
{
  const moves = route(77);
  const msg = (kind, payload) => {
    const body = [0x2a, payload.length + 4, kind, ...payload];
    return hex([...body, body.reduce((a, b) => a + b, 0) & 0xff, 0x0d, 0x0a]);
  };
  const packets = [msg(2, [...goCubeStatePayload(SOLVED), 0, 0, 0, 0, 0, 0]), msg(5, [80])];
  const turnEnds = [];
  moves.forEach((m, i) => {
    packets.push(msg(1, ['BFUDRL'.indexOf(m[0]) * 2 + ccw(m), 0]));
    turnEnds[i] = packets.length;
  });
  write('gocube', { name: 'GoCube_5E1A', mac: null, service: GOCUBE.service, notify: GOCUBE.state, write: GOCUBE.command,
    packets, turnEnds }, moves);
}

// Giiker
{
  const moves = route(99);
  const packet = (f, last) => {
    const p = piecesFromFacelets(f, GIIKER_CORNERS, GIIKER_EDGES);
    const n = [];
    for (let i = 0; i < 8; i++) n.push(p.cp[i] + 1);
    for (let i = 0; i < 8; i++) n.push(((p.co[i] * GIIKER_TWIST_SIGN[i]) % 3 + 3) % 3);
    for (let i = 0; i < 12; i++) n.push(p.ep[i] + 1);
    for (let k = 0; k < 3; k++) n.push(p.eo[4 * k] * 8 + p.eo[4 * k + 1] * 4 + p.eo[4 * k + 2] * 2 + p.eo[4 * k + 3]);
    n.push(0);
    const turns = last.slice(-4).reverse();
    for (let i = 0; i < 4; i++) {
      const m = turns[i];
      n.push(m ? 'BDLURF'.indexOf(m[0]) + 1 : 0, m ? (m.endsWith("'") ? 3 : 1) : 0);
    }
    const bytes = [];
    for (let i = 0; i < 20; i++) bytes.push(n[2 * i] * 16 + n[2 * i + 1]);
    return hex(bytes);
  };
  const packets = [packet(SOLVED, [])];
  const turnEnds = [];
  moves.forEach((m, i) => {
    packets.push(packet(play(moves.slice(0, i + 1)), moves.slice(0, i + 1)));
    turnEnds[i] = packets.length;
  });
  write('giiker', { name: 'GiC3-AB12', mac: null, service: GIIKER.service, notify: GIIKER.state, write: null,
    packets, turnEnds }, moves);
}
