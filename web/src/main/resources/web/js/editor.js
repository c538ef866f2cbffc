// The sticker editor: pick a colour, click stickers (or move with the arrow keys and press W, Y, R, O, G or B). Stickers that follow from the others are filled in, the
// colour counts are shown, and a complete cube is checked by the server; its error highlights the stickers or
// pieces it names.
import { FACES, CORNERS, EDGES, SOLVED, stickerIndex, stickerName } from './cube.js';
import { NetView } from './net.js';
import { api } from './api.js';
import { diagnose } from './diagnose.js';
import { faceOfKey, lettersShown } from './colours.js';

const PIECES = [
  ...Object.values(CORNERS).map(s => s.map(stickerIndex)),
  ...Object.values(EDGES).map(s => s.map(stickerIndex)),
];
const HOME = PIECES.map(stickers => stickers.map(i => FACES[Math.floor(i / 9)]));

/** The stickers that the painted ones determine: each piece whose possible identities all agree is completed. */
export function deduce(painted) {
  const state = painted.split('');
  const filled = new Set();
  let changed = true;
  while (changed) {
    changed = false;
    const counts = countColors(state);
    const present = new Set();
    PIECES.forEach(stickers => {
      const colors = stickers.map(i => state[i]);
      if (!colors.includes('?')) present.add([...colors].sort().join(''));
    });
    for (const stickers of PIECES) {
      const known = stickers.map(i => state[i]);
      const unknown = known.filter(c => c === '?').length;
      if (unknown === 0 || unknown === stickers.length) continue;
      let answer = null;
      let agree = true;
      for (const home of HOME) {
        if (home.length !== stickers.length || present.has([...home].sort().join(''))) continue;
        for (let o = 0; o < home.length; o++) {
          const candidate = stickers.map((_, j) => home[(j - o + home.length) % home.length]);
          if (!candidate.every((c, j) => known[j] === '?' || known[j] === c)) continue;
          const extra = {};
          candidate.forEach((c, j) => { if (known[j] === '?') extra[c] = (extra[c] || 0) + 1; });
          if (Object.entries(extra).some(([c, n]) => (counts[c] || 0) + n > 9)) continue;
          const text = candidate.join('');
          if (answer === null) answer = text;
          else if (answer !== text) agree = false;
        }
      }
      if (answer !== null && agree) {
        stickers.forEach((i, j) => {
          if (state[i] === '?') {
            state[i] = answer[j];
            filled.add(i);
            changed = true;
          }
        });
      }
    }
  }
  return { state: state.join(''), filled };
}

export function countColors(state) {
  const counts = {};
  for (const c of state) if (c !== '?') counts[c] = (counts[c] || 0) + 1;
  return counts;
}

export class NetEditor {
  /**
   * container: where to draw; scheme: () => {U: {hex, name}, ...}; onChange(state, valid) after every change, with
   * '?' for unpainted stickers; id: a prefix for element ids. On a narrow screen the faces stand two across, so that
   * the stickers stay large enough to tap.
   */
  constructor(container, scheme, onChange, id) {
    this.scheme = scheme;
    this.onChange = onChange;
    this.selected = 'U';
    this.painted = FACES.map(f => '????' + f + '????').join('');
    this.autoFill = true;
    this.error = null;
    this.highlight = new Set();
    this.first = new Set();
    this.uncertain = new Set();
    this.history = [];
    // After a scan: each uncertain sticker's answer and runner-up, which a tap switches between until a colour is
    // picked from the palette.
    this.alternatives = new Map();
    this.paletteChosen = false;
    this.checkId = 0;
    container.classList.add('editor');
    container.innerHTML = `
      <div class="palette" role="toolbar" aria-label="Colours"></div>
      <p class="hint editor-keys">Tap a colour, then the stickers. Keys: arrows move between stickers; W Y R O G B paint.</p>
      <div class="editor-body"></div>
      <div class="editor-tools">
        <label class="check"><input type="checkbox" checked> Fill in stickers that can be deduced</label>
        <button type="button" class="secondary" data-action="solved">Solved cube</button>
        <button type="button" class="secondary" data-action="clear">Clear all</button>
      </div>
      <p class="editor-status" role="status" aria-live="polite" tabindex="-1"></p>`;
    this.palette = container.querySelector('.palette');
    this.status = container.querySelector('.editor-status');
    const narrow = window.matchMedia('(max-width: 560px)').matches;
    this.net = new NetView({ cell: 30, layout: narrow ? 'grid' : 'net', interactive: true, faceLabels: true,
      title: 'Sticker editor: choose a sticker and paint it', onSelect: i => this.paintSticker(i),
      onKey: (i, e) => this.key(i, e) });
    container.querySelector('.editor-body').appendChild(this.net.svg);
    container.querySelector('input[type=checkbox]').addEventListener('change', e => {
      // Unticking keeps what was filled in: the deduced stickers become painted ones.
      if (!e.target.checked) this.painted = this.current;
      this.autoFill = e.target.checked;
      this.update();
    });
    container.querySelector('[data-action=solved]').addEventListener('click', () => this.setState(SOLVED));
    container.querySelector('[data-action=clear]').addEventListener('click', () => {
      this.painted = FACES.map(f => '????' + f + '????').join('');
      this.history = [];
      this.uncertain = new Set();
      this.update();
    });
    this.id = id;
    this.renderPalette();
    this.update();
  }

  renderPalette() {
    const scheme = this.scheme();
    this.palette.innerHTML = '';
    for (const f of [...FACES, '?']) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'swatch';
      button.dataset.color = f;
      const name = f === '?' ? 'Clear sticker' : scheme[f].name;
      button.setAttribute('aria-label', name);
      button.setAttribute('aria-pressed', String(this.selected === f));
      button.title = name;
      // The chip carries the colour's letter too, for people who do not tell the colours apart.
      button.innerHTML = `<span class="chip" style="background:${f === '?' ? 'transparent' : scheme[f].hex}">${f === '?' ? '' : scheme[f].name.trim().charAt(0).toUpperCase()}</span>`
        + `<span class="count" aria-hidden="true"></span>`;
      button.addEventListener('click', () => this.select(f));
      this.palette.appendChild(button);
    }
    this.update();
  }

  select(f) {
    this.selected = f;
    this.paletteChosen = true;
    this.palette.querySelectorAll('.swatch').forEach(b => b.setAttribute('aria-pressed', String(b.dataset.color === f)));
  }

  /** A key on sticker i: a colour's first letter paints it; Delete or Backspace clears it. */
  key(i, e) {
    const clear = e.key === 'Delete' || e.key === 'Backspace';
    const face = clear ? '?' : faceOfKey(e.key);
    if (!face) return;
    e.preventDefault();
    this.select(face);
    this.paintSticker(i);
  }

  paintSticker(i) {
    const chars = this.painted.split('');
    const pair = this.paletteChosen ? null : this.alternatives.get(i);
    chars[i] = pair ? (chars[i] === pair[0] ? pair[1] : pair[0]) : this.selected;
    this.painted = chars.join('');
    this.history.push(i);
    this.uncertain.delete(i);
    this.update();
  }

  /** Shows a complete cube (for example the cube as the guide expects it now); uncertain stickers are marked. */
  setState(facelets, uncertain = [], alternatives = new Map()) {
    this.painted = facelets;
    this.history = [];
    this.uncertain = new Set(uncertain);
    this.alternatives = alternatives;
    this.paletteChosen = alternatives.size === 0;
    this.update();
  }

  /** Resolves when the server has checked the cube shown now (error is then set when it cannot exist). */
  checked() {
    return this.checking || Promise.resolve();
  }

  /** The facelet string when every sticker is known, else null. */
  value() {
    return this.current.includes('?') ? null : this.current;
  }

  update() {
    const { state, filled } = this.autoFill ? deduce(this.painted) : { state: this.painted, filled: new Set() };
    this.current = state;
    this.filled = filled;
    const scheme = this.scheme();
    const counts = countColors(state);
    this.palette.querySelectorAll('.swatch').forEach(b => {
      const f = b.dataset.color;
      const count = f === '?' ? state.split('').filter(c => c === '?').length : counts[f] || 0;
      const span = b.querySelector('.count');
      span.textContent = f === '?' ? String(count) : `${count}/9`;
      b.classList.toggle('over', f !== '?' && count > 9);
      b.setAttribute('aria-label', (f === '?' ? 'Clear sticker' : scheme[f].name) + `, ${count} ${f === '?' ? 'unpainted' : 'of 9'}`);
    });
    const unknown = state.split('').filter(c => c === '?').length;
    const over = FACES.filter(f => (counts[f] || 0) > 9);
    this.highlight = new Set();
    this.first = new Set();
    this.error = null;
    if (over.length) {
      const f = over[0];
      this.error = { code: 'COLOR_COUNT', message: `Too many ${scheme[f].name.toLowerCase()} stickers: ${counts[f]} of 9.` };
      this.setStatus('error', this.error.message, 'COLOR_COUNT');
      state.split('').forEach((c, i) => { if (c === f) this.highlight.add(i); });
      const last = [...this.history].reverse().find(i => state[i] === f);
      if (last !== undefined) this.first.add(last);
    } else if (unknown > 0) {
      this.setStatus('', `${unknown} sticker${unknown === 1 ? '' : 's'} left to paint.`);
    } else {
      this.setStatus('', 'Checking…');
      this.checking = this.check(state);
    }
    this.repaint();
    this.onChange(state, false);
  }

  repaint() {
    const scheme = this.scheme();
    this.net.paint(this.current, c => scheme[c] ? scheme[c].hex : '#888', {
      highlight: this.highlight, first: this.first, auto: this.filled, uncertain: this.uncertain,
      letterOf: lettersShown() ? c => (scheme[c] ? scheme[c].name.trim().charAt(0).toUpperCase() : '') : null,
      label: i => `${stickerName(i)}: ${this.current[i] === '?' ? 'unpainted' : scheme[this.current[i]].name}`
        + (this.filled.has(i) ? ' (deduced)' : '') + (this.uncertain.has(i) ? ' (please check)' : ''),
    });
  }

  async check(state) {
    const id = ++this.checkId;
    try {
      await api('POST', '/api/validate', { facelets: state });
      if (id !== this.checkId) return;
      this.error = null;
      this.setStatus('ok', this.uncertain.size
        ? `This is a real cube: ready to solve. Please check the ${this.uncertain.size} marked sticker${this.uncertain.size === 1 ? '' : 's'} against your cube`
          + (this.paletteChosen ? '.' : '; a tap switches a marked sticker to its other likely colour.')
        : 'This is a real cube: ready to solve.');
      this.onChange(state, true);
      this.repaint();
    } catch (e) {
      if (id !== this.checkId) return;
      const scheme = this.scheme();
      const found = diagnose(e, state, c => (scheme[c] ? scheme[c].name.toLowerCase() : c), this.history);
      this.error = { code: e.code, message: found.text, detail: e.detail };
      this.highlight = found.highlight;
      this.first = found.first;
      this.setStatus('error', found.text, e.code);
      this.repaint();
    }
  }

  setStatus(kind, text, code) {
    this.status.className = 'editor-status ' + kind;
    this.status.textContent = text;
    if (code) this.status.dataset.code = code;
    else delete this.status.dataset.code;
  }
}
