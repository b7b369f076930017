import { challengeStatus, STATUSES, visibleInTutorialMode, type ChallengeData, type ChallengeStatus } from './model';
import { stripHtml } from '../sanitize';

/** The score board's filter, kept in the address (query parameters named as the spec names them). */
export type FilterSetting = {
  searchQuery: string | null;
  difficulties: number[];
  status: ChallengeStatus | null;
  tags: string[];
  categories: string[];
  showDisabledChallenges: boolean;
};

export const DEFAULT_FILTER: Readonly<FilterSetting> = Object.freeze({
  searchQuery: null,
  difficulties: [],
  status: null,
  tags: [],
  categories: [],
  showDisabledChallenges: true,
});

const list = (value: string | null) => (value ? value.split(',').filter((v) => v !== '') : []);
const isStatus = (value: string | null): value is ChallengeStatus => (STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filter from a query string; difficulties are parsed as integers and non-numbers dropped. */
export function parseFilter(query: string | URLSearchParams | undefined): FilterSetting {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  const status = params.get('status');
  const showDisabled = params.get('showDisabledChallenges');
  return {
    searchQuery: params.get('searchQuery') || null,
    difficulties: list(params.get('difficulties'))
      .map((d) => Number.parseInt(d, 10))
      .filter((d) => !Number.isNaN(d)),
    status: isStatus(status) ? status : null,
    tags: list(params.get('tags')),
    categories: list(params.get('categories')),
    showDisabledChallenges: showDisabled === null ? true : showDisabled === 'true',
  };
}

/** Writes only what differs from "show everything"; showDisabledChallenges only when false. */
export function serializeFilter(filter: FilterSetting): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.searchQuery) params.set('searchQuery', filter.searchQuery);
  if (filter.difficulties.length) params.set('difficulties', filter.difficulties.join(','));
  if (filter.status) params.set('status', filter.status);
  if (filter.tags.length) params.set('tags', filter.tags.join(','));
  if (filter.categories.length) params.set('categories', filter.categories.join(','));
  if (!filter.showDisabledChallenges) params.set('showDisabledChallenges', 'false');
  return params;
}

export const isDefaultFilter = (filter: FilterSetting) => serializeFilter(filter).size === 0;

/** A tag filter on "External Dependency" also matches the "Requires …" tags. */
const EXTERNAL_DEPENDENCY_TAG = 'External Dependency';

function matchesTags(tags: readonly string[], wanted: readonly string[]) {
  if (wanted.length === 0) return true;
  const external = wanted.includes(EXTERNAL_DEPENDENCY_TAG);
  return tags.some((tag) => wanted.includes(tag) || (external && tag.startsWith('Requires ')));
}

/**
 * Applies the filter. Every criterion left empty lets everything through; the search looks at the
 * name and at the description's text. The tutorial restriction applies on top of the filter.
 */
export function filterChallenges<C extends ChallengeData>(
  challenges: readonly C[],
  filter: FilterSetting,
  restrictToTutorialsFirst: boolean,
): C[] {
  const search = filter.searchQuery?.toLowerCase() ?? null;
  const tutorialVisible = visibleInTutorialMode(challenges, restrictToTutorialsFirst);
  return challenges.filter(
    (c) =>
      (filter.categories.length === 0 || filter.categories.includes(c.category)) &&
      (filter.difficulties.length === 0 || filter.difficulties.includes(c.difficulty)) &&
      matchesTags(c.tags, filter.tags) &&
      (filter.status === null || filter.status === challengeStatus(c)) &&
      (c.disabledEnv === null || filter.showDisabledChallenges) &&
      (search === null || c.name.toLowerCase().includes(search) || stripHtml(c.description).toLowerCase().includes(search)) &&
      tutorialVisible(c),
  );
}
