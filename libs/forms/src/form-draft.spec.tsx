import { render, screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useFormDraft } from './form-draft.ts';

const KEY = 'test-form:1';

function DraftedForm() {
  const form = useFormik({ initialValues: { text: '' }, onSubmit: () => undefined });
  useFormDraft(KEY, form);
  return <input aria-label="Tekst" {...form.getFieldProps('text')} />;
}

/** Shows the form, then a placeholder while something else loads, then the form again. */
function OpensTwice() {
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    if (phase < 2) setPhase(phase + 1);
  }, [phase]);
  return phase === 1 ? <p>Laster…</p> : <DraftedForm />;
}

describe('useFormDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a draft through a form that is gone again before the draft is in it', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ text: 'Det jeg skrev' }));
    render(<OpensTwice />);
    await waitFor(() => expect(screen.getByLabelText('Tekst')).toHaveValue('Det jeg skrev'));
    expect(sessionStorage.getItem(KEY)).toBe(JSON.stringify({ text: 'Det jeg skrev' }));
  });
});
