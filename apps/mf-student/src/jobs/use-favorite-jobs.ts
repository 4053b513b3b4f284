import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { AuthUser, Job } from '@yrkesbro/contracts';
import { useMemo } from 'react';
import {
  useAddFavoriteJobMutation,
  useGetFavoriteJobsQuery,
  useRemoveFavoriteJobMutation,
} from './student-jobs-api.ts';
import { useSnackbar } from '@yrkesbro/toasts';

/** Hearts are for students, and for a signed-out visitor (who is asked to log in). */
function favoritesShownFor(user: AuthUser | null): boolean {
  return !user || user.role === 'student';
}

export function useFavoritesShown(): boolean {
  return favoritesShownFor(useAppSelector(selectCurrentUser));
}

export interface FavoriteJobs {
  /** Whether hearts are shown: for students, and for a signed-out visitor (who is asked to log in). */
  shown: boolean;
  isFavorite: (job: Job) => boolean;
  toggle: (job: Job) => Promise<void>;
}

/**
 * The signed-in student's favourite jobs. Favourites are for students only: for a business or
 * an admin the list is never asked for and no heart is shown.
 */
export function useFavoriteJobs(): FavoriteJobs {
  const user = useAppSelector(selectCurrentUser);
  const isStudent = user?.role === 'student';
  const { data: favorites } = useGetFavoriteJobsQuery(undefined, { skip: !isStudent });
  const [add] = useAddFavoriteJobMutation();
  const [remove] = useRemoveFavoriteJobMutation();
  const { enqueueSnackbar } = useSnackbar();

  const favoriteUuids = useMemo(
    () => new Set((favorites ?? []).map((job) => job.uuid)),
    [favorites],
  );

  const toggle = async (job: Job) => {
    if (!user) {
      enqueueSnackbar(JOB_MESSAGES.favouriteLogin, { variant: 'info' });
      return;
    }
    try {
      if (favoriteUuids.has(job.uuid)) await remove(job).unwrap();
      else await add(job).unwrap();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, JOB_MESSAGES.favouriteFailed), { variant: 'error' });
    }
  };

  return {
    shown: favoritesShownFor(user),
    isFavorite: (job) => favoriteUuids.has(job.uuid),
    toggle,
  };
}
