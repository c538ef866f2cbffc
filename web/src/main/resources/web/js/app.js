// The solving guide: enter a cube (moves or stickers), solve it on the server, then follow the solution one move
// at a time on a 3D cube and a 2D net. Tests read the page's state through window.cubeguide.
import { FACES, SOLVED, applyMove, parseMoves, parseMove, describe, isSolved } from './cube.js';
import { CubeView } from './view3d.js';
import { NetView } from './net.js';
import { NetEditor, stickersNamed } from './editor.js';
import { api } from './api.js';

const $ = id => document.getElementById(id);
const SCHEME_KEY = 'cubeguide.scheme';
const STANDARD_SCHEME = {
  U: { hex: '#ffffff', name: 'White' }, R: { hex: '#d8182f', name: 'Red' }, F: { hex: '#12a150', name: 'Green' },
  D: { hex: '#ffd60a', name: 'Yellow' }, L: { hex: '#ff7a00', name: 'Orange' }, B: { hex: '#1663de', name: 'Blue' },
};

let scheme = loadScheme();
// The guide's states are in the solver's letters (the face each sticker belongs to as the cube is held); the
// colour of letter X is that of the centre the person sees on face X, which differs from X's standard colour after
// a scramble with rotations or slices. letterMap maps the one to the other (null: the same).
let letterMap = null;
const colourLetter = symbol => (letterMap && letterMap[symbol]) || symbol;
const colorOf = symbol => (scheme[colourLetter(symbol)] ? scheme[colourLetter(symbol)].hex : '#7b8494');
const toColours = state => state.split('').map(colourLetter).join('');

/** The stickers (as colour letters) after a face/slice/rotation move list from solved, or null. */
function actualStickers(movesText) {
  const moves = movesText.trim() === '' ? [] : movesText.trim().split(/\s+/).map(parseMove);
  return moves.some(m => !m) ? null : moves.reduce(applyMove, SOLVED);
}

// The guide: the cube it starts from, its moves, the state after each move, the stages, and the current step.
// Step 0 is how to hold the cube; step k in 1..N asks for move k; step N+1 is the solved cube.
const guide = {
  active: false, input: null, solver: 'twophase', start: SOLVED, moves: [], states: [SOLVED], stages: [],
  step: 0, playing: false, continued: false,
};
let preview = SOLVED;
let solving = false;

const view = new CubeView($('view3d'), colorOf);
const net = new NetView({ cell: 22, title: 'Net of the cube as it should look now' });
$('net').appendChild(net.svg);
const editor = new NetEditor($('editor'), () => scheme, current => {
  if (!guide.active && activeTab() === 'stickers') showState(current);
}, 'main');
const mistakeEditor = new NetEditor($('mistake-editor'), () => scheme, () => {}, 'mistake');

// ---------------------------------------------------------------------------------------------- input
function activeTab() {
  return $('tab-stickers').getAttribute('aria-selected') === 'true' ? 'stickers' : 'moves';
}

function selectTab(which) {
  for (const [tab, pane] of [['tab-moves', 'pane-moves'], ['tab-stickers', 'pane-stickers']]) {
    const selected = tab === 'tab-' + which;
    $(tab).setAttribute('aria-selected', String(selected));
    $(tab).tabIndex = selected ? 0 : -1;
    $(pane).hidden = !selected;
  }
  if (!guide.active) {
    if (which === 'stickers') showState(editor.current);
    else checkScramble();
  }
}

for (const which of ['moves', 'stickers']) {
  $('tab-' + which).addEventListener('click', () => selectTab(which));
  $('tab-' + which).addEventListener('keydown', e => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      const other = which === 'moves' ? 'stickers' : 'moves';
      selectTab(other);
      $('tab-' + other).focus();
    }
  });
}

let parseTimer = null;
let parseId = 0;
$('scramble').addEventListener('input', () => {
  clearTimeout(parseTimer);
  parseTimer = setTimeout(checkScramble, 220);
});
$('scramble').addEventListener('keydown', e => {
  if (e.key === 'Enter') {
    e.preventDefault();
    solve();
  }
});

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
    status.textContent = text.trim() === '' ? 'No moves: the solved cube.'
      : `${answer.length} move${answer.length === 1 ? '' : 's'} · valid notation`;
    if (!guide.active) showState(actualStickers(answer.moves) || answer.facelets);
  }
  return answer;
}

function showNotationError(e, text) {
  const status = $('scramble-status');
  $('scramble').setAttribute('aria-invalid', 'true');
  status.className = 'field-status error';
  status.textContent = '';
  if (e.code === 'BAD_NOTATION' && e.detail && e.detail.column) {
    const at = e.detail.column - 1;
    const length = Math.max(1, (e.detail.token || '').length);
    const code = document.createElement('code');
    code.className = 'pointer';
    code.append(text.slice(0, at));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(at, at + length) || ' ';
    code.append(mark, text.slice(at + length));
    status.append(e.message, document.createElement('br'), code);
  } else {
    status.textContent = e.message;
  }
}

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

// ---------------------------------------------------------------------------------------------- solvers
let solverInfo = {};
async function loadSolvers(selected) {
  try {
    const answer = await api('GET', '/api/solvers');
    const select = $('solver');
    select.innerHTML = '';
    for (const s of answer.solvers) {
      solverInfo[s.name] = s;
      const option = document.createElement('option');
      option.value = s.name;
      option.textContent = s.title && s.title !== s.name ? s.title : s.name;
      // A solver that is not built yet reports no move bound; it is listed but cannot be chosen.
      if (!(s.maxMoves > 0)) {
        option.disabled = true;
        option.textContent += ' (not available yet)';
      }
      select.appendChild(option);
    }
    select.value = selected && solverInfo[selected] ? selected : answer.default;
    describeSolver();
  } catch (e) {
    showMessage(e);
  }
}

function describeSolver() {
  const s = solverInfo[$('solver').value];
  if (!s) return;
  const facts = [];
  if (s.maxMoves > 0 && !s.description.includes(`at most ${s.maxMoves}`)) facts.push(`at most ${s.maxMoves} moves`);
  if (s.typicalTime) facts.push(`typically ${s.typicalTime}`);
  $('solver-description').textContent = s.description + (facts.length ? ` (${facts.join(', ')})` : '');
}
$('solver').addEventListener('change', describeSolver);

// ---------------------------------------------------------------------------------------------- solving
$('solve').addEventListener('click', () => solve());

async function solve() {
  if (solving) return;
  let request;
  let actual;
  if (activeTab() === 'moves') {
    const parsed = await checkScramble();
    if (!parsed) {
      showMessage({ message: 'The scramble is not valid notation: see the marked move under the Scramble field.' });
      $('scramble').focus();
      return;
    }
    request = { scramble: $('scramble').value.trim() };
    actual = actualStickers(parsed.moves) || parsed.facelets;
  } else {
    const facelets = editor.value();
    if (!facelets) {
      showMessage({ message: 'Paint every sticker first (or let the editor deduce them).' });
      return;
    }
    if (editor.error) {
      showMessage(editor.error);
      return;
    }
    request = { facelets };
    actual = facelets;
  }
  const result = await runSolve(request, $('solver').value);
  if (result) startGuide(result, request, false, actual);
}

const BUSY_RETRIES = 2;
/** Retries while a solver builds its tables: 10 s apart, up to 20 minutes. */
const TABLE_BUILD_RETRIES = 120;

/** Calls the solver; shows "Solving…" meanwhile; returns the answer or null after showing the error. */
async function runSolve(request, solver) {
  solving = true;
  hideMessage();
  const button = $('solve');
  button.disabled = true;
  button.textContent = 'Solving…';
  button.setAttribute('aria-label', 'Solve');
  const before = { move: $('move').textContent, text: $('move-text').textContent };
  $('move').textContent = 'Solving…';
  $('move-text').textContent = `The ${solverInfo[solver] ? solverInfo[solver].title : solver} solver is working.`;
  document.body.classList.add('busy');
  try {
    // A busy server (HTTP 503) is asked again after the Retry-After it gives, a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await api('POST', '/api/solve', { ...request, solver });
        hideMessage();
        return answer;
      } catch (e) {
        // A solver building its tables for its first use is asked again until they are ready (minutes, once).
        const building = e.code === 'BUSY' && e.detail && e.detail.reason === 'TABLES_BUILDING';
        if (e.code !== 'BUSY' || (!building && attempt > BUSY_RETRIES) || attempt > TABLE_BUILD_RETRIES) throw e;
        const seconds = Math.min(10, Math.max(1, Number(e.retryAfter) || 1));
        showMessage({ message: building
          ? `Building the ${solverInfo[solver] ? solverInfo[solver].title : solver} solver's tables for its first use (a few minutes, once); trying again in ${seconds} s…`
          : `The server is busy solving other cubes; trying again in ${seconds} s…` }, 'info');
        await new Promise(resolve => setTimeout(resolve, seconds * 1000));
      }
    }
  } catch (e) {
    showMessage(e);
    $('move').textContent = before.move;
    $('move-text').textContent = before.text;
    return null;
  } finally {
    solving = false;
    button.disabled = false;
    button.textContent = 'Solve';
    button.removeAttribute('aria-label');
    document.body.classList.remove('busy');
  }
}

/** Starts the guide of a solve answer; actual is the input's stickers as colour letters (for the colours). */
function startGuide(answer, request, continued, actual) {
  let moves;
  try {
    moves = parseMoves(answer.solution);
  } catch (e) {
    showMessage({ message: 'The solution has a move this page cannot show: ' + e.message });
    return;
  }
  pause();
  letterMap = {};
  FACES.forEach((f, i) => { letterMap[f] = actual[9 * i + 4]; });
  guide.active = true;
  guide.input = request;
  guide.solver = answer.solver;
  guide.start = answer.input;
  guide.moves = moves;
  guide.states = [answer.input];
  for (const m of moves) guide.states.push(applyMove(guide.states[guide.states.length - 1], m));
  guide.stages = stageRanges(answer.stages || [], moves.length);
  guide.answer = answer;
  guide.continued = continued;
  renderMoveList();
  buildSheet();
  goTo(continued ? Math.min(1, moves.length + 1) : 0);
  if (continued) {
    showMessage({ message: `Continuing from your cube: ${moves.length} new move${moves.length === 1 ? '' : 's'}.` }, 'info');
  }
  $('guide').focus({ preventScroll: true });
  if (window.matchMedia('(max-width: 820px)').matches) $('guide').scrollIntoView({ behavior: 'smooth' });
}

/** Each stage's first and last move index, when the stages add up to the solution. */
function stageRanges(stages, total) {
  const ranges = [];
  let at = 0;
  for (const s of stages) {
    const count = s.moves.trim() === '' ? 0 : s.moves.trim().split(/\s+/).length;
    ranges.push({ name: s.name, explanation: s.explanation || '', start: at, end: at + count });
    at += count;
  }
  return at === total ? ranges : [];
}

// ---------------------------------------------------------------------------------------------- the guide
const N = () => guide.moves.length;

function durationMs() {
  return Math.round(2100 / (1 + Number($('speed').value)));
}

/** Shows step k at once, without animation. */
function goTo(k) {
  guide.step = Math.max(0, Math.min(k, N() + 1));
  view.setState(drawnState());
  render();
}

function drawnState() {
  return guide.states[Math.max(0, Math.min(guide.step - 1, N()))];
}

function next() {
  if (!guide.active || guide.step > N()) return Promise.resolve();
  const k = guide.step;
  guide.step++;
  if (k >= 1) followOnDisplay('next');
  render();
  if (k === 0) {
    view.setState(drawnState());
    return Promise.resolve();
  }
  return view.animate(guide.moves[k - 1], guide.states[k], durationMs());
}

function previous() {
  if (!guide.active || guide.step === 0) return Promise.resolve();
  const k = guide.step;
  guide.step--;
  if (k >= 2) followOnDisplay('prev');
  render();
  if (k === 1) {
    view.setState(drawnState());
    return Promise.resolve();
  }
  const move = guide.moves[k - 2];
  const inverse = { ...move, amount: (4 - move.amount) % 4 };
  return view.animate(inverse, guide.states[k - 2], durationMs());
}

function render() {
  const k = guide.step;
  const total = N();
  const state = drawnState();
  const current = k >= 1 && k <= total ? guide.moves[k - 1] : null;
  const turning = new Set();
  if (current && current.depths.includes(1) && current.depths.length < 3) {
    const f = FACES.indexOf(current.axis);
    for (let i = 9 * f; i < 9 * f + 9; i++) turning.add(i);
  }
  net.paint(state, colorOf, { turning });
  $('restart').disabled = !guide.active || k === 0;
  $('prev').disabled = !guide.active || k === 0;
  $('next').disabled = !guide.active || k > total;
  $('play').disabled = !guide.active || k > total;
  $('mistake').disabled = !guide.active;
  if (!guide.playing) $('play').textContent = 'Play';
  document.querySelectorAll('#moves button').forEach((b, i) => {
    const current = i + 1 === k;
    b.classList.toggle('current', current);
    b.classList.toggle('done', i + 1 < k);
    if (current) {
      b.setAttribute('aria-current', 'step');
      b.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    } else {
      b.removeAttribute('aria-current');
    }
  });
  const stage = k >= 1 && k <= total ? guide.stages.find(s => k - 1 >= s.start && k - 1 < s.end) : null;
  if (stage) {
    const index = guide.stages.indexOf(stage) + 1;
    $('stage-label').textContent = `${capitalize(stage.name)} · ${index} of ${guide.stages.length}`;
    $('stage-explanation').textContent = stage.explanation;
  } else {
    $('stage-label').textContent = '';
    $('stage-explanation').textContent = '';
  }
  if (k === 0) {
    $('step-label').textContent = `Step 0 of ${total}`;
    $('move').textContent = 'Hold the cube';
    $('move').className = 'move hold';
    $('move-text').textContent = holdInstruction(guide.start)
      + (total === 0 ? ' It is already solved.' : ' Then press Next.');
    $('previous').textContent = '';
    view.showArrow(null);
  } else if (k <= total) {
    const move = guide.moves[k - 1];
    $('step-label').textContent = `Step ${k} of ${total}`;
    $('move').textContent = move.text;
    $('move').className = 'move';
    $('move-text').textContent = describe(move);
    $('previous').textContent = k > 1 ? `Previous move: ${guide.moves[k - 2].text}` : 'Previous move: none, this is the first move.';
    view.showArrow(move);
  } else {
    $('step-label').textContent = total === 0 ? 'Step 0 of 0' : `Step ${total} of ${total} done`;
    $('move').textContent = 'Solved! Congratulations.';
    $('move').className = 'move solved';
    $('move-text').textContent = `${total} move${total === 1 ? '' : 's'} with the ${guide.solver} solver.`;
    $('previous').textContent = total > 0 ? `Previous move: ${guide.moves[total - 1].text}` : '';
    view.showArrow(null);
    if (guide.playing) pause();
  }
  updateUrl();
}

function holdInstruction(state) {
  const front = scheme[colourLetter(state[22])];
  const top = scheme[colourLetter(state[4])];
  return `Hold the cube with the ${front.name.toLowerCase()} centre facing you and the ${top.name.toLowerCase()} centre on top.`;
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function renderMoveList() {
  const list = $('moves');
  list.innerHTML = '';
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
  if (!guide.active || guide.step > N()) return;
  guide.playing = true;
  $('play').textContent = 'Pause';
  const loop = async () => {
    while (guide.playing && guide.step <= N()) {
      await next();
      if (!guide.playing) break;
      await new Promise(r => setTimeout(r, Math.round(durationMs() * 0.5 + 120)));
    }
    pause();
  };
  loop();
}

function pause() {
  guide.playing = false;
  $('play').textContent = 'Play';
}

$('next').addEventListener('click', () => { pause(); next(); });
$('prev').addEventListener('click', () => { pause(); previous(); });
$('play').addEventListener('click', () => (guide.playing ? pause() : play()));
$('restart').addEventListener('click', () => { pause(); goTo(0); });
$('view-reset').addEventListener('click', () => view.resetView && view.resetView());

/** Whether a key press belongs to the guide's keys (not typing, not another control's own keys). */
function guideKey(e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const t = e.target;
  if (!t.closest) return true;
  if (t.closest('input, select, textarea, .editor, [role=tab], .mistake-panel') || t.isContentEditable) return false;
  // Space activates a focused button outside the guide (Solve, Random scramble); inside the guide it is Play/Pause.
  if (e.key === ' ' && t.tagName === 'BUTTON' && !t.closest('#guide')) return false;
  return true;
}

document.addEventListener('keydown', e => {
  if (!guideKey(e)) return;
  if (e.key === 'ArrowRight') {
    e.preventDefault();
    pause();
    next();
  } else if (e.key === 'ArrowLeft') {
    e.preventDefault();
    pause();
    previous();
  } else if (e.key === ' ') {
    e.preventDefault();
    if (!e.repeat) guide.playing ? pause() : play();
  }
});
document.addEventListener('keyup', e => {
  if (e.key === ' ' && guideKey(e)) e.preventDefault();
});

// ---------------------------------------------------------------------------------------------- mistakes
$('mistake').addEventListener('click', () => {
  pause();
  const panel = $('mistake-panel');
  panel.hidden = false;
  $('actual-moves').value = '';
  $('actual-status').textContent = 'Leave empty to paint the stickers instead.';
  $('actual-status').className = 'field-status';
  mistakeEditor.setState(toColours(drawnState()));
  $('actual-moves').focus();
});
$('mistake-cancel').addEventListener('click', () => {
  $('mistake-panel').hidden = true;
  $('mistake').focus();
});

let actualTimer = null;
$('actual-moves').addEventListener('input', () => {
  clearTimeout(actualTimer);
  actualTimer = setTimeout(applyActualMoves, 220);
});

/** The cube as the guide expected it, with the moves the user says they made instead. */
async function applyActualMoves() {
  const text = $('actual-moves').value;
  const status = $('actual-status');
  try {
    const parsed = await api('POST', '/api/parse', { scramble: text });
    const moves = parsed.moves.trim() === '' ? [] : parsed.moves.trim().split(/\s+/).map(parseMove);
    if (moves.some(m => !m)) throw new Error('a move this page cannot show');
    mistakeEditor.setState(moves.reduce(applyMove, toColours(drawnState())));
    status.className = 'field-status ok';
    status.textContent = text.trim() === '' ? 'Leave empty to paint the stickers instead.'
      : `Applied ${moves.length} move${moves.length === 1 ? '' : 's'} to the cube below.`;
    return true;
  } catch (e) {
    status.className = 'field-status error';
    status.textContent = e.message;
    return false;
  }
}

$('resolve').addEventListener('click', async () => {
  if ($('actual-moves').value.trim() !== '' && !(await applyActualMoves())) return;
  const facelets = mistakeEditor.value();
  if (!facelets) {
    showMessage({ message: 'Paint every sticker of the cube as it is now.' });
    return;
  }
  try {
    await api('POST', '/api/validate', { facelets });
  } catch (e) {
    showMessage(e);
    return;
  }
  const answer = await runSolve({ facelets }, guide.solver);
  if (!answer) return;
  $('mistake-panel').hidden = true;
  startGuide(answer, { facelets }, true, facelets);
});

// ---------------------------------------------------------------------------------------------- messages
function showMessage(error, kind = 'error') {
  const box = $('message');
  box.hidden = false;
  box.className = 'message ' + kind;
  let text = error.message || String(error);
  if (error.code === 'BUSY' && error.detail && error.detail.reason === 'TABLES_BUILDING') {
    text = 'The solver is still building its tables for its first use. Please press Solve again in a minute.';
  } else if (error.code === 'BUSY') text = 'The server is busy solving other cubes. Please press Solve again in a moment.';
  else if (error.code === 'INTERNAL') {
    text = 'Something went wrong on the server while solving. Nothing was changed; please try again or choose another solver.';
  } else if (error.code === 'TIMEOUT') {
    text += ' Try the two-phase solver, which is fast.';
  }
  box.innerHTML = '';
  if (error.code && error.code !== 'NETWORK' && !error.code.startsWith('HTTP_') && kind === 'error') {
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = error.code;
    box.appendChild(code);
  }
  box.append(text);
  box.dataset.code = error.code || '';
  if (kind === 'error' && error.detail && activeTab() === 'stickers') {
    const named = stickersNamed(error.detail);
    if (named.size) {
      editor.highlight = named;
      editor.repaint();
    }
  }
}

function hideMessage() {
  $('message').hidden = true;
}

// ---------------------------------------------------------------------------------------------- link, print
function updateUrl() {
  if (!guide.active || !guide.input) return;
  const params = new URLSearchParams();
  if (guide.input.scramble !== undefined) params.set('scramble', guide.input.scramble);
  else params.set('facelets', guide.input.facelets);
  params.set('solver', guide.solver);
  if (guide.step > 0) params.set('step', String(guide.step));
  history.replaceState(null, '', '?' + params.toString());
}

$('copy-link').addEventListener('click', async () => {
  const link = location.href;
  try {
    await navigator.clipboard.writeText(link);
    toast('Link copied: it reopens this guide.');
  } catch (e) {
    toast('Copy this link: ' + link);
  }
});
$('print').addEventListener('click', () => {
  if (!guide.active) {
    showMessage({ message: 'Solve a cube first; the step sheet lists its moves.' });
    return;
  }
  window.print();
});

function toast(text) {
  let box = document.querySelector('.toast');
  if (!box) {
    box = document.createElement('div');
    box.className = 'toast';
    box.setAttribute('role', 'status');
    document.body.appendChild(box);
  }
  box.textContent = text;
  box.classList.add('shown');
  clearTimeout(box.timer);
  box.timer = setTimeout(() => box.classList.remove('shown'), 2600);
}

/** The printable sheet: the cube, how to hold it, and each stage with a small net and its numbered moves. */
function buildSheet() {
  const sheet = $('sheet');
  sheet.innerHTML = '';
  const h = document.createElement('h2');
  h.textContent = 'cubeguide step sheet';
  const facts = document.createElement('p');
  const input = guide.input.scramble !== undefined ? `Scramble: ${guide.input.scramble || '(none)'}` : `Facelets: ${guide.input.facelets}`;
  facts.textContent = `${input} · solver: ${guide.solver} · ${N()} moves (HTM). ${holdInstruction(guide.start)}`;
  sheet.append(h, facts);
  const parts = guide.stages.length ? guide.stages
    : chunk(N(), 10).map(([start, end], i) => ({ name: `moves ${start + 1}–${end}`, explanation: '', start, end, index: i }));
  const grid = document.createElement('div');
  grid.className = 'sheet-grid';
  for (const part of parts) {
    const card = document.createElement('div');
    card.className = 'sheet-card';
    const small = new NetView({ cell: 9, title: `The cube before ${part.name}` });
    small.paint(guide.states[part.start], colorOf);
    const title = document.createElement('h3');
    title.textContent = capitalize(part.name);
    const list = document.createElement('ol');
    list.start = part.start + 1;
    for (let i = part.start; i < part.end; i++) {
      const li = document.createElement('li');
      li.textContent = guide.moves[i].text;
      list.appendChild(li);
    }
    card.append(title, small.svg);
    if (part.explanation) {
      const p = document.createElement('p');
      p.textContent = part.explanation;
      card.appendChild(p);
    }
    card.appendChild(list);
    grid.appendChild(card);
  }
  const done = document.createElement('div');
  done.className = 'sheet-card';
  const doneNet = new NetView({ cell: 9, title: 'The solved cube' });
  doneNet.paint(guide.states[N()], colorOf);
  const doneTitle = document.createElement('h3');
  doneTitle.textContent = 'Solved! Congratulations.';
  done.append(doneTitle, doneNet.svg);
  grid.appendChild(done);
  sheet.appendChild(grid);
}

function chunk(total, size) {
  const parts = [];
  for (let s = 0; s < total; s += size) parts.push([s, Math.min(total, s + size)]);
  return parts;
}

// ---------------------------------------------------------------------------------------------- colours
function loadScheme() {
  try {
    const saved = JSON.parse(localStorage.getItem(SCHEME_KEY));
    if (saved && FACES.every(f => saved[f] && /^#[0-9a-f]{6}$/i.test(saved[f].hex) && saved[f].name)) return saved;
  } catch (e) {
    // a broken saved scheme falls back to the standard one
  }
  return structuredClone(STANDARD_SCHEME);
}

function renderSchemeEditor() {
  const box = $('scheme');
  box.innerHTML = '';
  for (const f of FACES) {
    const row = document.createElement('div');
    row.className = 'scheme-row';
    row.innerHTML = `<input type="color" id="scheme-${f}" value="${scheme[f].hex}" aria-label="Colour of the ${f} centre">
      <input type="text" id="scheme-name-${f}" value="${scheme[f].name}" maxlength="16" aria-label="Name of the ${f} centre's colour">
      <span class="hint">${f} centre</span>`;
    row.querySelector('input[type=color]').addEventListener('input', e => { scheme[f].hex = e.target.value; schemeChanged(); });
    row.querySelector('input[type=text]').addEventListener('input', e => { scheme[f].name = e.target.value || f; schemeChanged(); });
    box.appendChild(row);
  }
}

function schemeChanged() {
  localStorage.setItem(SCHEME_KEY, JSON.stringify(scheme));
  editor.renderPalette();
  mistakeEditor.renderPalette();
  view.repaint();
  if (guide.active) {
    render();
    buildSheet();
  } else {
    net.paint(preview, colorOf);
  }
}

$('scheme-reset').addEventListener('click', () => {
  scheme = structuredClone(STANDARD_SCHEME);
  renderSchemeEditor();
  schemeChanged();
});

/** Shows a cube given in colour letters (before any guide). */
function showState(state) {
  letterMap = null;
  preview = state;
  view.setState(state);
  view.showArrow(null);
  net.paint(state, colorOf);
}

// ---------------------------------------------------------------------------------------------- display
// Shown only when the server was started with --display: sends the cube, and the guide's steps, to the
// display-guide device (which solves the cube it gets by itself and shows one step at a time).
async function setUpDisplay() {
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
    const cube = guide.active ? toColours(drawnState()) : activeTab() === 'stickers' ? editor.value() : preview;
    if (!cube) {
      displayStatus('error', 'Paint every sticker first.');
      return;
    }
    sendToDisplay({ send: 'state', facelets: cube });
  });
  $('display-prev').addEventListener('click', () => sendToDisplay({ send: 'prev' }));
  $('display-next').addEventListener('click', () => sendToDisplay({ send: 'next' }));
}

function followOnDisplay(send) {
  const follow = $('display-follow');
  if (follow && follow.checked) sendToDisplay({ send });
}

let displayQueue = Promise.resolve();
function sendToDisplay(request) {
  // One packet after another, in the order of the clicks.
  displayQueue = displayQueue.then(async () => {
    try {
      const answer = await api('POST', '/api/display', request);
      displayStatus('ok', `Sent ${answer.sent} (${answer.bytes.split(' ').length} bytes) to ${answer.to}.`);
    } catch (e) {
      displayStatus('error', e.message);
    }
  });
  return displayQueue;
}

function displayStatus(kind, text) {
  const status = $('display-status');
  status.className = 'field-status ' + kind;
  status.textContent = text;
}

// ---------------------------------------------------------------------------------------------- start
window.cubeguide = {
  /** The facelet string of the cube the guide shows now (URFDLB letters), once any animation settles. */
  state: () => (guide.active ? drawnState() : preview),
  /** The facelet string the 3D view has drawn (it lags state() during an animation). */
  drawn: () => view.state || preview,
  step: () => guide.step,
  total: () => N(),
  moves: () => guide.moves.map(m => m.text),
  solved: () => isSolved(guide.active ? drawnState() : preview),
  webgl: () => view.available,
};

async function init() {
  renderSchemeEditor();
  showState(SOLVED);
  await setUpDisplay();
  const params = new URLSearchParams(location.search);
  await loadSolvers(params.get('solver'));
  const step = Number(params.get('step') || 0);
  if (params.has('facelets')) {
    selectTab('stickers');
    editor.setState(params.get('facelets'));
    await solveFromLink(step);
  } else if (params.has('scramble')) {
    $('scramble').value = params.get('scramble');
    await solveFromLink(step);
  }
  document.body.dataset.ready = 'true';
}

async function solveFromLink(step) {
  await solve();
  if (guide.active && step > 0) goTo(step);
}

init();
