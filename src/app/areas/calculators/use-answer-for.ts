import { useState } from 'react';

/**
 * A calculator's answer belongs to the inputs it was computed for: the moment any input changes
 * it is dropped (spec: "cleared when any input changes"), and changing it back does not revive it.
 */
export const useAnswerFor = <A>(inputs: unknown) => {
  const current = JSON.stringify(inputs);
  const [kept, setKept] = useState<{ inputs: string; answer: A } | null>(null);
  if (kept && kept.inputs !== current) setKept(null);
  return {
    answer: kept?.inputs === current ? kept.answer : null,
    keep: (answer: A, forInputs: unknown) => setKept({ inputs: JSON.stringify(forInputs), answer }),
  };
};
