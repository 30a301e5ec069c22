import { useNavigation } from 'react-router';
import { t } from '@/lib/i18n/i18n.ts';

/** A thin bar at the top while the router loads the next page (e.g. the admin section's code). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('Loading page')}
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-1/3 bg-accent-solid motion-safe:animate-[progress_1s_ease-in-out_infinite]" />
    </div>
  );
}
