import { errorStatus } from '@yrkesbro/api-client';
import { useGetBusinessJobQuery, useGetMyBusinessQuery } from '../business-api.ts';

/**
 * A job by its uuid, as the pages that manage it read it, and whether it belongs to another
 * company. The job's own address answers for any published job (it is public), so without this
 * another company's job filled the edit form and named the applications page, to be refused only
 * on saving. A business without a company profile (404) owns no job. The job is given only once
 * its company is known to be this one: until then, or if asking for the company fails, `job` is
 * undefined and `error` says why.
 */
export function useOwnJob(uuid: string | undefined) {
  const jobQuery = useGetBusinessJobQuery(uuid ?? '', { skip: !uuid });
  const business = useGetMyBusinessQuery();
  const ownerKnown = business.data !== undefined || errorStatus(business.error) === 404;
  const notOwner =
    jobQuery.data !== undefined &&
    ownerKnown &&
    jobQuery.data.business_uuid !== business.data?.uuid;
  const ownerFailed = !ownerKnown && business.isError;
  return {
    job: ownerKnown && !notOwner ? jobQuery.data : undefined,
    notOwner,
    error: jobQuery.error ?? (ownerFailed ? business.error : undefined),
    isLoading:
      jobQuery.isLoading || (jobQuery.data !== undefined && !ownerKnown && !business.isError),
    refetch: () => {
      void jobQuery.refetch();
      if (ownerFailed) void business.refetch();
    },
  };
}
