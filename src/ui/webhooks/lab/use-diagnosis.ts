/** Runs the lab's diagnosis whenever its input changes; the latest input's answer wins. */
import { useEffect, useState } from 'react';
import { diagnose, type Diagnosis, type LabInput } from './signature-diagnosis';

export function useDiagnosis(input: LabInput | null): Diagnosis | null {
  const [result, setResult] = useState<Diagnosis | null>(null);
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!input) return;
    let current = true;
    void diagnose(input).then((diagnosis) => current && setResult(diagnosis));
    return () => {
      current = false;
    };
    // `key` stands for `input`, which is a new object on every render.
  }, [key]);
  return input ? result : null;
}
