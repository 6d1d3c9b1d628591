import { test } from 'vitest';
import { DESKTOP, openApp, openScene } from './app-scene';
test('measure', async () => {
  const scene = await openScene();
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  await context.addInitScript({ content: `globalThis.__tasks=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())globalThis.__tasks.push({s:e.startTime,d:e.duration})}).observe({type:'longtask',buffered:true});` });
  const page = await openApp(context, scene.server.appUrl, '#/console');
  await page.locator('.monaco-editor').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000);
  const r = await page.evaluate(async () => {
    const start = performance.now();
    const t0 = performance.now();
    const res = await fetch('https://api.sandbox.gateway.test/_sandbox/openapi.json'); const j = await res.json();
    const fetchMs = performance.now() - t0;
    const s2 = performance.now();
    location.hash = '#/reference';
    while (!document.querySelector('main[data-screen="reference"] .reference-operation .schema-table')) await new Promise((r) => setTimeout(r, 5));
    const ms = performance.now() - s2;
    await new Promise((r) => setTimeout(r, 1500));
    const tasks = (globalThis as any).__tasks.filter((t: any) => t.s >= start).map((t: any) => [Math.round(t.s - start), Math.round(t.d)]);
    return { fetchMs: Math.round(fetchMs), ms: Math.round(ms), tasks };
  });
  console.log('open', JSON.stringify(r));
  await scene.close();
}, 90000);
