import { useCallback, useMemo, useState } from 'react';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import type { ColumnChoice } from './column-choice.ts';
import { columnChoiceKey, readColumnChoice, writeColumnChoice } from './column-choice-storage.ts';

export type ColumnChoiceState = {
  choice: ColumnChoice;
  change: (choice: ColumnChoice) => void;
  reset: () => void;
};

/** The signed-in user's column choice of one screen (`screen`: a key unique to the table). */
export function useColumnChoice(screen: string): ColumnChoiceState {
  const account = useLoginInfo()?.userCode ?? '';
  const key = columnChoiceKey(account, screen);
  // one object per key: the table's columns are memoised on it
  const stored = useMemo(() => readColumnChoice(key), [key]);
  const [changed, setChanged] = useState<{ key: string; choice: ColumnChoice } | null>(null);
  // a change made under another key (another user, another screen) is not this one's
  const choice = changed?.key === key ? changed.choice : stored;
  const change = useCallback(
    (next: ColumnChoice) => {
      writeColumnChoice(key, next);
      setChanged({ key, choice: next });
    },
    [key],
  );
  const reset = useCallback(() => change({}), [change]);
  return { choice, change, reset };
}
