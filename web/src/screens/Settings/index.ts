// The settings panel's chunk, loaded when the side navigation first opens it (see app/side-panels.tsx).
export { SettingsPanel } from './SettingsPanel';
