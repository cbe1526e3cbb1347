// The Notifications panel's chunk, loaded when the side navigation first opens it (see app/signed-in-frame.tsx).
export { NotificationsPanel } from './NotificationsPanel';
