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

/** A quiet moment: this long with no turn heard. */
export const QUIET_MS = 1500;

/**
 * A full state the decoder holds back because its turn counter is ahead of the turns heard: those turns' reports
 * may still be on their way (a state can overtake them). It is taken when a later turn shows the reports were
 * lost, or after a quiet moment; it is dropped when the reports arrive.
 */
export class HeldState {
  constructor(now = () => performance.now()) {
    this.now = now;
    this.state = null;
    this.lastTurnAt = -Infinity;
  }

  hold(facelets, serial, standing) {
    this.state = { facelets, serial, standing, at: this.now() };
  }

  turnHeard() {
    this.lastTurnAt = this.now();
  }

  /** The held state when nothing has been heard for a quiet moment since it came (and since the last turn). */
  quiet() {
    const s = this.state;
    return s && this.now() - Math.max(this.lastTurnAt, s.at) >= QUIET_MS ? s : null;
  }

  take() {
    const s = this.state;
    this.state = null;
    return s;
  }
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

/**
 * Turn counting for cubes whose every turn packet repeats the last few turns (GAN Gen2: seven, MoYu32: five):
 * a lost packet is made good by the next one's history. A full state ahead of the count is held (HeldState).
 */
export class CountedTurns {
  constructor(depth) {
    this.depth = depth;
    this.last = -1;
    this.held = new HeldState();
  }

  /**
   * A turn packet with counter `serial`; turnAt(i) reads the i-th newest turn of its history (i = 0 is this
   * one). Returns {turns (oldest first, each with its serial), adopted: a held state to take first, or null,
   * gap: true when turns were lost beyond the history}.
   */
  packet(serial, turnAt) {
    let d = this.last < 0 ? 1 : serialDistance(this.last, serial);
    if (d === 0 || d > 128) return { turns: [], adopted: null, gap: false };
    let adopted = null;
    const h = this.held.state;
    if (h) {
      const dp = serialDistance(this.last, h.serial);
      if (dp < d && d > this.depth && d - dp <= this.depth) {
        // Turns were lost beyond this packet's history, but the held state stands for them.
        adopted = this.held.take();
        this.last = h.serial;
        d = serialDistance(this.last, serial);
      } else if (dp <= d) {
        this.held.take(); // this packet carries the turns it stood for
      }
    }
    const gap = d > this.depth;
    const turns = [];
    for (let i = Math.min(d, this.depth) - 1; i >= 0; i--) turns.push({ ...turnAt(i), serial: (serial - i) & 0xff, recovered: i > 0 });
    this.last = serial;
    this.held.turnHeard();
    return { turns, adopted, gap };
  }

  /** A full state at counter `serial`: returns the state event to pass on now, or null (stale, or held). */
  state(facelets, serial) {
    const standing = stateStanding(this.last, serial);
    if (standing === 'first' || standing === 'synced') {
      this.last = serial;
      this.held.take();
      return { type: 'state', facelets, serial, synced: true };
    }
    if (standing !== 'behind') this.held.hold(facelets, serial, standing);
    return null;
  }

  /** After a quiet moment, the held state is taken: it stands for turns whose reports never came. */
  idle() {
    const s = this.held.quiet();
    if (!s) return null;
    this.held.take();
    this.last = s.serial;
    return { type: 'state', facelets: s.facelets, serial: s.serial, synced: true };
  }
}
