// The Spectating panel's chunk, loaded when the side navigation first opens it (see app/side-panels.tsx).
export { SpectatingPanel } from './SpectatingPanel';
