import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NoChoice, TextField } from './text-field.tsx';

function Controlled({ select = false }: { select?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        id="field"
        label="Yrke"
        select={select}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        helperText="Velg ett"
        required
      >
        {select && (
          <>
            <NoChoice />
            <option value="1">Elektriker</option>
            <option value="2">Rørlegger</option>
          </>
        )}
      </TextField>
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('names its input by its label and describes it by its helper text', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: /^Yrke/ });
    expect(input).toHaveAccessibleDescription('Velg ett');
    expect(input).toBeRequired();
    await userEvent.type(input, 'Kokk');
    expect(screen.getByRole('status')).toHaveTextContent('Kokk');
  });

  it('marks an error for assistive technology and shows the message under the field', () => {
    render(<TextField id="email" label="E-post" value="x" error helperText="Ugyldig e-post" />);
    const input = screen.getByRole('textbox', { name: 'E-post' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ugyldig e-post');
  });

  it("is the platform's select, showing nothing chosen until an option is picked", async () => {
    render(<Controlled select />);
    const select = screen.getByRole('combobox', { name: /^Yrke/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('');
    // The empty choice is not offered in the list.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Elektriker',
      'Rørlegger',
    ]);
    await userEvent.selectOptions(select, 'Rørlegger');
    expect(select).toHaveDisplayValue('Rørlegger');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(select).toHaveAccessibleDescription('Velg ett');
  });

  it('passes attributes to the element itself and adornments to its box', () => {
    render(
      <TextField
        label="Nettside"
        slotProps={{
          htmlInput: { maxLength: 20, inputMode: 'url' },
          input: { startAdornment: <span>https://</span> },
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Nettside' });
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('inputmode', 'url');
    expect(screen.getByText('https://')).toBeInTheDocument();
  });

  it('counts the characters of a long text near its limit, and says when a paste was cut', async () => {
    function Letter() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Søknadsbrev"
          multiline
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helperText="Fortell hvorfor"
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      );
    }
    render(<Letter />);
    const letter = screen.getByRole('textbox', { name: 'Søknadsbrev' });
    await userEvent.click(letter);
    await userEvent.paste('a'.repeat(899));
    expect(letter).toHaveAccessibleDescription('Fortell hvorfor');
    await userEvent.type(letter, 'b');
    expect(letter).toHaveAccessibleDescription('Fortell hvorfor 900 av 1\u00a0000 tegn');
    await userEvent.paste('c'.repeat(500));
    expect(letter).toHaveValue(`${'a'.repeat(899)}b${'c'.repeat(100)}`);
    expect(letter).toHaveAccessibleDescription(
      'Fortell hvorfor 1\u00a0000 av 1\u00a0000 tegn – mer får ikke plass',
    );
  });

  it('counts nothing on a line of its own: a short field is not a text to write at length', () => {
    render(
      <TextField
        label="Navn"
        value={'x'.repeat(20)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Navn' })).not.toHaveAccessibleDescription();
  });
});
