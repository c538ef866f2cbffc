// A fake camera for the browser tests: getUserMedia returns the stream of a canvas that draws, in the guide square
// (centred, side 60% of the frame's shorter side), the face of a known cube that the page's prompt asks for (its
// data-face). Each face is drawn a little differently, within the tolerances the page promises: its size ±10%,
// off-centre by up to 8% of the square, turned up to 10°, with its own exposure, a tint and a brightness gradient.
// Set window.__fakeCamera = {facelets, seed, width, height, inset, background, extreme, plain} in an earlier init
// script (inset: the gap round each sticker as a fraction of a cell; extreme: every face at the edges of the
// tolerances; plain: a colour such as '#7a7a7a' that fills the whole picture, with no cube in it).
(() => {
  const config = window.__fakeCamera;
  if (!config) return;
  const W = config.width || 640;
  const H = config.height || 480;
  // Sticker colours as a camera might see them (not the page's own scheme).
  const PAINT = { U: [236, 238, 232], R: [196, 30, 58], F: [0, 158, 96], D: [250, 212, 0], L: [255, 100, 0], B: [0, 81, 186] };
  let seed = config.seed || 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const between = (a, b) => a + (b - a) * random();
  const looks = {};
  const edge = () => (random() < 0.5 ? -1 : 1);
  for (const f of 'URFDLB') {
    looks[f] = config.extreme ? {
      scale: 1 + edge() * 0.095, dx: edge() * 0.078, dy: edge() * 0.078, angle: edge() * 9.8 * Math.PI / 180,
      exposure: between(0.8, 1.1), tint: [between(0.93, 1.07), 1, between(0.93, 1.07)], gradient: edge() * 0.12,
    } : {
      scale: between(0.91, 1.09), dx: between(-0.075, 0.075), dy: between(-0.075, 0.075),
      angle: between(-9.5, 9.5) * Math.PI / 180, exposure: between(0.85, 1.08),
      tint: [between(0.95, 1.05), 1, between(0.95, 1.05)], gradient: between(-0.1, 0.1),
    };
  }
  window.__fakeCameraLooks = looks;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const context = canvas.getContext('2d');
  const faceShown = () => {
    const prompt = document.getElementById('camera-prompt');
    return prompt && prompt.dataset.face ? prompt.dataset.face : 'F';
  };
  const draw = () => {
    if (config.plain) {
      context.fillStyle = config.plain;
      context.fillRect(0, 0, W, H);
      window.__fakeCameraDrawn = 'plain';
      return;
    }
    const f = faceShown();
    const look = looks[f];
    context.fillStyle = config.background || '#6b5b4b';
    context.fillRect(0, 0, W, H);
    const square = 0.6 * Math.min(W, H);
    const side = square * look.scale;
    context.save();
    context.translate(W / 2 + look.dx * square, H / 2 + look.dy * square);
    context.rotate(look.angle);
    context.fillStyle = '#141414';
    context.fillRect(-side / 2, -side / 2, side, side);
    const cell = side / 3;
    const start = 'URFDLB'.indexOf(f) * 9;
    for (let k = 0; k < 9; k++) {
      const row = Math.floor(k / 3);
      const col = k % 3;
      const light = look.exposure * (1 + look.gradient * (col - 1));
      const rgb = PAINT[config.facelets[start + k]].map((v, c) => Math.max(0, Math.min(255, Math.round(v * light * look.tint[c]))));
      context.fillStyle = `rgb(${rgb.join(',')})`;
      const inset = cell * (config.inset ?? 0.07);
      context.beginPath();
      context.roundRect(-side / 2 + col * cell + inset, -side / 2 + row * cell + inset, cell - 2 * inset, cell - 2 * inset, cell * 0.1);
      context.fill();
    }
    context.restore();
    window.__fakeCameraDrawn = f;
  };
  draw();
  setInterval(draw, 50);
  const stream = canvas.captureStream(20);
  const fake = async () => stream;
  if (!navigator.mediaDevices) {
    Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
  }
  navigator.mediaDevices.getUserMedia = fake;
})();
