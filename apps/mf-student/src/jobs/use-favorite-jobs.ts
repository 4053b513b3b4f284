import {
  errorMessage,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@yrkesbro/api-client';
import type { RootState } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import { useSnackbar } from '@yrkesbro/toasts';
import { studentJobsApi } from './student-jobs-api.ts';

const selectFavoriteJobs = studentJobsApi.endpoints.getFavoriteJobs.select();
type FavoritesState = Parameters<typeof selectFavoriteJobs>[0];

/**
 * Whether a page shows favourite hearts: for students, and for a signed-out visitor (who is asked
 * to log in). While it does, the page keeps the signed-in student's favourites loaded for them:
 * one subscription for the page, not one per job card, each of which dispatched to the store and
 * made every subscriber check again as the page first rendered.
 */
export function useFavoritesShown(): boolean {
  const user = useAppSelector(selectCurrentUser);
  // Subscribed only: the page reads no part of the answer, so it need not render again as the
  // request starts and as the answer comes (the whole job list, twice, on a slow phone before
  // the cards were first painted).
  studentJobsApi.endpoints.getFavoriteJobs.useQuerySubscription(undefined, {
    skip: user?.role !== 'student',
  });
  return !user || user.role === 'student';
}

/**
 * One job's heart: whether it is a favourite, which is all a heart selects from the store (it
 * renders again only when that changes), and its toggle; a visitor is asked to log in.
 */
export function useFavoriteJob(job: Job): { isFavorite: boolean; toggle: () => Promise<void> } {
  const isFavorite = useAppSelector(
    (state: RootState) =>
      // The shared store's type knows the api's tags before this remote added its own; the
      // state is the same object.
      selectFavoriteJobs(state as unknown as FavoritesState).data?.some(
        (favorite) => favorite.uuid === job.uuid,
      ) ?? false,
  );
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => selectCurrentUser(state) !== null);
  const { enqueueSnackbar } = useSnackbar();
  const toggle = async () => {
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
  };
  return { isFavorite, toggle };
}
