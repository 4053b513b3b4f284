import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { DIALOG_TEXTS } from './texts.ts';

const T = DIALOG_TEXTS.imageLightbox;

const NAV_BUTTON = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.5)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'common.white' },
} as const;

/**
 * A project's images full screen, one at a time: Forrige/Neste buttons or the arrow keys
 * (wrapping around at the ends), Escape or Lukk to close.
 */
export function ImageLightbox({
  open,
  title,
  images,
  onClose,
}: {
  open: boolean;
  title: string;
  images: string[];
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const count = images.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'common.black', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 1, sm: 2 } }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        {count > 1 && (
          <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {T.imageOf(index + 1, count)}
          </Typography>
        )}
        <IconButton aria-label={T.close} onClick={onClose} sx={NAV_BUTTON}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 1, sm: 2 },
        }}
      >
        {count > 0 && (
          <Box
            component="img"
            src={images[index]}
            alt={T.alt(title, index + 1, count)}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton
              aria-label={T.previous}
              onClick={() => step(-1)}
              sx={{ ...NAV_BUTTON, position: 'absolute', left: { xs: 8, sm: 24 } }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={T.next}
              onClick={() => step(1)}
              sx={{ ...NAV_BUTTON, position: 'absolute', right: { xs: 8, sm: 24 } }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
