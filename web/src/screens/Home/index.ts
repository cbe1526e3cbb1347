// The signed-in area, loaded as one chunk (see app/lazy.ts).
export { RequireSession } from './RequireSession';
export { HomeFrame } from './HomeFrame';
