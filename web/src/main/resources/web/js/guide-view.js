// The guide on the page: the step bar (step number, the move, its words, Previous/Play/Next), the 3D cube, the net,
// the list of moves, a description of the cube in words for screen readers, keys and swipes. It draws the state of
// guide-state.js and changes it only through that module's functions. The 3D cube is drawn once three.js has
// loaded (cube-view.js): the page loads it after what its first solution needs.
import { FACES, describe, FACE_NAMES, invertMove } from './cube.js';
import { guide, onGuide, total, expected, actual, goTo, next, previous, stopPlaying, titleOf } from './guide-state.js';
import { colorOf, colourName, letterOption, stickerLetter, lettersShown, holdInstruction } from './colours.js';
import { LazyCubeView } from './cube-view.js';
import { NetView } from './net.js';
import { plural } from './words.js';

const $ = id => document.getElementById(id);
const PHONE = '(max-width: 820px)';

/** The pace the speed control sets: a turn's length in milliseconds. */
function paceMs() {
  return Math.round(2100 / (1 + Number($('speed').value)));
}

/** A turn's animation: none when the person's system asks for less motion (each step is then shown at once). */
function durationMs() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : paceMs();
}

/**
 * Draws the guide and wires its controls; afterRender is called after every render (the link in the address bar).
 * Returns {view (the 3D cube), showPreview(state), repaint(preview)}.
 */
export function setUpGuideView({ afterRender = () => {} } = {}) {
  const view = new LazyCubeView($('view3d'), colorOf, symbol => (lettersShown() ? stickerLetter(symbol) : ''));
  const net = new NetView({ cell: 22, title: 'Net of the cube as it should look now' });
  $('net').appendChild(net.svg);
  const ui = { view, net, afterRender };
  onGuide(event => shown(ui, event));
  $('stage-more').addEventListener('click', showExplanation);
  $('next').addEventListener('click', () => { pause(); next(); });
  $('prev').addEventListener('click', () => { pause(); previous(); });
  $('play').addEventListener('click', () => (guide.playing ? pause() : play()));
  $('restart').addEventListener('click', () => { pause(); goTo(0); });
  $('view-reset').addEventListener('click', () => view.resetView());
  setUpKeys();
  setUpSwipe();
  return { view, showPreview: state => showPreview(ui, state), repaint: preview => repaint(ui, preview) };
}

/** Shows a guide event: a new plan, a jump, a step (animated), moves off the plan, or playing stopped. */
function shown(ui, event) {
  const { view } = ui;
  if (event.type === 'pause') {
    $('play').textContent = 'Play';
    return undefined;
  }
  if (event.type === 'plan') {
    pause();
    renderMoveList();
    view.setState(expected());
    render(ui);
    return undefined;
  }
  if (event.type === 'goto') {
    view.setState(expected());
    render(ui);
    return undefined;
  }
  if (event.type === 'offplan') {
    // Moves reported by another input (a smart cube) that the guide did not ask for: show the cube as it is, and
    // say how to get back.
    view.setState(actual());
    const undo = [...event.moves].reverse().map(invertMove).map(m => m.text).join(' ');
    $('previous').textContent = event.moves.length
      ? `Not the move asked for. To get back, turn ${undo}, or press "I made a mistake".` : '';
    return undefined;
  }
  if (event.type === 'step') {
    render(ui);
    if (!event.move) {
      view.setState(expected());
      return undefined;
    }
    return view.animate(event.move, expected(), durationMs());
  }
  return undefined;
}

/** A stage's goal in one line: its explanation up to the first colon or full stop ("Make a white cross…"). */
function goalOf(explanation) {
  const text = String(explanation || '').replace(/^Already done\.\s*/, '');
  const end = text.search(/[:.]/);
  return end < 0 ? text : text.slice(0, end);
}

/** Draws the current step. */
function render({ view, net, afterRender }) {
  const k = guide.step;
  const n = total();
  const state = expected();
  const current = k >= 1 && k <= n ? guide.moves[k - 1] : null;
  const turning = new Set();
  if (current && current.depths.includes(1) && current.depths.length < 3) {
    const f = FACES.indexOf(current.axis);
    for (let i = 9 * f; i < 9 * f + 9; i++) turning.add(i);
  }
  net.paint(state, colorOf, { turning, letterOf: letterOption() });
  $('restart').disabled = !guide.active || k === 0;
  $('prev').disabled = !guide.active || k === 0;
  $('next').disabled = !guide.active || k > n;
  $('play').disabled = !guide.active || k > n;
  $('mistake').disabled = !guide.active;
  if (!guide.playing) $('play').textContent = 'Play';
  document.querySelectorAll('#moves button').forEach((b, i) => {
    const isCurrent = i + 1 === k;
    b.classList.toggle('current', isCurrent);
    b.classList.toggle('done', i + 1 < k);
    if (isCurrent) {
      b.setAttribute('aria-current', 'step');
      const list = $('moves');
      // Scroll the list only (never the page), so the step bar stays where it is.
      list.scrollTop = Math.max(0, b.offsetTop - list.offsetTop - list.clientHeight / 2);
    } else {
      b.removeAttribute('aria-current');
    }
  });
  const stage = current ? guide.stages.find(s => k - 1 >= s.start && k - 1 < s.end) : null;
  if (stage) {
    const index = guide.stages.indexOf(stage) + 1;
    $('stage-label').textContent = `${stage.name} · stage ${index} of ${guide.stages.length}`;
    $('stage-explanation').textContent = stage.explanation;
    const goal = goalOf(stage.explanation);
    $('stage-goal').hidden = goal === '';
    $('stage-goal-text').textContent = goal;
    $('stage-more').hidden = goal === stage.explanation.trim();
  } else {
    $('stage-label').textContent = '';
    $('stage-explanation').textContent = '';
    $('stage-goal').hidden = true;
  }
  if (!guide.active) return;
  if (k === 0) {
    $('step-label').textContent = `Step 0 of ${n}`;
    $('move').textContent = 'Hold the cube';
    $('move').className = 'move hold';
    $('move-text').textContent = holdInstruction(guide.start, guide.firstLayer !== null) + (n === 0
      ? (guide.target ? ' It already shows the pattern.' : ' It is already solved.') : ' Then press Next.');
    $('previous').textContent = '';
    view.showArrow(null);
  } else if (k <= n) {
    $('step-label').textContent = `Step ${k} of ${n}`;
    $('move').textContent = current.text;
    $('move').className = 'move';
    $('move-text').textContent = describe(current);
    $('previous').textContent = k > 1 ? `Previous move: ${guide.moves[k - 2].text}` : 'Previous move: none, this is the first move.';
    view.showArrow(current);
  } else {
    $('step-label').textContent = n === 0 ? 'Step 0 of 0' : `Step ${n} of ${n} done`;
    $('move').textContent = guide.target ? 'Pattern made!' : 'Solved! Congratulations.';
    $('move').className = 'move solved';
    $('move-text').textContent = `${plural(n, 'move')}, ${guide.target ? 'made' : 'solved'} with “${titleOf(guide.choice)}”.`;
    $('previous').textContent = n > 0 ? `Previous move: ${guide.moves[n - 1].text}` : '';
    view.showArrow(null);
    if (guide.playing) pause();
  }
  describeCube(state);
  keepStepBarInView();
  afterRender();
}

/** Shows the cube in words, face by face, as it should look now (for screen readers, and on request). */
function describeCube(state) {
  const lines = ['F', 'R', 'B', 'L', 'U', 'D'].map(f => {
    const i = FACES.indexOf(f) * 9;
    const rows = [0, 1, 2].map(r => [0, 1, 2].map(c => colourName(state[i + 3 * r + c])).join(', '));
    return `${capitalizeWord(FACE_NAMES[f])} face (${colourName(state[i + 4])} centre), row by row from the top left: `
      + rows.join('; ') + '.';
  });
  const box = $('cube-description');
  box.innerHTML = '';
  for (const line of lines) {
    const li = document.createElement('li');
    li.textContent = line;
    box.appendChild(li);
  }
}

function capitalizeWord(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** On a phone the step bar sticks to the top of the screen; this brings it back when the page scrolled above it. */
function keepStepBarInView() {
  if (!window.matchMedia(PHONE).matches) return;
  const bar = $('step-bar');
  const box = bar.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) bar.scrollIntoView({ block: 'start' });
}

function renderMoveList() {
  const list = $('moves');
  list.innerHTML = '';
  // The contract for tools and tests: the whole solution (WCA notation), its solver, and the cube it starts from.
  const answer = guide.answer || {};
  list.dataset.solution = answer.solution || '';
  list.dataset.solver = guide.solver || '';
  list.dataset.start = guide.start || '';
  // For the page's speed figures: when a solution is first on screen, counted from the page's opening.
  if (performance.mark) performance.mark('cubeguide-solution');
  guide.moves.forEach((move, i) => {
    const stage = guide.stages.find(s => s.start === i && s.end > s.start);
    const li = document.createElement('li');
    if (stage) {
      const label = document.createElement('span');
      label.className = 'stage-mark';
      label.textContent = stage.name;
      li.appendChild(label);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = move.text;
    button.setAttribute('aria-label', `Step ${i + 1}: ${move.text}`);
    button.addEventListener('click', () => {
      pause();
      goTo(i + 1);
    });
    li.appendChild(button);
    list.appendChild(li);
  });
}

function play() {
  if (!guide.active || guide.step > total()) return;
  guide.playing = true;
  $('play').textContent = 'Pause';
  const loop = async () => {
    while (guide.playing && guide.step <= total()) {
      await next();
      if (!guide.playing) break;
      await new Promise(r => setTimeout(r, Math.round(paceMs() * 0.5 + 120) + paceMs() - durationMs()));
    }
    pause();
  };
  loop();
}

function pause() {
  stopPlaying();
}

/** Shows a cube given in colour letters while no guide is active. */
function showPreview({ view, net }, state) {
  view.setState(state);
  view.showArrow(null);
  net.paint(state, colorOf, { letterOf: letterOption() });
  describeCube(state);
}

/** Repaints after the colours or the letters option changed. */
function repaint(ui, preview) {
  ui.view.repaint();
  if (guide.active) render(ui);
  else showPreview(ui, preview);
}

/**
 * Keys: arrows step through the guide (not while typing or in the editor); Space plays or pauses only when the
 * guide itself has the focus, so that Space on a focused button presses that button.
 */
function setUpKeys() {
  const typing = t => t.closest && (t.closest('input, select, textarea, .editor, [role=tab], .mistake-panel, .camera-pane') || t.isContentEditable);
  document.addEventListener('keydown', e => {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      pause();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      pause();
      previous();
    } else if (e.key === ' ' && e.target === $('guide')) {
      e.preventDefault();
      if (!e.repeat) (guide.playing ? pause() : play());
    }
  });
}

/** A sideways swipe on the step bar or the cube's pictures: left for Next, right for Previous. */
function setUpSwipe() {
  for (const area of [$('step-bar'), $('net')]) {
    let start = null;
    area.addEventListener('touchstart', e => {
      start = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
    }, { passive: true });
    area.addEventListener('touchend', e => {
      if (!start || !guide.active) return;
      const t = e.changedTouches[0];
      const dx = t.clientX - start.x;
      const dy = t.clientY - start.y;
      start = null;
      if (Math.abs(dx) < 50 || Math.abs(dx) < 2 * Math.abs(dy)) return;
      pause();
      if (dx < 0) next();
      else previous();
    });
  }
}

/** "more" in the step bar shows the stage's whole explanation, below the cube's pictures. */
function showExplanation(e) {
  e.preventDefault();
  const explanation = $('stage-explanation');
  explanation.scrollIntoView({ block: 'center' });
  explanation.focus({ preventScroll: true });
}
