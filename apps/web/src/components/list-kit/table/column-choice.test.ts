import { describe, expect, it } from 'vitest';
import { isShown, shownColumns, withColumnShown } from './column-choice.ts';
import type { TableColumn } from './list-column.ts';

type Row = { partNo: string; orderNo: string; qty: string; note: string };
type Column = TableColumn<Row, object>;

const qty: Column = { dataIndex: 'qty', title: 'Qty' };
const partNo: Column = { dataIndex: 'partNo', title: 'Part', fixed: 'left' };
const note: Column = { dataIndex: 'note', title: 'Note', hiddenByDefault: true };
const orderNo: Column = { dataIndex: 'orderNo', title: 'Order', fixed: 'left' };
const columns = [qty, partNo, note, orderNo];
const keys = (shown: readonly Column[]) => shown.map((column) => column.dataIndex);

describe('column choice', () => {
  it('shows the default set with the frozen identifiers first, in their own order', () => {
    expect(keys(shownColumns(columns, {}))).toEqual(['partNo', 'orderNo', 'qty']);
  });

  it('shows what the user ticked and hides what the user unticked', () => {
    expect(keys(shownColumns(columns, { note: true, qty: false }))).toEqual(['partNo', 'orderNo', 'note']);
  });

  it('never hides an identifier, whatever is stored', () => {
    expect(isShown(partNo, { partNo: false })).toBe(true);
  });

  it('keeps only the changes from the default: ticking back drops the entry', () => {
    const hidden = withColumnShown({}, qty, false);
    expect(hidden).toEqual({ qty: false });
    expect(withColumnShown(hidden, qty, true)).toEqual({});
    expect(withColumnShown({}, note, true)).toEqual({ note: true });
    expect(withColumnShown({ note: true }, note, false)).toEqual({});
  });
});
