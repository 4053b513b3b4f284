import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Job } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';
import { useFavoriteJob } from './use-favorite-jobs.ts';

const T = TEXTS.favoriteButton;

/**
 * The heart on a job card, filled when the job is a favourite. It follows its own job's state:
 * when the favourites arrive or change, the hearts whose state changed render again, not the
 * cards and the page around them. The page keeps the favourites loaded (`useFavoritesShown`).
 */
export function FavoriteHeart({ job }: { job: Job }) {
  const { isFavorite: active, toggle } = useFavoriteJob(job);
  return (
    <IconButton
      aria-label={active ? T.removeLabel(job.title) : T.addLabel(job.title)}
      aria-pressed={active}
      onClick={() => void toggle()}
      sx={{ color: active ? 'secondary.main' : 'text.secondary' }}
    >
      {active ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

/** The favourite toggle on the job page, with words. */
export function FavoriteToggleButton({ job }: { job: Job }) {
  const { isFavorite: active, toggle } = useFavoriteJob(job);
  return (
    <Button
      variant={active ? 'contained' : 'outlined'}
      color="secondary"
      aria-pressed={active}
      startIcon={active ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={() => void toggle()}
    >
      {active ? T.saved : T.save}
    </Button>
  );
}
