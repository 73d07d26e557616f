import type { WebLocale } from '@portal/contract/common';
import type { PropType } from '@portal/contract/lookup';

/** A query field of the list call (`companyName`, `supplierCodeList` ...). */
export type QueryField<Query> = Extract<keyof Query, string>;

/**
 * Static option: `labelKey` is an i18n key of the page's namespace; `labels` are the texts in every language
 * where the contract spells them (the audit log's record types), so they are not copied into a catalogue.
 */
export type StaticOption =
  | { value: string; labelKey: string }
  | { value: string; labels: Readonly<Record<WebLocale, string>> };
/** Option loaded from the server; the label comes already in the caller's language. */
export type RemoteOption = { value: string; label: string };

type FilterCommon = {
  /** i18n key of the label in the page's namespace; defaults to the column title */
  label?: string;
  /** place in the query form, lower first; filters without it follow in column order */
  order?: number;
};

type SingleFieldFilter<Query> = FilterCommon & {
  /** query field the value is sent in; defaults to the column's dataIndex */
  name?: QueryField<Query>;
  /** value the form starts with and returns to on Reset */
  initialValue?: string | readonly string[];
  /**
   * Value fixed by who the user is (spec: supplier users have their supplier code fixed): shown
   * disabled and always sent. Answer undefined to leave the filter free.
   */
  lockedValue?: () => string | undefined;
};

export type TextFilter<Query> = SingleFieldFilter<Query> & { kind: 'text' };
/** Several values typed or pasted in one box, sent as an array. */
export type MultiTextFilter<Query> = SingleFieldFilter<Query> & { kind: 'multiText' };
export type SelectFilter<Query> = SingleFieldFilter<Query> & {
  kind: 'select';
  options: readonly StaticOption[];
  multiple?: boolean;
};
/** Options of a property list (`/propertiesInfo/getProperties?propType=`). */
export type PropertyFilter<Query> = SingleFieldFilter<Query> & {
  kind: 'property';
  propType: PropType;
  multiple?: boolean;
};
/** Options from any other lookup call (companies, plants ...). */
export type RemoteSelectFilter<Query> = SingleFieldFilter<Query> & {
  kind: 'remoteSelect';
  queryKey: readonly unknown[];
  loadOptions: () => Promise<RemoteOption[]>;
  multiple?: boolean;
};
/** All / Yes / No; sends `Y`/`N` (or true/false with `boolean`), nothing for All. */
export type YesNoFilter<Query> = SingleFieldFilter<Query> & { kind: 'yesNo'; boolean?: boolean };
/** Two dates sent as `yyyyMMdd` in two query fields. */
export type DateRangeFilter<Query> = FilterCommon & {
  kind: 'dateRange';
  from: QueryField<Query>;
  to: QueryField<Query>;
  initialValue?: { from?: string; to?: string };
};

export type ListFilter<Query> =
  | TextFilter<Query>
  | MultiTextFilter<Query>
  | SelectFilter<Query>
  | PropertyFilter<Query>
  | RemoteSelectFilter<Query>
  | YesNoFilter<Query>
  | DateRangeFilter<Query>;
