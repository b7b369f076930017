'use client';
import { css } from 'styled-system/css';
import { DEFAULT_FILTER, isDefaultFilter, type FilterSetting } from '../../lib/score-board/filters';
import { DIFFICULTIES, STATUSES, type ChallengeStatus } from '../../lib/score-board/model';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';
import { DifficultyStars } from './ChallengeCard';
import { FilterOffIcon, GearIcon, SearchIcon } from './icons';
import { fieldControl, fieldControlStyle, fieldLabel, MultiSelect } from './MultiSelect';

const textButtonStyle = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '10',
  px: '2',
  borderRadius: 'md',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { bg: 'raised' },
  _disabled: { cursor: 'default', _hover: { bg: 'transparent' } },
  '& svg': { w: '5', h: '5' },
});
const pillStyle = css.raw({
  px: '3',
  py: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  cursor: 'pointer',
  border: '1px solid',
  borderColor: 'primary',
  bg: 'transparent',
  color: 'text',
  _hover: { bg: 'raised' },
});
const pillActiveStyle = css.raw({ bg: 'accent', color: 'accentText', borderColor: 'accent', _hover: { bg: 'accent' } });

/** Search, difficulty, status and tags, a reset and the settings gear. */
export function FilterBar({
  filter,
  onChange,
  tags,
  onOpenSettings,
}: {
  filter: FilterSetting;
  onChange: (f: FilterSetting) => void;
  tags: string[];
  onOpenSettings: () => void;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<FilterSetting>) => onChange({ ...filter, ...patch });
  const statusLabel: Record<ChallengeStatus, string> = {
    unsolved: t.STATUS_UNSOLVED(),
    'partially-solved': t.STATUS_PARTIALLY_SOLVED(),
    solved: t.STATUS_SOLVED(),
  };
  const canReset = !isDefaultFilter(filter);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the filter grid keeps its div; the <search> element is too new to rely on here
    <div
      role="search"
      className={css({
        display: 'grid',
        gap: '3',
        alignItems: 'end',
        gridTemplateColumns: { base: '1fr 1fr', lg: 'minmax(14rem, 2fr) repeat(3, minmax(9rem, 1fr)) auto' },
      })}
    >
      <div className={css({ gridColumn: { base: '1 / -1', lg: 'auto' } })}>
        <label htmlFor="challenge-search" className={fieldLabel}>
          {t.FILTER_SEARCH()}
        </label>
        <div className={css(fieldControlStyle, { cursor: 'text', _focusWithin: { outline: '2px solid', outlineColor: 'accent' } })}>
          <SearchIcon />
          <input
            id="challenge-search"
            type="search"
            value={filter.searchQuery ?? ''}
            onChange={(e) => set({ searchQuery: e.target.value || null })}
            className={css({ flex: 1, minW: 0, bg: 'transparent', color: 'text', border: 'none', outline: 'none', fontSize: 'sm' })}
          />
        </div>
      </div>
      <MultiSelect
        id="difficulty-filter"
        label={t.FILTER_DIFFICULTY()}
        placeholder={t.FILTER_DIFFICULTY_ANY()}
        summary={filter.difficulties
          .toSorted((a, b) => a - b)
          .map((d) => `${d}★`)
          .join(', ')}
        options={DIFFICULTIES.map((d) => ({
          value: String(d),
          label: t.DIFFICULTY_LEVEL({ difficulty: d }),
          render: <DifficultyStars difficulty={d} />,
        }))}
        value={filter.difficulties.map(String)}
        onChange={(v) => set({ difficulties: v.map(Number) })}
      />
      <div>
        <label htmlFor="status-filter" className={fieldLabel}>
          {t.FILTER_STATUS()}
        </label>
        <select
          id="status-filter"
          value={filter.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || null) as ChallengeStatus | null })}
          className={fieldControl}
        >
          <option value="">{t.STATUS_ALL()}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel[s]}
            </option>
          ))}
        </select>
      </div>
      <MultiSelect
        id="tag-filter"
        label={t.FILTER_TAGS()}
        placeholder={t.FILTER_TAGS_ANY()}
        summary={filter.tags.length === 1 ? filter.tags[0] : t.FILTER_SELECTED({ count: filter.tags.length })}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        value={filter.tags}
        onChange={(v) => set({ tags: v })}
      />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', justifyContent: 'flex-end' })}>
        <button
          id="reset-filters"
          type="button"
          aria-label={t.RESET_FILTERS()}
          title={t.RESET_FILTERS()}
          onClick={() => onChange({ ...DEFAULT_FILTER })}
          disabled={!canReset}
          className={css(textButtonStyle, { color: canReset ? '#ffb74d' : 'muted' })}
        >
          <FilterOffIcon />
          <span aria-hidden="true" className={css({ display: { base: 'none', xl: 'inline' } })}>
            {t.RESET_FILTERS()}
          </span>
        </button>
        <button
          type="button"
          id="score-board-settings"
          aria-label={t.OPEN_SCORE_BOARD_SETTINGS()}
          title={t.OPEN_SCORE_BOARD_SETTINGS()}
          onClick={onOpenSettings}
          className={iconButton}
        >
          <GearIcon />
        </button>
      </div>
    </div>
  );
}

/** Category pills: All, then each category; several may be chosen. */
export function CategoryPills({
  categories,
  selected,
  onChange,
}: {
  categories: string[];
  selected: string[];
  onChange: (categories: string[]) => void;
}) {
  const { t } = useI18n();
  const pill = (active: boolean) => css(pillStyle, active && pillActiveStyle);
  const toggle = (category: string) =>
    onChange(selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a wrapping row of toggle pills; a fieldset would bring its own box and change the markup
    <div role="group" aria-label={t.FILTER_CATEGORIES()} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <button type="button" aria-pressed={selected.length === 0} className={pill(selected.length === 0)} onClick={() => onChange([])}>
        {t.FILTER_ALL_CATEGORIES()}
      </button>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={selected.includes(category)}
          className={pill(selected.includes(category))}
          onClick={() => toggle(category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
