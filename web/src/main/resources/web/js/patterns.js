// "Make a pattern": the named patterns (GET /api/patterns), each with a small picture of its net, and the one the
// person chose. Solving then asks for that pattern ("to") instead of the solved cube; the guide ends with
// "Pattern made!". Choosing "Solved cube" goes back to solving.
import { api } from './api.js';
import { NetView } from './net.js';
import { scheme } from './colours.js';

const $ = id => document.getElementById(id);
const SOLVED = 'solved';

/**
 * Wires the pattern buttons; returns {load(selected): loads the patterns, the one named selected chosen;
 * chosen(): the chosen pattern's name, or null when the cube is to be solved; title(name): a pattern's title for
 * sentences; offer(on): offers "Make a pattern" or hides it}.
 */
export function setUpPatterns() {
  let patterns = [];
  let chosen = null;
  /** Whether the chosen solver makes patterns (the beginner's method does not). */
  let offered = true;

  /** A pattern's title for sentences ("Checkerboard"), from its name. */
  function patternTitle(name) {
    if (!name) return '';
    const pattern = patterns.find(p => p.name === name);
    return pattern ? pattern.title : name;
  }

  /** Loads the patterns and draws one button per pattern; selected (a name from a link) is chosen. */
  async function loadPatterns(selected) {
    try {
      patterns = (await api('GET', '/api/patterns')).patterns;
    } catch (e) {
      patterns = [];
    }
    const box = $('patterns');
    box.innerHTML = '';
    // The solved cube first: "no pattern".
    const ordered = [...patterns.filter(p => p.name === SOLVED), ...patterns.filter(p => p.name !== SOLVED)];
    for (const pattern of ordered) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pattern';
      button.setAttribute('role', 'radio');
      button.dataset.pattern = pattern.name;
      const picture = new NetView({ cell: 6, gap: 0.12, title: pattern.title });
      picture.paint(pattern.facelets, symbol => (scheme[symbol] ? scheme[symbol].hex : '#7b8494'));
      // The title names the button; the picture is decoration for the name.
      picture.svg.setAttribute('aria-hidden', 'true');
      button.appendChild(picture.svg);
      const label = document.createElement('span');
      label.textContent = pattern.name === SOLVED ? 'Solved cube' : pattern.title;
      button.appendChild(label);
      button.addEventListener('click', () => choosePattern(pattern.name));
      box.appendChild(button);
    }
    choosePattern(selected && patterns.some(p => p.name === selected) ? selected : null);
    offerPatterns(offered);
  }

  /** Offers "Make a pattern" (with the chosen pattern's note) or hides it, for a solver that makes none. */
  function offerPatterns(on) {
    offered = on;
    $('pattern-panel').hidden = !on || patterns.length === 0;
    $('pattern-chosen').hidden = !on || chosen === null;
  }

  /** Chooses the pattern called name (null or 'solved': solve the cube). */
  function choosePattern(name) {
    chosen = name && name !== SOLVED ? name : null;
    for (const button of document.querySelectorAll('#patterns .pattern')) {
      const on = button.dataset.pattern === (chosen || SOLVED);
      button.setAttribute('aria-checked', String(on));
      button.tabIndex = on ? 0 : -1;
    }
    const note = $('pattern-chosen');
    note.hidden = chosen === null || !offered;
    note.textContent = chosen ? `Solve turns your cube into the ${patternTitle(chosen).toLowerCase()} pattern.` : '';
    if (chosen) $('pattern-panel').open = true;
  }

  // Arrow keys move the choice between the pattern buttons, as in any group of radio buttons.
  $('patterns').addEventListener('keydown', e => {
    const buttons = [...document.querySelectorAll('#patterns .pattern')];
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = buttons[(at + step + buttons.length) % buttons.length];
    choosePattern(next.dataset.pattern);
    next.focus();
  });
  return { load: loadPatterns, chosen: () => chosen, title: patternTitle, offer: offerPatterns };
}
