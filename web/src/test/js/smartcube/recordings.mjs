// Writes the synthetic recordings the browser test replays into a fake navigator.bluetooth: for each family, a
// cube that starts solved, takes 15 scrambling turns, then the person's own way back to solved (a detour, then the
// scramble undone), as the notifications that cube would send. Run: node recordings.mjs OUT_DIR
import { writeFileSync, mkdirSync } from 'node:fs';
import { GAN_KEY, MOYU_AI_KEY, GAN_GEN2, GAN_GEN3, GAN_GEN4 } from '../../../main/resources/web/js/smartcube/gan.js';
import { MOYU32, MOYU32_KEY } from '../../../main/resources/web/js/smartcube/moyu32.js';
import { QIYI } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { GOCUBE } from '../../../main/resources/web/js/smartcube/gocube.js';
import { GIIKER } from '../../../main/resources/web/js/smartcube/giiker.js';
import { SOLVED, ganStyleEncrypt, hex, play, scramble, seeded } from './fixtures.mjs';
import { gen2, giikerPacket, gocube, moyu, numbered, qiyi } from './encoders.mjs';

const out = process.argv[2] || 'recordings';
mkdirSync(out, { recursive: true });
const inverse = m => (m.endsWith("'") ? m[0] : m + "'");

function route(seed) {
  const scr = scramble(seeded(seed), 15);
  return scr.concat(['U', "U'"], scr.slice().reverse().map(inverse));
}

/** Writes one recording; packets(moves) gives [hex packets, turnEnds: packets played once turn k is made]. */
function write(file, device, moves, packets, turnEnds) {
  const rec = { ...device, packets, turnEnds, moves, after15: play(moves.slice(0, 15)), end: play(moves) };
  writeFileSync(`${out}/${file}.json`, JSON.stringify(rec, null, 1));
}

// GAN Gen2 and MoYu AI 2023: one turn notification lost, made good by the next one's history.
for (const [file, name, keys, mac] of [['gan2', 'GAN-4F2A', GAN_KEY, 'AB:12:CD:34:EF:56'],
  ['moyuai', 'AiCube-7C1D', MOYU_AI_KEY, 'C1:D2:E3:F4:05:16']]) {
  const moves = route(file.length * 7);
  const gaps = moves.map((_, i) => 300 + 10 * i);
  const enc = b => hex(ganStyleEncrypt(b, keys.key, keys.iv, mac));
  const packets = [enc(gen2.state(0, SOLVED)), enc(gen2.battery(90))];
  const turnEnds = [];
  moves.forEach((_, i) => {
    if (i !== 20) packets.push(enc(gen2.turn((i + 1) & 0xff, moves.slice(0, i + 1), gaps)));
    turnEnds[i] = packets.length + (i === 20 ? 1 : 0);
  });
  write(file, { name, mac, service: GAN_GEN2.service, notify: GAN_GEN2.state, write: GAN_GEN2.command }, moves, packets, turnEnds);
}

// GAN Gen3 and Gen4, with a periodic full state.
for (const gen of [3, 4]) {
  const mac = gen === 3 ? 'D4:11:22:33:44:55' : 'E5:66:77:88:99:AA';
  const moves = route(gen * 3);
  const coder = numbered(gen);
  const enc = b => hex(ganStyleEncrypt(b, GAN_KEY.key, GAN_KEY.iv, mac));
  const packets = [enc(coder.state(0, SOLVED)), enc(coder.battery(71))];
  const turnEnds = [];
  moves.forEach((m, i) => {
    packets.push(enc(coder.turn(i + 1, m, 5000 + 400 * i)));
    turnEnds[i] = packets.length;
    if (i === 7) packets.push(enc(coder.state(i + 1, play(moves.slice(0, i + 1)))));
  });
  const svc = gen === 3 ? GAN_GEN3 : GAN_GEN4;
  write('gan' + gen, { name: gen === 3 ? 'GANicV2-1A2B' : 'GAN12uiM-3C4D', mac, service: svc.service, notify: svc.state,
    write: svc.command }, moves, packets, turnEnds);
}

// MoYu32
{
  const mac = 'CF:30:16:00:12:AB';
  const moves = route(32);
  const enc = b => hex(ganStyleEncrypt(b, MOYU32_KEY.key, MOYU32_KEY.iv, mac));
  const packets = [enc(moyu.state(SOLVED, 0)), enc(moyu.battery(66))];
  const turnEnds = [];
  moves.forEach((_, i) => {
    packets.push(enc(moyu.turns((i + 1) & 0xff, moves.slice(0, i + 1), moves.map(() => 250))));
    turnEnds[i] = packets.length;
  });
  write('moyu32', { name: 'WCU_MY32_12AB', mac, service: MOYU32.service, notify: MOYU32.state, write: MOYU32.command },
    moves, packets, turnEnds);
}

// QiYi and Tornado V4
for (const [file, name, mac] of [['qiyi', 'QY-QYSC-S-85A1', 'CC:A3:00:00:85:A1'],
  ['tornado', 'XMD-TornadoV4-i-1F2E', 'CC:A6:00:00:1F:2E']]) {
  const moves = route(file.length * 5);
  const packets = [hex(qiyi.hello(SOLVED, 1000, 0x5a))];
  const turnEnds = [];
  const log = [];
  moves.forEach((m, i) => {
    const clock = 2000 + 800 * i;
    packets.push(hex(qiyi.turn(play(moves.slice(0, i + 1)), m, clock, log.slice().reverse(), 0x5a)));
    log.push({ move: m, clock });
    turnEnds[i] = packets.length;
  });
  write(file, { name, mac, service: QIYI.service, notify: QIYI.state, write: QIYI.command }, moves, packets, turnEnds);
}

// GoCube
{
  const moves = route(77);
  const packets = [hex(gocube.state(SOLVED)), hex(gocube.battery(80))];
  const turnEnds = [];
  moves.forEach((m, i) => {
    packets.push(hex(gocube.turns([m])));
    turnEnds[i] = packets.length;
  });
  write('gocube', { name: 'GoCube_5E1A', mac: null, service: GOCUBE.service, notify: GOCUBE.state, write: GOCUBE.command },
    moves, packets, turnEnds);
}

// Giiker
{
  const moves = route(99);
  const packets = [hex(giikerPacket(SOLVED, []))];
  const turnEnds = [];
  moves.forEach((_, i) => {
    packets.push(hex(giikerPacket(play(moves.slice(0, i + 1)), moves.slice(0, i + 1))));
    turnEnds[i] = packets.length;
  });
  write('giiker', { name: 'GiC3-AB12', mac: null, service: GIIKER.service, notify: GIIKER.state, write: null },
    moves, packets, turnEnds);
}
