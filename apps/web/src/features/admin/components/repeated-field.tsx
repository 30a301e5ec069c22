import type { ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

interface RepeatedFieldProps {
  legend: string;
  hint: string;
  /** The rows' keys (react-hook-form's field ids), in order. */
  keys: string[];
  max: number;
  addLabel: string;
  /** The accessible name of row `n`'s remove button (1-based). */
  removeLabel: (n: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Row `index`'s input. */
  children: (index: number) => ReactNode;
}

/** A list of one-input rows in a form (mirrors, aliases): each with its remove button, and an add button up to `max`. */
export function RepeatedField({
  legend,
  hint,
  keys,
  max,
  addLabel,
  removeLabel,
  onAdd,
  onRemove,
  children,
}: RepeatedFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p className="text-xs text-fg-muted">{hint}</p>
      {keys.map((key, index) => (
        <div key={key} className="flex items-start gap-2">
          {children(index)}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={removeLabel(index + 1)}
            onClick={() => onRemove(index)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {keys.length < max && (
        <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
