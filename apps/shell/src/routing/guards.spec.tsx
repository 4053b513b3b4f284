import { render, screen } from '@testing-library/react';
import { createAppStore, StoreProvider } from '@yrkesbro/api-client';
import type { AuthState } from '@yrkesbro/api-client';
import type { AuthUser } from '@yrkesbro/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Guard } from './guards.tsx';
import type { Access } from './route-table.ts';

const student: AuthUser = { id: 's', email: 'elev@yrkesbro.no', role: 'student' };
const business: AuthUser = { id: 'b', email: 'bedrift@yrkesbro.no', role: 'business' };
const admin: AuthUser = { id: 'a', email: 'admin@yrkesbro.no', role: 'admin' };

function authState(user: AuthUser | null, initialCheckComplete = true): AuthState {
  return {
    user,
    isAuthenticated: Boolean(user),
    initialCheckComplete,
    isLoading: false,
    error: null,
  };
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>innlogging{from ? ` fra ${from}` : ''}</p>;
}

function JobsProbe() {
  const location = useLocation();
  return <p>jobbsøk {location.search}</p>;
}

function renderGuarded(access: Access, auth: AuthState, path = '/beskyttet', state?: unknown) {
  const store = createAppStore({ auth });
  return render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/jobs" element={<JobsProbe />} />
          <Route path={path} element={<Guard access={access}>innhold</Guard>} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/student/dashboard" element={<p>studentdashbord</p>} />
          <Route path="/business/dashboard" element={<p>bedriftsdashbord</p>} />
          <Route path="/admin/dashboard" element={<p>admindashbord</p>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

describe('Guard', () => {
  it("shows the full-screen 'Loading...' until the first auth check is done", () => {
    renderGuarded('auth', authState(null, false));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('innhold')).not.toBeInTheDocument();
  });

  it('lets anyone through a public route', () => {
    renderGuarded('public', authState(null));
    expect(screen.getByText('innhold')).toBeInTheDocument();
  });

  it('sends a signed-out person to /login and remembers where they were', () => {
    renderGuarded('auth', authState(null));
    expect(screen.getByText('innlogging fra /beskyttet')).toBeInTheDocument();
  });

  it.each([
    ['student', student, true],
    ['student', business, false],
    ['business', business, true],
    ['business', student, false],
    ['admin', admin, true],
    ['admin', student, false],
    [['student', 'admin'], student, true],
    [['student', 'admin'], admin, true],
    [['student', 'admin'], business, false],
  ] as const)('%s route with a %o user lets through: %s', (access, user, allowed) => {
    renderGuarded(access, authState(user));
    if (allowed) expect(screen.getByText('innhold')).toBeInTheDocument();
    else expect(screen.getByText('innlogging')).toBeInTheDocument();
  });

  it.each([
    [student, 'studentdashbord'],
    [business, 'bedriftsdashbord'],
    [admin, 'admindashbord'],
  ])('sends a signed-in %o away from guest pages to their dashboard', (user, dashboard) => {
    renderGuarded('guest', authState(user), '/login-side');
    expect(screen.getByText(dashboard)).toBeInTheDocument();
  });

  it('sends a person who has just signed in back to the page they were going to, with its query', () => {
    renderGuarded('guest', authState(student), '/login-side', {
      from: { pathname: '/jobs', search: '?q=r%C3%B8rlegger&location=Bergen', hash: '' },
    });
    expect(screen.getByText('jobbsøk ?q=r%C3%B8rlegger&location=Bergen')).toBeInTheDocument();
  });
});
