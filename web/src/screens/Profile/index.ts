// The profile panel's chunk, loaded when the side navigation first opens it (see app/side-panels.tsx).
export { ProfilePanel } from './ProfilePanel';
