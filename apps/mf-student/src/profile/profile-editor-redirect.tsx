import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { Navigate } from '@yrkesbro/ui';

/**
 * /profile/edit, /profile/skills, /profile/badges and /profile/progress are placeholders in
 * the spec; the student edits all of it in place on the dashboard's Profil tab. A business or
 * an admin edits its own profile on its own dashboard.
 */
export default function ProfileEditorRedirect() {
  const user = useAppSelector(selectCurrentUser);
  if (user?.role !== 'student') return <Navigate replace to={dashboardPathFor(user?.role)} />;
  return <Navigate replace to="/student/dashboard?fane=profil" />;
}
