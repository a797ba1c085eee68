// Lighthouse (default mobile config: simulated throttling, Moto G class device) against one URL, several
// runs in a fresh headless Debian Chromium each, reduced to the median of each figure.
import os from 'node:os';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {{ url: string, runs: number, chromePath: string }} options
 * @returns {Promise<{ score: number, lcp: number, tbt: number, cls: number, runs: object[], load: number[] }>}
 */
export async function lighthouseMedian({ url, runs, chromePath }) {
  const results = [];
  const load = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      load.push(os.loadavg()[0]);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { categories, audits } = result.lhr;
      results.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    runs: results,
    load,
  };
}
