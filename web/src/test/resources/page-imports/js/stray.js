// A module nothing imports, in no layer.
export const stray = true;
