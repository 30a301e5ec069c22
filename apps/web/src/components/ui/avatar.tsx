import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';

/** Up to two initials of a name: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

type AvatarProps = { name: string; src?: string | null; className?: string };

/**
 * A round photo, or the person's initials when there is none or it fails to load. The photo is in
 * the HTML from the start, so a page rendered on the server shows it before the app runs (a
 * component that checks the picture in script first would show only initials until then).
 */
export function Avatar({ name, src, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before the app attached to the server's HTML sent its error unheard.
  useEffect(() => {
    const img = image.current;
    if (!src || !img?.complete || typeof img.decode !== 'function') return;
    let current = true;
    img.decode().catch(() => {
      if (current) setFailed(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  const showPhoto = Boolean(src) && failed !== src;

  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-3',
        className,
      )}
    >
      {showPhoto ? (
        <img
          ref={image}
          src={src ?? undefined}
          alt={name}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <>
          <span aria-hidden="true" className="text-xs font-semibold text-fg">
            {initials(name)}
          </span>
          <span className="sr-only">{name}</span>
        </>
      )}
    </span>
  );
}
