// The 3D cube, drawn once three.js has loaded: until load() is called and has finished, the view remembers the
// cube and the arrow it was asked to show (a move asked to be animated is simply shown done), so that a guide's
// first steps never wait for three.js, which the page loads after what the first solution needs.
export class LazyCubeView {
  /** The same arguments as view3d.js's CubeView. */
  constructor(container, colorOf, letterOf = () => '') {
    this.args = [container, colorOf, letterOf];
    this.view = null;
    this.loading = null;
    this.state = null;
    this.arrow = null;
  }

  /** Loads three.js and draws the cube remembered so far; resolves once the 3D view (or its "unavailable") shows. */
  load() {
    if (!this.loading) {
      this.loading = import('./view3d.js').then(({ CubeView }) => {
        this.view = new CubeView(...this.args);
        if (this.state !== null) this.view.setState(this.state);
        this.view.showArrow(this.arrow);
      });
    }
    return this.loading;
  }

  /** Whether WebGL draws the cube (false until loaded). */
  get available() {
    return this.view !== null && this.view.available;
  }

  /** The cube drawn (it lags the guide's during an animation). */
  get drawn() {
    return this.view ? this.view.state : this.state;
  }

  setState(state) {
    this.state = state;
    if (this.view) this.view.setState(state);
  }

  animate(move, next, durationMs) {
    this.state = next;
    return this.view ? this.view.animate(move, next, durationMs) : Promise.resolve();
  }

  showArrow(move) {
    this.arrow = move;
    if (this.view) this.view.showArrow(move);
  }

  repaint() {
    if (this.view) this.view.repaint();
  }

  resetView() {
    if (this.view && this.view.resetView) this.view.resetView();
  }
}
