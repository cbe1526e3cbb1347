// The game modal's chunk, loaded the first time a game tile opens it (see app/signed-in-frame.tsx).
export { GameModal } from './GameModal';
