/**
 * The route manifest: every REST call of both spec documents (section 7), plus the paths of our own
 * that the spec leaves unshown or that go beyond it (marked `source: 'ours'`). This one list drives the
 * CDK REST API, the local gateway, the handlers' dispatch and validation, the web client's typed calls
 * and docs/api.md.
 *
 * Each entry is declared in its service's module (routes/<service>.ts, one per Lambda), so a Lambda's
 * bundle holds the schema code of its own routes only; this list composes them in spec order.
 */
import type { AnswerOfRoute } from './route';
import * as pjuserprofile from './routes/pjuserprofile';
import * as pjhubhome from './routes/pjhubhome';
import * as pjgameattributes from './routes/pjgameattributes';
import * as pjusersettings from './routes/pjusersettings';
import * as pjuserimages from './routes/pjuserimages';
import * as pjusernameavail from './routes/pjusernameavail';
import * as pjuseradmin from './routes/pjuseradmin';
import * as pjgame from './routes/pjgame';
import * as pjusermatches from './routes/pjusermatches';
import * as pjusergames from './routes/pjusergames';
import * as pjusercentral from './routes/pjusercentral';
import * as pjgamerecommend from './routes/pjgamerecommend';
import * as pjusermessages from './routes/pjusermessages';
import * as pjinvitetoplay from './routes/pjinvitetoplay';
import * as pjusernotification from './routes/pjusernotification';
import * as pjusergamechatnoti from './routes/pjusergamechatnoti';
import * as pjhelpcenter from './routes/pjhelpcenter';
import * as pjuserblock from './routes/pjuserblock';
import * as pjusergamechat from './routes/pjusergamechat';
import * as pjusersearch from './routes/pjusersearch';
import * as pjchronicle from './routes/pjchronicle';
import * as pjpubprofile from './routes/pjpubprofile';
import * as pjuserlogin from './routes/pjuserlogin';
import * as pjuser from './routes/pjuser';
import * as pjusertracking from './routes/pjusertracking';
import * as pjuserregistration from './routes/pjuserregistration';
import * as pjuserauthverifycode from './routes/pjuserauthverifycode';
import * as pjuserpassword from './routes/pjuserpassword';
import * as pjupdatedob from './routes/pjupdatedob';
import * as pjupdategender from './routes/pjupdategender';
import * as pjactivestatus from './routes/pjactivestatus';
import * as pjcontactus from './routes/pjcontactus';

export const routes = [
  // ── 000 §7 Spectating and profile ────────────────────────────────────────────
  pjuserprofile.spectateUser,
  pjhubhome.getSpectateStatus,
  pjuserprofile.getUserProfile,
  pjuserprofile.getUserProfileGames,
  pjgameattributes.getGameAttributes,
  pjusersettings.getPlatforms,
  pjuserprofile.recordProfileView,
  pjuserprofile.getProfileViews,
  pjuserprofile.getStreakCount,

  // ── 000 §7 Profile editing ───────────────────────────────────────────────────
  pjuserimages.getProfileImageUploadUrl,
  pjusersettings.setProfileImage,
  pjusernameavail.checkUsername,
  pjuseradmin.changeUsername,
  pjusersettings.updateBio,
  pjusersettings.addGames,
  pjusersettings.removeGames,
  pjusersettings.removeGameDetails,
  pjusersettings.updateChecklist,
  pjgameattributes.saveGameAttributes,
  pjusersettings.setPlatform,
  pjgame.listGames,

  // ── 000 §7 Matches ───────────────────────────────────────────────────────────
  pjusermatches.listSpectators,
  pjusermatches.listSpectating,
  pjusermatches.countSpectating,
  pjusermatches.countSpectators,
  pjusermatches.listAllSpectating,
  pjusermatches.countMatches,
  pjusermatches.listTrending,
  pjusermatches.listNewMatches,
  pjusermatches.listTopMatches,
  pjusermatches.listOnlineMatches,
  pjusermatches.countOnlineMatches,
  pjusermatches.getProfileMatch,
  pjusermatches.listGameCommunity,
  pjusermatches.listGameMatches,
  pjusermatches.countGameMatches,
  pjusermatches.countGameCommunity,
  pjusermatches.listPopularUsers,
  pjusermatches.listCommunityNew,
  pjusermatches.listCommunityNewTrending,
  pjusermatches.countCommunityNewTrending,
  pjusermatches.countCommunityTrending,
  pjusermatches.countCommunityPopular,
  pjusermatches.countCommunityNew,
  pjusermatches.countMatchesByGame,
  pjusermatches.listTrendingFlags,

  // ── 000 §7 Games ─────────────────────────────────────────────────────────────
  pjusergames.listSelectedGames,
  pjusergames.addGameFromModal,
  pjusergames.setGamePlatformFromModal,
  pjusercentral.listPopularGames,
  pjgamerecommend.listRecommendedGames,

  // ── 000 §7 Messaging ─────────────────────────────────────────────────────────
  pjuserprofile.sendMessage,
  pjusermessages.getMessageHistory,
  pjusermessages.getMessageSummary,
  pjusermessages.countUnreadMessages,
  pjusermessages.markMessageRead,

  // ── 000 §7 Invites and notifications ─────────────────────────────────────────
  pjinvitetoplay.createInvite,
  pjinvitetoplay.acceptInvite,
  pjinvitetoplay.listInviteNotifications,
  pjinvitetoplay.markInvitesRead,
  pjinvitetoplay.getInvitePreferences, // ours: who may invite the caller, muted games (issue 11)
  pjinvitetoplay.saveInvitePreferences, // ours (issue 11)
  pjusernotification.listSpectateNotifications,
  pjusernotification.markSpectateNotificationsRead,
  pjusernotification.listMentionNotifications, // ours: chronicle mention notices (issue 11)
  pjusernotification.markMentionNotificationsRead, // ours (issue 11)
  pjusergamechatnoti.listChatNotifications,
  pjusergamechatnoti.getChatNotificationThread,
  pjusergamechatnoti.markChatNotificationsRead,
  pjusergamechatnoti.countUnreadChatNotifications,

  // ── 000 §7 Reporting (help center is also 001 §7) ────────────────────────────
  pjhelpcenter.sendHelpRequest,
  pjuserblock.reportOrBlockUser,

  // ── 000 §7 Game chat ─────────────────────────────────────────────────────────
  pjusergamechat.getGameChatPage,
  pjusergamechat.listActiveChatUsers,
  pjusergamechat.countGameChatMessages,
  pjusergamechat.countUnreadGameChat,
  pjusergamechat.listChatMessageLikes,
  pjusergamechat.listGameChatUsers,
  pjusergamechat.postChatMentions,
  pjusergamechat.reportChatMessage, // ours: reporting a message (issue 10, beyond the spec)

  // ── 000 §7 Search ────────────────────────────────────────────────────────────
  pjusersearch.searchUsers,
  pjusersearch.searchUsersByName,
  pjusersearch.countSearchResults,

  // ── 000 §7 Chronicle ─────────────────────────────────────────────────────────
  pjchronicle.listChroniclePosts,
  pjchronicle.getChronicleUploadUrl,
  pjchronicle.createChroniclePost,
  pjchronicle.likeChronicle,
  pjchronicle.commentOnChronicle,
  pjchronicle.listChronicleComments, // ours: a post's whole thread (the feed carries its first comments)

  // ── 000 §7 Public profile (API key) ──────────────────────────────────────────
  pjpubprofile.getPublicProfile,
  pjpubprofile.getPublicProfileGames,

  // ── 001 §7 Accounts ──────────────────────────────────────────────────────────
  pjuserlogin.logIn,
  pjuser.verifyUser,
  pjusertracking.recordLogin,
  pjuserprofile.postStreak,
  pjuserregistration.register,
  pjuserauthverifycode.confirmSignUpCode,
  pjuserauthverifycode.resendSignUpCode,
  pjuser.createUser,
  pjuserpassword.requestPasswordReset,
  pjuserpassword.confirmPasswordReset,
  pjuserpassword.changePassword,
  pjusersettings.getUserSettings,
  pjusersettings.updateLanguage,
  pjupdatedob.updateDateOfBirth,
  pjupdategender.updateGender,
  pjuserblock.listBlockedUsers,
  pjuserblock.unblockUser,
  pjactivestatus.deactivateAccount,
  pjuseradmin.signOut,
  pjcontactus.sendContactMessage,
] as const;

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];
export type RouteByName<N extends RouteName> = Extract<Route, { name: N }>;
/** What the route named `N` answers on success, e.g. `AnswerOf<'listGames'>` is `Game[]`. */
export type AnswerOf<N extends RouteName> = AnswerOfRoute<RouteByName<N>>;

/** Looks a route up by its operation name. */
export function routeNamed<N extends RouteName>(name: N): RouteByName<N> {
  const found = routes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route named ${name}`);
  return found as RouteByName<N>;
}
