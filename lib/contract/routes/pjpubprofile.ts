/** The routes of the pjpubprofile service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, usernameQuery } from './shared';
import * as r from '../responses';

export const getPublicProfile = route({
  name: 'getPublicProfile',
  method: 'GET',
  path: 'pjpubprofile/pj/user',
  auth: 'apiKey',
  query: usernameQuery,
  response: () => v.array(r.publicProfile()),
  source: '000',
  summary: 'A public profile by username (a list of at most one).',
});

export const getPublicProfileGames = route({
  name: 'getPublicProfileGames',
  method: 'GET',
  path: 'pjpubprofile/pj/games',
  auth: 'apiKey',
  query: usernameQuery,
  response: () => v.array(r.publicGame()),
  source: '000',
  summary: "A public profile's games with their details.",
});

/** Every route pjpubprofile serves, in manifest order. */
export const routes = [getPublicProfile, getPublicProfileGames] as const;
