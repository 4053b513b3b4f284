import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { SEARCH_TEXT_MAX } from '@yrkesbro/contracts';
import { TextField } from '@yrkesbro/ui/text-field';
import { TEXTS } from './texts.ts';

/**
 * The free-text box of a list's search: a search input with the magnifier in front, taking no
 * more than the list's search accepts (`maxLength`).
 */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
  maxLength = SEARCH_TEXT_MAX,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <TextField
      id={id}
      label={TEXTS.searchField.label}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
