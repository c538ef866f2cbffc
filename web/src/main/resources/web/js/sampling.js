// Reading one face of the cube from a camera frame. The guide square is centred in the frame, its side 60% of the
// frame's shorter side. The face may fill it ±10%, sit off-centre by up to 8% of its side and be turned up to
// 10°, so the reader first finds the face: it tries placements (offset, size, angle) around the guide square and
// keeps the one where the nine cells are most uniform inside (a cell that straddles a sticker's edge and the
// plastic between stickers mixes colours). Each sticker's colour is then the median, channel by channel, of the
// inner part of its cell, which ignores glare spots and the edges. The picture is read row by row as it is seen,
// which is the facelet order when the face is held as the prompt says.

/** The guide square's side as a fraction of the frame's shorter side. */
export const GUIDE_FRACTION = 0.6;

/** The guide square of a frame: its top-left corner and side, in pixels. */
export function guideSquare(width, height) {
  const side = GUIDE_FRACTION * Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

// The placements tried: offsets of the face's centre (fractions of the square's side), sizes and angles.
const OFFSETS = [-0.1, -0.075, -0.05, -0.025, 0, 0.025, 0.05, 0.075, 0.1];
const SCALES = [0.88, 0.94, 1, 1.06, 1.12];
const ANGLES = [-12, -8, -4, 0, 4, 8, 12].map(d => d * Math.PI / 180);
/** Half the side of the part of a cell whose uniformity scores a placement, and of the part whose median is read. */
const SCORE_EXTENT = 0.32;
const READ_EXTENT = 0.22;

/** A placement of the face: centre (cx, cy) and side in pixels, angle in radians. */
function cellPoint(p, row, col, u, v) {
  // (u, v) in cell units from the cell's centre; the cell grid is 3 × 3 over the face's side.
  const cell = p.side / 3;
  const x = (col - 1 + u) * cell;
  const y = (row - 1 + v) * cell;
  return [p.cx + x * p.cos - y * p.sin, p.cy + x * p.sin + y * p.cos];
}

function pixel(image, x, y) {
  const xi = Math.max(0, Math.min(image.width - 1, Math.round(x)));
  const yi = Math.max(0, Math.min(image.height - 1, Math.round(y)));
  const o = (yi * image.width + xi) * 4;
  return [image.data[o], image.data[o + 1], image.data[o + 2]];
}

/** How mixed the cells are under a placement: the sum over cells of the colour variance of a grid of points. */
function mixedness(image, p, steps) {
  let score = 0;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      let n = 0;
      const sum = [0, 0, 0];
      const squares = [0, 0, 0];
      for (let a = 0; a < steps; a++) {
        for (let b = 0; b < steps; b++) {
          const u = -SCORE_EXTENT + (2 * SCORE_EXTENT * a) / (steps - 1);
          const v = -SCORE_EXTENT + (2 * SCORE_EXTENT * b) / (steps - 1);
          const [x, y] = cellPoint(p, row, col, u, v);
          const c = pixel(image, x, y);
          for (let k = 0; k < 3; k++) {
            sum[k] += c[k];
            squares[k] += c[k] * c[k];
          }
          n++;
        }
      }
      for (let k = 0; k < 3; k++) score += squares[k] / n - (sum[k] / n) ** 2;
    }
  }
  return score;
}

/** The placement of the face in the frame that makes its cells most uniform. */
export function locateFace(image) {
  const square = guideSquare(image.width, image.height);
  const centre = [square.x + square.side / 2, square.y + square.side / 2];
  const place = (dx, dy, scale, angle) => ({
    cx: centre[0] + dx * square.side, cy: centre[1] + dy * square.side, side: square.side * scale, angle,
    dx, dy, scale, cos: Math.cos(angle), sin: Math.sin(angle),
  });
  // A small preference for the guide square itself decides between equally uniform placements.
  const cost = p => mixedness(image, p, 4) * (1 + 0.3 * (Math.abs(p.dx) + Math.abs(p.dy) + Math.abs(p.scale - 1) + Math.abs(p.angle)));
  let best = null;
  let bestCost = Infinity;
  for (const angle of ANGLES) {
    for (const scale of SCALES) {
      for (const dy of OFFSETS) {
        for (const dx of OFFSETS) {
          const p = place(dx, dy, scale, angle);
          const c = cost(p);
          if (c < bestCost) {
            bestCost = c;
            best = p;
          }
        }
      }
    }
  }
  // A finer search around the best placement.
  const coarse = best;
  for (const da of [-2, -1, 0, 1, 2].map(d => d * Math.PI / 180)) {
    for (const ds of [-0.03, 0, 0.03]) {
      for (const ddy of [-0.0125, 0, 0.0125]) {
        for (const ddx of [-0.0125, 0, 0.0125]) {
          const p = place(coarse.dx + ddx, coarse.dy + ddy, coarse.scale + ds, coarse.angle + da);
          const c = cost(p);
          if (c < bestCost) {
            bestCost = c;
            best = p;
          }
        }
      }
    }
  }
  return best;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const hex = c => '#' + c.map(v => Math.round(v).toString(16).padStart(2, '0')).join('');

/**
 * The nine colours of the face in the guide square of a frame (ImageData or {width, height, data}), as "#rrggbb"
 * in reading order: left to right, top row first.
 */
export function readFace(image) {
  return readAt(image, locateFace(image));
}

/**
 * The face in the guide square and whether it looks like one: {colours, uniform, grid}. uniform: the nine cells
 * show one colour (a solved face, or no cube at all); grid: the lines between the cells are darker than the cells
 * (the plastic between a cube's stickers), so the picture shows a 3 × 3 grid. A plain picture is uniform without a
 * grid; a solved face is uniform with one.
 */
export function inspectFace(image) {
  const p = locateFace(image);
  const colours = readAt(image, p);
  return { colours, uniform: isUniform(colours), grid: gridSeen(image, p) };
}

const luminance = c => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
const rgbOf = hexText => [1, 3, 5].map(k => parseInt(hexText.slice(k, k + 2), 16));

/** The nine readings are one colour: each channel within 12% of the brightest channel's range of the mean. */
function isUniform(colours) {
  const values = colours.map(rgbOf);
  const scale = Math.max(24, ...values.map(v => Math.max(...v)));
  for (let k = 0; k < 3; k++) {
    const channel = values.map(v => v[k]);
    if (Math.max(...channel) - Math.min(...channel) > 0.12 * scale) return false;
  }
  return true;
}

/**
 * Whether the four inner lines of the placed grid are darker than the cells: across each line, at points along it
 * away from the crossings, the darkest pixel of a short cut through the line; the median of those against the
 * median brightness of the cells' middles.
 */
function gridSeen(image, p) {
  const across = [];
  const cells = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) cells.push(luminance(pixel(image, ...cellPoint(p, row, col, 0, 0))));
  }
  for (const edge of [0.5, 1.5]) {
    for (const along of [0.2, 0.35, 0.65, 0.8, 1.2, 1.35, 1.65, 1.8, 2.2, 2.35, 2.65, 2.8]) {
      let darkestColumnLine = Infinity;
      let darkestRowLine = Infinity;
      for (let d = -0.14; d <= 0.141; d += 0.02) {
        // A vertical line at x = edge cells from the grid's left, and a horizontal one at y = edge from its top.
        darkestColumnLine = Math.min(darkestColumnLine, luminance(pixel(image, ...cellPoint(p, 0, 0, edge + d, along - 0.5))));
        darkestRowLine = Math.min(darkestRowLine, luminance(pixel(image, ...cellPoint(p, 0, 0, along - 0.5, edge + d))));
      }
      across.push(darkestColumnLine, darkestRowLine);
    }
  }
  const middle = values => [...values].sort((a, b) => a - b)[values.length >> 1];
  return middle(across) < 0.75 * middle(cells) - 4;
}

function readAt(image, p) {
  const colours = [];
  const steps = 7;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const channels = [[], [], []];
      for (let a = 0; a < steps; a++) {
        for (let b = 0; b < steps; b++) {
          const u = -READ_EXTENT + (2 * READ_EXTENT * a) / (steps - 1);
          const v = -READ_EXTENT + (2 * READ_EXTENT * b) / (steps - 1);
          const [x, y] = cellPoint(p, row, col, u, v);
          const c = pixel(image, x, y);
          for (let k = 0; k < 3; k++) channels[k].push(c[k]);
        }
      }
      colours.push(hex(channels.map(median)));
    }
  }
  return colours;
}
