import { ROLES, type Role, SEARCH_DEBOUNCE_MS } from '@packdex/shared/constants';
import type { AdminUser } from '@packdex/shared/schemas/admin';
import { shortDate, timeAgo } from '@/lib/i18n/format.ts';
import { Search, UserCheck, UserCog, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { hrefForPageOf, liveSearchParams, readPageParam } from '@/lib/search-params.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useUpdateAdminUser, type UpdateAdminUserInput } from '../api/update-admin-user.ts';
import { type SetUserRoleInput, useSetUserRole } from '../api/set-user-role.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

/** Each role's name and what it may do (docs/security.md, "Staff roles"). */
const ROLE_TEXTS: Record<Role, { label: string; can: string }> = {
  user: { label: msg('Member'), can: msg('Members use the site; they see no admin pages.') },
  editor: { label: msg('Editor'), can: msg('Editors manage the catalogue: models, content, link health and imports.') },
  moderator: {
    label: msg('Moderator'),
    can: msg('Moderators handle reports, removal requests, DMCA notices and messages.'),
  },
  admin: { label: msg('Admin'), can: msg('Admins can do everything, including staff, settings and the audit log.') },
};

function UserRow({
  user,
  isSelf,
  onChange,
  onRole,
  busy,
}: {
  user: AdminUser;
  isSelf: boolean;
  onChange: (input: UpdateAdminUserInput, confirm?: string) => void;
  onRole: (input: SetUserRoleInput, confirm: string) => void;
  busy: boolean;
}) {
  const suspended = user.suspendedAt !== null;
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center"
      data-testid="admin-user-row"
      data-user-id={user.id}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold">{user.name}</span>
          {isSelf && <Badge>{t('You')}</Badge>}
          {user.role !== 'user' && <Badge variant="accent">{t(ROLE_TEXTS[user.role].label)}</Badge>}
          {user.twoFactorEnabled && <Badge>{t('Two-factor on')}</Badge>}
          {user.isPremium && <Badge variant="premium">{t('Premium')}</Badge>}
          {user.isVerified ? <Badge variant="success">{t('Verified')}</Badge> : <Badge>{t('Unverified')}</Badge>}
          {suspended && <Badge variant="danger">{t('Suspended')}</Badge>}
        </div>
        <span className="truncate text-sm text-fg-muted">{user.email}</span>
        <span className="text-caption text-fg-subtle">
          {user.lastSeenAt
            ? t('Joined {date} · last seen {ago}', { date: shortDate(user.createdAt), ago: timeAgo(user.lastSeenAt) })
            : t('Joined {date} · not seen since activity is recorded', { date: shortDate(user.createdAt) })}
        </span>
      </div>
      {/* While a change is saved the buttons stay focusable (aria-disabled, clicks ignored): disabled
          ones would drop keyboard focus on <body> just as the confirm dialog gives it back. */}
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={t('Role of {name}', { name: user.name })}
          value={user.role}
          disabled={isSelf && user.isAdmin}
          aria-disabled={busy || undefined}
          title={isSelf && user.isAdmin ? t('You cannot remove your own admin role') : undefined}
          className="h-9 text-sm"
          onChange={(e) => {
            const role = e.target.value as Role;
            if (busy || role === user.role) return;
            onRole(
              { id: user.id, role },
              `${t('Change the role of {name} to {role}?', { name: user.name, role: t(ROLE_TEXTS[role].label) })} ${t(ROLE_TEXTS[role].can)}`,
            );
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_TEXTS[role].label)}
            </option>
          ))}
        </Select>
        <Button
          variant={suspended ? 'secondary' : 'danger'}
          size="sm"
          disabled={isSelf}
          aria-disabled={busy || undefined}
          title={isSelf ? t('You cannot suspend your own account') : undefined}
          onClick={() =>
            !busy &&
            onChange(
              { id: user.id, change: { suspended: !suspended } },
              suspended
                ? undefined
                : t('Suspend {name}? They are signed out everywhere and cannot sign in until restored.', {
                    name: user.name,
                  }),
            )
          }
        >
          {suspended ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
          {suspended ? t('Restore') : t('Suspend')}
        </Button>
      </div>
    </li>
  );
}

/** /admin/users: accounts with their roles; set a role (admins only), suspend or restore. */
export function AdminUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { user: me } = useAuth();
  const users = useAdminUsers({ page, search: search || undefined });
  const update = useUpdateAdminUser();
  const setRole = useSetUserRole();
  const { showAlert, alertProps } = useAlert();

  // A new search starts again from page 1 (docs/product.md#catalogue).
  useEffect(() => {
    if (debounced === search) return;
    const next = liveSearchParams();
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    next.delete('page');
    setSearchParams(next, { replace: true });
  }, [debounced, search, setSearchParams]);

  const run = (input: UpdateAdminUserInput) =>
    update.mutate(input, {
      onError: (error) =>
        showAlert({
          type: 'error',
          title: t('Error updating user'),
          message: apiErrorMessage(error, t('Error updating user')),
        }),
    });
  const change = (input: UpdateAdminUserInput, confirm?: string) => {
    if (!confirm) return run(input);
    showAlert({
      type: 'warning',
      title: t('Please confirm'),
      message: confirm,
      confirmText: t('Confirm'),
      showCancel: true,
      onConfirm: () => run(input),
    });
  };

  const changeRole = (input: SetUserRoleInput, confirm: string) =>
    showAlert({
      type: 'warning',
      title: t('Please confirm'),
      message: confirm,
      confirmText: t('Confirm'),
      showCancel: true,
      onConfirm: () =>
        setRole.mutate(input, {
          onError: (error) =>
            showAlert({
              type: 'error',
              title: t('Error updating user'),
              message: apiErrorMessage(error, t('Error updating user')),
            }),
        }),
    });

  const hrefForPage = (p: number) => hrefForPageOf(paths.admin.users.getHref(), searchParams, p);

  return (
    <PageShell icon={<UserCog />} title={t('Admin Users')} description={t('Accounts, their roles and suspensions.')}>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('Search users by name or email')}
          placeholder={t('Search name or email…')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="pl-9"
        />
      </div>
      {users.isPending ? (
        <ul aria-busy="true" aria-label={t('Loading users')} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-card" />
          ))}
        </ul>
      ) : users.isError ? (
        <EmptyState
          title={t('Could not load users')}
          description={apiErrorMessage(users.error, t('Please try again.'))}
          action={
            <Button variant="outline" onClick={() => void users.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          title={t('No users found')}
          description={search ? t('Nobody matches “{search}”.', { search }) : undefined}
        />
      ) : (
        <>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('{count, plural, one {# account} other {# accounts}}', { count: users.data.pagination.totalItems })}
          </p>
          <ul className="flex flex-col gap-3">
            {users.data.users.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                isSelf={u.id === me?.id}
                onChange={change}
                onRole={changeRole}
                busy={
                  (update.isPending && update.variables?.id === u.id) ||
                  (setRole.isPending && setRole.variables?.id === u.id)
                }
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={users.data.pagination.totalPages}
            hrefForPage={hrefForPage}
            label={t('User pages')}
          />
        </>
      )}
      <AlertDialog {...alertProps} />
    </PageShell>
  );
}
