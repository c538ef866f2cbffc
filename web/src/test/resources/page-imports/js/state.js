// The page's state: the one module (with the devices' owners) that may keep some.
let ready = false;
export const state = { ready };
