import { useCallback, useState } from 'react';
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
  const [kept, setKept] = useState(() => ({ key, choice: readColumnChoice(key) }));
  // another user (or another screen) in the same mounted table reads its own choice
  const choice = kept.key === key ? kept.choice : readColumnChoice(key);
  const change = useCallback(
    (next: ColumnChoice) => {
      writeColumnChoice(key, next);
      setKept({ key, choice: next });
    },
    [key],
  );
  const reset = useCallback(() => change({}), [change]);
  return { choice, change, reset };
}
