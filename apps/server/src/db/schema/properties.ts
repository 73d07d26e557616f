import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Option lists the screens load by propType (statuses, currencies, WHT rates ...), labelled in three languages. */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    propType: text('prop_type').notNull(),
    propKey: text('prop_key').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('properties_type_key_uq').on(t.propType, t.propKey)],
);
