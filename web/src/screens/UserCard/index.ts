// The user card's chunk, loaded the first time a card opens (see app/user-card.tsx).
export { UserCard } from './UserCard';
