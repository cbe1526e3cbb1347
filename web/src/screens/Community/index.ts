// The community page (/home/user-community), loaded as its own chunk (see app/lazy.ts).
export { CommunityScreen } from './CommunityScreen';
