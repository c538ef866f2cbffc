// The 2D net of the cube as SVG: U on top, then L F R B, then D; each face row by row as seen from outside.
import { FACES, stickerName } from './cube.js';

const SVG = 'http://www.w3.org/2000/svg';
const ORIGIN = { U: [1, 0], L: [0, 1], F: [1, 1], R: [2, 1], B: [3, 1], D: [1, 2] };

/** The SVG net of a state. options: cell (px), gap, interactive, label(i) for aria labels, onSelect(i). */
export class NetView {
  constructor(options = {}) {
    this.cell = options.cell || 18;
    this.gap = options.gap ?? 0.1;
    const face = this.cell * 3 + this.cell * 0.35;
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('viewBox', `0 0 ${face * 4} ${face * 3}`);
    this.svg.setAttribute('class', 'net' + (options.interactive ? ' net-editor' : ''));
    if (!options.interactive) {
      this.svg.setAttribute('role', 'img');
      this.svg.setAttribute('aria-label', options.title || 'Net of the cube');
    } else {
      this.svg.setAttribute('role', 'group');
      this.svg.setAttribute('aria-label', options.title || 'Sticker editor');
    }
    this.rects = [];
    for (let i = 0; i < 54; i++) {
      const f = FACES[Math.floor(i / 9)];
      const k = i % 9;
      const [fx, fy] = ORIGIN[f];
      const x = fx * face + (k % 3) * this.cell;
      const y = fy * face + Math.floor(k / 3) * this.cell;
      const rect = document.createElementNS(SVG, 'rect');
      const inset = this.cell * this.gap / 2;
      rect.setAttribute('x', x + inset);
      rect.setAttribute('y', y + inset);
      rect.setAttribute('width', this.cell - 2 * inset);
      rect.setAttribute('height', this.cell - 2 * inset);
      rect.setAttribute('rx', this.cell * 0.14);
      rect.setAttribute('class', 'sticker' + (k === 4 ? ' center' : ''));
      rect.dataset.sticker = stickerName(i);
      if (options.interactive && k !== 4) {
        rect.setAttribute('tabindex', '0');
        rect.setAttribute('role', 'button');
        rect.addEventListener('click', () => options.onSelect(i));
        rect.addEventListener('keydown', e => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            options.onSelect(i);
          }
        });
      }
      this.svg.appendChild(rect);
      this.rects.push(rect);
    }
    if (options.faceLabels) {
      for (const f of FACES) {
        const [fx, fy] = ORIGIN[f];
        const text = document.createElementNS(SVG, 'text');
        text.setAttribute('x', fx * face + this.cell * 1.5);
        text.setAttribute('y', fy * face + this.cell * 1.5);
        text.setAttribute('class', 'face-label');
        text.setAttribute('aria-hidden', 'true');
        text.textContent = f;
        this.svg.appendChild(text);
      }
    }
  }

  /**
   * Paints the stickers: colorOf(symbol) gives the fill ('?' is unpainted); highlight and auto are sets of
   * sticker indices (an error names them; auto-filled ones get a dashed edge; turning ones are on the face the
   * current move turns); label(i) names sticker i.
   */
  paint(state, colorOf, { highlight = new Set(), auto = new Set(), turning = new Set(), label = null } = {}) {
    for (let i = 0; i < 54; i++) {
      const rect = this.rects[i];
      const symbol = state[i];
      rect.style.fill = symbol === '?' ? '' : colorOf(symbol);
      rect.classList.toggle('unknown', symbol === '?');
      rect.classList.toggle('highlight', highlight.has(i));
      rect.classList.toggle('auto', auto.has(i));
      rect.classList.toggle('turning', turning.has(i));
      if (label) rect.setAttribute('aria-label', label(i));
    }
  }
}
