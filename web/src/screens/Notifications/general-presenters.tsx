/**
 * How the General tab presents each kind of notification (the registry's screen half; the kinds'
 * rules are state/server/general-notifications.ts `GENERAL_KINDS`). A new kind adds its presenter here,
 * its words under notifications.* in the five languages, and its rules there; the tab itself does not
 * branch on the kind. The type requires a presenter for every kind, and a test checks it against the
 * kinds the contract answers.
 */
import type { ReactNode } from 'react';
import type {
  GeneralItem,
  GeneralKind,
  GeneralNotification,
  NotificationOfKind,
} from '../../state/server/general-notifications';
import type { MuteOutcome } from '../../state/server/invites';
import { GeneralNotificationItem } from './GeneralNotificationItem';
import { MentionNotificationItem } from './MentionNotificationItem';

/** What the tab gives every presenter. */
export interface PresenterContext {
  mediaBaseUrl: string;
  /** whether invites of this game are muted in the caller's preferences */
  isMuted: (gameId: number | null) => boolean;
  onAccept: (item: GeneralNotification) => Promise<boolean>;
  onMute: (gameId: number, muted: boolean) => Promise<MuteOutcome>;
}

export type Presenter<K extends GeneralKind> = (props: {
  entry: GeneralItem<NotificationOfKind<K>>;
  context: PresenterContext;
}) => ReactNode;

/** A spectate or an invite: the other player, what happened, the invite's game and actions. */
const directed: Presenter<'spec' | 'invite'> = ({ entry, context }) => (
  <GeneralNotificationItem
    entry={entry}
    mediaBaseUrl={context.mediaBaseUrl}
    muted={context.isMuted(entry.item.gameId)}
    onAccept={context.onAccept}
    onMute={context.onMute}
  />
);

export const GENERAL_PRESENTERS: { readonly [K in GeneralKind]: Presenter<K> } = {
  spec: directed,
  invite: directed,
  mention: ({ entry, context }) => (
    <MentionNotificationItem entry={entry} mediaBaseUrl={context.mediaBaseUrl} />
  ),
};

/** The item presented by its kind's presenter. */
export function PresentNotification({ entry, context }: { entry: GeneralItem; context: PresenterContext }) {
  const present = GENERAL_PRESENTERS[entry.item.type] as Presenter<GeneralKind>;
  return present({ entry: entry as never, context });
}
