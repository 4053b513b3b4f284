import { EmptyState } from '../components/empty-state.tsx';

// Favourite students arrive with their own issue. Until then the tab says what is true today,
// without made-up numbers or promises.

export function FavouriteStudentsTab() {
  return <EmptyState text="Ingen favoritt-studenter ennå." />;
}
