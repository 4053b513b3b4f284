import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  role?: 'alert' | 'status';
}

/**
 * A friendly sentence and the next action: for empty, error and not-found states. Its title is
 * the page's h1 when it stands alone (a 404, a page that could not load) and an h2 under a page's
 * own h1 (an empty list), so a page never has two h1 or none.
 */
export function StatusMessage({
  title,
  children,
  actionLabel,
  onAction,
  role = 'status',
}: StatusMessageProps) {
  const box = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState<'h1' | 'h2'>('h1');
  // On mounting, before the first paint: the page's own title is there by then, if it has one.
  useLayoutEffect(() => {
    const page = box.current?.closest('main') ?? document;
    const pageTitle = [...page.querySelectorAll('h1')].some(
      (heading) => !box.current?.contains(heading),
    );
    setLevel(pageTitle ? 'h2' : 'h1');
  }, []);
  return (
    <Box
      ref={box}
      role={role}
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <Typography variant="h2" component={level}>
        {title}
      </Typography>
      {children && <Typography color="textSecondary">{children}</Typography>}
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Box>
  );
}
