import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_MESSAGES, LOGO_MAX_BYTES } from '@yrkesbro/contracts';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { initials, visuallyHidden } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

const T = TEXTS.logoField;

/** The spec allows PNG or JPG logos. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** Why a chosen file cannot be the logo, or undefined when it can. */
export function logoProblem(file: File): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return BUSINESS_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return BUSINESS_MESSAGES.logoTooLarge;
  return undefined;
}

/**
 * The logo: the current one (or the company's initials), a preview of a newly chosen file,
 * and the checks that run before anything is sent. A refused file leaves the rest of the
 * form untouched.
 */
export function LogoField({
  currentUrl,
  companyName,
  file,
  onChange,
}: {
  currentUrl: string | null;
  companyName: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const preview = usePreviewUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Let the same file be chosen again after it was refused or removed.
    event.target.value = '';
    if (!chosen) return;
    const reason = logoProblem(chosen);
    setProblem(reason);
    if (!reason) onChange(chosen);
  };

  const name = companyName.trim();
  const alt = preview ? T.previewAlt : name ? T.logoAlt(name) : T.defaultAlt;
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor="logo" variant="body2" sx={{ fontWeight: 600 }}>
        {T.label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={preview ?? currentUrl ?? undefined}
          alt={alt}
          variant="rounded"
          sx={{ width: 72, height: 72, bgcolor: 'primary.main', typography: 'h3' }}
        >
          {initials(name) || undefined}
        </Avatar>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          aria-describedby="logo-help"
        >
          {currentUrl || file ? T.change : T.choose}
        </Button>
        {file && (
          <Button onClick={() => onChange(null)} color="inherit">
            {T.undo}
          </Button>
        )}
        <Box
          component="input"
          ref={input}
          id="logo"
          name="logo"
          type="file"
          accept={LOGO_TYPES.join(',')}
          tabIndex={-1}
          onChange={choose}
          aria-invalid={Boolean(problem)}
          aria-describedby="logo-help"
          sx={visuallyHidden}
        />
      </Stack>
      {file && (
        <Typography variant="body2" color="textSecondary">
          {T.chosen(file.name)}
        </Typography>
      )}
      <FormHelperText id="logo-help" error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? T.help}
      </FormHelperText>
    </Stack>
  );
}

/** An object URL for the chosen file, released when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
