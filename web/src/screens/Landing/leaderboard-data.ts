/**
 * The landing page's leaderboard: sample standings hard-coded in the page (001 §2, §9: 10 games and
 * 10 users, DISPLAY.landingLeaderboardSize each). Real game titles and gamer names of the demo
 * community (lib/seed/data); no call and no media host: each entry is drawn from its mark and hue.
 */
export const GENRES = ['battleRoyale', 'shooter', 'moba', 'sandbox', 'sports', 'rpg'] as const;
export type Genre = (typeof GENRES)[number];

export interface LeaderboardGame {
  title: string;
  /** the short mark drawn on the tile */
  mark: string;
  genre: Genre;
  /** sample count of members who play it */
  players: number;
  /** the tile's colour, an HSL hue */
  hue: number;
}

export interface LeaderboardGamer {
  userName: string;
  mainGame: string;
  /** sample count of matches made */
  matches: number;
  hue: number;
}

export const LEADERBOARD_GAMES: readonly LeaderboardGame[] = [
  { title: 'Fortnite', mark: 'FN', genre: 'battleRoyale', players: 48_200, hue: 262 },
  { title: 'Valorant', mark: 'VAL', genre: 'shooter', players: 41_750, hue: 352 },
  { title: 'League of Legends', mark: 'LoL', genre: 'moba', players: 39_900, hue: 205 },
  { title: 'Minecraft', mark: 'MC', genre: 'sandbox', players: 35_400, hue: 122 },
  { title: 'Apex Legends', mark: 'APX', genre: 'battleRoyale', players: 31_050, hue: 8 },
  { title: 'Call of Duty: Warzone', mark: 'WZ', genre: 'battleRoyale', players: 28_700, hue: 38 },
  { title: 'Rocket League', mark: 'RL', genre: 'sports', players: 24_300, hue: 220 },
  { title: 'Counter-Strike 2', mark: 'CS2', genre: 'shooter', players: 22_900, hue: 30 },
  { title: 'Genshin Impact', mark: 'GI', genre: 'rpg', players: 19_650, hue: 185 },
  { title: 'Overwatch 2', mark: 'OW2', genre: 'shooter', players: 17_800, hue: 24 },
];

export const LEADERBOARD_GAMERS: readonly LeaderboardGamer[] = [
  { userName: 'fragQueen', mainGame: 'Valorant', matches: 1_284, hue: 320 },
  { userName: 'NightOwl_42', mainGame: 'Apex Legends', matches: 1_197, hue: 240 },
  { userName: 'PixelPaladin', mainGame: 'Minecraft', matches: 1_103, hue: 140 },
  { userName: 'さくらPlays', mainGame: 'Genshin Impact', matches: 986, hue: 340 },
  { userName: '게임왕민수', mainGame: 'League of Legends', matches: 942, hue: 200 },
  { userName: 'JoséElGamer', mainGame: 'Rocket League', matches: 877, hue: 28 },
  { userName: 'CozyCassie', mainGame: 'Fortnite', matches: 815, hue: 280 },
  { userName: 'Kenji_FGC', mainGame: 'Street Fighter 6', matches: 768, hue: 0 },
  { userName: 'SambaSniper', mainGame: 'Counter-Strike 2', matches: 702, hue: 100 },
  { userName: 'Athena_Aim', mainGame: 'Overwatch 2', matches: 655, hue: 180 },
];
