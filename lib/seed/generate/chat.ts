/**
 * The demo chat (chat.json): a few messages, replies and likes in the rooms of the four games the
 * community plays most, and three direct-message conversations. The lines are written by hand; the
 * seconds within each minute and the ids' tiebreaks come from a seeded PRNG, so the output does not
 * change from run to run. Pure: the same games and users always give the same chat.
 *
 * What the real code would leave behind is decided here too: who has seen how much of a room (a
 * player's count is the room's count when they last left it, right after their last message or
 * like; `readBy` opened it after its last message) and which direct messages are read (a recipient
 * who answered, or opened the conversation afterwards, has read what came before).
 *
 * The cast are members no twin test suite uses (test/lib/seed/chat.test.ts lists the ones they take),
 * never the demo user, who joins at the seed's clock and so has said nothing yet; the demo user has
 * opened the rooms of its games, so it starts with nothing unread.
 * Every time respects the seed's timeline (lib/seed/timeline.ts): nobody acts before they joined.
 */
import { CHAT_LIMITS, LIMITS } from '../../contract/constants';
import { linkCount, plainMessageText } from '../../contract/rules';
import { joinedMsAgo } from '../timeline';
import type {
  SeedChat,
  SeedChatMessage,
  SeedChatRoom,
  SeedConversation,
  SeedDirectMessage,
  SeedGame,
  SeedUser,
} from '../types';
import { DEMO_USER_NAME } from './personas';
import { Random } from './prng';

const SEED = 'playjoin-demo-chat';
/** how many of the most played games get a room */
export const CHAT_ROOMS = 4;

interface Line {
  /** minutes before the seed's clock */
  at: number;
  from: string;
  text: string;
  /** the index of the line it answers (a reply joins that line's thread) */
  answers?: number;
  /** who liked it, and when (minutes before the clock) */
  likes?: Array<[string, number]>;
}

interface RoomScript {
  gameId: number;
  lines: Line[];
  /** players who opened the room after its last message */
  readBy: string[];
}

interface ConversationScript {
  between: [string, string];
  lines: Array<{ at: number; from: string; text: string }>;
  /** members who opened the conversation after its last message */
  readBy: string[];
}

const ROOMS: RoomScript[] = [
  {
    gameId: 132, // Among Us
    lines: [
      {
        at: 300,
        from: 'BoomerangBandit',
        text: 'anyone up for a 10-player lobby tonight? proximity chat, no randoms',
        likes: [
          ['CafecitoCombo', 291],
          ['Athena_Aim', 284],
        ],
      },
      {
        at: 296,
        from: 'CafecitoCombo',
        text: 'count me in, I can bring two more from my group',
        answers: 0,
        likes: [['BoomerangBandit', 290]],
      },
      {
        at: 240,
        from: 'Athena_Aim',
        text: 'just got voted out as crewmate on my very first task. electrical was NOT me',
        likes: [
          ['CafecitoCombo', 232],
          ['BoomerangBandit', 236],
        ],
      },
      {
        at: 95,
        from: 'PixelPaladin',
        text: "pro tip: never call a meeting just to ask 'where'. it is always the one asking where",
        likes: [['Athena_Aim', 80]],
      },
      {
        at: 90,
        from: 'Athena_Aim',
        text: 'can confirm, I have lost three games to that exact move',
        answers: 3,
        likes: [['PixelPaladin', 85]],
      },
      {
        at: 40,
        from: 'BoomerangBandit',
        text: 'lobby code in 20 min, same settings as last week: 2 impostors, short tasks off',
        likes: [
          ['PixelPaladin', 31],
          ['CafecitoCombo', 35],
        ],
      },
    ],
    readBy: [DEMO_USER_NAME],
  },
  {
    gameId: 16, // Helldivers 2
    lines: [
      {
        at: 300,
        from: 'CelticCombo',
        text: 'need two divers for a level 7 bug dive. mics optional, but please call your stratagems',
        likes: [['JoséElGamer', 295]],
      },
      {
        at: 296,
        from: 'CapeTownCarry',
        text: "I'm in. bringing the orbital laser, so don't stand in the red",
        answers: 0,
        likes: [['CelticCombo', 292]],
      },
      {
        at: 250,
        from: 'JoséElGamer',
        text: 'friendly reminder: throwing the reinforce beacon at a bile titan is not a strategy',
        likes: [
          ['CapeTownCarry', 240],
          ['CelticCombo', 245],
        ],
      },
      {
        at: 180,
        from: 'CelticCombo',
        text: 'GG all, we extracted with 4 seconds left. democracy delivered',
        likes: [['JoséElGamer', 175]],
      },
      {
        at: 176,
        from: 'JoséElGamer',
        text: 'that last hellpod landing right on the charger was pure art',
        answers: 3,
      },
      {
        at: 60,
        from: 'CapeTownCarry',
        text: 'what loadout are people running against the automatons lately?',
      },
      {
        at: 55,
        from: 'CelticCombo',
        text: 'railgun with the shield pack, and an eagle airstrike for the fabricators',
        answers: 5,
        likes: [['CapeTownCarry', 50]],
      },
    ],
    readBy: [DEMO_USER_NAME],
  },
  {
    gameId: 140, // Stardew Valley
    lines: [
      {
        at: 420,
        from: 'Tea_and_Tactics',
        text: 'starting a co-op farm this weekend, looking for one or two chill farmhands. no min-maxing required',
        likes: [
          ['JoséElGamer', 410],
          ['CelticCombo', 400],
        ],
      },
      {
        at: 415,
        from: 'JoséElGamer',
        text: "sign me up! I'll take fishing duty, as always",
        answers: 0,
        likes: [['Tea_and_Tactics', 405]],
      },
      {
        at: 398,
        from: 'CelticCombo',
        text: 'hot take: the ancient fruit wine grind is worth every single minute',
        likes: [['Tea_and_Tactics', 390]],
      },
      {
        at: 240,
        from: 'Tea_and_Tactics',
        text: 'finally finished the community center. that cutscene got me a little emotional',
        likes: [
          ['CelticCombo', 230],
          ['JoséElGamer', 220],
        ],
      },
      {
        at: 200,
        from: 'JoséElGamer',
        text: 'which days is the traveling cart in the forest? I keep missing it',
      },
      {
        at: 195,
        from: 'CelticCombo',
        text: 'Fridays and Sundays. what she sells is random, so check often',
        answers: 4,
        likes: [['JoséElGamer', 190]],
      },
    ],
    readBy: [],
  },
  {
    gameId: 59, // Monster Hunter: World
    lines: [
      {
        at: 350,
        from: 'boricua_gamer',
        text: 'SOS flare up for a tempered Kirin. bring thunder resistance, or a lot of patience',
        likes: [['CelticCombo', 340]],
      },
      {
        at: 346,
        from: 'CelticCombo',
        text: 'joining! long sword main, I promise not to trip you. much',
        answers: 0,
        likes: [['boricua_gamer', 341]],
      },
      {
        at: 200,
        from: 'boricua_gamer',
        text: 'farming for a Deviljho gem. send help and mega potions',
        likes: [['CelticCombo', 190]],
      },
      {
        at: 196,
        from: 'CelticCombo',
        text: 'third hunt today and still no gem for me either. the drop rates are testing us',
        answers: 2,
        likes: [['boricua_gamer', 191]],
      },
      {
        at: 100,
        from: 'PixelPaladin',
        text: 'is it just me or does every Odogaron hunt feel faster than the last one?',
        likes: [
          ['boricua_gamer', 90],
          ['CelticCombo', 95],
        ],
      },
      {
        at: 30,
        from: 'boricua_gamer',
        text: 'anyone on for the Guiding Lands? I need to level up the coral region',
        likes: [['PixelPaladin', 25]],
      },
    ],
    readBy: [],
  },
];

const CONVERSATIONS: ConversationScript[] = [
  {
    between: ['BoomerangBandit', 'CafecitoCombo'],
    lines: [
      {
        at: 330,
        from: 'CafecitoCombo',
        text: 'thanks for the carry last night, that reactor sabotage was genius',
      },
      { at: 325, from: 'BoomerangBandit', text: 'haha, teamwork. you were the best detective in that lobby' },
      { at: 50, from: 'CafecitoCombo', text: 'are we still on for the lobby tonight?' },
      { at: 48, from: 'CafecitoCombo', text: "I can host if you're busy" },
    ],
    readBy: [],
  },
  {
    between: ['CelticCombo', 'JoséElGamer'],
    lines: [
      {
        at: 600,
        from: 'JoséElGamer',
        text: 'your layout on our co-op farm is so clean. how do you plan it?',
      },
      { at: 590, from: 'CelticCombo', text: 'graph paper and too much coffee. happy to share the sketch' },
      { at: 170, from: 'JoséElGamer', text: 'thanks again for the dive earlier, that extraction was wild' },
      { at: 165, from: 'CelticCombo', text: 'anytime, see you on the next one' },
    ],
    readBy: ['JoséElGamer'],
  },
  {
    between: ['MadridMage', 'PixelPaladin'],
    lines: [
      {
        at: 110,
        from: 'MadridMage',
        text: 'still grinding agility on the rooftops? I could use company for the boring laps',
      },
      { at: 105, from: 'PixelPaladin', text: 'always. same world as last time, around 9?' },
      { at: 100, from: 'MadridMage', text: 'deal. I will bring the summer pies' },
    ],
    readBy: [],
  },
];

/** The ids of the `count` games most active members play (more players first, then the lower id). */
export function mostPlayedGames(users: readonly SeedUser[], count: number): number[] {
  const players = new Map<number, number>();
  for (const user of users.filter((member) => member.active)) {
    for (const game of user.games) players.set(game.gameId, (players.get(game.gameId) ?? 0) + 1);
  }
  return [...players.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([gameId]) => gameId);
}

/** Checks a line's text as the server would take it: plain, not empty, within the limits, no mention. */
function checkText(text: string): void {
  if (plainMessageText(text) !== text || text.length === 0) throw new Error(`not a plain text: ${text}`);
  if ([...text].length > LIMITS.messageMax) throw new Error(`too long: ${text}`);
  if (linkCount(text) > CHAT_LIMITS.linksPerMessage) throw new Error(`too many links: ${text}`);
  // a mention would need the tag notification its author's client posts (postChatMentions)
  if (text.includes('@')) throw new Error(`no mentions in the demo chat: ${text}`);
}

/** The demo chat of a community (see the module comment). */
export function buildChat(games: readonly SeedGame[], users: readonly SeedUser[]): SeedChat {
  const random = new Random(SEED);
  const index = new Map(users.map((user, position) => [user.userName, position] as const));
  const member = (userName: string): SeedUser => {
    const position = index.get(userName);
    if (position === undefined) throw new Error(`no member ${userName}`);
    const user = users[position]!;
    if (!user.active) throw new Error(`${userName} is deactivated`);
    return user;
  };
  /** the seconds before the clock of something `minutes` ago that `who` did: after they joined */
  const secondsAgo = (minutes: number, ...who: string[]): number => {
    const seconds = minutes * 60 - random.int(0, 45);
    for (const userName of who) {
      member(userName);
      if (seconds * 1000 >= joinedMsAgo(index.get(userName)!)) {
        throw new Error(`${userName} acts ${minutes} min before the clock, before they joined`);
      }
    }
    return seconds;
  };

  const expected = mostPlayedGames(users, CHAT_ROOMS);
  if (ROOMS.map((room) => room.gameId).join() !== expected.join()) {
    throw new Error(`the rooms must be the most played games: ${expected.join(', ')}`);
  }
  const known = new Set(games.map((game) => game.id));

  const rooms = ROOMS.map((script): SeedChatRoom => {
    if (!known.has(script.gameId)) throw new Error(`no game ${script.gameId}`);
    const plays = (userName: string) => member(userName).games.some((game) => game.gameId === script.gameId);
    const messages: SeedChatMessage[] = [];
    script.lines.forEach((line, position) => {
      checkText(line.text);
      if (!plays(line.from)) throw new Error(`${line.from} does not play game ${script.gameId}`);
      const answered = line.answers === undefined ? undefined : messages[line.answers];
      if (line.answers !== undefined && !answered) throw new Error(`line ${position} answers a later line`);
      if (answered?.from === line.from) throw new Error(`${line.from} answers themselves`);
      const seconds = secondsAgo(line.at, line.from);
      const previous = messages.at(-1);
      if (previous && previous.secondsAgo <= seconds) throw new Error('room lines must be oldest first');
      const tiebreak = random.int(0, 999);
      const likers = new Set<string>();
      const likes = (line.likes ?? []).map(([by, at]) => {
        if (by === line.from || likers.has(by)) throw new Error(`${by} cannot like that message`);
        if (!plays(by)) throw new Error(`${by} does not play game ${script.gameId}`);
        if (at >= line.at) throw new Error(`${by} likes a message before it was sent`);
        likers.add(by);
        return { by, secondsAgo: secondsAgo(at, by) };
      });
      messages.push({
        key: `${script.gameId}-${position + 1}`,
        from: line.from,
        text: line.text,
        secondsAgo: seconds,
        tiebreak,
        reply: answered ? { parent: answered.reply?.parent ?? answered.key, to: answered.from } : null,
        likes,
      });
    });

    // a player's count is the room's when they left it, right after their last message or like
    const lastActive = new Map<string, number>();
    const active = (userName: string, seconds: number) =>
      lastActive.set(userName, Math.min(lastActive.get(userName) ?? Infinity, seconds));
    for (const message of messages) {
      active(message.from, message.secondsAgo);
      for (const like of message.likes) active(like.by, like.secondsAgo);
    }
    const seen: Record<string, number> = {};
    for (const [userName, seconds] of [...lastActive.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      seen[userName] = messages.filter((message) => message.secondsAgo >= seconds).length;
    }
    for (const userName of script.readBy) {
      if (!plays(userName)) throw new Error(`${userName} does not play game ${script.gameId}`);
      seen[userName] = messages.length;
    }
    return { gameId: script.gameId, messages, seen };
  });

  const conversations = CONVERSATIONS.map((script): SeedConversation => {
    const [a, b] = script.between;
    if (a === b) throw new Error('a conversation needs two people');
    const lines = script.lines.map((line) => {
      checkText(line.text);
      if (line.from !== a && line.from !== b) throw new Error(`${line.from} is not in the conversation`);
      return { ...line, to: line.from === a ? b : a, secondsAgo: secondsAgo(line.at, a, b) };
    });
    lines.forEach((line, position) => {
      if (position > 0 && lines[position - 1]!.secondsAgo <= line.secondsAgo) {
        throw new Error('conversation lines must be oldest first');
      }
    });
    const messages = lines.map((line, position): SeedDirectMessage => ({
      from: line.from,
      to: line.to,
      text: line.text,
      secondsAgo: line.secondsAgo,
      tiebreak: random.int(0, 999),
      // read when its recipient wrote afterwards (they had the conversation open) or opened it since
      read:
        script.readBy.includes(line.to) || lines.slice(position + 1).some((later) => later.from === line.to),
    }));
    return { between: [a, b], messages };
  });

  return { rooms, conversations };
}
