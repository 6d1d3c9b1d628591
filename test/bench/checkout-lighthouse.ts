/**
 * `npm run bench`, the hosted checkout as a shopper's phone gets it: Lighthouse 12's mobile
 * preset (simulated slow 4G and a 4× slower CPU) on the `redirectUrl` of a payment created on the
 * Node server, served from the built dist/. Prints the performance score and the paints beside
 * their targets: performance ≥ 90, LCP ≤ 2.5 s.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../src/app/node/server';

const PERFORMANCE_TARGET = 90;
const LCP_TARGET_MS = 2_500;

/** A payment to pay on `baseUrl`, as a merchant's back end creates it; answers its redirectUrl. */
async function paymentToPay(baseUrl: string): Promise<string> {
  const post = async (path: string, body: unknown, key?: string) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'X-API-KEY': key } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
    return response.json();
  };
  const partner = await post('/_sandbox/partners', { name: 'Lighthouse shop' });
  const key: string = partner.keys.sandbox;
  const product = await post('/api/product/pay', { productType: 'PAY', name: 'Lighthouse shop', shortName: 'lighthouse' }, key);
  const payment = await post(`/api/pay/product/${product.id}/subproduct/pricing`, { price: 1999, externalId: 'order-1', details: {} }, key);
  return payment.redirectUrl;
}

/** Runs Lighthouse on the Node server's hosted checkout; answers whether both targets were met. */
export async function runCheckoutLighthouse(): Promise<boolean> {
  const server = await startServer({ port: 0 });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const redirectUrl = await paymentToPay(server.baseUrl);
    // The default config: mobile form factor, simulated throttling (slow 4G, 4× CPU).
    const result = await lighthouse(redirectUrl, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    const ms = (id: string) => audits[id]?.numericValue ?? NaN;
    const lcp = ms('largest-contentful-paint');
    const scoreMet = score >= PERFORMANCE_TARGET;
    const lcpMet = lcp <= LCP_TARGET_MS;
    console.log('\nThe hosted checkout at redirectUrl on the Node server, Lighthouse mobile (slow 4G, 4× CPU)');
    console.log(`  ${scoreMet ? '✓' : '✗'} performance              ${String(score).padStart(6)}     target ≥ ${PERFORMANCE_TARGET}`);
    console.log(
      `  ${lcpMet ? '✓' : '✗'} largest contentful paint ${(lcp / 1000).toFixed(2).padStart(6)} s   target ≤ ${LCP_TARGET_MS / 1000} s`,
    );
    console.log(`    first contentful paint   ${(ms('first-contentful-paint') / 1000).toFixed(2).padStart(6)} s`);
    console.log(`    total blocking time      ${Math.round(ms('total-blocking-time')).toString().padStart(6)} ms`);
    console.log(`    bytes over the wire      ${(ms('total-byte-weight') / 1024).toFixed(1).padStart(6)} KB`);
    return scoreMet && lcpMet;
  } finally {
    chrome.kill();
    await server.close();
  }
}
