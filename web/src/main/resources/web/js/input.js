// Entering the cube: the Moves, Stickers and Camera tabs, the scramble field with live checking, random
// scrambles, and the colour scheme. The cube entered is shown through show(state), given by the page's wiring.
import { api } from './api.js';
import { FACES, SOLVED, applyMove, parseMove } from './cube.js';
import { scheme, saveScheme, resetScheme } from './colours.js';
import { NetEditor } from './editor.js';
import { showMessage, hideMessage, clearMessages } from './messages.js';
import { startCamera, stopCamera } from './camera.js';
import { plural } from './words.js';

const $ = id => document.getElementById(id);
const TABS = ['moves', 'stickers', 'camera'];

export function activeTab() {
  return TABS.find(t => $('tab-' + t).getAttribute('aria-selected') === 'true') || 'moves';
}

/** The stickers (as colour letters) after a face/slice/rotation move list from solved, or null. */
export function actualStickers(movesText) {
  const moves = movesText.trim() === '' ? [] : movesText.trim().split(/\s+/).map(parseMove);
  return moves.some(m => !m) ? null : moves.reduce(applyMove, SOLVED);
}

function showNotationError(e, text) {
  const status = $('scramble-status');
  $('scramble').setAttribute('aria-invalid', 'true');
  status.className = 'field-status error';
  status.textContent = '';
  const message = e.message.charAt(0).toUpperCase() + e.message.slice(1);
  if (e.code === 'BAD_NOTATION' && e.detail && e.detail.column) {
    const at = e.detail.column - 1;
    const length = Math.max(1, (e.detail.token || '').length);
    const code = document.createElement('code');
    code.className = 'pointer';
    code.append(text.slice(0, at));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(at, at + length) || ' ';
    code.append(mark, text.slice(at + length));
    status.append(message, document.createElement('br'), code);
  } else {
    status.textContent = message;
  }
}

/**
 * Wires the inputs: solve() is called by Enter in the scramble field, show(state) with a cube in colour letters to
 * show while no guide is active, schemeChanged() after the colour scheme changed. Returns {editor (the sticker
 * editor), selectTab(which), checkScramble()}.
 */
export function setUpInput({ solve, show, schemeChanged }) {
  let painted = null;
  let parseTimer = null;
  let parseId = 0;
  const editor = new NetEditor($('editor'), () => scheme, current => {
    // Another cube painted: the messages about the one before go.
    if (painted !== null && current !== painted) clearMessages();
    painted = current;
    if (activeTab() === 'stickers') show(current);
  }, 'main');
  TABS.forEach((which, index) => {
    $('tab-' + which).addEventListener('click', () => selectTab(which));
    $('tab-' + which).addEventListener('keydown', e => {
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const other = TABS[(index + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
        selectTab(other);
        $('tab-' + other).focus();
      }
    });
  });
  $('scramble').addEventListener('input', () => {
    clearMessages();
    clearTimeout(parseTimer);
    parseTimer = setTimeout(checkScramble, 220);
  });
  $('scramble').addEventListener('keydown', e => {
    if (e.key === 'Enter') {
      e.preventDefault();
      solve();
    }
  });
  $('random').addEventListener('click', async () => {
    $('random').disabled = true;
    try {
      let answer;
      try {
        answer = await api('GET', '/api/scramble');
      } catch (e) {
        answer = await api('GET', '/api/scramble?randomState=false&moves=25');
      }
      selectTab('moves');
      $('scramble').value = answer.scramble;
      hideMessage();
      await checkScramble();
    } catch (e) {
      showMessage(e);
    } finally {
      $('random').disabled = false;
    }
  });
  renderSchemeEditor();
  $('scheme-reset').addEventListener('click', () => {
    resetScheme();
    renderSchemeEditor();
    changed();
  });

  function selectTab(which) {
    if (which !== activeTab()) clearMessages();
    for (const t of TABS) {
      const selected = t === which;
      $('tab-' + t).setAttribute('aria-selected', String(selected));
      $('tab-' + t).tabIndex = selected ? 0 : -1;
      $('pane-' + t).hidden = !selected;
    }
    if (which === 'camera') startCamera();
    else stopCamera();
    if (which === 'stickers') show(editor.current);
    else if (which === 'moves') checkScramble();
  }

  /**
   * Live validation: asks the server to parse the field and points at the bad token. Returns the parse answer, or
   * null for bad notation; only the latest call updates the page.
   */
  async function checkScramble() {
    clearTimeout(parseTimer);
    const text = $('scramble').value;
    const id = ++parseId;
    const status = $('scramble-status');
    let answer;
    try {
      answer = await api('POST', '/api/parse', { scramble: text });
    } catch (e) {
      if (id === parseId) showNotationError(e, text);
      return null;
    }
    if (id === parseId) {
      $('scramble').removeAttribute('aria-invalid');
      status.className = 'field-status ok';
      status.textContent = text.trim() === '' ? 'No moves: the solved cube.' : `${plural(answer.length, 'move')} · valid notation`;
      show(actualStickers(answer.moves) || answer.facelets);
    }
    return answer;
  }

  function renderSchemeEditor() {
    const box = $('scheme');
    box.innerHTML = '';
    for (const f of FACES) {
      const row = document.createElement('div');
      row.className = 'scheme-row';
      row.innerHTML = `<input type="color" id="scheme-${f}" aria-label="Colour of the ${f} centre">
        <input type="text" id="scheme-name-${f}" maxlength="16" aria-label="Name of the ${f} centre's colour">
        <span class="hint">${f} centre</span>`;
      row.querySelector('input[type=color]').value = scheme[f].hex;
      row.querySelector('input[type=text]').value = scheme[f].name;
      row.querySelector('input[type=color]').addEventListener('input', e => { scheme[f].hex = e.target.value; changed(); });
      row.querySelector('input[type=text]').addEventListener('input', e => { scheme[f].name = e.target.value || f; changed(); });
      box.appendChild(row);
    }
  }

  function changed() {
    saveScheme();
    editor.renderPalette();
    schemeChanged();
  }
  return { editor, selectTab, checkScramble };
}
