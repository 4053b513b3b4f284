import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

/** In place of what the business's plan leaves out: the spec's prompt and the way to a plan. */
export function UpgradePrompt({ title, onUpgrade }: { title: string; onUpgrade: () => void }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlined color="action" aria-hidden />
          <Typography>{SUBSCRIPTION_MESSAGES.upgradePrompt}</Typography>
        </Stack>
        <Button variant="outlined" onClick={onUpgrade}>
          {TEXTS.upgradePrompt.upgrade}
        </Button>
      </Stack>
    </Card>
  );
}
