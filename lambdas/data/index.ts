/**
 * Data access: named access patterns over the single table (docs/data-model.md).
 * Handlers receive this module as `deps.data`.
 */
export * from './profiles';
export * from './usernames';
export * from './games';
export * from './user-games';
export * from './spectate';
export * from './blocks';
export * from './profile-views';
export * from './community-lists';
export * from './cards';
export * from './match-lists';
export * from './logins';
export * from './attempts';
export * from './sessions';
export * from './reports';
export * from './connections';
export * from './chat';
export * from './chat-notifications';
export * from './chronicle';
export * from './mentions';
export * from './invites';
export * from './message-reports';
export * from './direct-messages';
export * from './stream-events';
export * from './seed-marker';
export * from './search';
export * from './presence';
export * from './errors';
export type * from './entities';
export { batchWrite, type WriteRequest } from './client';
export * from './people-counts';
