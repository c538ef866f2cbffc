// The solver list (display names and plain-words descriptions), what a solver's first use costs (its tables, and
// about how long they take to build, as the engine or the server estimates it), and solving: "Solving…" while the
// engine works, and while a solver builds its tables, the build's progress with Cancel (the seconds tick between
// the answers); choosing another solver meanwhile stops waiting and solves with that one.
import { api, tablesChanged } from './api.js';
import { showMessage, hideMessage, clearMessages } from './messages.js';
import { solverTitle, solverDescription, duration, clock } from './words.js';
import { solvers as info, titleOf } from './guide-state.js';

const $ = id => document.getElementById(id);
const BUSY_RETRIES = 2;
/**
 * The page's default ("Fast and short") is the two-phase solver looking for a shorter solution for this long; the
 * choice "Fastest" is the same solver without it, the first solution at once.
 */
export const PAGE_BUDGET_MS = 300;
/** The page's own choice: two-phase without a budget. */
export const FASTEST = 'fastest';
/** "Looking for a shorter solution…" shows only when a budgeted solve takes longer than this. */
const LOOKING_AFTER_MS = 150;
/** How often the build's progress is asked for while waiting (the page's own engine also says when it moves on). */
const PROGRESS_POLL_MS = 1000;
/** The longest wait for tables before the page gives up (the optimal solver's build takes minutes). */
const TABLE_WAIT_LIMIT_MS = 30 * 60 * 1000;

/** The server's solver of a choice in the list ("fastest" is two-phase), and whether it gets the page's budget. */
export const serverSolver = choice => (choice === FASTEST ? 'twophase' : choice);
const budgeted = choice => choice === 'twophase';

/**
 * Wires the solver list and the tables' Cancel button (another solver chosen while waiting solves with that one, by
 * solveAgain); waiting() is called when a solve starts waiting for its solver's tables. Returns {load(selected):
 * fills the list, runSolve(request, choice)}.
 */
export function setUpSolvers({ solveAgain, waiting: onWait = () => {} }) {
  /** The tables' states by solver; the wait for tables in progress ({cancelled}), or null; the solve in progress. */
  let tables = {};
  let waiting = null;
  let solving = false;
  let runs = 0;
  /** The budgeted search's request of each answer that runSolve gave at once (firstAtOnce), until it is run. */
  const budgetedSearches = new WeakMap();

  /** Stops waiting for tables (the build goes on in the background on the server). */
  const cancelWaiting = () => {
    if (waiting) waiting.cancelled = true;
  };

  async function loadSolvers(selected) {
    try {
      const answer = await api('GET', '/api/solvers');
      const select = $('solver');
      select.innerHTML = '';
      for (const s of answer.solvers) {
        info[s.name] = s;
        const option = document.createElement('option');
        option.value = s.name;
        option.textContent = solverTitle(s.name, s);
        // A solver that is not built yet reports no move bound; it is listed but cannot be chosen.
        if (!(s.maxMoves > 0)) {
          option.disabled = true;
          option.textContent += ' (not available yet)';
        }
        select.appendChild(option);
        if (s.name === 'twophase') {
          // "Fastest": the same solver without the budget, right after it.
          info[FASTEST] = s;
          const fastest = document.createElement('option');
          fastest.value = FASTEST;
          fastest.textContent = solverTitle(FASTEST, s);
          fastest.disabled = option.disabled;
          select.appendChild(fastest);
        }
      }
      select.value = selected && info[selected] ? selected : answer.default;
      await refreshTables();
    } catch (e) {
      showMessage(e);
    }
  }

  async function refreshTables() {
    try {
      const answer = await api('GET', '/api/tables');
      tables = {};
      for (const t of answer.tables) tables[t.solver] = t;
    } catch (e) {
      tables = {};
    }
    describeSolver();
  }

  /** The description under the list, saying up front when the first use builds tables and how long that takes. */
  function describeSolver() {
    const name = $('solver').value;
    const s = info[name];
    if (!s) return;
    const t = tables[serverSolver(name)];
    let text = solverDescription(name, s);
    if (t && t.state === 'missing') {
      text += ` Its first use prepares tables on the server: ${duration(t.firstBuildSeconds)}, once; you can cancel or choose another solver meanwhile.`;
    } else if (t && t.state === 'waiting') {
      text += ` Its tables will be prepared after another solver's (then ${duration(t.secondsLeft)}).`;
    } else if (t && t.state === 'building') {
      text += ` Its tables are being prepared (${t.percent}% done, about ${clock(t.secondsLeft)} left).`;
    }
    $('solver-description').textContent = text;
  }

  /**
   * Calls the solver chosen in the list (a server solver, or "fastest"); shows "Solving…" meanwhile, and "Looking for a
   * shorter solution…" once a budgeted solve takes longer than a moment; returns the answer, or null after showing the
   * error or when the person cancelled. While the solver's tables are built it shows their progress and keeps Solve and
   * the solver list usable. firstAtOnce: a budgeted choice answers with its first solution, and shorterThan(answer)
   * then runs the budget's search for a shorter one.
   */
  async function runSolve(request, choice, { firstAtOnce = false } = {}) {
    const solver = serverSolver(choice);
    const searches = budgeted(choice) && !firstAtOnce;
    const body = searches ? { ...request, solver, budgetMs: PAGE_BUDGET_MS } : { ...request, solver };
    if (solving) return null;
    cancelWaiting();
    const run = ++runs;
    solving = true;
    hideMessage();
    const button = $('solve');
    const before = { move: $('move').textContent, text: $('move-text').textContent };
    const busy = on => {
      button.disabled = on;
      button.textContent = on ? 'Solving…' : 'Solve';
      if (on) button.setAttribute('aria-label', 'Solve');
      else button.removeAttribute('aria-label');
      document.body.classList.toggle('busy', on);
    };
    busy(true);
    $('move').textContent = 'Solving…';
    $('move-text').textContent = `“${titleOf(choice)}” is working on your cube.`;
    const looking = searches ? setTimeout(() => {
      if (solving && run === runs) {
        $('move').textContent = 'Looking for a shorter solution…';
        $('move-text').textContent = `“${titleOf(choice)}” has a solution and is looking for a shorter one, for a moment.`;
      }
    }, LOOKING_AFTER_MS) : null;
    const restore = () => {
      $('move').textContent = before.move;
      $('move-text').textContent = before.text;
    };
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const answer = await api('POST', '/api/solve', body);
          hideMessage();
          if (budgeted(choice) && firstAtOnce) budgetedSearches.set(answer, { ...body, budgetMs: PAGE_BUDGET_MS });
          return answer;
        } catch (e) {
          if (e.code === 'BUSY' && e.detail && e.detail.reason === 'TABLES_BUILDING') {
            busy(false);
            solving = false;
            restore();
            const ready = await waitForTables(solver);
            if (!ready || run !== runs) return null;
            solving = true;
            busy(true);
            $('move').textContent = 'Solving…';
            continue;
          }
          if (e.code !== 'BUSY' || attempt > BUSY_RETRIES) throw e;
          const seconds = Math.min(10, Math.max(1, Number(e.retryAfter) || 1));
          showMessage({ message: `The server is busy solving other cubes; trying again in ${seconds} s…` }, 'info');
          await new Promise(resolve => setTimeout(resolve, seconds * 1000));
        }
      }
    } catch (e) {
      if (run !== runs) return null;
      showMessage(e);
      restore();
      return null;
    } finally {
      clearTimeout(looking);
      if (run === runs) {
        solving = false;
        busy(false);
      }
    }
  }

  /** Words for a build's progress: waiting its turn, or how far it has come, with the time elapsed and left. */
  function progressText(t, sinceAnswer) {
    if (t.state === 'waiting') {
      return 'Waiting for another solver\'s tables to be prepared first; then these take '
        + `${duration(t.secondsLeft)}. The guide starts by itself when they are ready.`;
    }
    const elapsed = (t.elapsedSeconds || 0) + sinceAnswer;
    const left = Math.max(0, (t.secondsLeft || 0) - sinceAnswer);
    const finishing = left < 1 && t.percent >= 95;
    return `${t.percent}% done · ${clock(elapsed)} elapsed · ${finishing ? 'finishing' : `about ${clock(Math.max(1, left))} left`}. `
      + 'The guide starts by itself when it is ready.';
  }

  /** Shows the build's progress until the solver's tables are ready (true) or the person stops waiting (false). */
  async function waitForTables(solver) {
    const me = { cancelled: false };
    waiting = me;
    onWait();
    const panel = $('tables-wait');
    const bar = $('tables-progress');
    panel.hidden = false;
    $('tables-title').textContent = `Getting “${titleOf(solver)}” ready for its first use`;
    $('tables-what').textContent = '';
    const started = Date.now();
    let last = null;
    let answered = Date.now();
    const show = () => {
      if (!last) {
        $('tables-text').textContent = 'Checking how far the preparation has got…';
        return;
      }
      bar.value = last.percent;
      bar.setAttribute('aria-valuenow', String(last.percent));
      panel.dataset.state = last.state;
      $('tables-text').textContent = progressText(last, Math.floor((Date.now() - answered) / 1000));
    };
    // The seconds tick every second, between the server's answers too.
    const ticker = setInterval(show, 1000);
    try {
      while (!me.cancelled && Date.now() - started < TABLE_WAIT_LIMIT_MS) {
        let t = null;
        try {
          const answer = await api('GET', '/api/tables');
          t = answer.tables.find(x => x.solver === solver);
        } catch (e) {
          t = null;
        }
        if (t && t.state === 'ready') return true;
        if (t) {
          last = t;
          answered = Date.now();
          $('tables-what').textContent = t.building ? `Building ${t.building}, once.` : '';
        }
        show();
        if (t && t.state === 'missing') return true; // the build failed or was forgotten: asking again restarts it
        await tablesChanged(PROGRESS_POLL_MS);
      }
      if (!me.cancelled) showMessage({ message: 'The tables are still not ready. Please press Solve again later, or choose another solver.' });
      return false;
    } finally {
      clearInterval(ticker);
      if (waiting === me) waiting = null;
      panel.hidden = true;
    }
  }

  $('tables-cancel').addEventListener('click', () => {
    cancelWaiting();
    showMessage({ message: 'Stopped waiting. The tables go on being prepared in the background; press Solve to use them later, or choose another solver.' }, 'info');
    $('solve').focus();
  });
  $('solver').addEventListener('change', () => {
    clearMessages();
    describeSolver();
    if (waiting) {
      cancelWaiting();
      // The wait loop ends within a poll; solve with the new choice right after.
      setTimeout(solveAgain, 0);
    }
  });
  /**
   * For an answer that runSolve gave at once in place of a budgeted search: that search (the page's budget, the same
   * request): a promise of its answer when that is shorter, else of null (no shorter one, or it failed: the first
   * answer stands, so a failure here is not shown). Null itself, not a promise, for any other answer: it is final.
   */
  function shorterThan(answer) {
    const body = budgetedSearches.get(answer);
    if (!body) return null;
    budgetedSearches.delete(answer);
    return api('POST', '/api/solve', body).then(searched => (searched.length < answer.length ? searched : null),
      () => null);
  }

  return { load: loadSolvers, runSolve, shorterThan };
}
