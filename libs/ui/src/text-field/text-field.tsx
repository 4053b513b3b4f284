import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import type { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import type {
  ChangeEventHandler,
  ComponentProps,
  FocusEventHandler,
  KeyboardEventHandler,
  ReactNode,
  Ref,
} from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TextFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  /** Under the field, tied to it by aria-describedby: a hint, or the message of an error. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: FormControlProps['size'];
  type?: string;
  value?: unknown;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  /** A choice among the `<option>` children, in the platform's own select. */
  select?: boolean;
  children?: ReactNode;
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  onKeyDown?: KeyboardEventHandler<FieldElement>;
  inputRef?: Ref<FieldElement>;
  sx?: FormControlProps['sx'];
  className?: string;
  slotProps?: {
    /** The outlined box around the element: adornments, readOnly, its own aria attributes. */
    input?: Partial<OutlinedInputProps>;
    /** The input, textarea or select element itself. */
    htmlInput?: InputBaseComponentProps;
    inputLabel?: { shrink?: boolean };
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

// The platform's select drawn in the outlined box: no arrow of its own (ours sits on top and lets
// clicks through to it), as much room on the right as MUI's NativeSelect leaves for the arrow.
const SelectElement = styled('select')(({ theme }) => ({
  appearance: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&&&': { paddingRight: 32 },
  '&:disabled': { cursor: 'default' },
  '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
}));

const SelectArrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  'select:disabled + &': { color: theme.palette.action.disabled },
}));

/**
 * What the outlined box holds for a select (its InputBase passes the input's props and ref):
 * MUI's NativeSelect would bring its standard Input variant and a select input of its own.
 */
function NativeSelectInput(props: InputBaseComponentProps) {
  return (
    <>
      <SelectElement {...(props as ComponentProps<'select'>)} />
      <SelectArrow aria-hidden />
    </>
  );
}

const groupDigits = (count: number) => count.toLocaleString('nb-NO');

/**
 * Near a long text's limit the field counts its characters, so a paste the browser cuts at
 * maxLength is never cut unnoticed: at the limit it says that no more fits.
 */
function lengthCounter(value: unknown, maxLength: unknown): string | undefined {
  if (typeof value !== 'string' || typeof maxLength !== 'number') return undefined;
  if (value.length < maxLength * 0.9) return undefined;
  const count = `${groupDigits(value.length)} av ${groupDigits(maxLength)} tegn`;
  return value.length >= maxLength ? `${count} – mer får ikke plass` : count;
}

/**
 * MUI's outlined text field, put together from its parts: MUI's own TextField imports its menu
 * select (Select, Menu, Popover, Modal, focus trap) and two other input variants whether used or
 * not, 10 KiB compressed on every page with a field. A select here is the platform's own, which
 * phones show as their picker, in the same box.
 */
export function TextField({
  id: givenId,
  name,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  type,
  value,
  placeholder,
  autoComplete,
  autoFocus,
  multiline = false,
  rows,
  minRows,
  maxRows,
  select = false,
  children,
  onChange,
  onBlur,
  onKeyDown,
  inputRef,
  sx,
  className,
  slotProps = {},
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const counter = multiline ? lengthCounter(value, slotProps.htmlInput?.maxLength) : undefined;
  const helperTextId = helperText || counter ? `${id}-helper-text` : undefined;
  // A select always shows its chosen option, so its label never lies over the box.
  const shrink = select ? true : slotProps.inputLabel?.shrink;
  const element = {
    id,
    name,
    value,
    autoFocus,
    inputRef,
    onChange,
    onBlur,
    onKeyDown,
    'aria-describedby': helperTextId,
  };
  return (
    <FormControl
      className={className}
      sx={sx}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <OutlinedInput
          {...element}
          inputComponent={NativeSelectInput}
          inputProps={{ ...slotProps.htmlInput, children }}
          label={label}
          notched={shrink}
          {...slotProps.input}
        />
      ) : (
        <OutlinedInput
          {...element}
          inputProps={slotProps.htmlInput}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          multiline={multiline}
          rows={rows}
          minRows={minRows}
          maxRows={maxRows}
          label={label}
          notched={shrink}
          {...slotProps.input}
        />
      )}
      {helperTextId && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
          {counter && <span style={{ display: 'block' }}>{counter}</span>}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * The first option of a select whose value may be empty ('', nothing chosen yet): shown in the
 * box while nothing is chosen, as MUI's select showed an empty box, and left out of the list.
 * Without it the platform's select would show its first real option while the value is empty.
 */
export function NoChoice() {
  return <option value="" disabled hidden />;
}
