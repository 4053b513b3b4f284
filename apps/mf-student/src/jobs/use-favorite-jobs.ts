import {
  errorMessage,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@yrkesbro/api-client';
import type { RootState } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { AuthUser, Job } from '@yrkesbro/contracts';
import { useSnackbar } from '@yrkesbro/toasts';
import { useCallback } from 'react';
import { studentJobsApi, useGetFavoriteJobsQuery } from './student-jobs-api.ts';

/** Hearts are for students, and for a signed-out visitor (who is asked to log in). */
function favoritesShownFor(user: AuthUser | null): boolean {
  return !user || user.role === 'student';
}

const selectFavoriteJobs = studentJobsApi.endpoints.getFavoriteJobs.select();
// One set per answer, shared by every heart that asks.
const uuidsByAnswer = new WeakMap<Job[], Set<string>>();

type FavoritesState = Parameters<typeof selectFavoriteJobs>[0];

function favoriteUuidsIn(state: RootState): Set<string> | undefined {
  // The shared store's type knows the api's tags before this remote added its own; the state is
  // the same object.
  const favorites = selectFavoriteJobs(state as unknown as FavoritesState).data;
  if (!favorites) return undefined;
  let uuids = uuidsByAnswer.get(favorites);
  if (!uuids) {
    uuids = new Set(favorites.map((job) => job.uuid));
    uuidsByAnswer.set(favorites, uuids);
  }
  return uuids;
}

/**
 * Whether a page shows favourite hearts. While it does, the page keeps the signed-in student's
 * favourites loaded for them: one subscription for the page, not one per job card, each of which
 * dispatched to the store and made every subscriber check again as the page first rendered.
 */
export function useFavoritesShown(): boolean {
  const user = useAppSelector(selectCurrentUser);
  useGetFavoriteJobsQuery(undefined, { skip: user?.role !== 'student' });
  return favoritesShownFor(user);
}

/** Whether `job` is among the favourites; a heart renders again only when this changes. */
export function useIsFavoriteJob(job: Job): boolean {
  return useAppSelector((state) => favoriteUuidsIn(state)?.has(job.uuid) ?? false);
}

/** Adds `job` to the favourites or takes it off; a visitor is asked to log in. */
export function useToggleFavoriteJob(): (job: Job, isFavorite: boolean) => Promise<void> {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => selectCurrentUser(state) !== null);
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (job, isFavorite) => {
      if (!signedIn) {
        enqueueSnackbar(JOB_MESSAGES.favouriteLogin, { variant: 'info' });
        return;
      }
      const { removeFavoriteJob, addFavoriteJob } = studentJobsApi.endpoints;
      const request = dispatch((isFavorite ? removeFavoriteJob : addFavoriteJob).initiate(job));
      try {
        await request.unwrap();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, JOB_MESSAGES.favouriteFailed), { variant: 'error' });
      } finally {
        // Nothing reads the request's outcome from the store; a mutation hook would drop it too.
        request.reset();
      }
    },
    [dispatch, signedIn, enqueueSnackbar],
  );
}
