import { useId } from 'react';
import { Select } from '@/components/ui/select.tsx';
import { cn } from '@/lib/cn.ts';

type FilterSelectProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled filter select that applies as soon as it changes (no form around it). */
export function FilterSelect({ label, value, options, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-caption font-medium text-fg-muted">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
