import { FavoriteJobsSection } from './favorite-jobs-section.tsx';
import { SavedSearchesSection } from './saved-searches-section.tsx';

/** The Favoritter tab: the favourite jobs, then the saved searches. */
export function FavoritesTab() {
  return (
    <>
      <FavoriteJobsSection />
      <SavedSearchesSection />
    </>
  );
}
