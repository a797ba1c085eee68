/**
 * A local stand-in for the ad network's JSON feed, on the loopback port the test build points
 * DOCS_AD_FEED_URL at. The ads it serves use https URLs on a made-up host; the tests answer those
 * requests themselves (Playwright routes), so they can count impressions and pixels.
 */
import http from 'node:http';

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

export interface AdFeedServer {
  /** Requests received so far. */
  requests: number;
  /** What the next requests get: a JSON body (the same for every request) or a function of the request count. */
  respond: (count: number) => { status: number; body: string };
  close(): Promise<void>;
}

export function jsonAnswer(body: unknown) {
  return () => ({ status: 200, body: JSON.stringify(body) });
}

export async function startAdFeedServer(port = AD_FEED_PORT): Promise<AdFeedServer> {
  const state: AdFeedServer = {
    requests: 0,
    respond: jsonAnswer({ ads: [TEST_AD] }),
    close: async () => undefined,
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    };
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
