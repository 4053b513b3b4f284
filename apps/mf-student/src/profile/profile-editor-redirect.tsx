import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { NotFoundPage } from '@yrkesbro/ui';
import { Navigate } from 'react-router-dom';

/**
 * /profile/edit, /profile/skills, /profile/badges and /profile/progress are placeholders in
 * the spec; the student edits all of it in place on the dashboard's Profil tab.
 */
export default function ProfileEditorRedirect() {
  const user = useAppSelector(selectCurrentUser);
  if (user?.role !== 'student') return <NotFoundPage />;
  return <Navigate replace to="/student/dashboard?fane=profil" />;
}
