import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of process.argv.slice(2)) {
  const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const p = await c.newPage();
  const cdp = await c.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.addInitScript(() => { window.__cls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls.push([Math.round(e.startTime), e.value.toFixed(4), e.sources.map((s) => s.node?.outerHTML?.slice(0, 100) + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height]))]); }).observe({ type: 'layout-shift', buffered: true }); window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName, e.element?.outerHTML?.slice(0, 160), e.url]); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await p.goto('http://localhost:4200' + url);
  await p.waitForFunction(() => !document.querySelector('[data-prerendered-markup]'), undefined, { timeout: 60000 });
  await p.waitForTimeout(1500);
  console.log(url, JSON.stringify(await p.evaluate(() => window.__cls), null, 1));
  await c.close();
}
await b.close();
