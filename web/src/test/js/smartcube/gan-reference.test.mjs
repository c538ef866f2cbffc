// GAN Gen2, Gen3, Gen4 and MoYu AI 2023 against vectors read by an independent implementation known to work with
// real cubes: gan-web-bluetooth 3.0.2 (MIT; see NOTICE.md). Each packet is a ciphertext as the cube would send it,
// for the MAC address given; the expected events are what that library decodes from it. Serials wrap past 255;
// in each sequence one turn is lost: Gen2's next packet repeats it, and Gen3/Gen4 send it in a history answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAN_KEY, MOYU_AI_KEY, GanGen2Decoder, GanGen3Decoder, GanGen4Decoder } from '../../../main/resources/web/js/smartcube/gan.js';
import { FAMILIES } from '../../../main/resources/web/js/smartcube/families.js';
import { CubeTracker } from '../../../main/resources/web/js/smartcube/tracker.js';
import { play, unhex } from './fixtures.mjs';

const SEQUENCES = [
  {
    name: "GAN Gen2", generation: 2, moyu: false, mac: '39:EB:23:EB:06:CE',
    packets: [
      ['7c7f228e789e138f63be0eacf916c70c398adfed', [{ type: 'state', serial: 254, facelets: 'UBDDULFFLDUFBRFLBBRUBFFLLFFBDURDUUBRRLDRLRRUULRFLBDDDB' }]],
      ['2e57e301ee10d4be43195a5c037fcafe73843e97', [{ type: 'battery', level: 81 }]],
      ['04ce6deeb4892340934070210a4259ba41292b40', [{ type: 'turn', move: "D'", serial: 255, cubeTime: 1926 }]],
      ['3b00cc806254be000b7ae7d8ac2cb4908f9b7e81', [{ type: 'turn', move: "F'", serial: 0, cubeTime: 2540 }]],
      ['51bfe6de78167b33b484f17012e2d9adb5db4a70', [{ type: 'turn', move: "D", serial: 1, cubeTime: 4902 }, { type: 'turn', move: "D", serial: 2, cubeTime: 6729 }]],
      ['d694ed3a8c96711a8815915c2aa8287d3cc67709', [{ type: 'turn', move: "D'", serial: 3, cubeTime: 9604 }]],
    ],
  },
  {
    name: "MoYu AI 2023 (GAN Gen2, its own key)", generation: 2, moyu: true, mac: '2A:98:03:33:FC:E4',
    packets: [
      ['6083d5e1bcbcdf3534fc93b32a37b27b625ef3ae', [{ type: 'state', serial: 254, facelets: 'UBBDULDUUFFDLRLUBRLBLDFUBLFRDRRDRRFFLFFFLRDUULDBBBRDUB' }]],
      ['c00de0426c61d33c822f12ed5c6f057e7f859afa', [{ type: 'battery', level: 85 }]],
      ['b657397c5757e9e5ea137cc469d47f8b4390f659', [{ type: 'turn', move: "D'", serial: 255, cubeTime: 2208 }]],
      ['00b619a3e515fea9e3708affa91866a4ac4de260', [{ type: 'turn', move: "R'", serial: 0, cubeTime: 4925 }]],
      ['d463d308a12e44ff9bc78302809219c0afd47637', [{ type: 'turn', move: "B", serial: 1, cubeTime: 7515 }, { type: 'turn', move: "B'", serial: 2, cubeTime: 7923 }]],
      ['edcfcab7f740db80d6a1491839cf830ab29decdb', [{ type: 'turn', move: "U", serial: 3, cubeTime: 10927 }]],
    ],
  },
  {
    name: "GAN Gen3", generation: 3, moyu: false, mac: '3F:E2:7E:58:A3:EE',
    packets: [
      ['220ff7f18c0862bf9cc2a76698dbf39d5de760', [{ type: 'state', serial: 254, facelets: 'DDLLUFLDDFLDBRBBLUDBRFFRURURFRUDDFUBRBBDLUURFFRBUBFLLL' }]],
      ['69dc0fbe523a5d98a7c33a28c9b02dfa', [{ type: 'battery', level: 37 }]],
      ['284feb9339af2d509b93cc6b2bfd6bb3', [{ type: 'turn', move: "F'", serial: 255, cubeTime: 216417 }]],
      ['063124e0e9f3d8963dd003a618c008a5', [{ type: 'turn', move: "L'", serial: 0, cubeTime: 217940 }]],
      ['9a6dbe726fb17fb921a6f9faf805d598', []],
      ['a33313f55f2ccaf4c249565a353a7d03', [{ type: 'turn', move: "F", serial: 1, cubeTime: null }, { type: 'turn', move: "L", serial: 2, cubeTime: 220617 }]],
      ['e7d130c9bd219c4c6e4977e46526adff', [{ type: 'turn', move: "D'", serial: 3, cubeTime: 222919 }]],
    ],
  },
  {
    name: "GAN Gen4", generation: 4, moyu: false, mac: '11:8A:07:7F:6E:58',
    packets: [
      ['56f78f9b2781500abdadd878b64a6651b8e80612', [{ type: 'state', serial: 254, facelets: 'URDUUBDDULDRFRDFLDBFBRFUUFLBRDDDFUUBFBLBLUFRRFBLLBLRLR' }]],
      ['db82ad1b97194d6cdf52593e4ccc8e1d9b397b53', [{ type: 'battery', level: 66 }]],
      ['cd3c6c160cae4c8135d6cbb889b62f61da0159b4', [{ type: 'turn', move: "D'", serial: 255, cubeTime: 163333 }]],
      ['535d6a5317ccd6943e3a0a20d8541dca99af602f', [{ type: 'turn', move: "F'", serial: 0, cubeTime: 165716 }]],
      ['3b52bd009cdfad4b9165a05ac7deb94bd5163788', []],
      ['250c3052f7232daf09e6bf1adc68e8fb16aeae91', [{ type: 'turn', move: "B", serial: 1, cubeTime: null }, { type: 'turn', move: "F", serial: 2, cubeTime: 166354 }]],
      ['dc663790aa60c95de1b021c048e1a69faa8081f7', [{ type: 'turn', move: "U", serial: 3, cubeTime: 168040 }]],
    ],
  },
];

async function decoderFor(s) {
  if (s.generation === 2) return GanGen2Decoder.create(s.mac, s.moyu ? MOYU_AI_KEY : GAN_KEY);
  return s.generation === 3 ? GanGen3Decoder.create(s.mac) : GanGen4Decoder.create(s.mac);
}

/** Our events in the reference's terms (requests to the cube and gap notices left out). */
function meaning(e) {
  if (e.type === 'turn') return { type: 'turn', move: e.move, serial: e.serial, cubeTime: e.cubeTime };
  if (e.type === 'state') return { type: 'state', serial: e.serial, facelets: e.facelets };
  if (e.type === 'battery') return { type: 'battery', level: e.level };
  return null;
}

for (const s of SEQUENCES) {
  test(`${s.name}: real-cube byte layout, key and MAC salting agree with gan-web-bluetooth`, async () => {
    const decoder = await decoderFor(s);
    const tracker = new CubeTracker(() => 0);
    const turns = [];
    let start = null;
    for (const [cipher, expected] of s.packets) {
      const events = await decoder.decode(unhex(cipher));
      events.forEach(e => tracker.handle(e));
      assert.deepEqual(events.map(meaning).filter(Boolean), expected, cipher);
      for (const e of expected) {
        if (e.type === 'state' && start === null) start = e.facelets;
        if (e.type === 'turn') turns.push(e.move);
      }
    }
    assert.equal(tracker.facelets, play(turns, start));
  });
}

test('GAN: the MAC address is the last six of the first nine bytes of the manufacturer data', () => {
  const gan = FAMILIES.find(f => f.id === 'gan');
  const data = Uint8Array.from([0x4c, 0x12, 0x00, 0x0c, 0x9b, 0x22, 0x11, 0x4a, 0xf3, 0x01, 0x02, 0x03]);
  assert.deepEqual(gan.macFromAdvert(data), [0xf3, 0x4a, 0x11, 0x22, 0x9b, 0x0c]);
  assert.deepEqual(gan.macFromAdvert(data.slice(0, 9)), [0xf3, 0x4a, 0x11, 0x22, 0x9b, 0x0c]);
  assert.equal(gan.macFromAdvert(data.slice(0, 5)), null);
});

// Gen3 and Gen4 give a live turn's direction two bits; the reference reads 1 as counter-clockwise and 0, 2 and 3
// as clockwise. Solved state at serial 16, then R (direction 2), F (direction 3), U' (direction 1), MAC 5C:21:9E:07:B3:48.
const DIRECTIONS = {
  3: ['991889bcc569f2cdd524aaf207fb2c64789ac0', '755476fbb1ca3617f115d8ad48e51e92', '33ccbcb2fc94099552278868d359caeb',
    '4a5be364c852080a7ca48b19974caa33'],
  4: ['74877cf6b31767e0106a0a53dd3425464c20f628', '71ce9e416e8dd2c4352ec0e7427a91c3fb74012f',
    '945e3dc8f329292daebeecb8b2febc0a7a7f96ec', 'f781bb183783390a1637dd83acc31f9ab03c4ba1'],
};
for (const generation of [3, 4]) {
  test(`GAN Gen${generation}: a live turn's direction bits 2 and 3 read clockwise, as the reference reads them`, async () => {
    const mac = '5C:21:9E:07:B3:48';
    const decoder = generation === 3 ? await GanGen3Decoder.create(mac) : await GanGen4Decoder.create(mac);
    const events = [];
    for (const cipher of DIRECTIONS[generation]) events.push(...await decoder.decode(unhex(cipher)));
    assert.equal(events[0].facelets, play([]));
    assert.deepEqual(events.filter(e => e.type === 'turn').map(e => `${e.move}#${e.serial}@${e.cubeTime}`),
      ['R#17@6700', 'F#18@6800', "U'#19@6900"]);
  });
}
