/** The lab's diagnosis of its input, worked out again only when the input changes. */
import { useMemo } from 'react';
import { diagnose, type Diagnosis, type LabInput } from './signature-diagnosis';

export function useDiagnosis(input: LabInput | null): Diagnosis | null {
  const key = JSON.stringify(input);
  // `key` stands for `input`, which is a new object on every render.
  return useMemo(() => (input ? diagnose(input) : null), [key]);
}
