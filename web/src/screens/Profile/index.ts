// The profile panel's chunk, loaded when the side navigation first opens it (see app/side-panels.tsx).
export { ProfilePanel, type SpectateListKind } from './ProfilePanel';
