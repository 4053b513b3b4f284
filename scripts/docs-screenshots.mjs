// `npm run screenshots`: the main screens at a phone's 360 px and a desktop's 1280 px, as
// docs/screenshots/<screen>-<width>.jpg, from the built product with its demo data.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildAll, ROOT } from './lib/suite.mjs';
import { launchBrowser, login, newPage } from '../e2e/support/browser.mjs';
import { ADMIN, BUSINESS, startTestSuite, STUDENT } from '../e2e/support/test-suite.mjs';

const OUT = path.join(ROOT, 'docs/screenshots');
const WIDTHS = [360, 1280];

/** Each screen: who looks, where, and the heading that says the page is there. */
const SCREENS = [
  { name: 'forside', path: '/', heading: 'Den beste plattformen for å finne læreplass' },
  { name: 'logg-inn', path: '/login', heading: 'Logg inn' },
  { name: 'faq', path: '/faq', heading: 'Spørsmål om læretid' },
  { name: 'jobber', as: STUDENT, path: '/jobs?q=l%C3%A6rling', heading: 'Ledige jobber' },
  { name: 'studentdashbord', as: STUDENT, path: '/student/dashboard', heading: 'Studentdashbord' },
  {
    name: 'bedriftsdashbord',
    as: BUSINESS,
    path: '/business/dashboard',
    heading: 'Bedriftsdashbord',
  },
  { name: 'studentkatalog', as: BUSINESS, path: '/students', heading: 'Studentkatalog' },
  { name: 'administrasjon', as: ADMIN, path: '/admin/dashboard', heading: 'Administrasjon' },
];

await buildAll({ quiet: true });
await mkdir(OUT, { recursive: true });
const suite = await startTestSuite();
const browser = await launchBrowser();
try {
  const tabs = new Map();
  for (const screen of SCREENS) {
    const who = screen.as?.email ?? 'utlogget';
    if (!tabs.has(who)) {
      const tab = await newPage(browser);
      if (screen.as) {
        await login(tab.page, suite.urls.shell, screen.as);
        await tab.page.waitForURL('**/dashboard');
      }
      tabs.set(who, tab);
    }
    const { page } = tabs.get(who);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.goto(`${suite.urls.shell}${screen.path}`);
      await page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: screen.heading, exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
      const file = path.join(OUT, `${screen.name}-${width}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
      console.log(path.relative(ROOT, file));
    }
  }
} finally {
  await browser.close();
  await suite.stop();
}
