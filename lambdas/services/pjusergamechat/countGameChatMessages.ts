/** GET pjusergamechat/gamechatmessagecountbygame?gameId — the room's message count (H4: 0.5 RCU). */
import type { OperationFor } from '../../http/service';

export const countGameChatMessages: OperationFor<'countGameChatMessages', 'getChatMessageCount'> = async ({
  query,
  deps,
}) => ({ gameMessageCounter: await deps.data.getChatMessageCount(query.gameId) });
