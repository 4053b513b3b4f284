import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@yrkesbro/contracts';
import { BUSINESS, STUDENT, json, mockApi, renderPage } from '@yrkesbro/testing';
import { aConversation, conversations } from './fixtures.ts';
import { UnreadMessagesLink } from './unread-messages-link.tsx';

describe('UnreadMessagesLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the student's unread total and leads to the Meldinger tab", async () => {
    mockApi(() => json(200, conversations([aConversation({ unread_count: 3 })], 3)));
    renderPage(<UnreadMessagesLink />, { url: '/jobs', path: '*', user: STUDENT });
    await userEvent.click(await screen.findByRole('link', { name: 'Meldinger, 3 uleste' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/student/dashboard');
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=meldinger');
  });

  it('leads a business to its own dashboard, without a count when all is read', async () => {
    mockApi(() => json(200, conversations([aConversation()], 0)));
    renderPage(<UnreadMessagesLink />, { url: '/students', path: '*', user: BUSINESS });
    expect(await screen.findByRole('link', { name: 'Meldinger' })).toHaveAttribute(
      'href',
      '/business/dashboard?fane=meldinger',
    );
  });

  it('is not there for an admin', () => {
    const fetchMock = mockApi(() => json(200, conversations([])));
    const admin: AuthUser = { id: '3', email: 'admin@yrkesbro.no', role: 'admin' };
    renderPage(<UnreadMessagesLink />, { url: '/admin/dashboard', path: '*', user: admin });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
