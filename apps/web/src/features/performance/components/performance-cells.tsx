/** A share of hits as the list reads it: the rate in percent, the hits of total after it. */
export function RateCell({ rate, hits, total }: { rate: number | null; hits: number; total: number }) {
  if (rate === null) return <span className="performance-cell-empty">–</span>;
  return (
    <span className="performance-rate-cell">
      {rate.toFixed(1)}%
      <span className="performance-cell-count">
        {' '}
        ({hits}/{total})
      </span>
    </span>
  );
}

/** A score or an average duration in days, one decimal as the server rounds it; a dash when nothing counted. */
export function OneDecimalCell({ value }: { value: number | null }) {
  return <span>{value === null ? '–' : value.toFixed(1)}</span>;
}
