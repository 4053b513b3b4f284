import { StatusMessage } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

const T = TEXTS.pastLastPage;

/**
 * In place of an empty page of a list that is not empty: an address with a page past the last
 * (an old link, a list grown shorter since). `counted` is the whole list, as "12 bedrifter".
 */
export function PastLastPage({
  counted,
  onFirstPage,
}: {
  counted: string;
  onFirstPage: () => void;
}) {
  return (
    <StatusMessage title={T.title} actionLabel={T.firstPage} onAction={onFirstPage}>
      {T.intro(counted)}
    </StatusMessage>
  );
}
