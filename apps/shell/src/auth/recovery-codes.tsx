import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { TEXTS } from './texts.ts';

const T = TEXTS.recoveryCodes;

/**
 * The recovery codes, shown this once: only their hashes are kept, so they cannot be shown
 * again (new ones can be made on the security page).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{T.warning}</Alert>
      <Box
        component="ul"
        aria-label={T.listLabel}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 2,
          m: 0,
          bgcolor: 'background.default',
          borderRadius: 1,
          fontFamily: 'ui-monospace, monospace',
          fontSize: '1.1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" onClick={copy} sx={{ alignSelf: 'flex-start' }}>
        {copied ? T.copied : T.copy}
      </Button>
    </Stack>
  );
}
