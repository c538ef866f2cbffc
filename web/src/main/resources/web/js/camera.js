// The Camera tab: the camera's picture with a guide square, a prompt for each face (which face, named by its
// centre colour, and how to hold the cube), Capture (or capture by itself when the picture is steady), then the six
// faces' 54 readings go to POST /api/scan and the sticker editor opens with the cube it found, the stickers to
// check marked. Without a camera the tab says why, and the other ways to enter the cube still work.
import { api } from './api.js';
import { FACES } from './cube.js';
import { scheme } from './colours.js';
import { readFace, guideSquare } from './sampling.js';
import { sentence } from './words.js';

const $ = id => document.getElementById(id);
/** The order a person shows the faces in: around the sides with white on top, then the top, then the bottom. */
export const FACE_ORDER = ['F', 'R', 'B', 'L', 'U', 'D'];
/** For each face, the face whose colour is at the top ('top') or bottom ('bottom') of the picture. */
const HOLD = { F: ['U', 'top'], R: ['U', 'top'], B: ['U', 'top'], L: ['U', 'top'], U: ['F', 'bottom'], D: ['F', 'top'] };
const STEADY_CHECK_MS = 300;
const STEADY_CHECKS = 4;

const name = f => scheme[f].name.toLowerCase();
const readings = {};
let stream = null;
let face = FACE_ORDER[0];
let onScanned = null;
let steadyTimer = null;
let promptChanged = 0;
let captures = Promise.resolve();
let scanning = Promise.resolve();
/** After the prompt changes, a capture waits this long and for this many new frames, so it sees the new face. */
const SETTLE_MS = 150;
const SETTLE_FRAMES = 3;

/** What to say for a face: which face to show and how to hold the cube. */
export function promptFor(f) {
  const [other, where] = HOLD[f];
  const turn = f === 'F' ? 'Hold the cube up to the camera'
    : ['R', 'B', 'L'].includes(f) ? 'Turn the cube a quarter turn to the left'
      : f === 'U' ? 'Tip the cube toward the camera' : 'Turn the cube over';
  return `${turn}: show the face with the ${name(f)} centre, with the ${name(other)} centre ${where === 'top' ? 'on top' : 'at the bottom'}. `
    + 'Fill the square with the face, then press Capture.';
}

/** A small picture of the face to show: its centre's colour, and a bar in the colour that goes on top or below. */
function picture(f) {
  const [other, where] = HOLD[f];
  const cells = [];
  for (let k = 0; k < 9; k++) {
    const x = 10 + (k % 3) * 20;
    const y = 16 + Math.floor(k / 3) * 20;
    cells.push(`<rect x="${x}" y="${y}" width="18" height="18" rx="3" fill="${k === 4 ? scheme[f].hex : '#d5dae4'}" stroke="#141821"/>`);
  }
  const barY = where === 'top' ? 2 : 80;
  return `<svg class="face-picture" viewBox="0 0 80 94" aria-hidden="true">${cells.join('')}`
    + `<rect x="10" y="${barY}" width="58" height="10" rx="3" fill="${scheme[other].hex}" stroke="#141821"/></svg>`;
}

function showPrompt() {
  const prompt = $('camera-prompt');
  if (prompt.dataset.face !== face) promptChanged = performance.now();
  prompt.dataset.face = face;
  const done = FACE_ORDER.filter(f => readings[f]).length;
  prompt.innerHTML = picture(face) + `<p><strong>Face ${FACE_ORDER.indexOf(face) + 1} of 6.</strong> `
    + `<span id="camera-prompt-text">${promptFor(face)}</span></p>`;
  prompt.setAttribute('aria-label', `Face ${FACE_ORDER.indexOf(face) + 1} of 6: ${promptFor(face)}`);
  $('camera-capture').textContent = done === 6 ? 'Capture again' : 'Capture';
  renderFaces();
}

function renderFaces() {
  const list = $('camera-faces');
  list.innerHTML = '';
  for (const f of FACE_ORDER) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'camera-face' + (f === face ? ' current' : '') + (readings[f] ? ' done' : '');
    button.dataset.for = f;
    button.setAttribute('aria-label', `${scheme[f].name} face${readings[f] ? ', captured; press to capture again' : ''}`);
    const cells = (readings[f] || Array(9).fill(null)).map((c, k) =>
      `<span style="background:${c || (k === 4 ? scheme[f].hex : 'transparent')}"></span>`).join('');
    button.innerHTML = `<span class="mini">${cells}</span>`;
    button.addEventListener('click', () => {
      face = f;
      showPrompt();
    });
    li.appendChild(button);
    list.appendChild(li);
  }
}

function status(kind, text) {
  const el = $('camera-status');
  el.className = 'field-status ' + kind;
  el.textContent = text;
}

/** Why there is no camera, in words, from getUserMedia's error (or its absence). */
function noCameraText(error) {
  const others = ' You can still enter the cube with Moves or Stickers.';
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    return 'The camera works only on a secure page (https, or this computer\'s own address). Start the server with '
      + '"cubeguide serve --tls" and open the https address it prints.' + others;
  }
  if (error && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) {
    return 'The browser did not allow the camera. Allow it in the site settings, then open the Camera tab again.' + others;
  }
  if (error && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')) {
    return 'No camera was found on this device.' + others;
  }
  if (error && error.name === 'NotReadableError') {
    return 'The camera is in use by another app. Close it, then open the Camera tab again.' + others;
  }
  return 'The camera could not be started.' + others;
}

/** Starts the camera (the rear one on a phone). */
export async function startCamera() {
  showPrompt();
  if (stream) return;
  $('camera-capture').disabled = true;
  $('camera-box').hidden = false;
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    noCamera(null);
    return;
  }
  status('', 'Starting the camera…');
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false,
    });
  } catch (e) {
    noCamera(e);
    return;
  }
  const video = $('camera-video');
  video.srcObject = stream;
  await new Promise(resolve => {
    if (video.readyState >= 1) resolve();
    else video.addEventListener('loadedmetadata', resolve, { once: true });
  });
  await video.play().catch(() => {});
  placeGuide();
  $('camera-capture').disabled = false;
  $('pane-camera').dataset.camera = 'on';
  status('', 'Hold the face inside the square, about as large as the square.');
  watchSteadiness();
}

function noCamera(error) {
  $('camera-box').hidden = true;
  $('camera-capture').disabled = true;
  $('pane-camera').dataset.camera = 'none';
  status('error', noCameraText(error));
}

/** Stops the camera (when another tab is chosen). */
export function stopCamera() {
  if (stream) stream.getTracks().forEach(t => t.stop());
  stream = null;
  clearInterval(steadyTimer);
  if ($('pane-camera').dataset.camera === 'on') delete $('pane-camera').dataset.camera;
}

/** The guide square over the picture: centred, its side 60% of the picture's shorter side. */
function placeGuide() {
  const video = $('camera-video');
  const w = video.clientWidth;
  const h = video.clientHeight;
  if (!w || !h) return;
  const square = guideSquare(w, h);
  const guide = $('camera-guide');
  guide.style.left = `${square.x}px`;
  guide.style.top = `${square.y}px`;
  guide.style.width = guide.style.height = `${square.side}px`;
}

function frame() {
  const video = $('camera-video');
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(video, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Resolves after the video has shown a few new frames and the prompt has been up for a moment. */
function settled() {
  const video = $('camera-video');
  const wait = Math.max(0, promptChanged + SETTLE_MS - performance.now());
  const frames = new Promise(resolve => {
    if (!video.requestVideoFrameCallback) {
      setTimeout(resolve, 200);
      return;
    }
    let n = 0;
    const fallback = setTimeout(resolve, 1000);
    const seen = () => {
      if (++n >= SETTLE_FRAMES) {
        clearTimeout(fallback);
        resolve();
      } else video.requestVideoFrameCallback(seen);
    };
    video.requestVideoFrameCallback(seen);
  });
  return Promise.all([frames, new Promise(resolve => setTimeout(resolve, wait))]);
}

/** Reads the face now in the square, then asks for the next one; after the sixth, finds the cube. Presses queue. */
export function capture() {
  captures = captures.then(captureNow, captureNow);
  return captures;
}

async function captureNow() {
  if (!stream) return;
  await settled();
  const image = frame();
  if (!image.width) return;
  readings[face] = readFace(image);
  const next = FACE_ORDER.find(f => !readings[f]);
  if (next) {
    face = next;
    showPrompt();
    status('ok', `Captured. Now face ${FACE_ORDER.indexOf(face) + 1} of 6.`);
    return;
  }
  showPrompt();
  scanning = resolveCube();
  await scanning;
}

/** Resolves when the scan of the six faces asked for last (if any) has been answered and shown. */
export async function scanDone() {
  await captures;
  return scanning;
}

/** The 54 readings in facelet order (URFDLB), or null until six faces are captured. */
export function allReadings() {
  return FACES.every(f => readings[f]) ? FACES.flatMap(f => readings[f]) : null;
}

async function resolveCube() {
  const colors = allReadings();
  status('', 'Reading the colours…');
  try {
    const answer = await api('POST', '/api/scan', { colors });
    status('ok', answer.uncertain.length
      ? `Done. Please check the ${answer.uncertain.length} marked sticker${answer.uncertain.length === 1 ? '' : 's'} (a tap switches one to its other likely colour), then press Solve.`
      : 'Done. Check the cube below, then press Solve.');
    onScanned(answer, runnersUp(colors, answer.facelets, answer.uncertain || []));
  } catch (e) {
    const named = stickersOfDetail(e.detail);
    status('error', e.code === 'SCAN_UNRESOLVED'
      ? 'Some colours could not be read well enough to make a real cube. Capture the faces with the marked stickers again (tap a face above), in even light, or paint them in the Stickers tab.'
      : e.code === 'NOT_FOUND' ? 'This server cannot read colours yet; please paint the stickers in the Stickers tab.'
        : sentence(e.message));
    if (named.length) {
      const faces = [...new Set(named.map(i => FACES[Math.floor(i / 9)]))];
      face = FACE_ORDER.find(f => faces.includes(f)) || face;
      showPrompt();
    }
  }
}

const rgb = hex => [1, 3, 5].map(k => parseInt(hex.slice(k, k + 2), 16));

/**
 * For each uncertain sticker, the colour its reading is next closest to: the mean reading of that colour's stickers
 * on the same face (lit the same way), or on the whole cube when the face has none. A tap switches to it.
 */
function runnersUp(colors, facelets, uncertain) {
  const out = new Map();
  const mean = (letter, face) => {
    const pick = i => facelets[i] === letter && (face === null || Math.floor(i / 9) === face);
    const chosen = colors.map((c, i) => i).filter(pick);
    if (!chosen.length) return null;
    const sum = [0, 0, 0];
    chosen.forEach(i => rgb(colors[i]).forEach((v, k) => { sum[k] += v; }));
    return sum.map(v => v / chosen.length);
  };
  for (const i of uncertain) {
    const reading = rgb(colors[i]);
    let best = null;
    let bestDistance = Infinity;
    for (const letter of FACES) {
      if (letter === facelets[i]) continue;
      const m = mean(letter, Math.floor(i / 9)) || mean(letter, null);
      const d = m.reduce((s, v, k) => s + (v - reading[k]) ** 2, 0);
      if (d < bestDistance) {
        bestDistance = d;
        best = letter;
      }
    }
    out.set(i, [facelets[i], best]);
  }
  return out;
}

/** Sticker indices an error's detail names (as numbers 0-53 or names such as "U9"). */
function stickersOfDetail(detail) {
  const out = [];
  const add = v => {
    if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'number' && v >= 0 && v < 54) out.push(v);
    else if (typeof v === 'string') {
      v.split(/\s+/).forEach(n => {
        if (/^[URFDLB][1-9]$/.test(n)) out.push(FACES.indexOf(n[0]) * 9 + Number(n[1]) - 1);
      });
    }
  };
  if (detail) ['stickers', 'uncertain', 'indices'].forEach(k => add(detail[k]));
  return out;
}

/** Captures by itself once the picture in the square has stayed still for a moment, then waits for a change. */
function watchSteadiness() {
  let last = null;
  let still = 0;
  let armed = true;
  clearInterval(steadyTimer);
  steadyTimer = setInterval(() => {
    if (!stream || !$('camera-auto').checked || $('pane-camera').hidden) return;
    const image = frame();
    const square = guideSquare(image.width, image.height);
    const sample = [];
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        const x = Math.round(square.x + (a + 0.5) * square.side / 12);
        const y = Math.round(square.y + (b + 0.5) * square.side / 12);
        const o = (y * image.width + x) * 4;
        sample.push(image.data[o] + image.data[o + 1] + image.data[o + 2]);
      }
    }
    if (last) {
      const change = sample.reduce((s, v, i) => s + Math.abs(v - last[i]), 0) / sample.length / 3;
      if (change > 20) armed = true;
      still = change < 6 ? still + 1 : 0;
      if (armed && still >= STEADY_CHECKS) {
        armed = false;
        still = 0;
        capture();
      }
    }
    last = sample;
  }, STEADY_CHECK_MS);
}

/** Wires the tab; scanned(answer) receives the server's {facelets, uncertain, confidence}. */
export function setUpCamera(scanned) {
  onScanned = scanned;
  $('camera-capture').addEventListener('click', capture);
  window.addEventListener('resize', placeGuide);
  $('camera-video').addEventListener('resize', placeGuide);
  showPrompt();
}
