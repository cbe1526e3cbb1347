/**
 * The pjinvitetoplay service: one Lambda for its 6 routes of the manifest (invites to play, their
 * notifications, and the recipient's invite preferences). Its data is named function by function,
 * so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjinvitetoplay';
import { getBlockRelations, isBlockedEitherWay } from '../../data/blocks';
import { listGames } from '../../data/games';
import {
  getLatestInvite,
  listAcceptedSentInvites,
  listReceivedInvites,
  markInviteAccepted,
  putInvite,
  setInvitePreferences,
} from '../../data/invites';
import { getProfileByUserName, getProfiles, setReadMark } from '../../data/profiles';
import { isSpectating } from '../../data/spectate';
import { getUserGame } from '../../data/user-games';
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import { createService } from '../../http/service';
import { kindOperations } from '../notifications';
import { acceptInvite } from './acceptInvite';
import { createInvite } from './createInvite';
import { getInvitePreferences } from './getInvitePreferences';
import { saveInvitePreferences } from './saveInvitePreferences';

export const handler = createService(
  routes,
  {
    createInvite, // POST pjinvitetoplay/pjinvitetoplaycreate
    acceptInvite, // POST pjinvitetoplay/pjinvitetoplayupdateaccept
    getInvitePreferences, // GET pjinvitetoplay/pjinvitetoplaypreferences
    saveInvitePreferences, // POST pjinvitetoplay/pjinvitetoplaypreferences
    // the invite kind's list (pjinvitetoplaynotiget) and mark read (pjinvitetoplayreadmessageupdate)
    ...kindOperations(NOTIFICATION_KINDS, routes),
  },
  {
    getProfileByUserName,
    getProfiles,
    getUserGame,
    isBlockedEitherWay,
    getBlockRelations,
    isSpectating,
    putInvite,
    getLatestInvite,
    markInviteAccepted,
    listReceivedInvites,
    listAcceptedSentInvites,
    setReadMark,
    setInvitePreferences,
    listGames,
  },
);
