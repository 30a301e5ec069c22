import { useId, useState } from 'react';
import { MAX_AGE, MIN_AGE } from '@packdex/shared/constants';
import { Input } from '@/components/ui/input.tsx';
import { readAge } from '../lib/list-params.ts';

type AgeInputProps = {
  label: string;
  value: number | undefined;
  placeholder: string;
  onCommit: (value: number | undefined) => void;
};

/**
 * A whole-number age between 18 and 65. It is applied on Enter or when focus leaves, so a
 * half-typed "2" is not clamped to 18 while someone is still typing "25".
 */
export function AgeInput({ label, value, placeholder, onCommit }: AgeInputProps) {
  const id = useId();
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [synced, setSynced] = useState(shown);
  if (shown !== synced) {
    setSynced(shown);
    setDraft(shown);
  }
  const commit = () => {
    const next = readAge(draft);
    setDraft(next === undefined ? '' : String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-caption font-medium text-fg-muted">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
