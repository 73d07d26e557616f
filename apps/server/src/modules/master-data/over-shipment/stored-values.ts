import type { OverShippedValues } from './repo.ts';

/**
 * What is stored for a choice (dialog or upload): the tolerance flag only for an over-shipping supplier,
 * the rate only with the flag set; whatever else was sent is dropped, as the database's checks demand.
 */
export function storedOverShipped(input: {
  isOverShipped: boolean;
  isOverShippedTolerence?: boolean;
  ratePercent?: string;
}): OverShippedValues {
  const tolerance = input.isOverShipped ? (input.isOverShippedTolerence ?? false) : null;
  return {
    isOverShipped: input.isOverShipped,
    isOverShippedTolerance: tolerance,
    ratePercent: tolerance ? (input.ratePercent ?? null) : null,
  };
}
