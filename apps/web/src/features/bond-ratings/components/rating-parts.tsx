import { useTranslation } from 'react-i18next';
import type {
  RatingAgency,
  RatingEntry,
  RatingStatus as Status,
  RatingSubject,
  RatingType,
} from '@bondsight/contracts';

/** The spec's six lists, in the order the page shows them. */
export const RATING_LISTS = [
  'emission',
  'emitent',
  'spv',
  'surety',
  'guarantors',
  'offeror',
] as const satisfies readonly RatingSubject[];

/** Agency and rating type names by id, from the answer's own lists. */
export function ratingNames(agencies: readonly RatingAgency[], types: readonly RatingType[]) {
  const agencyNames = new Map(agencies.map((a) => [a.id, a.name]));
  const typeNames = new Map(types.map((t) => [t.id, t.name]));
  return {
    agency: (id: number) => agencyNames.get(id) ?? '',
    ratingType: (id: number) => typeNames.get(id) ?? '',
  };
}

/** The status of a rating: active, or one of the spec's revoked statuses. */
export function RatingStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('ratings');
  return (
    <span className={`rating-status rating-status-${status}`} data-testid="rating-status">
      {t(`ratings:status_${status}`)}
    </span>
  );
}

export function outlookKey(outlook: RatingEntry['outlook']): string | null {
  return outlook ? `ratings:outlook_${outlook}` : null;
}
