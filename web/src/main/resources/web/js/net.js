// The 2D net of the cube as SVG: U on top, then L F R B, then D; each face row by row as seen from outside. On a
// phone the sticker editor uses a grid of two faces across (U R / F D / L B) so that its stickers stay large.
import { FACES, stickerName } from './cube.js';

const SVG = 'http://www.w3.org/2000/svg';
const LAYOUTS = {
  net: { width: 4, height: 3, origin: { U: [1, 0], L: [0, 1], F: [1, 1], R: [2, 1], B: [3, 1], D: [1, 2] } },
  grid: { width: 2, height: 3, origin: { U: [0, 0], R: [1, 0], F: [0, 1], D: [1, 1], L: [0, 2], B: [1, 2] } },
};
const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * The SVG net of a state. options: cell (px), gap, layout ('net' or 'grid'), interactive, title, faceLabels,
 * onSelect(i) when a sticker is clicked or Enter/Space pressed on it, onKey(i, event) for other keys on a sticker.
 * Arrow keys move the focus to the next sticker in that direction.
 */
export class NetView {
  constructor(options = {}) {
    this.cell = options.cell || 18;
    this.gap = options.gap ?? 0.1;
    const layout = LAYOUTS[options.layout || 'net'];
    const face = this.cell * 3 + this.cell * 0.35;
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('viewBox', `0 0 ${face * layout.width - this.cell * 0.35} ${face * layout.height - this.cell * 0.35}`);
    this.svg.setAttribute('class', 'net' + (options.interactive ? ' net-editor' : '') + ' layout-' + (options.layout || 'net'));
    this.svg.setAttribute('role', options.interactive ? 'group' : 'img');
    this.svg.setAttribute('aria-label', options.title || (options.interactive ? 'Sticker editor' : 'Net of the cube'));
    this.rects = [];
    this.centres = [];
    this.labels = [];
    for (let i = 0; i < 54; i++) {
      const f = FACES[Math.floor(i / 9)];
      const k = i % 9;
      const [fx, fy] = layout.origin[f];
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
      this.centres.push([x + this.cell / 2, y + this.cell / 2]);
      if (options.interactive && k !== 4) {
        rect.setAttribute('tabindex', i === 0 ? '0' : '-1');
        rect.setAttribute('role', 'button');
        rect.addEventListener('click', () => options.onSelect(i));
        rect.addEventListener('focus', () => this.rovingFocus(i));
        rect.addEventListener('keydown', e => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            options.onSelect(i);
          } else if (ARROWS[e.key]) {
            e.preventDefault();
            const j = this.neighbour(i, ARROWS[e.key]);
            if (j !== null) this.rects[j].focus();
          } else if (options.onKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
            options.onKey(i, e);
          }
        });
      }
      this.svg.appendChild(rect);
      this.rects.push(rect);
    }
    if (options.faceLabels) {
      for (const f of FACES) {
        const [fx, fy] = layout.origin[f];
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

  /** Keeps one sticker in the tab order (the last focused), so Tab enters and leaves the editor in one step. */
  rovingFocus(i) {
    for (const rect of this.rects) if (rect.hasAttribute('tabindex')) rect.setAttribute('tabindex', '-1');
    this.rects[i].setAttribute('tabindex', '0');
  }

  /** The nearest sticker (not a centre) from i in direction [dx, dy], in the same row or column; null at the edge. */
  neighbour(i, [dx, dy]) {
    const [x0, y0] = this.centres[i];
    let best = null;
    let bestDistance = Infinity;
    this.centres.forEach(([x, y], j) => {
      if (j === i || j % 9 === 4) return;
      const along = (x - x0) * dx + (y - y0) * dy;
      const across = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
      if (along <= 0 || across > this.cell / 2) return;
      if (along < bestDistance) {
        bestDistance = along;
        best = j;
      }
    });
    return best;
  }

  /**
   * Paints the stickers: colorOf(symbol) gives the fill ('?' is unpainted); highlight, first (the candidates to
   * check first), auto, uncertain and turning are sets of sticker indices; label(i) names sticker i; letterOf(symbol)
   * gives the letter drawn on a sticker (or null for none).
   */
  paint(state, colorOf, { highlight = new Set(), first = new Set(), auto = new Set(), uncertain = new Set(),
    turning = new Set(), label = null, letterOf = null } = {}) {
    for (let i = 0; i < 54; i++) {
      const rect = this.rects[i];
      const symbol = state[i];
      rect.style.fill = symbol === '?' ? '' : colorOf(symbol);
      rect.classList.toggle('unknown', symbol === '?');
      rect.classList.toggle('highlight', highlight.has(i));
      rect.classList.toggle('first', first.has(i));
      rect.classList.toggle('auto', auto.has(i));
      rect.classList.toggle('uncertain', uncertain.has(i));
      rect.classList.toggle('turning', turning.has(i));
      if (label) rect.setAttribute('aria-label', label(i));
      const letter = letterOf && symbol !== '?' ? letterOf(symbol) : null;
      this.letter(i, letter);
    }
  }

  letter(i, letter) {
    let text = this.labels[i];
    if (!letter) {
      if (text) text.textContent = '';
      return;
    }
    if (!text) {
      text = document.createElementNS(SVG, 'text');
      text.setAttribute('x', this.centres[i][0]);
      text.setAttribute('y', this.centres[i][1]);
      text.setAttribute('class', 'sticker-letter');
      text.setAttribute('font-size', this.cell * 0.5);
      text.setAttribute('aria-hidden', 'true');
      this.svg.appendChild(text);
      this.labels[i] = text;
    }
    text.textContent = letter;
  }
}
