// When the tracker trusts the cube's full state, and turn times from the cube's clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CubeTracker, QUIET_MS } from '../../../main/resources/web/js/smartcube/tracker.js';
import { fitLine, stepTimes } from '../../../main/resources/web/js/smartcube/clock.js';
import { requestDeviceOptions, familyOf } from '../../../main/resources/web/js/smartcube/families.js';
import { SOLVED, play } from './fixtures.mjs';

test('a full state that arrives while turns are coming, out of step, is not trusted; after a quiet moment it is', () => {
  let now = 0;
  const tracker = new CubeTracker(() => now);
  tracker.handle({ type: 'state', facelets: SOLVED });
  tracker.handle({ type: 'turn', move: 'R' });
  now = 100;
  // The cube's state, sent before its turn arrived: stale.
  tracker.handle({ type: 'state', facelets: SOLVED });
  assert.equal(tracker.facelets, play(['R']));
  tracker.handle({ type: 'state', facelets: play(['R', 'U']), synced: false });
  assert.equal(tracker.facelets, play(['R']));
  now = 100 + QUIET_MS;
  tracker.handle({ type: 'state', facelets: play(['R', 'U']) });
  assert.equal(tracker.facelets, play(['R', 'U']));
});

test('a full state whose counter matches the last turn, or that travels with its turn, is trusted at once', () => {
  const tracker = new CubeTracker(() => 0);
  tracker.handle({ type: 'state', facelets: SOLVED });
  tracker.handle({ type: 'turn', move: 'F' });
  tracker.handle({ type: 'state', facelets: play(['F', 'F']), synced: true });
  assert.equal(tracker.facelets, play(['F', 'F']));
  tracker.handle({ type: 'state', facelets: play(['B']), afterTurn: true });
  assert.equal(tracker.facelets, play(['B']));
});

test('turn times: the cube clock scaled by its fitted rate, the page clock where the cube has none', () => {
  const { slope, intercept } = fitLine([[0, 10], [1000, 1010], [2000, 2010]]);
  assert.ok(Math.abs(slope - 1) < 1e-9 && Math.abs(intercept - 10) < 1e-9);
  // A cube clock running 2% slow: 980 cube ms are 1000 page ms.
  const turns = [0, 1, 2, 3].map(k => ({ cubeTime: 980 * k, localTime: 5000 + 1000 * k + (k % 2 ? 30 : 0) }));
  const times = stepTimes(turns, 4000);
  assert.equal(times[0], 1000);
  for (const t of times.slice(1)) assert.ok(Math.abs(t - 1000) < 25, 'drift corrected: ' + t);
  const noClock = [{ cubeTime: null, localTime: 10 }, { cubeTime: null, localTime: 250 }];
  assert.deepEqual(stepTimes(noClock), [0, 240]);
});

test('requestDevice lists every family: name prefixes, services and company identifiers', () => {
  const o = requestDeviceOptions();
  const prefixes = o.filters.map(f => f.namePrefix);
  for (const p of ['GAN', 'MG', 'AiCube', 'WCU_MY3', 'QY-QYSC', 'XMD-TornadoV4-i', 'GoCube', 'Rubiks', 'Gi', 'Hi-']) {
    assert.ok(prefixes.includes(p), p);
  }
  for (const s of ['6e400001-b5a3-f393-e0a9-e50e24dc4179', '8653000a-43e6-47b7-9cb0-5fc21d4ae340',
    '00000010-0000-fff7-fff6-fff5fff4fff0', '0783b03e-7735-b5a0-1760-a305d2795cb0', '0000fff0-0000-1000-8000-00805f9b34fb',
    '6e400001-b5a3-f393-e0a9-e50e24dcca9e', '0000aadb-0000-1000-8000-00805f9b34fb']) {
    assert.ok(o.optionalServices.includes(s), s);
  }
  assert.ok(o.optionalManufacturerData.includes(0x0001) && o.optionalManufacturerData.includes(0x0504));
  assert.ok(o.optionalManufacturerData.every(c => Number.isInteger(c) && c >= 0 && c <= 0xffff));
  assert.equal(familyOf('GAN12uiM_1234').id, 'gan');
  assert.equal(familyOf('AiCube-1').id, 'gan');
  assert.equal(familyOf('GiC3').id, 'giiker');
  assert.equal(familyOf('GoCube_X').id, 'gocube');
  assert.equal(familyOf('XMD-TornadoV4-i-12AB').id, 'qiyi');
  assert.equal(familyOf('Phone'), null);
});
