// The keyboard alone, as someone who cannot use a mouse: the skip link, registering and logging
// in, searching and applying for a job, filling in the profile, sending a message and taking a
// skill assessment. Only keys are pressed (locators only ask where focus is), every Tab stop on
// the way must show where focus is, and dialogs take focus in and give it back.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { newPage } from '../support/browser.mjs';
import { expectFocus, focusTally, tabTo } from '../support/keyboard.mjs';
import { linkIn, waitForMail } from '../support/mailbox.mjs';
import { useJourneySuite } from '../support/test-suite.mjs';

const STUDENT = { email: `tastatur-${Date.now()}@elev.test`, password: 'Hemmelig1' };
const JOB = 'Lærling rørlegger';
const COMPANY = 'Rørleggermester Hansen AS';

let suite;
let browser;
// One student's tab through the journeys after registering, as one person's visit.
let student;

useJourneySuite((started) => ({ suite, browser } = started));

after(async () => {
  console.log(`Synlig fokus kontrollert på ${focusTally.stops} tabulatorstopp`);
});

/**
 * Failures other than the expected one: the chat's first look at a conversation that has not
 * started yet answers 404.
 */
const unexpected = (problems) =>
  problems.filter((problem) => !/^404 GET \/api\/messages\/[0-9a-f-]{36}$/.test(problem));

/** A signed-out tab that skips animations, so the look with and without focus is settled. */
async function keyboardPage() {
  const opened = await newPage(browser);
  await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

test('the first Tab on the front page reaches the skip link, which shows and jumps to the content', async () => {
  const { context, page, problems } = await keyboardPage();
  await page.goto(suite.urls.shell);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  const skip = page.getByRole('link', { name: 'Hopp til innholdet' });
  await tabTo(page, skip, { max: 1 });
  // Read until it holds, as Playwright's own assertions read: once in a CI run a single reading
  // found the link off screen just after it had shown focused. If it never holds, the message
  // says where focus, the link and the scroll were.
  const seen = await page
    .waitForFunction(
      () => {
        const link = document.activeElement;
        const box = link?.getBoundingClientRect();
        return (
          link?.classList.contains('skip-link') &&
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= window.innerWidth
        );
      },
      null,
      { timeout: 5000 },
    )
    .then(() => null)
    .catch(() =>
      page.evaluate(() => ({
        focused: document.activeElement?.outerHTML.slice(0, 120),
        box: document.querySelector('.skip-link')?.getBoundingClientRect().toJSON(),
        scrollY: window.scrollY,
        width: window.innerWidth,
      })),
    );
  assert.equal(seen, null, `the focused skip link is on screen: ${JSON.stringify(seen)}`);
  await page.keyboard.press('Enter');
  await expectFocus(page, page.getByRole('main'));
  // The hero's first button, filled orange on dark blue: only the ring's white gap stands out.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Kom i gang' }), { max: 2 });
  assert.deepEqual(problems, []);
  await context.close();
});

test("on a phone the menu opens by keyboard, shows focus to the screen's edge and gives it back", async () => {
  const { context, page, problems } = await keyboardPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(suite.urls.shell);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  const open = page.getByRole('button', { name: 'Åpne menyen' });
  await tabTo(page, open, { max: 4 });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Meny' });
  await drawer.waitFor();
  // Through every link to the close button at the drawer's right edge, whose ring was cut there.
  const links = await drawer.getByRole('link').count();
  const close = drawer.getByRole('button', { name: 'Lukk menyen' });
  await tabTo(page, close, { max: links + 2 });
  await page.keyboard.press('Enter');
  await drawer.waitFor({ state: 'hidden' });
  await expectFocus(page, open);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a student registers, follows the mailed link and logs in, all by keyboard', async () => {
  student = await keyboardPage();
  const { page } = student;
  await page.goto(`${suite.urls.shell}/register`);
  await page.getByRole('heading', { name: 'Opprett konto' }).waitFor();
  await tabTo(page, page.getByLabel(/^E-post/));
  await page.keyboard.type(STUDENT.email);
  await tabTo(page, page.getByLabel(/^Passord/));
  await page.keyboard.type(STUDENT.password);
  await tabTo(page, page.getByLabel(/^Bekreft passord/));
  await page.keyboard.type(STUDENT.password);

  // The role is the platform's own select: the arrow keys choose, and focus stays on it.
  const role = page.getByRole('combobox', { name: /Jeg er/ });
  await tabTo(page, role);
  const chosen = () => role.evaluate((select) => select.selectedOptions[0]?.textContent);
  for (let press = 0; press < 3 && (await chosen()) !== 'Elev / lærling'; press++)
    await page.keyboard.press('ArrowDown');
  assert.equal(await chosen(), 'Elev / lærling');
  await expectFocus(page, role);

  await tabTo(page, page.getByLabel(/^Skole/));
  await page.keyboard.type('Kuben videregående skole');
  await tabTo(page, page.getByRole('button', { name: 'Opprett konto' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');

  const mail = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: 'Bekreft e-postadressen din hos Yrkesbro',
  });
  await page.goto(linkIn(mail, `${suite.urls.shell}/verify-email/`));
  await page.getByText('E-postadressen er bekreftet! Du kan nå logge inn.').waitFor();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Logg inn' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
  // As a person would, Tab once the page is there: pressed while it still loads, focus went to
  // the footer, and the new page then opened at its top, away from that focus.
  await page.getByLabel(/^E-post/).waitFor();

  await tabTo(page, page.getByLabel(/^E-post/));
  await page.keyboard.type(STUDENT.email);
  await tabTo(page, page.getByLabel(/^Passord/));
  await page.keyboard.type(STUDENT.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/student/dashboard');
  await page.getByRole('main').getByText(`Innlogget som ${STUDENT.email}`).waitFor();
  // The login button went with the login page; focus is kept in the new page, not lost to <body>.
  await expectFocus(page, page.getByRole('main'));
  assert.deepEqual(unexpected(student.problems), []);
});

test('the student searches, opens a job and applies in the dialog; focus goes in and comes back', async () => {
  assert.ok(student, 'the student logged in');
  const { page } = student;
  await page.goto(`${suite.urls.shell}/jobs`);
  await page.getByRole('status').filter({ hasText: /jobb/ }).waitFor();
  await tabTo(page, page.getByRole('searchbox', { name: 'Søk' }));
  // The list is drawn again for the search; Tab goes through the one that stays. The old list
  // has given way to the loading cards by the time the search's request goes out.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/jobs' && url.searchParams.get('q') === 'lærling';
  });
  await page.keyboard.type('lærling');
  await page.waitForURL((url) => url.searchParams.get('q') === 'lærling');
  await searched;
  const job = page.getByRole('article', { name: JOB, exact: true }).getByRole('link');
  await job.waitFor();
  await tabTo(page, job, { max: 60 });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: JOB }).waitFor();
  await expectFocus(page, page.getByRole('main'));

  const apply = page.getByRole('button', { name: 'Søk på stillingen' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Søk på stillingen' });
  await dialog.waitFor();
  await expectFocus(page, dialog);
  // Escape closes it and gives focus back to the button; Enter opens it again.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocus(page, apply);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expectFocus(page, dialog);
  await tabTo(page, dialog.getByLabel(/^Søknadsbrev/));
  await page.keyboard.type('Jeg har gått Vg2 rørlegger og vil gjerne lære faget hos dere.');
  await tabTo(page, dialog.getByLabel(/^Lenke til CV/));
  await page.keyboard.type('https://cv.example.no/elev.pdf');
  await tabTo(page, dialog.getByRole('button', { name: 'Send søknad' }));
  await page.keyboard.press('Enter');
  await page.getByText('Søknaden er sendt!').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // The button that opened the dialog is gone with the søknad sent; its way on takes focus.
  const applications = page.getByRole('link', { name: 'Se søknadene dine' });
  await expectFocus(page, applications);
  await page.getByRole('button', { name: 'Du har søkt' }).waitFor();
  assert.deepEqual(unexpected(student.problems), []);
});

test('the student writes to the company from the application, sends with Enter and gets focus back', async () => {
  assert.ok(student, 'the student applied');
  const { page } = student;
  // Focus is on 'Se søknadene dine' since the søknad was sent.
  await page.keyboard.press('Enter');
  await page.waitForURL('**/applications');
  const write = page.getByRole('button', { name: 'Send melding' });
  await write.waitFor();
  await tabTo(page, write);
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: COMPANY });
  await chat.waitFor();
  await expectFocus(page, chat);
  const box = chat.getByRole('textbox', { name: 'Melding' });
  await tabTo(page, box);
  await page.keyboard.type('Hei! Når kan jeg komme innom for en prat?');
  await page.keyboard.press('Enter');
  await chat
    .getByRole('list', { name: 'Meldinger' })
    .getByText('Hei! Når kan jeg komme innom')
    .waitFor();
  await page.keyboard.press('Escape');
  await chat.waitFor({ state: 'hidden' });
  await expectFocus(page, write);
  assert.deepEqual(unexpected(student.problems), []);
});

test('the student adds a skill to the profile in its dialog and sees it saved', async () => {
  assert.ok(student, 'the student logged in');
  const { page } = student;
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  const add = page.getByRole('button', { name: 'Legg til ferdighet' });
  await add.waitFor();
  await tabTo(page, add, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Legg til ferdighet' });
  await dialog.waitFor();
  await expectFocus(page, dialog);
  await tabTo(page, dialog.getByLabel(/^Ferdighet/));
  await page.keyboard.type('Lodding');
  // A closed native select chooses by the first letter of an option, the arrows go on from there.
  // Typing the whole word would lean on Chromium's type-ahead, which forgets a second's pause.
  const category = dialog.getByLabel(/^Kategori/);
  await tabTo(page, category);
  await category.locator('option', { hasText: 'Elektriker' }).waitFor({ state: 'attached' });
  const picked = () => category.evaluate((select) => select.selectedOptions[0]?.text);
  await page.keyboard.press('e');
  for (let press = 0; press < 30 && (await picked()) !== 'Elektriker'; press++)
    await page.keyboard.press('ArrowDown');
  assert.equal(await picked(), 'Elektriker');
  await tabTo(page, dialog.getByRole('slider'));
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
  await dialog.getByText('Nivå: 60 %').waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Legg til' }));
  await page.keyboard.press('Enter');
  await page.getByText('Ferdighet lagt til').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const skills = page.getByRole('region', { name: 'Ferdigheter' });
  await skills.getByText('Lodding').waitFor();
  await skills.getByText('60 %').waitFor();
  await expectFocus(page, add);
  assert.deepEqual(unexpected(student.problems), []);
});

test('the student takes the HMS test with arrows and Space, hands it in and sees the result', async () => {
  assert.ok(student, 'the student logged in');
  const { page } = student;
  await page.goto(`${suite.urls.shell}/assessments`);
  const card = page.getByRole('article', { name: 'HMS på arbeidsplassen' });
  const start = card.getByRole('link', { name: 'Start Assessment' });
  await start.waitFor();
  await tabTo(page, start, { max: 60 });
  await page.keyboard.press('Enter');
  const legend = page.locator('legend');
  await legend.getByText('Spørsmål 1 av').waitFor();
  const total = Number((await legend.innerText()).match(/Spørsmål 1 av (\d+)/)[1]);

  for (let number = 1; number <= total; number += 1) {
    await legend.getByText(`Spørsmål ${number} av ${total}`).waitFor();
    // Each question after the first takes focus, so Tab goes on from it into the answers.
    if (number > 1) await expectFocus(page, legend);
    const answers = page.getByRole('radiogroup');
    await tabTo(page, answers, { max: number > 1 ? 3 : 40 });
    // Arrows move within the group and choose as they go; Space chooses the one with focus.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.getByText(`${number} av ${total} besvart`).waitFor();
    assert.equal(await answers.getByRole('radio', { checked: true }).count(), 1);
    const next = page.getByRole('button', { name: number < total ? 'Neste' : 'Lever testen' });
    await tabTo(page, next, { max: 6 });
    await page.keyboard.press('Enter');
  }

  await page.waitForURL('**/assessments/hms-pa-arbeidsplassen/results');
  await page.getByRole('heading', { level: 1, name: 'HMS på arbeidsplassen' }).waitFor();
  await page
    .getByText(new RegExp(`\\d+ av ${total}`))
    .first()
    .waitFor();
  assert.deepEqual(unexpected(student.problems), []);
  await student.context.close();
});
