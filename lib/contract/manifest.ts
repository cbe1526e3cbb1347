/**
 * The route manifest: every REST call of both spec documents (section 7), plus the paths of our own
 * that the spec leaves unshown or that go beyond it (marked `source: 'ours'`). This one list drives the
 * CDK REST API, the local gateway, the handlers' dispatch and validation, the web client's typed calls
 * and docs/api.md.
 *
 * Each entry is declared once, in its service's module (routes/<service>.ts, one per Lambda, whose
 * `routes` list its entries), so a Lambda's bundle holds the schema code of its own routes only; this
 * list composes the services' lists, so a new route is one declaration and one entry in its service's
 * `routes`. The services follow the spec's section 7 (000, then 001); docs/api.md lists them in this order.
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
  ...pjuserprofile.routes,
  ...pjhubhome.routes,
  ...pjgameattributes.routes,
  ...pjusersettings.routes,
  ...pjuserimages.routes,
  ...pjusernameavail.routes,
  ...pjuseradmin.routes,
  ...pjgame.routes,
  ...pjusermatches.routes,
  ...pjusergames.routes,
  ...pjusercentral.routes,
  ...pjgamerecommend.routes,
  ...pjusermessages.routes,
  ...pjinvitetoplay.routes,
  ...pjusernotification.routes,
  ...pjusergamechatnoti.routes,
  ...pjhelpcenter.routes,
  ...pjuserblock.routes,
  ...pjusergamechat.routes,
  ...pjusersearch.routes,
  ...pjchronicle.routes,
  ...pjpubprofile.routes,
  ...pjuserlogin.routes,
  ...pjuser.routes,
  ...pjusertracking.routes,
  ...pjuserregistration.routes,
  ...pjuserauthverifycode.routes,
  ...pjuserpassword.routes,
  ...pjupdatedob.routes,
  ...pjupdategender.routes,
  ...pjactivestatus.routes,
  ...pjcontactus.routes,
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
