import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { NotFoundPage, Navigate, Route, Routes } from '@yrkesbro/ui';
import { PrivacyPage } from '../account/privacy-page.tsx';
import { SecurityPage } from '../account/security-page.tsx';
import { ForgotPasswordPage } from '../auth/forgot-password-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { ResetPasswordPage } from '../auth/reset-password-page.tsx';
import { VerifyEmailPage } from '../auth/verify-email-page.tsx';
import { RemotePage } from '../remotes/remote-page.tsx';
import { Guard } from './guards.tsx';
import { remoteForRole, ROUTE_TABLE } from './route-table.ts';
import type { RouteTarget, ShellPage } from './route-table.ts';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, access, target }) => (
        <Route
          key={path}
          path={path}
          element={
            <Guard access={access}>
              <Target target={target} />
            </Guard>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function Target({ target }: { target: RouteTarget }) {
  const user = useAppSelector(selectCurrentUser);
  if ('shell' in target) return <ShellRoute page={target.shell} />;
  if ('byRole' in target)
    return <RemotePage remote={remoteForRole(user?.role)} page={target.page} />;
  return <RemotePage {...target} />;
}

function ShellRoute({ page }: { page: ShellPage }) {
  const user = useAppSelector(selectCurrentUser);
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'verify-email':
      return <VerifyEmailPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'account-security':
      return <SecurityPage />;
    case 'account-privacy':
      return <PrivacyPage />;
    case 'dashboard-redirect':
      return (
        <Navigate
          to={user?.role === 'student' ? '/student/dashboard' : dashboardPathFor('business')}
          replace
        />
      );
  }
}
