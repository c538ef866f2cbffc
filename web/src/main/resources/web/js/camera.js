// The Camera tab: the camera's picture with a guide square, a prompt for each face (which face, named by its
// centre colour, and how to hold the cube), Capture (or capture by itself when the picture is steady), then the six
// faces' 54 readings go to POST /api/scan and the sticker editor opens with the cube it found, the stickers to
// check marked. A capture that cannot be the face asked for is refused (capture-check.js); when the readings make no
// real cube, the page says why in its own words, marks the stickers on the faces' pictures, and offers to fix them
// by hand from the readings' best guess (scan-failure.js). Without a camera the tab says why, and the other ways
// to enter the cube still work.
import { api } from './api.js';
import { FACES } from './cube.js';
import { scheme } from './colours.js';
import { inspectFace, guideSquare } from './sampling.js';
import { watchSteadiness } from './auto-capture.js';
import { refusal, runnersUp } from './capture-check.js';
import { explainFailure } from './scan-failure.js';
import { sentence } from './words.js';
import { FACE_ORDER, promptFor, picture } from './camera-prompt.js';

export { FACE_ORDER, promptFor };

const $ = id => document.getElementById(id);

const name = f => scheme[f].name.toLowerCase();
/**
 * The camera and the scan, owned by this module: the readings of each face, the faces in the order they were
 * captured (the last capture of a face counts), the last scan's failure ({text, retake, doubtful, guess}) until the
 * faces change, else null; the camera's stream, the face asked for, the page's callbacks, and the captures and the
 * scan in progress.
 */
const camera = {
  readings: {}, captureOrder: [], failure: null, stream: null, face: FACE_ORDER[0], onScanned: null,
  onFixByHand: null, stopWatching: () => {}, promptChanged: 0, captures: Promise.resolve(), scanning: Promise.resolve(),
};
const { readings } = camera;
/** After the prompt changes, a capture waits this long and for this many new frames, so it sees the new face. */
const SETTLE_MS = 150;
const SETTLE_FRAMES = 3;

function showPrompt() {
  const prompt = $('camera-prompt');
  if (prompt.dataset.face !== camera.face) camera.promptChanged = performance.now();
  prompt.dataset.face = camera.face;
  const done = FACE_ORDER.filter(f => readings[f]).length;
  prompt.innerHTML = picture(camera.face) + `<p><strong>Face ${FACE_ORDER.indexOf(camera.face) + 1} of 6.</strong> `
    + `<span id="camera-prompt-text">${promptFor(camera.face)}</span></p>`;
  prompt.setAttribute('aria-label', `Face ${FACE_ORDER.indexOf(camera.face) + 1} of 6: ${promptFor(camera.face)}`);
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
    button.className = 'camera-face' + (f === camera.face ? ' current' : '') + (readings[f] ? ' done' : '');
    button.dataset.for = f;
    const doubtful = camera.failure === null ? 0 : camera.failure.doubtful.filter(i => Math.floor(i / 9) === FACES.indexOf(f)).length;
    button.setAttribute('aria-label', `${scheme[f].name} face${readings[f] ? ', captured; press to capture again' : ''}`
      + (doubtful ? `; ${doubtful} sticker${doubtful === 1 ? '' : 's'} to check` : ''));
    const start = FACES.indexOf(f) * 9;
    const marked = k => camera.failure !== null && camera.failure.doubtful.includes(start + k);
    const cells = (readings[f] || Array(9).fill(null)).map((c, k) =>
      `<span${marked(k) ? ' class="doubtful"' : ''} style="background:${c || (k === 4 ? scheme[f].hex : 'transparent')}"></span>`).join('');
    if (camera.failure !== null && camera.failure.doubtful.some(i => i >= start && i < start + 9)) button.classList.add('doubtful');
    button.innerHTML = `<span class="mini">${cells}</span>`;
    button.addEventListener('click', () => {
      camera.face = f;
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

/** The failed scan's words, with a "Fix by hand" button that opens the sticker editor with the best guess. */
function showFailure() {
  status('error', camera.failure.text);
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'camera-fix';
  button.className = 'secondary small';
  button.textContent = 'Fix by hand';
  button.addEventListener('click', fixByHand);
  $('camera-status').append(' ', button);
}

/** What a refused capture says: why it cannot be the face asked for, and what to do. */
function refusalText(why) {
  if (why.reason === 'NO_FACE') {
    return 'No cube face was seen in the square, so this picture was not kept. Hold one face of the cube inside the '
      + 'square, filling it, then press Capture.';
  }
  return `This picture was not kept: its centre has the colour of the ${name(why.other)} face, which you took `
    + `before (the same face twice?). Show the face with the ${name(camera.face)} centre, as the picture above shows, then `
    + 'press Capture.';
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
  if (camera.stream) return;
  $('camera-capture').disabled = true;
  $('camera-box').hidden = false;
  if (!window.isSecureContext || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    noCamera(null);
    return;
  }
  status('', 'Starting the camera…');
  try {
    camera.stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false,
    });
  } catch (e) {
    noCamera(e);
    return;
  }
  const video = $('camera-video');
  video.srcObject = camera.stream;
  await new Promise(resolve => {
    if (video.readyState >= 1) resolve();
    else video.addEventListener('loadedmetadata', resolve, { once: true });
  });
  await video.play().catch(() => {});
  placeGuide();
  $('camera-capture').disabled = false;
  $('pane-camera').dataset.camera = 'on';
  status('', 'Hold the face inside the square, about as large as the square.');
  camera.stopWatching();
  camera.stopWatching = watchSteadiness(frame, () => camera.stream && $('camera-auto').checked && !$('pane-camera').hidden, capture);
}

function noCamera(error) {
  $('camera-box').hidden = true;
  $('camera-capture').disabled = true;
  $('pane-camera').dataset.camera = 'none';
  status('error', noCameraText(error));
}

/** Stops the camera (when another tab is chosen). */
export function stopCamera() {
  if (camera.stream) camera.stream.getTracks().forEach(t => t.stop());
  camera.stream = null;
  camera.stopWatching();
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
  const wait = Math.max(0, camera.promptChanged + SETTLE_MS - performance.now());
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
  camera.captures = camera.captures.then(captureNow, captureNow);
  return camera.captures;
}

async function captureNow() {
  if (!camera.stream) return;
  await settled();
  const image = frame();
  if (!image.width) return;
  const inspection = inspectFace(image);
  const why = refusal(camera.face, inspection, readings);
  if (why) {
    status('error', refusalText(why));
    const el = $('camera-status');
    el.dataset.refusals = String(Number(el.dataset.refusals || 0) + 1);
    return;
  }
  readings[camera.face] = inspection.colours;
  camera.captureOrder = [...camera.captureOrder.filter(f => f !== camera.face), camera.face];
  camera.failure = null;
  const next = FACE_ORDER.find(f => !readings[f]);
  if (next) {
    camera.face = next;
    showPrompt();
    status('ok', `Captured. Now face ${FACE_ORDER.indexOf(camera.face) + 1} of 6.`);
    return;
  }
  showPrompt();
  camera.scanning = resolveCube();
  await camera.scanning;
}

/** Resolves when the scan of the six faces asked for last (if any) has been answered and shown. */
export async function scanDone() {
  await camera.captures;
  return camera.scanning;
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
    camera.onScanned(answer, runnersUp(colors, answer.facelets, answer.uncertain || []));
  } catch (e) {
    if (e.code === 'SCAN_UNRESOLVED') {
      camera.failure = explainFailure(e.detail, colors, camera.captureOrder);
      camera.face = camera.failure.retake || camera.face;
      showPrompt();
      showFailure();
      return;
    }
    status('error', e.code === 'NOT_FOUND' ? 'This server cannot read colours yet; please paint the stickers in the Stickers tab.'
      : sentence(e.message));
  }
}

/** The last scan's failure, or null when there is none (or the faces changed since). */
export const scanFailure = () => camera.failure;

/** Opens the sticker editor with the readings' best guess, the doubtful stickers marked. */
export function fixByHand() {
  if (camera.failure && camera.onFixByHand) camera.onFixByHand(camera.failure.guess, camera.failure.doubtful);
}

/**
 * Wires the tab; scanned(answer) receives the server's {facelets, uncertain, confidence}; fix(guess, doubtful) the
 * readings' best guess (face letters) and the stickers to check when no real cube fits them.
 */
export function setUpCamera(scanned, fix) {
  camera.onScanned = scanned;
  camera.onFixByHand = fix;
  $('camera-capture').addEventListener('click', capture);
  window.addEventListener('resize', placeGuide);
  $('camera-video').addEventListener('resize', placeGuide);
  showPrompt();
}
