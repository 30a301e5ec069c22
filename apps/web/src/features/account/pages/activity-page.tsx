import { Heart, History, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { FollowingPanel } from '../components/following-panel.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { LikesPanel } from '../components/likes-panel.tsx';
import { ACTIVITY_TABS, type ActivityTab, activityHref, readActivityState } from '../lib/activity-params.ts';

const TABS: Record<ActivityTab, { label: string; icon: LucideIcon }> = {
  likes: { label: msg('Likes'), icon: Heart },
  following: { label: msg('Following'), icon: Sparkles },
  history: { label: msg('History'), icon: History },
};

/**
 * /activity (signed-in only, guarded by the route): what the account liked, the models it follows
 * with their new packs, and what it viewed (docs/product.md#my-activity). The tab, its page and the
 * likes' filter live in the address, so each view can be linked, reloaded and gone back to.
 */
export function ActivityPage() {
  useDocumentTitle(t('My activity'));
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readActivityState(searchParams);
  // The route guard renders this page only with a user; the check keeps the types honest.
  if (!user) return null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight sm:text-display">{t('My activity')}</h1>
        <p className="text-fg-muted">{t('Your likes, the models you follow and the packs you viewed.')}</p>
      </header>
      <Tabs
        value={state.tab}
        onValueChange={(tab) => void navigate(activityHref({ tab: tab as ActivityTab }), { preventScrollReset: true })}
      >
        <TabsList aria-label={t('Your activity')} className="flex w-full sm:inline-flex sm:w-auto">
          {ACTIVITY_TABS.map((tab) => {
            const { label, icon: Icon } = TABS[tab];
            return (
              <TabsTrigger key={tab} value={tab} className="flex-1 sm:flex-none">
                <Icon className="size-4" aria-hidden="true" />
                {t(label)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ACTIVITY_TABS.map((tab) => (
          // Every panel is in the page so each tab's aria-controls names an element; only the chosen one shows.
          <TabsContent key={tab} value={tab} forceMount hidden={tab !== state.tab} className="mt-6">
            {tab === state.tab && tab === 'likes' && <LikesPanel viewerId={user.id} state={state} />}
            {tab === state.tab && tab === 'following' && <FollowingPanel viewerId={user.id} state={state} />}
            {tab === state.tab && tab === 'history' && <HistoryPanel viewerId={user.id} state={state} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
