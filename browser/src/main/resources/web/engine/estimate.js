// How far a part's table builds have come, and how long they still take: each table's share of the work is its
// weight (the engine's estimate of its cost), of which as much is done as its own progress says, and the time left
// is the work left at the rate so far.
export class Estimate {
  // tables: the part's tables still to build, [{id, bytes, cost}].
  constructor(tables) {
    this.weights = new Map(tables.map((t) => [t.id, t.cost || t.bytes || 1]));
    this.total = [...this.weights.values()].reduce((a, b) => a + b, 0) || 1;
    this.shares = new Map();
    this.started = performance.now();
  }

  // A progress report of the engine: label "building <id>", done of total in the table's own units.
  update(label, done, total) {
    const id = String(label).replace(/^building /, '');
    if (this.weights.has(id)) this.shares.set(id, total > 0 ? Math.min(1, done / total) : 0);
  }

  // The share of the part's work done, 0..1.
  fraction() {
    let done = 0;
    for (const [id, share] of this.shares) done += this.weights.get(id) * share;
    return Math.min(1, done / this.total);
  }

  // The seconds left at the rate so far, or null while there is too little to go on.
  secondsLeft() {
    const fraction = this.fraction();
    const elapsed = (performance.now() - this.started) / 1000;
    if (fraction < 0.02 || elapsed < 0.5) return null;
    return Math.max(0, Math.round(elapsed * (1 - fraction) / fraction));
  }
}
