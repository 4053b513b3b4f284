import { EmptyState } from '../components/empty-state.tsx';

// Favourite students and messages arrive with their own issues. Until then each tab says what
// is true today, without made-up numbers or promises.

export function FavouriteStudentsTab() {
  return <EmptyState text="Ingen favoritt-studenter ennå." />;
}

export function MessagesTab() {
  return <EmptyState text="Ingen samtaler enda" />;
}
