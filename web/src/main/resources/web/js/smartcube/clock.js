// Turn times from the cube's own clock, corrected for drift. The cube stamps each turn with its clock, free of
// Bluetooth delays but running a little fast or slow; the page's clock is right but each arrival is late by a
// varying delay. A least-squares line through (cube time, page time) of the turns that have both gives the rate
// of the cube's clock; cube-time gaps scaled by that rate are the step times. Cubes without a clock (GoCube,
// Giiker) fall back to the page's arrival times.

/** Slope and intercept of the least-squares line y = a x + b through the points with both values. */
export function fitLine(points) {
  let n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const [x, y] of points) {
    if (x == null || y == null) continue;
    n++; sx += x; sy += y; sxx += x * x; sxy += x * y;
  }
  const varX = n * sxx - sx * sx;
  const slope = n < 2 || varX < 1e-6 ? 1 : (n * sxy - sx * sy) / varX;
  const intercept = n === 0 ? 0 : (sy - slope * sx) / n;
  return { slope, intercept };
}

/** Milliseconds each turn took since the one before (the first: since `startLocal` when given, else 0). */
export function stepTimes(turns, startLocal = null) {
  if (turns.length === 0) return [];
  const withClock = turns.filter(t => t.cubeTime != null);
  const useCube = withClock.length === turns.length && turns.length >= 2;
  const { slope } = useCube ? fitLine(turns.map(t => [t.cubeTime, t.localTime])) : { slope: 1 };
  const rate = slope > 0.9 && slope < 1.1 ? slope : 1; // a wild fit (few, bunched turns) is ignored
  return turns.map((t, i) => {
    if (i === 0) return startLocal != null && t.localTime != null ? Math.max(0, t.localTime - startLocal) : 0;
    const prev = turns[i - 1];
    if (useCube) return Math.max(0, (t.cubeTime - prev.cubeTime) * rate);
    return t.localTime != null && prev.localTime != null ? Math.max(0, t.localTime - prev.localTime) : 0;
  });
}
