// The chronicle (000 §2 /home/user-posts) and its Add modal: one lazy chunk (app/lazy.ts).
export { ChronicleScreen } from './ChronicleScreen';
