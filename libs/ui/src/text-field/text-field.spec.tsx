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
});
