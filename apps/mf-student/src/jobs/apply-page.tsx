import JobDetailPage from './job-detail-page.tsx';

/** /jobs/:id/apply: the job page with its søknad dialog open. */
export default function ApplyPage() {
  return <JobDetailPage applying />;
}
