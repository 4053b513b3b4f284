import Stack from '@mui/material/Stack';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { DashboardHeader } from '@yrkesbro/ui/dashboard';
import { GradeReviewsSection } from '../grade-reviews/grade-reviews-section.tsx';
import { GroupMailForm } from '../group-mail/group-mail-form.tsx';
import { MailHistory } from '../group-mail/mail-history.tsx';
import { ProfileLists } from '../overview/profile-lists.tsx';
import { StatCards } from '../overview/stat-cards.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.dashboard;

/** The admin's overview: the numbers, every profile, group mail and the grade documents to read. */
export default function AdminDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle(T.pageTitle);
  return (
    <PageContainer>
      <DashboardHeader title={T.title} email={user?.email} />
      {user?.role === 'admin' && (
        <Stack spacing={3}>
          <StatCards />
          <ProfileLists />
          <GroupMailForm />
          <MailHistory />
          <GradeReviewsSection list="pending" />
          <GradeReviewsSection list="auto" />
        </Stack>
      )}
    </PageContainer>
  );
}
