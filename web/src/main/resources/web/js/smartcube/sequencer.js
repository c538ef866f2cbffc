// Turn order for cubes that number their turns with an 8-bit serial (GAN Gen3 and Gen4). A turn whose serial is
// not the next one waits in a queue while the cube is asked for its turn history; the history's turns fill the
// gap, then the queue drains in order. If the history cannot fill the gap, the sequencer gives up on the missing
// turns, drains what it has and reports a gap, so that the cube's full state can repair the picture.

const MAX_WAITING = 8;

export function serialDistance(from, to) {
  return (to - from) & 0xff;
}

/** A full state a few turns ahead of the last turn heard: the reports of those turns were lost (or are late). */
export const MAX_STATE_LEAD = 8;

/**
 * How a full state taken at turn counter `serial` stands to the last turn applied (`last`, -1 for none):
 * 'first', 'synced' (same counter), 'ahead' (1..MAX_STATE_LEAD turns on: take it, and count those turns as
 * applied), 'behind' (stale), or 'far' (a counter that does not fit: trust its facelets only after a quiet moment).
 * A counter of 0 after others is not trusted: some firmware sends it wrongly at the wrap from 255.
 */
export function stateStanding(last, serial) {
  if (last < 0) return 'first';
  const d = serialDistance(last, serial);
  if (d === 0) return 'synced';
  if (d > 128) return 'behind';
  if (d <= MAX_STATE_LEAD && serial !== 0) return 'ahead';
  return 'far';
}

/** The fields of a state event for a standing: whether the tracker may take it at once. */
export function stateTrust(standing) {
  if (standing === 'far') return {};
  return { synced: standing !== 'behind' };
}

export class TurnSequencer {
  constructor() {
    this.last = -1;
    this.waiting = [];
  }

  /** Takes a live turn; returns {ready: turns to apply in order, missing: {serial, count} or null, gap: boolean}. */
  push(turn) {
    if (this.last >= 0 && (serialDistance(this.last, turn.serial) === 0 || serialDistance(this.last, turn.serial) > 128)) {
      return { ready: [], missing: null, gap: false }; // already applied
    }
    if (!this.waiting.some(t => t.serial === turn.serial)) this.waiting.push(turn);
    this.waiting.sort((a, b) => serialDistance(this.last, a.serial) - serialDistance(this.last, b.serial));
    return this.drain();
  }

  /** Takes turns recovered from the cube's history (any order); returns what push returns. */
  recover(turns) {
    if (this.waiting.length === 0) return { ready: [], missing: null, gap: false };
    const head = this.waiting[0].serial;
    for (const t of turns) {
      const d = serialDistance(this.last, t.serial);
      if (d > 0 && d < serialDistance(this.last, head) && !this.waiting.some(w => w.serial === t.serial)) {
        this.waiting.push(t);
      }
    }
    this.waiting.sort((a, b) => serialDistance(this.last, a.serial) - serialDistance(this.last, b.serial));
    return this.drain();
  }

  /** Sets the serial the cube's full state was taken at (no turns waiting means nothing is lost). */
  resetTo(serial) {
    this.last = serial & 0xff;
    this.waiting = this.waiting.filter(t => serialDistance(this.last, t.serial) > 0 && serialDistance(this.last, t.serial) <= 128);
  }

  drain() {
    const ready = [];
    while (this.waiting.length > 0) {
      const head = this.waiting[0];
      if (this.last >= 0 && serialDistance(this.last, head.serial) !== 1) break;
      ready.push(this.waiting.shift());
      this.last = head.serial;
    }
    if (this.waiting.length === 0) return { ready, missing: null, gap: false };
    if (this.waiting.length > MAX_WAITING) {
      // The history never came: apply what we have and let the full state repair the rest.
      const rest = this.waiting;
      this.waiting = [];
      for (const t of rest) { ready.push(t); this.last = t.serial; }
      return { ready, missing: null, gap: true };
    }
    const head = this.waiting[0];
    return { ready, missing: { serial: head.serial, count: serialDistance(this.last, head.serial) }, gap: false };
  }

  /** True when every turn the cube has numbered up to `serial` has been applied. */
  isAt(serial) {
    return this.waiting.length === 0 && this.last === (serial & 0xff);
  }
}
