import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * What a legal filing (notice, counter-notice, removal request) shows once it is received: a title,
 * what happens next, and optionally a button that clears the form for another filing.
 */
export function FiledReceipt({
  title,
  children,
  again,
}: {
  title: string;
  children: ReactNode;
  again?: { label: string; onClick: () => void };
}) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-card border border-success/40 bg-surface p-5">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {title}
      </p>
      {children}
      {again && (
        <Button variant="outline" className="self-start" onClick={again.onClick}>
          {again.label}
        </Button>
      )}
    </div>
  );
}
