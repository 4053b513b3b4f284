import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Job } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';
import { useFavoriteJobs } from './use-favorite-jobs.ts';
import type { FavoriteJobs } from './use-favorite-jobs.ts';

const T = TEXTS.favoriteButton;

/** The heart on a job card; filled when the job is a favourite. */
export function FavoriteHeart({ job, favorites }: { job: Job; favorites: FavoriteJobs }) {
  const active = favorites.isFavorite(job);
  return (
    <IconButton
      aria-label={active ? T.removeLabel(job.title) : T.addLabel(job.title)}
      aria-pressed={active}
      onClick={() => void favorites.toggle(job)}
      sx={{ color: active ? 'secondary.main' : 'text.secondary' }}
    >
      {active ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

/**
 * A job card's heart, following the favourites itself: when they arrive or change, the hearts
 * render again, not the cards and the page around them.
 */
export function CardFavoriteHeart({ job }: { job: Job }) {
  return <FavoriteHeart job={job} favorites={useFavoriteJobs()} />;
}

/** The favourite toggle on the job page, with words. */
export function FavoriteToggleButton({ job, favorites }: { job: Job; favorites: FavoriteJobs }) {
  const active = favorites.isFavorite(job);
  return (
    <Button
      variant={active ? 'contained' : 'outlined'}
      color="secondary"
      aria-pressed={active}
      startIcon={active ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={() => void favorites.toggle(job)}
    >
      {active ? T.saved : T.save}
    </Button>
  );
}
