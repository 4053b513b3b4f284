import { TextField } from '@yrkesbro/ui/text-field';
import { TEXTS } from './texts.ts';

/**
 * A list's choice of one category (yrke, bransje), 'Alle yrker' first. A value in the address
 * that is not among the options still shows, named by `chosenLabel`, instead of a blank box.
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  chosenLabel,
}: {
  id: string;
  label: string;
  value: number | undefined;
  options: { value: number; label: string }[];
  onChange: (value: string) => void;
  chosenLabel: string;
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value ? String(value) : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="">{TEXTS.filterSelect.all}</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
      {value && !options.some((option) => option.value === value) && (
        <option value={String(value)}>{chosenLabel}</option>
      )}
    </TextField>
  );
}
