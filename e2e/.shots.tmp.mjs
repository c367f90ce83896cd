import { chromium } from 'playwright-core';

const base = process.env.BASE || 'http://localhost:5077';
const bad = process.env.BAD || 'http://localhost:5078';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const errors = [];
async function page(width, height = 900) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  p.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      errors.push(`${width} ${p.url()}: ${m.type()} ${m.text()}`);
  });
  p.on('pageerror', (e) => errors.push(`${width} ${p.url()}: pageerror ${e.message}`));
  return p;
}
for (const w of [1280, 375]) {
  const p = await page(w);
  await p.goto(base + '/');
  await p.waitForSelector('#odai');
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/shots/landing-${w}.png`, fullPage: true });
  await p.fill('textarea', 'What happens when a token ascends?');
  await p.keyboard.press('Enter');
  await p.waitForSelector('text=Thinking...');
  await p.locator('#chat').screenshot({ path: `/tmp/shots/chat-thinking-${w}.png` });
  await p.waitForSelector('text=Sources');
  await p.waitForTimeout(700);
  await p.locator('#chat').screenshot({ path: `/tmp/shots/chat-answer-${w}.png` });
  await p.fill('textarea', 'please fail');
  await p.keyboard.press('Enter');
  await p.waitForSelector('[role=alert]');
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shots/chat-error-${w}.png` });
  if (w === 375) {
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.click('button[aria-label="Open menu"]');
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shots/menu-${w}.png` });
  }
  const a = await page(w);
  await a.goto(base + '/analytics');
  await a.waitForSelector('text=Token Performance');
  await a.waitForTimeout(300);
  await a.screenshot({ path: `/tmp/shots/analytics-${w}.png`, fullPage: true });
  await a.click('button[aria-label^="ODINDOG"]');
  await a.waitForSelector('text=Price History');
  await a.waitForTimeout(600);
  await a.screenshot({ path: `/tmp/shots/analytics-detail-${w}.png`, fullPage: true });
  await a.click('role=tab[name="Top Gainers"]');
  await a.waitForTimeout(200);
  await a.locator('[role=tabpanel]:visible').screenshot({ path: `/tmp/shots/gainers-${w}.png` });
  await a.click('role=tab[name="Most Volatile"]');
  await a.waitForTimeout(200);
  await a.locator('[role=tabpanel]:visible').screenshot({ path: `/tmp/shots/volatile-${w}.png` });
  const n = await page(w);
  await n.goto(base + '/nope');
  await n.waitForTimeout(300);
  await n.screenshot({ path: `/tmp/shots/404-${w}.png` });
  const b = await page(w);
  await b.goto(bad + '/');
  await b.waitForTimeout(800);
  await b.screenshot({ path: `/tmp/shots/landing-nofeatured-${w}.png` });
  await b.goto(bad + '/analytics');
  await b.waitForSelector('text=Retry');
  await b.waitForTimeout(300);
  await b.screenshot({ path: `/tmp/shots/analytics-error-${w}.png` });
}
await browser.close();
console.log(errors.join('\n') || 'no console errors');
