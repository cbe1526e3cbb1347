/**
 * The chronicle tests' harness: posts and comments in the contract's shapes, the screen rendered in
 * the providers the signed-in frame gives it (session, config, user card, its own SWR cache), answers
 * by route name, and a fake XMLHttpRequest for the media upload.
 */
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import * as v from 'valibot';
import { routeNamed } from '../../../lib/contract/manifest';
import type { ChronicleComment } from '../../../lib/contract/responses';
import { callApi } from '../../../web/src/lib/api';
import { ChronicleScreen } from '../../../web/src/screens/Chronicle';
import { ConfigProvider } from '../../../web/src/state/config';
import type { ChroniclePost } from '../../../web/src/state/server/chronicle';
import { SessionProvider } from '../../../web/src/state/session';
import { UserCardProvider } from '../../../web/src/state/user-card';
import { USER_UUID } from '../auth-fixtures';
import { TEST_CONFIG } from '../fixtures';

export const OWN = 'DemoGamer';
export const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);

export function aComment(overrides: Partial<ChronicleComment> = {}): ChronicleComment {
  return {
    commentId: 'c1',
    postId: 'p1',
    commentAuthor: 'PixelMage',
    commentProfilePicLink: 'media/userprofileimages/pixel.png',
    commentMessage: 'Nice run!',
    commentCreated: '2024-01-01T11:00:00.000Z',
    commentLikeCount: 0,
    likeUsers: [],
    replies: [],
    ...overrides,
  };
}

/** How many comments a list holds, replies included. */
export const countOf = (comments: ChronicleComment[]): number =>
  comments.reduce((total, comment) => total + 1 + countOf(comment.replies), 0);

/** A post; its `commentCount` is the comments it is given unless told otherwise. */
export function aPost(overrides: Partial<ChroniclePost> = {}): ChroniclePost {
  return {
    postId: 'p1',
    postAuthor: 'NeonFox',
    profilePicLink: 'media/userprofileimages/neonfox.png',
    message: 'Cleared the raid with @PixelMage',
    mediaURL: null,
    mentioned: ['PixelMage'],
    created: '2024-01-01T10:00:00.000Z',
    comments: [],
    commentCount: countOf(overrides.comments ?? []),
    likeCount: 0,
    likeUsers: [],
    ...overrides,
  };
}

/** `count` posts p<from>…, for a page. */
export const posts = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    aPost({ postId: `p${from + index}`, message: `Post number ${from + index}`, mentioned: [] }),
  );

type Answer = unknown | ((input: unknown) => unknown);

/** Answers routes by name; a function is called with the input (it may throw or return a promise). */
export function answer(answers: Record<string, Answer>) {
  api.mockImplementation(async (name, input) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    const next = answers[name];
    return typeof next === 'function' ? (next as (input: unknown) => unknown)(input) : next;
  });
}

export const callsTo = (name: string) =>
  api.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

/** Every call made to `name` passes the contract's input schema. */
export function expectValidCalls(name: Parameters<typeof routeNamed>[0]) {
  const route = routeNamed(name);
  const schema = route.method === 'GET' ? route.query : route.body;
  const calls = callsTo(name);
  expect(calls.length).toBeGreaterThan(0);
  for (const input of calls) expect(v.safeParse(schema!, input).success).toBe(true);
}

/** A server call that settles when the test says so. */
export function deferred<T = unknown>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { call: () => promise, ...settle };
}

export function renderChronicle(i18n: I18n) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ConfigProvider value={TEST_CONFIG}>
          <SessionProvider value={{ idToken: 'token', expiresAt: Date.now() + 3_600_000, uuid: USER_UUID }}>
            <UserCardProvider render={({ userName }) => <p data-testid="user-card">{userName}</p>}>
              <ChronicleScreen />
            </UserCardProvider>
          </SessionProvider>
        </ConfigProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

export const feed = () => screen.getByRole('list', { name: 'Chronicle posts' });

// ── A fake XMLHttpRequest: records the PUT, lets the test send progress and answer ──

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
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    this.emit('load');
  }
}

const realXhr = globalThis.XMLHttpRequest;
export function installFakeXhr() {
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}
export function restoreXhr() {
  globalThis.XMLHttpRequest = realXhr;
}
