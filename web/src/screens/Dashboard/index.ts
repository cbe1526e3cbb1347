// The dashboard (/home/user-home), loaded as its own chunk (see app/lazy.ts).
export { DashboardScreen } from './DashboardScreen';
export { preloadDashboard } from './preload';
