import { errorStatus } from '@yrkesbro/api-client';
import { useGetBusinessJobQuery, useGetMyBusinessQuery } from '../business-api.ts';

/**
 * A job by its uuid, as the pages that manage it read it, and whether it belongs to another
 * company. The job's own address answers for any published job (it is public), so without this
 * another company's job filled the edit form and named the applications page, to be refused only
 * on saving. A business without a company profile (404) owns no job.
 */
export function useOwnJob(uuid: string | undefined) {
  const jobQuery = useGetBusinessJobQuery(uuid ?? '', { skip: !uuid });
  const business = useGetMyBusinessQuery();
  const businessKnown = business.data !== undefined || errorStatus(business.error) === 404;
  const notOwner =
    jobQuery.data !== undefined &&
    businessKnown &&
    jobQuery.data.business_uuid !== business.data?.uuid;
  return {
    ...jobQuery,
    job: notOwner ? undefined : jobQuery.data,
    notOwner,
    // Until the company is known, whether the job may be shown is not.
    isLoading: jobQuery.isLoading || (jobQuery.data !== undefined && business.isLoading),
  };
}
