import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWN_PROFILE_PATH, WithOwnProfile, anOwnProfile } from '../../testing/profile-fixtures.tsx';
import { STUDENT, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { TEXTS } from '../texts.ts';
import { InlineEditableField } from './inline-editable-field.tsx';

// The editor's chunk cannot be loaded, as after a deploy that replaced it.
jest.mock('./inline-field-editor.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('InlineEditableField when its editor cannot be loaded', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so, shows the value again with Rediger focused, and the rest of the page stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const profile = anOwnProfile({ name: 'Ola Nordmann' });
    mockApi(async (path) => (path === OWN_PROFILE_PATH ? json(200, profile) : json(404)));
    renderPage(
      <main>
        <h1>Min profil</h1>
        <WithOwnProfile>
          {(own) => (
            <InlineEditableField
              field="name"
              label="Navn"
              value={own.name}
              placeholder="Legg til navn"
            />
          )}
        </WithOwnProfile>
      </main>,
      { url: '/student/dashboard', user: STUDENT },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rediger Navn' }));

    expect(await screen.findByText(TEXTS.inlineEditableField.editorFailed)).toBeInTheDocument();
    expect(screen.getByText('Ola Nordmann')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rediger Navn' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Min profil' })).toBeInTheDocument();
  });
});
