// Follow mode: the live cube from a connected smart cube, drawn in 3D and as a net, and a guide that turns its
// own page as the person turns the cube. It says at once when a turn was not the planned one, offers the
// shorter way back (undo it, or a new plan from the cube as it is), plans again by itself when the person just
// keeps turning, and congratulates when the cube is solved, whatever the route.

import { SOLVED, applyMove, describe, isSolved, parseMove, parseMoves } from './cube.js';
import { CubeView } from './view3d.js';
import { NetView } from './net.js';
import { api } from './api.js';
import { SmartCubePanel } from './smartcube/panel.js';
import { stepTimes } from './smartcube/clock.js';
import { STANDARD_SCHEME } from './colours.js';
import { guide, madeMove, currentMove, total, goTo } from './guide-state.js';

const $ = id => document.getElementById(id);
// A smart cube has the standard colours, its centres fixed: white up, green front.
const colorOf = letter => (STANDARD_SCHEME[letter] ? STANDARD_SCHEME[letter].hex : '#7b8494');
/** A new plan waits this long after the last turn, so that a person still turning is not planned for. */
const REPLAN_PAUSE_MS = 400;

/**
 * Sets up follow mode: the smart cube's panel (smartcube/panel.js owns the connection), its live views, and the
 * guide that follows the turns. Its state lives in this call, not in the module.
 */
export function setUpFollow() {
  const follow = {
    live: SOLVED,
    connected: false,
    plan: null, // { moves: [text], states: [facelets before and after each move], index }
    deviation: [], // turns made since the cube left the plan
    turns: [], // every turn since following began: { move, cubeTime, localTime }
    startedAt: null,
    planRequest: 0,
    replanTimer: null,
    offer: null, // a new plan shorter than going back
    scrambled: false, // the live cube has been unsolved since it was last solved
    quarterHeld: null, // the first quarter of a half turn the page's own guide asked for
  };

  const liveBox = $('smart-live');
  const view = new CubeView($('smart-view3d'), colorOf);
  const net = new NetView({ cell: 16, title: 'Net of the smart cube as it is now', faceLabels: true });
  $('smart-net').appendChild(net.svg);

  function draw(change) {
    follow.live = change.facelets;
    liveBox.dataset.facelets = follow.live;
    liveBox.setAttribute('aria-label', 'The smart cube as it is now' + (isSolved(follow.live) ? ': solved' : ''));
    view.setState(follow.live);
    net.paint(follow.live, colorOf);
  }

  const panel = new SmartCubePanel({
    onLive: change => {
      draw(change);
      if (change.kind === 'turn') onTurn(change);
      else if (change.kind === 'state') onState();
    },
    onConnected: connected => {
      follow.connected = connected;
      $('smart-follow').hidden = !connected && !follow.plan;
      $('smart-use').disabled = !connected;
      $('smart-live').hidden = false;
    },
  });

  $('smart-use').addEventListener('click', () => useCubeAsItIs());
  $('smart-replan').addEventListener('click', () => adoptOffer());

  async function useCubeAsItIs() {
    follow.turns = [];
    follow.startedAt = performance.now();
    $('smart-solved').hidden = true;
    if (isSolved(follow.live)) {
      feedback('The cube is already solved. Scramble it, then press "Use the cube as it is".', 'info');
      return;
    }
    feedback('Planning from the cube as it is…', 'info');
    const asked = follow.live;
    const plan = await planFrom(asked);
    if (plan) startPlan(plan, 'Follow the moves: the page turns as you turn the cube.');
    else if (follow.live !== asked) scheduleReplan(); // the cube was turned meanwhile
  }

  /** A solution for the facelets, or null (stale: the cube moved on meanwhile, or the server failed). */
  async function planFrom(facelets) {
    const id = ++follow.planRequest;
    const solver = $('solver') && $('solver').value ? $('solver').value : 'twophase';
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const answer = await api('POST', '/api/solve', { facelets, solver });
        if (id !== follow.planRequest || facelets !== follow.live) return null;
        const moves = parseMoves(answer.solution || '').map(m => m.text);
        return { moves, states: statesOf(facelets, moves), index: 0 };
      } catch (e) {
        if (e.code === 'BUSY' && attempt < 3) {
          await new Promise(r => setTimeout(r, 1000 * Math.min(5, Number(e.retryAfter) || 1)));
          continue;
        }
        if (id === follow.planRequest) feedback('No plan could be made: ' + e.message, 'error');
        return null;
      }
    }
    return null;
  }

  function statesOf(start, moves) {
    const states = [start];
    for (const m of moves) states.push(applyMove(states[states.length - 1], parseMove(m)));
    return states;
  }

  function startPlan(plan, message) {
    follow.plan = plan;
    follow.deviation = [];
    follow.offer = null;
    $('smart-replan').hidden = true;
    feedback(message, 'info');
    renderPlan();
  }

  /** True once the live cube becomes solved after being scrambled (a cube that connects solved is not congratulated). */
  function becameSolved() {
    if (!isSolved(follow.live)) {
      follow.scrambled = true;
      return false;
    }
    const was = follow.scrambled;
    follow.scrambled = false;
    return was;
  }

  function onState() {
    if (becameSolved()) solved();
    else if (follow.plan) resync();
  }

  /**
   * The page's own guide (started with Solve) follows the smart cube too, while this panel has no plan of its own:
   * the asked move steps it on, a half turn may come as two quarter turns, anything else it keeps for recovery.
   */
  function followMainGuide(text) {
    if (follow.plan || !guide.active || guide.step > total()) return;
    if (guide.step === 0) goTo(1); // turning has begun: past the step that says how to hold the cube
    const turn = parseMove(text);
    const asked = currentMove();
    const held = follow.quarterHeld;
    follow.quarterHeld = null;
    if (held && held.layer === turn.layer && held.amount === turn.amount) {
      madeMove(parseMove(turn.layer + '2'));
      return;
    }
    if (held) madeMove(held);
    if (!held && asked && asked.amount === 2 && asked.layer === turn.layer && guide.offPlan.length === 0) {
      follow.quarterHeld = turn; // the first half of the asked half turn
      return;
    }
    madeMove(turn);
  }

  function onTurn(change) {
    if (follow.startedAt !== null) follow.turns.push({ move: change.move, cubeTime: change.cubeTime, localTime: change.localTime });
    followMainGuide(change.move);
    if (becameSolved()) {
      solved();
      return;
    }
    if (isSolved(follow.live)) return;
    const plan = follow.plan;
    if (!plan) {
      // Following, but the plan was overtaken by turns: plan again once the turning pauses.
      if (follow.startedAt !== null) scheduleReplan();
      return;
    }
    const i = plan.index;
    const ahead = plan.states.indexOf(follow.live, i + 1);
    if (ahead > i) {
      plan.index = ahead;
      follow.deviation = [];
      hideOffer();
      feedback(plan.index < plan.moves.length ? 'Good.' : 'That was the last move.', 'good');
      renderPlan();
      return;
    }
    const expected = plan.moves[i];
    const turn = parseMove(change.move);
    const want = expected && parseMove(expected);
    if (follow.deviation.length === 0 && want && want.amount === 2 && turn.layer === want.layer
      && follow.live === applyMove(plan.states[i], turn)) {
      follow.deviation = [change.move];
      follow.halfway = true;
      feedback(`Halfway through ${expected}: turn the same face once more, the same way.`, 'info');
      return;
    }
    if (follow.live === plan.states[i]) {
      follow.deviation = [];
      follow.halfway = false;
      hideOffer();
      feedback('Back on track.', 'good');
      renderPlan();
      return;
    }
    follow.deviation.push(change.move);
    if (follow.deviation.length === 1 || (follow.halfway && follow.deviation.length === 2)) {
      wrongTurn(change.move, expected);
    } else {
      // The person keeps turning: plan again from the cube once the turning pauses.
      follow.halfway = false;
      scheduleReplan();
    }
  }

  function inverse(move) {
    if (move.endsWith("'")) return move.slice(0, -1);
    if (move.endsWith('2')) return move;
    return move + "'";
  }

  function wrongTurn(made, expected) {
    const plan = follow.plan;
    const undo = follow.deviation.slice().reverse().map(inverse);
    const undoText = undo.join(' ');
    feedback(`That was ${made}, not ${expected}. Undo it (${undoText}), or keep turning and the guide will plan again.`, 'error');
    // A new plan is offered instead when it is shorter than going back and carrying on.
    const back = undo.length + plan.moves.length - plan.index;
    const facelets = follow.live;
    planFrom(facelets).then(next => {
      if (!next || follow.live !== facelets || follow.plan !== plan) return;
      if (next.moves.length < back) {
        follow.offer = next;
        feedback(`That was ${made}, not ${expected}. A new plan from the cube as it is takes ${next.moves.length} moves, fewer than undoing it and going on.`, 'error');
        $('smart-replan').textContent = `Use the new plan (${next.moves.length} moves)`;
        $('smart-replan').hidden = false;
      }
    });
  }

  function adoptOffer() {
    if (follow.offer && follow.offer.states[0] === follow.live) startPlan(follow.offer, 'New plan from the cube as it is.');
    else scheduleReplan(0);
  }

  function hideOffer() {
    follow.offer = null;
    $('smart-replan').hidden = true;
  }

  function scheduleReplan(delay = REPLAN_PAUSE_MS) {
    clearTimeout(follow.replanTimer);
    follow.replanTimer = setTimeout(async () => {
      if (isSolved(follow.live)) return;
      feedback('Planning again from the cube as it is…', 'info');
      const plan = await planFrom(follow.live);
      if (plan && !isSolved(follow.live)) startPlan(plan, 'New plan from the cube as it is.');
    }, delay);
  }

  /** The cube's own full state replaced the tracked one: find it on the plan, or plan again. */
  function resync() {
    const at = follow.plan.states.indexOf(follow.live);
    if (at >= 0) {
      follow.plan.index = at;
      renderPlan();
    } else if (!isSolved(follow.live)) {
      scheduleReplan();
    }
  }

  function solved() {
    clearTimeout(follow.replanTimer);
    follow.planRequest++;
    follow.plan = null;
    hideOffer();
    feedback('', 'info');
    $('smart-next').textContent = '';
    $('smart-next-text').textContent = '';
    $('smart-plan').replaceChildren();
    const box = $('smart-solved');
    box.hidden = false;
    // When the page's own guide has reached its end it says so itself; the words are not said twice.
    const guideSaysIt = guide.active && guide.step > total();
    $('smart-solved-title').textContent = guideSaysIt ? 'Solved.' : 'Solved! Congratulations.';
    const list = $('smart-times');
    list.replaceChildren();
    const times = stepTimes(follow.turns, follow.startedAt);
    const totalMs = times.reduce((a, b) => a + b, 0);
    follow.turns.forEach((t, k) => {
      const li = document.createElement('li');
      li.textContent = `${t.move}: ${(times[k] / 1000).toFixed(2)} s`;
      list.appendChild(li);
    });
    $('smart-total').textContent = follow.turns.length
      ? `${follow.turns.length} turn${follow.turns.length === 1 ? '' : 's'} in ${(totalMs / 1000).toFixed(2)} s (times from the cube's clock).`
      : '';
    follow.startedAt = null; // following ends here; "Use the cube as it is" starts again
    box.focus();
  }

  function renderPlan() {
    const plan = follow.plan;
    $('smart-solved').hidden = true;
    const next = plan.moves[plan.index];
    $('smart-next').textContent = next ? `Next: ${next}` : '';
    $('smart-next-text').textContent = next ? describe(parseMove(next)) : '';
    const list = $('smart-plan');
    list.replaceChildren();
    plan.moves.forEach((m, k) => {
      const li = document.createElement('li');
      li.textContent = m;
      if (k < plan.index) li.className = 'done';
      if (k === plan.index) li.setAttribute('aria-current', 'step');
      list.appendChild(li);
    });
  }

  function feedback(text, kind) {
    const box = $('smart-feedback');
    box.textContent = text;
    box.className = 'smart-feedback ' + kind;
  }

  draw({ facelets: SOLVED });
  window.cubeguideSmart = {
    live: () => follow.live,
    plan: () => (follow.plan ? follow.plan.moves.slice(follow.plan.index) : []),
    panel,
  };
}
