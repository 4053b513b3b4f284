import { loadApplyDialog } from './apply-action.tsx';
import JobDetailPage from './job-detail-page.tsx';

// The dialog opens as soon as the job is shown: its chunk is asked for with this page's. A
// failure here is told when the dialog is shown (OpenedOnce), not twice.
loadApplyDialog().catch(() => undefined);

/** /jobs/:id/apply: the job page with its søknad dialog open. */
export default function ApplyPage() {
  return <JobDetailPage applying />;
}
