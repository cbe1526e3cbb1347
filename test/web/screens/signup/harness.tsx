/**
 * Shared set-up of the signup tests: their lifecycle, the mocked API answered per route name, drafts
 * seeded as a reload would find them, small factories, and a fake XMLHttpRequest for the picture upload.
 * Each test file registers its own jest.mock calls (they are hoisted per file only), with the factories
 * of ../../module-mocks.ts:
 *
 *   jest.mock('../../../../web/src/lib/api', () => jest.requireActual('../../module-mocks').mockedApi());
 *   jest.mock('../../../../web/src/lib/auth', () => jest.requireActual('../../module-mocks').mockedAuth());
 *   jest.mock('../../../../web/src/lib/session', () => ({ getSession: jest.fn(), getTokenEmail: jest.fn() }));
 *   jest.mock('../../../../web/src/lib/config', () => ({ loadConfig: jest.fn() }));
 *   jest.mock('../../../../web/src/lib/errors', () => ({ report: jest.fn() }));
 */
import { screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { Game } from '../../../../lib/contract/responses';
import { callApi } from '../../../../web/src/lib/api';
import { takePendingCredentials } from '../../../../web/src/lib/auth';
import { loadConfig } from '../../../../web/src/lib/config';
import { getSession, getTokenEmail } from '../../../../web/src/lib/session';
import { TEST_CONFIG } from '../../fixtures';
import { englishI18n, renderAppAt } from '../../helpers';

export const EMAIL = 'gamer@example.com';
export const PASSWORD = 'Secret#123';
export const UUID = '3f8a2c1e-5b7d-4e9f-a1c2-d3e4f5a6b7c8';
export const UPLOAD_KEY = `uploads/userprofileimages/${UUID}-Xy12Ab34Cd56.jpg`;
export const UPLOAD_URL = `https://media-bucket.s3.amazonaws.com/${UPLOAD_KEY}?X-Amz-Signature=abc`;

type Handler = (input: unknown) => unknown;

/** Answers callApi per route name; a call without a handler fails the test loudly. */
export function serveApi(handlers: Record<string, Handler>): void {
  jest.mocked(callApi).mockImplementation((async (name: string, input: unknown) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(input);
  }) as typeof callApi);
}

/** The inputs callApi got for one route, in order. */
export function callsTo(name: string): unknown[] {
  return jest
    .mocked(callApi)
    .mock.calls.filter(([called]) => called === name)
    .map(([, input]) => input);
}

/** The English interface every signup test renders in unless it passes another; set by setUpSignupTests. */
let english: I18n | undefined;

/**
 * The lifecycle every signup screen test file shares: English i18n once, the defaults of
 * resetSignupMocks before each test, every mock reset after it. Call once at the top of the file.
 */
export function setUpSignupTests(): void {
  beforeAll(async () => {
    const missing = Object.entries({ callApi, takePendingCredentials, loadConfig, getSession, getTokenEmail })
      .filter(([, fn]) => !jest.isMockFunction(fn))
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new Error(
        `setUpSignupTests: ${missing.join(', ')} not mocked; register the mocks of harness.tsx in the test file`,
      );
    }
    english = await englishI18n();
  });
  beforeEach(() => {
    resetSignupMocks();
  });
  afterEach(() => {
    jest.resetAllMocks();
  });
}

/** The defaults every signup test starts from: config, a signed-in session, no handed-over credentials. */
export function resetSignupMocks(): void {
  sessionStorage.clear();
  localStorage.clear();
  jest.mocked(loadConfig).mockReturnValue(Promise.resolve(TEST_CONFIG));
  jest.mocked(takePendingCredentials).mockReturnValue(null);
  signedIn(true);
  jest.mocked(getTokenEmail).mockResolvedValue(EMAIL);
}

export function signedIn(yes: boolean): void {
  jest
    .mocked(getSession)
    .mockResolvedValue(yes ? { idToken: 'id.token', expiresAt: Date.now() + 3_600_000, uuid: UUID } : null);
}

/** Drafts as a reload finds them (001 §3 keys plus ours). */
export function seedDraft(values: Record<string, string | number | number[] | object>): void {
  for (const [key, value] of Object.entries(values)) {
    sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** A draft completed up to the games step. */
export const COMPLETE_DRAFT = {
  signupEmail: EMAIL,
  username: 'NeonFox',
  savedImage: UPLOAD_KEY,
  displayImage: `https://media.test/userprofileimages/${UUID}-Xy12Ab34Cd56.jpg`,
  dob: '1998-04-28',
  gender: '2',
  countrycode: 'JP',
  timezone: '28',
  language: '41',
  frequency: '3',
  signupGamingStyle: '2',
  signupPlatforms: [2, 4],
  signupFlags: { familyFriendly: true, streamer: false, microphone: true, moderator: true },
  signupGames: [7, 3],
} as const;

export function aCatalogueGame(overrides: Partial<Game> = {}): Game {
  return {
    Id: 1,
    Description: 'Starfall Arena',
    GameType: 'Shooter',
    GameRating: 'T',
    GameGenre: 'Shooter',
    GameImageSrc: 'media/games/starfall.png',
    GameImageThumbSrc: 'media/games/starfall-thumb.png',
    ...overrides,
  };
}

export const CATALOGUE: Game[] = [
  aCatalogueGame({ Id: 3, Description: 'Starfall Arena' }),
  aCatalogueGame({ Id: 7, Description: 'Pokémon Legends' }),
  aCatalogueGame({ Id: 9, Description: 'Kart Racers' }),
  aCatalogueGame({ Id: 12, Description: 'Star Harvest' }),
];

/** Renders /signup (in English unless `i18n` says otherwise) and waits for its first step's heading. */
export async function renderSignup({
  i18n = english,
  ...options
}: { i18n?: I18n; applyAccept?: boolean } = {}): Promise<RenderResult & { user: UserEvent }> {
  if (!i18n) throw new Error('renderSignup: call setUpSignupTests() in the test file first');
  const user = userEvent.setup(options);
  const result = await renderAppAt(i18n, '/signup');
  await screen.findByRole('heading', { level: 1 });
  return { ...result, user };
}

export const heading = () => screen.getByRole('heading', { level: 1 });
export const kicker = () => document.querySelector('.signup__kicker')?.textContent;

// ── A fake XMLHttpRequest: records the request, lets the test send progress and answers ──

type Listener = (event: Partial<ProgressEvent>) => void;

class Events {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export class FakeXhr extends Events {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload = new Events();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.emit('abort');
  }
  /** test side: upload progress */
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }
  /** test side: the storage's answer */
  respond(status: number) {
    this.status = status;
    this.emit('load');
  }
  /** test side: no answer at all */
  fail() {
    this.emit('error');
  }
}

const realXhr = globalThis.XMLHttpRequest;

export function installFakeXhr(): void {
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

export function restoreXhr(): void {
  globalThis.XMLHttpRequest = realXhr;
}
