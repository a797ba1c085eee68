import type { FeedFetch, FeedResponse } from '../../../src/ads/feed';

export const FEED_URL = 'https://feed.example/ads.json';

export const GOOD_AD = {
  statlink: 'https://srv.example/click/ad-1',
  statimp: 'https://srv.example/imp/ad-1',
  image: 'https://cdn.example/ad-1.png',
  company: 'Acme Grids',
  description: 'Spreadsheet-grade tables for React.',
  pixel: 'https://px1.example/i?t=[timestamp]||//px2.example/i/[timestamp]',
  timestamp: '1700000000',
};

export function jsonResponse(body: unknown, status = 200): FeedResponse {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}

export function textResponse(body: string, status = 200): FeedResponse {
  return { ok: status >= 200 && status < 300, status, text: async () => body };
}

/** A fetch that answers with the given responses in turn (the last one repeats) and records its calls. */
export function scriptedFetch(...answers: Array<FeedResponse | Error | (() => Promise<FeedResponse>)>) {
  const calls: string[] = [];
  const fetch: FeedFetch = (url) => {
    calls.push(url);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) {
      return Promise.reject(answer);
    }
    if (typeof answer === 'function') {
      return answer();
    }
    return Promise.resolve(answer);
  };
  return { fetch, calls };
}
