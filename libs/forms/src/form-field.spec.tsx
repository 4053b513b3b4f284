import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { array, object, string } from 'yup';
import { FormField } from './form-field.tsx';

const schema = object({
  title: string().required('Tittel er påkrevd'),
  tags: array(string().required('Tom merkelapp')).min(1, 'Minst én'),
});

function Form({ tags = ['ok', ''] }: { tags?: string[] }) {
  const form = useFormik({
    initialValues: { title: '', tags },
    validationSchema: schema,
    onSubmit: () => {},
  });
  return (
    <form onSubmit={form.handleSubmit}>
      <FormField form={form} name="title" label="Tittel" helperText="Kort og tydelig" />
      <FormField form={form} name="tags" label="Merkelapper" />
      <button type="submit">Lagre</button>
    </form>
  );
}

describe('FormField', () => {
  it('shows the hint until the field is left empty, then the message, with the label above', async () => {
    render(<Form />);
    const title = screen.getByLabelText('Tittel');
    expect(screen.getByText('Kort og tydelig')).toBeInTheDocument();
    expect(document.querySelector('label[for="title"]')).toHaveAttribute('data-shrink', 'true');
    await userEvent.click(title);
    await userEvent.tab();
    expect(await screen.findByText('Tittel er påkrevd')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'Sveiser');
    expect(title).toHaveValue('Sveiser');
  });

  it("shows a list field's first message", async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Tom merkelapp')).toBeInTheDocument();
  });

  it('moves the keyboard to the first field in error when sending is refused', async () => {
    render(<Form tags={['']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    const title = screen.getByLabelText('Tittel');
    expect(await screen.findByText('Tittel er påkrevd')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Tittel er påkrevd');
    // Fixed, the next refusal is of the next field in error.
    await userEvent.type(title, 'Sveiser');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.getByLabelText('Merkelapper')).toHaveFocus());
  });

  it('shows no message while the field is left for the send button, which then shows them all', async () => {
    render(<Form tags={['']} />);
    const tags = screen.getByLabelText('Merkelapper');
    const send = screen.getByRole('button', { name: 'Lagre' });
    tags.focus();
    // The press's first half: focus moves to the button, whose release must find it in place.
    fireEvent.blur(tags, { relatedTarget: send });
    await act(() => Promise.resolve());
    expect(screen.queryByText('Tom merkelapp')).toBeNull();
    await userEvent.click(send);
    expect(await screen.findByText('Tom merkelapp')).toBeInTheDocument();
    expect(screen.getByText('Tittel er påkrevd')).toBeInTheDocument();
  });

  it('shows the message once a press on another control is released, not in the middle of it', async () => {
    render(<Form />);
    const title = screen.getByLabelText('Tittel');
    const tags = screen.getByLabelText('Merkelapper');
    title.focus();
    // A message shown now would move the pressed control from under the pointer.
    fireEvent.pointerDown(tags);
    fireEvent.blur(title, { relatedTarget: tags });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Tittel er påkrevd')).toBeNull();
    fireEvent.pointerUp(tags);
    expect(await screen.findByText('Tittel er påkrevd')).toBeInTheDocument();
  });
});
