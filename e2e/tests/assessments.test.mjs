// A skill assessment through the real UI: a new student takes the HMS test (the browser's Back
// asks before leaving it; an answer is saved as it is chosen), answering every question right, sees 100 % with the trophy and the
// badge, and a business sees the badge and the score on the student's public profile. On a
// phone, a link in the menu asks before leaving a test too, and the menu closes as she leaves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerVerified } from '../support/accounts.mjs';
import { login, newPage } from '../support/browser.mjs';
import { BUSINESS, useJourneySuite } from '../support/test-suite.mjs';

const STUDENT = { email: `sara-${Date.now()}@elev.test`, password: 'Hemmelig1' };
const HMS = 'hms-pa-arbeidsplassen';

let suite;
let browser;
let key;
let profileId;

useJourneySuite(async (started) => {
  ({ suite, browser } = started);
  await registerVerified(suite, {
    ...STUDENT,
    role: 'student',
    school: 'Kuben videregående skole',
  });
  // Read behind the UI: the answers never reach the browser before submitting.
  key = await suite.query(
    `SELECT question, options[correct_index + 1] AS answer FROM assessment_questions
      WHERE assessment_id = $1`,
    [HMS],
  );
  [{ id: profileId }] = await suite.query(
    `SELECT p.id FROM student_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
    [STUDENT.email],
  );
});

test('a student passes the HMS test and sees the score, the trophy and the badge', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/assessments`);
  const card = page.getByRole('article', { name: 'HMS på arbeidsplassen' });
  await card.getByText('Ikke startet').waitFor();
  await card.getByRole('link', { name: 'Start Assessment' }).click();
  await page.waitForURL(`**/assessments/${HMS}`);
  await page.locator('legend').getByText('Spørsmål 1 av').waitFor();

  // The browser's Back asks first, and staying keeps the test open.
  await page.goBack();
  const leaving = page.getByRole('dialog', { name: 'Forlate testen?' });
  await leaving.waitFor();
  await leaving.getByRole('button', { name: 'Bli her' }).click();
  await leaving.waitFor({ state: 'hidden' });
  assert.match(page.url(), new RegExp(`/assessments/${HMS}$`));

  const total = key.length;
  for (let number = 1; number <= total; number += 1) {
    const legend = page.locator('legend');
    await legend.getByText(`Spørsmål ${number} av ${total}`).waitFor();
    const shown = await legend.innerText();
    const { answer } = key.find(({ question }) => shown.includes(question));
    const option = page.getByRole('radio', { name: answer, exact: true });
    if (number === 1) {
      // The keyboard alone: focus the group, arrows to the answer, Space to choose it.
      await page.getByRole('radio').first().focus();
      while (!(await option.evaluate((radio) => radio === document.activeElement)))
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    } else if (number === 2) {
      // Saved as it is chosen, before 'Neste': the test opened afresh in a new tab has it.
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/progress') &&
          Object.keys(JSON.parse(response.request().postData() ?? '{}').answers ?? {}).length === 2,
      );
      await option.check();
      assert.equal((await saved).ok(), true);
      const again = await context.newPage();
      await again.goto(page.url());
      await again.getByText(`2 av ${total} besvart`).waitFor();
      assert.equal(await again.getByRole('radio', { name: answer, exact: true }).isChecked(), true);
      await again.close();
    } else {
      await option.check();
    }
    assert.equal(await option.isChecked(), true);
    await page.getByText(`${number} av ${total} besvart`).waitFor();
    await page.getByRole('button', { name: number < total ? 'Neste' : 'Lever testen' }).click();
  }

  await page.waitForURL(`**/assessments/${HMS}/results`);
  await page.getByRole('heading', { level: 1, name: 'HMS på arbeidsplassen' }).waitFor();
  await page.getByText(`${total} av ${total}`, { exact: true }).waitFor();
  await page.locator('[data-colour="green"]', { hasText: '100 %' }).waitFor();
  await page.getByRole('img', { name: 'Trofé' }).waitFor();
  await page.getByRole('list', { name: 'Merker du har tjent' }).getByText('HMS-kyndig').waitFor();
  assert.equal(await page.getByRole('img', { name: 'Feil' }).count(), 0);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/assessments');
  await card.getByText('Merke tjent: HMS-kyndig').waitFor();
  await card.getByRole('link', { name: 'View Results' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a business sees the badge and the verified score on the student’s public profile', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(`${suite.urls.shell}/profile/${profileId}`);
  await page.getByRole('region', { name: 'Badges' }).getByText('HMS-kyndig').waitFor();
  const scores = page.getByRole('region', { name: 'Ferdighetstester' });
  await scores.getByText('HMS på arbeidsplassen').waitFor();
  await scores.locator('[data-colour="green"]', { hasText: '100 %' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, a menu link during a test asks first, and leaving closes the menu', async () => {
  const [{ id: other }] = await suite.query(
    'SELECT id FROM assessments WHERE id <> $1 ORDER BY id LIMIT 1',
    [HMS],
  );
  const context = await browser.newContext({
    locale: 'nb-NO',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/assessments/${other}`);
  await page.locator('legend').getByText('Spørsmål 1 av').waitFor();

  await page.getByRole('button', { name: 'Åpne menyen' }).click();
  const menu = page.getByRole('list', { name: 'Meny' });
  await menu.getByRole('link', { name: 'Student profil' }).click();
  const leaving = page.getByRole('dialog', { name: 'Forlate testen?' });
  await leaving.getByRole('button', { name: 'Forlat testen' }).click();
  await page.waitForURL('**/student/dashboard');
  // The menu's own click handler never saw the held-back click; the page change closes it.
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('tablist', { name: 'Studentdashbord' }).click({ trial: true });
  await context.close();
});
