// The student profile through the real UI: a new student fills every section (the CV analysed
// from a PDF, a photo, a recorded video, grades verified by a transcript, a project with images),
// reaches 95 % (the rest is a badge from a skill assessment), and a business on Premium sees all
// of it on the public profile.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerVerified } from '../support/accounts.mjs';
import { login, newPage, waitForLoadedMain } from '../support/browser.mjs';
import { ADMIN, BUSINESS, useJourneySuite } from '../support/test-suite.mjs';

const STUDENT = { email: `ingrid-${Date.now()}@elev.test`, password: 'Hemmelig1' };

let suite;
let browser;
let profileUrl;

useJourneySuite(async (started) => {
  ({ suite, browser } = started);
  await registerVerified(suite, { ...STUDENT, role: 'student', school: 'Tromsø maritime skole' });
});

/** A real PDF printed by Chromium from these lines of text. */
async function printPdf(lines) {
  const page = await browser.newPage();
  const html = lines.map((line) => `<p>${line}</p>`).join('');
  await page.setContent(`<body style="font-family: sans-serif">${html}</body>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

/** A real PNG drawn on a canvas. */
async function drawPng(page, colour) {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#ffffff';
    context.fillRect(40, 40, 120, 80);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** A real, playable WebM: one second of an animated canvas, recorded by the browser. */
async function recordWebm(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = performance.now() - started;
        context.fillStyle = `hsl(${(t / 4) % 360}, 70%, 50%)`;
        context.fillRect(0, 0, 160, 120);
        if (t < 1000) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a new student fills in every section, reaches 95 %, and sees it all on the public profile', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  const completion = page.getByRole('progressbar', { name: 'Profilfullføring' });
  await completion.waitFor();
  assert.equal(await completion.getAttribute('aria-valuenow'), '0');

  // The CV: analysed offline from a printed PDF, and the findings accepted.
  const cv = await printPdf([
    'CURRICULUM VITAE',
    'Ingrid Johansen',
    'Storgata 12, 9008 Tromsø',
    'Om meg',
    'Jeg går Vg2 maritime fag og drømmer om å bli matros på kystruten.',
    'Utdanning',
    'Vg1 Teknologi- og industrifag',
  ]);
  await page.getByRole('button', { name: 'Last opp CV for analyse' }).click();
  const analysis = page.getByRole('dialog', { name: 'Fyll ut profilen fra CV-en' });
  await analysis.getByLabel('Velg PDF').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: cv,
  });
  await analysis.getByRole('button', { name: 'Analyser' }).click();
  await analysis.getByText('Dette fant vi i CV-en:').waitFor();
  await analysis.getByText('Ingrid Johansen').waitFor();
  await analysis.getByText('Tromsø').waitFor();
  await analysis.getByText(/ingen KI/).waitFor();
  await analysis.getByRole('button', { name: 'Bruk i profilen' }).click();
  await page.getByText('Profilen er fylt ut fra CV-en').waitFor();
  await analysis.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Ingrid Johansen' }).waitFor();
  await page
    .getByText(/drømmer om å bli matros/)
    .first()
    .waitFor();

  // The header: an inline field, what she looks for, the photo and the theme.
  await page.getByRole('button', { name: 'Rediger Overskrift' }).click();
  await page.getByLabel('Overskrift', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.getByText('Overskrift kan ikke være tom').waitFor();
  await page.getByLabel('Overskrift', { exact: true }).fill('Maritim elev som vil til sjøs');
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.getByText('Maritim elev som vil til sjøs').first().waitFor();
  await page.getByRole('button', { name: 'Rediger Ser etter' }).click();
  await page.getByLabel('Ser etter', { exact: true }).selectOption('lærling');
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.getByText('Lærlingplass').first().waitFor();

  await page.getByLabel('Last opp profilbilde').setInputFiles({
    name: 'meg.png',
    mimeType: 'image/png',
    buffer: await drawPng(page, '#1d4e89'),
  });
  await page.getByText('Profilbilde oppdatert').waitFor();
  await page
    .getByRole('img', { name: /Ingrid Johansen/ })
    .first()
    .waitFor();
  // A person clicks the swatch; the radio button inside it follows.
  const themes = page.getByRole('radiogroup', { name: 'Profiltema' });
  await themes.getByText('Midnatt', { exact: true }).click();
  assert.ok(await themes.getByRole('radio', { name: 'Midnatt', exact: true }).isChecked());

  // The video CV, recorded in the browser, uploaded with progress and played back.
  await page.getByLabel('Velg videofil').setInputFiles({
    name: 'video-cv.webm',
    mimeType: 'video/webm',
    buffer: await recordWebm(page),
  });
  await page.getByText('Video lastet opp').waitFor();
  const player = page.locator('video');
  await player.waitFor();
  assert.match(await player.getAttribute('src'), /^\/api\/uploads\/videos\/.+\.webm$/);

  // Education.
  await page.getByRole('button', { name: 'Legg til utdanning' }).click();
  const education = page.getByRole('dialog', { name: 'Legg til utdanning' });
  await education.getByRole('button', { name: 'Legg til' }).click();
  await education.getByText('Fyll inn alle nødvendige felter').first().waitFor();
  await education.getByLabel(/^Utdanning/).fill('Vg2 Maritime fag');
  await education.getByLabel(/^Skole/).fill('Tromsø maritime skole');
  await education.getByLabel(/^Periode/).fill('2025–2026');
  await education.getByRole('button', { name: 'Legg til' }).click();
  await page.getByText('Utdanning lagt til').waitFor();
  await page.getByRole('region', { name: 'Utdanning' }).getByText('Vg2 Maritime fag').waitFor();

  // A skill with its level.
  await page.getByRole('button', { name: 'Legg til ferdighet' }).click();
  const skill = page.getByRole('dialog', { name: 'Legg til ferdighet' });
  await skill.getByLabel(/^Ferdighet/).fill('Fortøyning');
  await skill.getByLabel(/^Kategori/).selectOption({ label: 'Yrkessjåfør' });
  const slider = skill.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
  await skill.getByText('Nivå: 75 %').waitFor();
  await skill.getByRole('button', { name: 'Legg til' }).click();
  await page.getByText('Ferdighet lagt til').waitFor();
  const skills = page.getByRole('region', { name: 'Ferdigheter' });
  await skills.getByText('Fortøyning').waitFor();
  await skills.getByText('75 %').waitFor();
  // Better at it now: the same dialog, prefilled, a step up with the keyboard.
  await skills.getByRole('button', { name: 'Rediger Fortøyning' }).click();
  const skillEdit = page.getByRole('dialog', { name: 'Rediger ferdighet' });
  await skillEdit.getByRole('slider').focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await skillEdit.getByText('Nivå: 80 %').waitFor();
  await skillEdit.getByRole('button', { name: 'Lagre' }).click();
  await page.getByText('Ferdighet oppdatert').waitFor();
  await skills.getByText('80 %').waitFor();

  // Work experience.
  await page.getByRole('button', { name: 'Legg til arbeidserfaring' }).click();
  const work = page.getByRole('dialog', { name: 'Legg til arbeidserfaring' });
  await work.getByLabel(/^Stilling/).fill('Dekksgutt');
  await work.getByLabel(/^Bedrift/).fill('Ishavsfiske AS');
  await work.getByLabel(/^Periode/).fill('Sommer 2025');
  await work.getByLabel(/^Beskrivelse/).fill('Vakthold, rengjøring og fortøyning om bord.');
  await work.getByRole('button', { name: 'Legg til' }).click();
  await page.getByText('Arbeidserfaring lagt til').waitFor();
  // A typo in the company's name is mended in place, not deleted and typed again.
  await page.getByRole('button', { name: 'Rediger Dekksgutt hos Ishavsfiske AS' }).click();
  const workEdit = page.getByRole('dialog', { name: 'Rediger arbeidserfaring' });
  await workEdit.getByLabel(/^Bedrift/).fill('Ishavsfiske Tromsø AS');
  await workEdit.getByRole('button', { name: 'Lagre' }).click();
  await page.getByText('Arbeidserfaring oppdatert').waitFor();
  await page
    .getByRole('region', { name: 'Arbeidserfaring' })
    .getByText('Ishavsfiske Tromsø AS')
    .waitFor();

  // Grades: a blank row is ignored; then verified with a printed transcript.
  await page.getByRole('button', { name: 'Legg til karakterer' }).click();
  const grades = page.getByRole('dialog', { name: 'Legg til karakterer' });
  await grades.getByRole('button', { name: 'Lagre karakterer' }).click();
  await grades.getByText('Vennligst legg til minst ett gyldig karakteroppføring').waitFor();
  await grades.getByRole('group', { name: 'Karakter 1' }).getByLabel(/^Fag/).fill('Norsk');
  await grades
    .getByRole('group', { name: 'Karakter 1' })
    .getByLabel(/^Karakter/)
    .fill('5');
  await grades.getByRole('button', { name: 'Legg til rad' }).click();
  await grades.getByRole('button', { name: 'Legg til rad' }).click();
  await grades.getByRole('group', { name: 'Karakter 3' }).getByLabel(/^Fag/).fill('Matematikk 1P');
  await grades
    .getByRole('group', { name: 'Karakter 3' })
    .getByLabel(/^Karakter/)
    .fill('4');
  await grades.getByRole('button', { name: 'Lagre karakterer' }).click();
  await page.getByText('Karakterer lagt til').waitFor();
  const gradeList = page.getByRole('region', { name: 'Karakterer' });
  await gradeList.getByText('Matematikk 1P').waitFor();

  const transcript = await printPdf([
    'Vitnemål for videregående opplæring',
    'Ingrid Johansen',
    'Norsk 5',
    'Matematikk 1P 4',
  ]);
  await page.getByRole('button', { name: 'Verifiser karakterer' }).click();
  const verify = page.getByRole('dialog', { name: 'Verifiser karakterer' });
  await verify.getByLabel('Velg dokument').setInputFiles({
    name: 'vitnemal.pdf',
    mimeType: 'application/pdf',
    buffer: transcript,
  });
  await verify.getByRole('button', { name: 'Send til verifisering' }).click();
  await page.getByText('Verifisering fullført: 2 karakterer verifisert, 0 feilet').waitFor();
  // The list shows it once the profile is fetched again, after the toast.
  await gradeList.getByText('Verifisert').nth(1).waitFor();
  assert.equal(await gradeList.getByText('Verifisert').count(), 2);

  // A project with two images, opened in the lightbox.
  await page.getByRole('button', { name: 'Legg til prosjekt' }).click();
  const project = page.getByRole('dialog', { name: 'Legg til prosjekt' });
  await project.getByLabel(/^Tittel/).fill('Modell av kystrutebåt');
  await project.getByLabel(/^Beskrivelse/).fill('Bygd i tre på verkstedet, skala 1:100.');
  await project.getByLabel(/^Lenke/).fill('https://example.no/modell');
  await project.getByLabel('Velg bilder').setInputFiles([
    { name: 'baat-1.png', mimeType: 'image/png', buffer: await drawPng(page, '#e8772e') },
    { name: 'baat-2.png', mimeType: 'image/png', buffer: await drawPng(page, '#2e8b57') },
  ]);
  await project.getByRole('button', { name: 'Legg til' }).click();
  await page.getByText('Prosjekt lagt til').waitFor();
  await page.getByRole('button', { name: /Vis alle 2 bildene fra Modell av kystrutebåt/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'Modell av kystrutebåt' });
  await lightbox.getByRole('button', { name: 'Neste bilde' }).click();
  await page.keyboard.press('Escape');
  await lightbox.waitFor({ state: 'hidden' });

  // Everything the student can fill in is there; the last part is a badge earned in a test.
  await page.getByText('Profilen er 95 % fullført').waitFor();
  await page.getByText('Mangler: Merker fra ferdighetstester').waitFor();
  assert.equal(await completion.getAttribute('aria-valuenow'), '95');

  await page.getByRole('link', { name: 'Se den offentlige profilen' }).click();
  await page.waitForURL('**/profile/*');
  profileUrl = page.url();
  await page.getByRole('heading', { name: 'Ingrid Johansen' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a Premium business sees the whole profile: skills in percent, verified grades, the project and the video', async () => {
  assert.ok(profileUrl, 'the first journey reached the public profile');
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(profileUrl);
  await page.getByRole('heading', { name: 'Ingrid Johansen' }).waitFor();
  // Without a plan a business sees what Grunnleggende shows; grades, projects and the video
  // are Premium's, bought here through the test checkout.
  await page
    .getByRole('region', { name: 'Karakterer' })
    .getByRole('button', { name: 'Oppgrader plan' })
    .click();
  const plans = page.getByRole('dialog', { name: 'Velg plan' });
  await plans.getByRole('radio', { name: 'Premium' }).check();
  await plans.getByRole('button', { name: 'Gå til betaling' }).click();
  await page.getByRole('button', { name: /^Betal 15\s000 kr$/ }).click();
  await page.getByText('Bestilling ble gjennomført! Du vil motta en e-postbekreftelse.').waitFor();
  await page.getByRole('heading', { name: 'Ingrid Johansen' }).waitFor();
  await page.getByText('Maritim elev som vil til sjøs').first().waitFor();
  await page.getByText('Tromsø').first().waitFor();
  await page.getByText('Lærlingplass').first().waitFor();
  await page
    .getByText(/drømmer om å bli matros/)
    .first()
    .waitFor();
  await page.getByRole('region', { name: 'Utdanning' }).getByText('Vg2 Maritime fag').waitFor();
  await page.getByRole('region', { name: 'Ferdigheter' }).getByText('80 %').waitFor();
  await page.getByRole('region', { name: 'Arbeidserfaring' }).getByText('Dekksgutt').waitFor();
  const grades = page.getByRole('region', { name: 'Karakterer' });
  assert.equal(await grades.getByText('Verifisert').count(), 2);
  await page
    .getByRole('region', { name: 'Prosjekter' })
    .getByText('Modell av kystrutebåt')
    .waitFor();
  await page.locator('video').waitFor();
  // Read-only: no editing controls for someone else's profile.
  assert.equal(await page.getByRole('button', { name: /^Rediger/ }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Legg til prosjekt' }).count(), 0);
  // The header wears the chosen theme.
  const painted = await page.evaluate(() =>
    [...document.querySelectorAll('*')].some((element) =>
      getComputedStyle(element).backgroundImage.includes('rgb(17, 24, 39)'),
    ),
  );
  assert.ok(painted, 'the Midnatt gradient paints the header');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a grade only a picture shows waits for an admin, who verifies it from the dashboard and spot-checks the automatic ones', async () => {
  assert.ok(profileUrl, 'the first journey reached the public profile');
  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.getByRole('button', { name: 'Legg til karakterer' }).click();
  const grades = student.page.getByRole('dialog', { name: 'Legg til karakterer' });
  const row = grades.getByRole('group', { name: 'Karakter 1' });
  await row.getByLabel(/^Fag/).fill('Kroppsøving');
  await row.getByLabel(/^Karakter/).fill('5');
  await grades.getByRole('button', { name: 'Lagre karakterer' }).click();
  await student.page.getByText('Karakterer lagt til').waitFor();
  await student.page.getByRole('button', { name: 'Verifiser karakterer' }).click();
  const verify = student.page.getByRole('dialog', { name: 'Verifiser karakterer' });
  await verify.getByLabel('Velg dokument').setInputFiles({
    name: 'vitnemal.png',
    mimeType: 'image/png',
    buffer: await drawPng(student.page, '#ffffff'),
  });
  await verify.getByRole('button', { name: 'Send til verifisering' }).click();
  await student.page.getByText('Karakterverifisering sendt inn').waitFor();
  await student.page
    .getByRole('region', { name: 'Karakterer' })
    .getByText('Venter på kontroll')
    .first()
    .waitFor();
  assert.deepEqual(student.problems, []);
  await student.context.close();

  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, ADMIN);
  await page.waitForURL('**/admin/dashboard');
  // The sections above the review settle first, so the link stays where the click aims.
  await waitForLoadedMain(page);
  const review = page
    .getByRole('region', { name: 'Karakterer til kontroll' })
    .getByRole('listitem', { name: 'Karakterer fra Ingrid Johansen' });
  const download = page.waitForEvent('download');
  await review.getByRole('link', { name: 'Last ned dokumentet' }).click();
  assert.equal((await download).suggestedFilename(), 'karakterdokument.png');
  await review.getByRole('checkbox', { name: 'Kroppsøving: 5' }).check();
  await review.getByRole('button', { name: 'Lagre kontroll' }).click();
  await page.getByText('Kontrollen er lagret').first().waitFor();
  await page.getByText('Ingen karakterer venter på kontroll.').waitFor();

  // The transcript that proved both grades automatically is there for a spot check.
  const spotChecks = page.getByRole('region', { name: 'Stikkprøver: automatisk verifisert' });
  const transcript = spotChecks.getByRole('listitem', { name: 'Karakterer fra Ingrid Johansen' });
  assert.ok(await transcript.getByRole('checkbox', { name: 'Norsk: 5' }).isChecked());
  await transcript.getByRole('button', { name: 'Lagre kontroll' }).click();
  await spotChecks.getByText('Ingen automatisk verifiserte karakterer å sjekke.').waitFor();

  await page.goto(profileUrl);
  const shown = page.getByRole('region', { name: 'Karakterer' });
  await shown.getByText('Kroppsøving').waitFor();
  assert.equal(await shown.getByText('Verifisert').count(), 3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, a skill of one long word wraps inside its chip instead of running off the card', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  const long = 'Rørleggerfagarbeiderkompetansebevisfornyelseskurssertifikat';
  await page.getByRole('button', { name: 'Legg til ferdighet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Legg til ferdighet' });
  await dialog.getByLabel(/^Ferdighet/).fill(long);
  await dialog.getByLabel(/^Kategori/).selectOption({ label: 'Yrkessjåfør' });
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await page.getByText('Ferdighet lagt til').waitFor();
  // The header's chips: a label kept on one line ran past the card, which cut it off.
  const label = page.getByRole('list', { name: 'Ferdigheter' }).getByText(long);
  await label.waitFor();
  const overflow = await label.evaluate((element) => {
    const card = element.closest('.MuiPaper-root').getBoundingClientRect();
    return element.getBoundingClientRect().right - card.right;
  });
  assert.ok(overflow <= 0, `the skill's chip runs ${overflow} px past its card`);
  assert.deepEqual(problems, []);
  await context.close();
});
