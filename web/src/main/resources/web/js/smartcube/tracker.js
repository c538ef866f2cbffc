// The cube's state as this page believes it: turns are applied in software as they come; the cube's own full
// state replaces it only when it cannot be stale: at the start, when it travels with the turn that produced it,
// when its turn counter matches the last turn applied, or after a quiet moment with no turns (a full state can
// arrive before the turn that produced it).

import { SOLVED, applyMove, parseMove } from '../cube.js';
import { QUIET_MS } from './sequencer.js';

export { QUIET_MS };

export class CubeTracker {
  constructor(now = () => performance.now()) {
    this.now = now;
    this.facelets = SOLVED;
    this.hasState = false;
    this.lastTurnAt = -Infinity;
    this.listeners = [];
  }

  /** listener(change): change is {kind: 'turn', move, cubeTime, localTime, facelets} or {kind: 'state', facelets}. */
  subscribe(listener) {
    this.listeners.push(listener);
  }

  emit(change) {
    for (const l of this.listeners) l(change);
  }

  /** Takes one decoder event. */
  handle(event) {
    const now = this.now();
    if (event.type === 'turn') {
      const move = parseMove(event.move);
      if (!move) return;
      this.facelets = applyMove(this.facelets, move);
      this.lastTurnAt = now;
      this.emit({ kind: 'turn', move: event.move, cubeTime: event.cubeTime ?? null,
        localTime: event.recovered ? null : now, facelets: this.facelets });
    } else if (event.type === 'state') {
      const quiet = now - this.lastTurnAt >= QUIET_MS;
      const trusted = !this.hasState || event.afterTurn || event.synced === true || (event.synced === undefined && quiet);
      if (!trusted) return;
      this.hasState = true;
      if (event.facelets !== this.facelets) {
        this.facelets = event.facelets;
        this.emit({ kind: 'state', facelets: this.facelets });
      } else {
        this.emit({ kind: 'confirmed', facelets: this.facelets });
      }
    }
  }
}
