import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { errorMessage } from '@yrkesbro/api-client';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { useEffect, useState } from 'react';
import { HoverLabel } from './hover-label.tsx';
import { useSetFavoriteStudentMutation } from './plans-api.ts';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.favoriteButton;

/**
 * The heart on a student's card and profile: filled when the business has favourited her.
 * It shows the new state at once and keeps it until the re-read list or profile agrees.
 */
export function FavoriteButton({
  studentUuid,
  name,
  isFavorite,
}: {
  studentUuid: string;
  name: string;
  isFavorite: boolean;
}) {
  const [setFavorite, { isLoading }] = useSetFavoriteStudentMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => setWanted(null), [isFavorite]);
  const shown = wanted ?? isFavorite;

  const toggle = async () => {
    if (isLoading) return;
    const favorite = !shown;
    setWanted(favorite);
    try {
      await setFavorite({ studentUuid, favorite }).unwrap();
      enqueueSnackbar(
        favorite ? SUBSCRIPTION_MESSAGES.favoriteAdded : SUBSCRIPTION_MESSAGES.favoriteRemoved,
        { variant: 'success' },
      );
    } catch (error) {
      setWanted(null);
      enqueueSnackbar(errorMessage(error, SUBSCRIPTION_MESSAGES.favoritesFailed), {
        variant: 'error',
      });
    }
  };

  const label = shown ? T.remove(name) : T.add(name);
  return (
    <HoverLabel label={label}>
      <IconButton
        aria-label={label}
        aria-pressed={shown}
        onClick={() => void toggle()}
        // Not disabled while saving: a disabled button drops the keyboard's focus to the page.
        aria-disabled={isLoading}
        sx={{ color: shown ? 'error.main' : 'text.secondary' }}
      >
        {shown ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </HoverLabel>
  );
}
