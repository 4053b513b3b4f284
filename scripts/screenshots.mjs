// Takes the landing page's carousel screenshots from a running suite (`npm start` first):
// `node scripts/screenshots.mjs [shell-url]`. They are real pictures of the product.
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ROOT } from './lib/suite.mjs';

const shell = process.argv[2] ?? 'http://localhost:4200';
const out = path.join(ROOT, 'apps/mf-public/src/landing/screenshots');
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1200, height: 750 }, locale: 'nb-NO' });
const shot = (name) =>
  page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 70 });

await page.goto(`${shell}/register`);
await page.getByRole('combobox', { name: /Jeg er/ }).selectOption({ label: 'Elev / lærling' });
await page.getByLabel(/^E-post/).fill('ola.nordmann@eksempel.no');
await page.getByLabel(/^Skole/).fill('Kuben videregående skole');
await shot('registrering');

await page.goto(`${shell}/categories/elektro`);
await page.getByRole('heading', { name: 'Elektro', level: 1 }).waitFor();
await shot('yrkesfag');

await page.goto(`${shell}/faq`);
await page.getByLabel('Spørsmål til assistenten').fill('Hvor lenge varer læretiden?');
await page.getByRole('button', { name: 'Send', exact: true }).click();
await page.getByText('Les mer:').waitFor();
await page.getByRole('heading', { name: 'Spør assistenten' }).scrollIntoViewIfNeeded();
await shot('assistent');

await browser.close();
console.log(`Skjermbilder lagret i ${out}`);
