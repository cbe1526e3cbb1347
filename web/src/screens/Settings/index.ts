// The settings panel's chunk, loaded when the side navigation first opens it (see components/SideNav).
export { SettingsPanel } from './SettingsPanel';
