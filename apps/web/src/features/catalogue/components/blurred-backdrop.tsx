import { cn } from '@/lib/cn.ts';

/**
 * A photo blurred behind a hero card (the profile's blurred hero, the content card's model
 * backdrop), faded into the surface by `fade` so the text on top stays readable.
 */
export function BlurredBackdrop({ src, fade, className }: { src: string; fade: string; className?: string }) {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <img
        src={src}
        alt=""
        width={480}
        height={640}
        className={cn('size-full scale-125 object-cover opacity-40 blur-2xl', className)}
      />
      <div className={cn('absolute inset-0', fade)} />
    </div>
  );
}
