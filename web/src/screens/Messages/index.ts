// The Messages panel's chunk, loaded when the side navigation first opens it (see app/signed-in-frame.tsx).
export { MessagesPanel } from './MessagesPanel';
