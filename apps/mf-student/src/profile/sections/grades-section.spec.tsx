import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { GradesSection } from './grades-section.tsx';
import { aGrade } from './section-fixtures.ts';

const MATH = aGrade();
const NORWEGIAN = aGrade({ idstudent_grades: 'grade-2', name: 'Norsk', grade: '4' });
const PENDING = aGrade({
  idstudent_grades: 'grade-3',
  name: 'Engelsk',
  grade: '6',
  verification_status: 'pending',
});
const VERIFIED = aGrade({
  idstudent_grades: 'grade-4',
  name: 'Kroppsøving',
  grade: '5',
  verification_status: 'verified',
  verifiedAt: '2027-03-12T10:00:00.000Z',
});

function serve(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  mockApi((_path, request) => {
    requests.push(request);
    return answer();
  });
  return requests;
}

function render(grades = [MATH, NORWEGIAN, PENDING, VERIFIED], editable = true) {
  return renderPage(<GradesSection grades={grades} editable={editable} />, {
    url: '/',
    user: STUDENT,
  });
}

function pdf(name = 'vitnemal.pdf', size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

describe('GradesSection: the list', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows subject and grade, a Verifisert mark and a Venter på kontroll chip', () => {
    render();
    const rows = within(screen.getByRole('region', { name: 'Karakterer' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Matematikk 1P5'),
      expect.stringContaining('Norsk4'),
      expect.stringContaining('EngelskVenter på kontroll6'),
      expect.stringContaining('KroppsøvingVerifisert5'),
    ]);
    expect(within(rows[0]).queryByText('Verifisert')).not.toBeInTheDocument();
    expect(screen.getByText(/sjekkes manuelt av en administrator/)).toBeVisible();
  });

  it('offers Verifiser karakterer only while some grade is not verified', () => {
    render([VERIFIED]);
    expect(screen.queryByRole('button', { name: 'Verifiser karakterer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legg til karakterer' })).toBeVisible();
  });

  it('deletes a grade after asking', async () => {
    const requests = serve(() => new Response(null, { status: 204 }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Slett Norsk (4)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett karakter' });
    expect(confirm).toHaveTextContent(STUDENT_MESSAGES.gradeDeleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));

    expect(await screen.findByText(STUDENT_MESSAGES.gradeDeleted)).toBeInTheDocument();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['DELETE', '/api/users/grades/grade-2'],
    ]);
  });

  it('read-only: the marks without any button', () => {
    render([MATH, VERIFIED], false);
    expect(screen.getByText('Verifisert')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/sjekkes manuelt/)).not.toBeInTheDocument();
  });
});

describe('GradesSection: adding', () => {
  afterEach(() => jest.restoreAllMocks());

  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Legg til karakterer' }));
    return screen.findByRole('dialog', { name: 'Legg til karakterer' });
  }

  async function fillRow(dialog: HTMLElement, row: number, subject: string, grade: string) {
    const group = within(dialog).getByRole('group', { name: `Karakter ${row}` });
    await userEvent.click(within(group).getByLabelText('Fag'));
    await userEvent.paste(subject);
    await userEvent.click(within(group).getByLabelText('Karakter'));
    await userEvent.paste(grade);
  }

  it('starts with one row that cannot be removed; Legg til rad adds removable rows', async () => {
    render([]);
    const dialog = await openDialog();
    expect(within(dialog).getAllByRole('group', { name: /^Karakter \d/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /^Fjern/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    expect(within(dialog).getAllByRole('group', { name: /^Karakter \d/ })).toHaveLength(2);
    const second = within(dialog).getByRole('group', { name: 'Karakter 2' });
    expect(within(second).getByLabelText('Fag')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern karakter 2' }));
    expect(within(dialog).getAllByRole('group', { name: /^Karakter \d/ })).toHaveLength(1);
    // The button went with its row; focus goes to the row before, not to the dialog.
    const first = within(dialog).getByRole('group', { name: 'Karakter 1' });
    expect(within(first).getByLabelText('Fag')).toHaveFocus();
  });

  it('with only blank rows says so and sends nothing', async () => {
    const requests = serve(() => json(201, []));
    render([]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    await fillRow(dialog, 1, 'Naturfag', '  ');
    await fillRow(dialog, 2, '   ', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre karakterer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeRequired,
    );
    expect(requests).toEqual([]);
    // The keyboard goes to the first row, where the message is read.
    const first = within(within(dialog).getByRole('group', { name: 'Karakter 1' })).getByRole(
      'textbox',
      { name: 'Fag' },
    );
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(STUDENT_MESSAGES.gradeRequired);
  });

  it('refuses a number off the school scale, keeping the rows, and sends nothing', async () => {
    const requests = serve(() => json(201, []));
    render([]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    await fillRow(dialog, 1, 'Norsk', '5');
    await fillRow(dialog, 2, 'Matematikk', '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre karakterer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeOffScale,
    );
    // The row it is about is marked, described by the message and focused; the other is not.
    const grade = (row: number) =>
      within(within(dialog).getByRole('group', { name: `Karakter ${row}` })).getByRole('textbox', {
        name: 'Karakter',
      });
    expect(grade(2)).toHaveValue('9');
    expect(grade(2)).toBeInvalid();
    expect(grade(2)).toHaveAccessibleDescription(STUDENT_MESSAGES.gradeOffScale);
    expect(grade(2)).toHaveFocus();
    expect(grade(1)).toBeValid();
    expect(requests).toEqual([]);

    // Fixed, the row is no longer marked and the message goes, before the next send.
    await userEvent.clear(grade(2));
    await userEvent.paste('4');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(grade(2)).toBeValid();
  });

  it('takes the message away once a filled row stands among the blank ones', async () => {
    serve(() => json(201, []));
    render([]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre karakterer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeRequired,
    );
    await fillRow(dialog, 1, 'Matematikk', '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('drops blank rows, trims the rest and sends them together', async () => {
    const requests = serve(() => json(201, []));
    render([]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til rad' }));
    await fillRow(dialog, 1, ' Naturfag ', '4 ');
    await fillRow(dialog, 3, 'Samfunnsfag', '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre karakterer' }));

    expect(await screen.findByText(STUDENT_MESSAGES.gradesAdded)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/api/users/grades');
    expect(await requests[0].json()).toEqual({
      grades: [
        { subject: 'Naturfag', grade: '4' },
        { subject: 'Samfunnsfag', grade: '5' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the rows when saving fails', async () => {
    serve(() => json(500));
    render([]);
    const dialog = await openDialog();
    await fillRow(dialog, 1, 'Naturfag', '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre karakterer' }));

    expect(await screen.findByText(STUDENT_MESSAGES.gradesFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fag')).toHaveValue('Naturfag');
  });
});

describe('GradesSection: verifying', () => {
  afterEach(() => jest.restoreAllMocks());

  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Verifiser karakterer' }));
    return screen.findByRole('dialog', { name: 'Verifiser karakterer' });
  }

  it('lists the unverified grades, all chosen, and explains the manual check', async () => {
    render();
    const dialog = await openDialog();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Matematikk 1P: 5',
      'Norsk: 4',
      'Engelsk: 6',
    ]);
    boxes.forEach((box) => expect(box).toBeChecked());
    expect(dialog).toHaveTextContent(/kontrolleres manuelt av en administrator/);
  });

  it('asks for a document, refuses other types and too large files, without sending', async () => {
    const requests = serve(() => json(200, {}));
    const user = userEvent.setup({ applyAccept: false });
    render();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeVerifyDocRequired,
    );

    const input = within(dialog).getByLabelText('Velg dokument');
    await user.upload(input, new File(['x'], 'notat.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeVerifyDocType,
    );

    await user.upload(input, pdf('stor.pdf', 10 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeVerifyDocTooLarge,
    );
    expect(within(dialog).getByText('Ingen fil valgt')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('asks for at least one grade', async () => {
    const requests = serve(() => json(200, {}));
    render();
    const dialog = await openDialog();
    for (const box of within(dialog).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.upload(within(dialog).getByLabelText('Velg dokument'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.gradeVerifyNoGrades,
    );
    expect(requests).toEqual([]);
  });

  it('sends the chosen grade ids and the document, and reports what was verified', async () => {
    const requests = serve(() => json(200, { summary: { verified: 1, failed: 1 }, grades: [] }));
    render();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Norsk: 4' }));
    await userEvent.upload(within(dialog).getByLabelText('Velg dokument'), pdf());
    expect(within(dialog).getByText('Valgt: vitnemal.pdf')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));

    expect(
      await screen.findByText('Verifisering fullført: 1 karakterer verifisert, 1 feilet'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/api/users/grades/verify');
    const form = await requests[0].formData();
    expect(JSON.parse(String(form.get('gradeIds')))).toEqual(['grade-1', 'grade-3']);
    expect((form.get('verificationDoc') as File).name).toBe('vitnemal.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the verification was sent in when nothing could be verified at once', async () => {
    serve(() => json(200, { summary: { verified: 0, failed: 3 }, grades: [] }));
    render();
    const dialog = await openDialog();
    await userEvent.upload(
      within(dialog).getByLabelText('Velg dokument'),
      new File(['x'], 'vitnemal.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));
    expect(await screen.findByText(STUDENT_MESSAGES.gradeVerifySubmitted)).toBeInTheDocument();
  });

  it('shows the server’s message, else the fallback, when verifying fails', async () => {
    let answer = () => apiError(400, 'Dokumentet kunne ikke leses');
    serve(() => answer());
    render();
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Velg dokument'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));
    expect(await screen.findByText('Dokumentet kunne ikke leses')).toBeInTheDocument();

    answer = () => json(500);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send til verifisering' }));
    expect(await screen.findByText(STUDENT_MESSAGES.gradeVerifyFailed)).toBeInTheDocument();
    expect(within(dialog).getByText('Valgt: vitnemal.pdf')).toBeVisible();
  });
});
