/**
 * A local stand-in for the ad network's JSON feed, at the URL the test build points DOCS_AD_FEED_URL at
 * (127.0.0.1:4561). The ads it serves use https URLs on a made-up host; the tests answer those requests
 * themselves (Playwright routes), so they can count impressions and pixels.
 *
 * Two ways to answer, one vocabulary (`AdFeed.respond`): `answerFeed` fulfils the feed request from a
 * context's route, so only that context sees the answer; `startAdFeedServer` listens on the fixed port, so
 * every page of every browser running at that time sees it. The browser suites may run in several processes side
 * by side (tests/tools/browser-workers.cjs): a server that hands out ads would reach the other worker's
 * pages, so only answers that show no ad may come from the server (hostile.test.ts answers `{ ads: [] }`).
 */
import http from 'node:http';
import type { Route } from 'playwright-core';

export const AD_FEED_PORT = 4561;
export const AD_FEED_URL = `http://127.0.0.1:${AD_FEED_PORT}/ads.json`;
/** Host of every ad asset in the test feed; never resolved, always answered by a route. */
export const AD_ASSET_ORIGIN = 'https://ads.feed-test.example';

export const TEST_AD = {
  statlink: `${AD_ASSET_ORIGIN}/click/grid-pro`,
  statimp: `${AD_ASSET_ORIGIN}/impression/grid-pro`,
  image: `${AD_ASSET_ORIGIN}/creative/grid-pro.png`,
  company: 'Gridworks <b>Pro</b>',
  description: 'Ship data-heavy screens <img src=x onerror=alert(1)> faster.',
  pixel: `${AD_ASSET_ORIGIN}/pixel/a?ts=[timestamp]||//ads.feed-test.example/pixel/b/[timestamp]`,
  timestamp: '1712345678',
};

export interface AdFeed {
  /** Requests received so far. */
  requests: number;
  /** What the next requests get: a JSON body (the same for every request) or a function of the request count. */
  respond: (count: number) => { status: number; body: string };
}

export interface AdFeedServer extends AdFeed {
  close(): Promise<void>;
}

export function jsonAnswer(body: unknown) {
  return () => ({ status: 200, body: JSON.stringify(body) });
}

/** The headers of every feed answer: readable cross-origin, never cached. */
const FEED_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
};

/** A feed answered from routes (`answerFeed`), serving the test ad until told otherwise. */
export function createAdFeed(): AdFeed {
  return { requests: 0, respond: jsonAnswer({ ads: [TEST_AD] }) };
}

/** Fulfils a routed feed request with the feed's next answer, as the server would. */
export function answerFeed(route: Route, feed: AdFeed): Promise<void> {
  feed.requests += 1;
  const { status, body } = feed.respond(feed.requests);
  return route.fulfill({ status, headers: FEED_HEADERS, body });
}

export async function startAdFeedServer(port = AD_FEED_PORT): Promise<AdFeedServer> {
  const state: AdFeedServer = {
    requests: 0,
    respond: jsonAnswer({ ads: [TEST_AD] }),
    close: async () => undefined,
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const headers = FEED_HEADERS;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    state.requests += 1;
    const { status, body } = state.respond(state.requests);
    res.writeHead(status, headers).end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.close = () =>
    new Promise<void>((resolve) => {
      // Browsers keep connections alive; drop them so the port is free at once.
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return state;
}

/** A 1×1 transparent PNG, the answer to every ad asset request. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
