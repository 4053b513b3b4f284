import { render, screen, within } from '@testing-library/react';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { renderPage } from '../../testing/render-page.tsx';
import { BadgesRow } from './badges-row.tsx';
import { aBadge } from './section-fixtures.ts';

describe('BadgesRow', () => {
  it('shows each badge with its picture or an icon, description and earned date', () => {
    render(
      <BadgesRow
        badges={[
          aBadge(),
          aBadge({ id: 'badge-2', name: 'Førstehjelp', image_url: '/uploads/forstehjelp.png' }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Badges' });
    const [hms, firstAid] = within(section).getAllByRole('listitem');
    expect(within(hms).getByText('HMS-kurs')).toBeVisible();
    expect(within(hms).getByText('Fullført kurs i helse, miljø og sikkerhet.')).toBeVisible();
    expect(within(hms).getByText('12. mars 2027')).toHaveAttribute(
      'datetime',
      '2027-03-12T10:00:00.000Z',
    );
    expect(within(hms).queryByRole('img')).not.toBeInTheDocument();
    expect(within(firstAid).getByRole('img', { name: 'Førstehjelp' })).toHaveAttribute(
      'src',
      '/uploads/forstehjelp.png',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says Ingen badges tjent ennå when there are none', () => {
    render(<BadgesRow badges={[]} />);
    expect(screen.getByText(STUDENT_MESSAGES.badgesEmpty)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the owner the way to the tests that earn badges', () => {
    renderPage(<BadgesRow badges={[]} editable />, { url: '/student/dashboard' });
    expect(screen.getByRole('link', { name: 'Ta en ferdighetstest' })).toHaveAttribute(
      'href',
      '/assessments',
    );
  });
});
