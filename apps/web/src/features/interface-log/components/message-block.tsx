import type { CSSProperties } from 'react';

const style: CSSProperties = {
  margin: 0,
  padding: '8px 12px',
  maxHeight: 220,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: 12,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
};

/** A message or error text as logged, scrollable, kept as text (nothing in it is markup). */
export function MessageBlock({ text, testId }: { text: string; testId?: string }) {
  return (
    <pre style={style} data-testid={testId}>
      {text}
    </pre>
  );
}
