// The Send to display panel, shown only when the server was started with --display: sends the cube, and the
// guide's steps, to the display-guide device (which solves the cube it gets by itself and shows one step at a time).
import { api } from './api.js';
import { onGuide } from './guide-state.js';

const $ = id => document.getElementById(id);

/**
 * Shows the panel when the server has a display; currentCube() is the cube to send (colour letters), or null. With
 * "Step the display with the guide" on, each step of the guide steps the display too.
 */
export async function setUpDisplay(currentCube) {
  let config;
  try {
    config = await api('GET', '/api/config');
  } catch (e) {
    return;
  }
  if (!config.display) return;
  const panel = $('display-panel');
  panel.hidden = false;
  panel.innerHTML = `
    <h2>Send to display</h2>
    <p class="hint">The display at <code></code> shows the guide on its own screen; it solves the cube it gets itself.</p>
    <div class="display-buttons">
      <button type="button" id="display-send" class="secondary">Send cube to display</button>
      <button type="button" id="display-prev" class="secondary">Display: Previous</button>
      <button type="button" id="display-next" class="secondary">Display: Next</button>
    </div>
    <label class="check"><input type="checkbox" id="display-follow"> Step the display with the guide</label>
    <p id="display-status" class="field-status" role="status" aria-live="polite"></p>`;
  panel.querySelector('code').textContent = config.display;
  $('display-send').addEventListener('click', () => {
    const cube = currentCube();
    if (!cube) {
      displayStatus('error', 'Paint every sticker first.');
      return;
    }
    send({ send: 'state', facelets: cube });
  });
  // One packet after another, in the order of the clicks.
  const queue = { last: Promise.resolve() };
  const send = request => sendToDisplay(queue, request);
  $('display-prev').addEventListener('click', () => send({ send: 'prev' }));
  $('display-next').addEventListener('click', () => send({ send: 'next' }));
  onGuide(event => {
    if (event.type !== 'step' || !$('display-follow').checked) return;
    if (event.to > event.from && event.from >= 1) send({ send: 'next' });
    if (event.to < event.from && event.from >= 2) send({ send: 'prev' });
  });
}

function sendToDisplay(queue, request) {
  queue.last = queue.last.then(async () => {
    try {
      const answer = await api('POST', '/api/display', request);
      displayStatus('ok', `Sent ${answer.sent} (${answer.bytes.split(' ').length} bytes) to ${answer.to}.`);
    } catch (e) {
      displayStatus('error', e.message);
    }
  });
  return queue.last;
}

function displayStatus(kind, text) {
  const status = $('display-status');
  status.className = 'field-status ' + kind;
  status.textContent = text;
}

