import type { TestApp } from './build-test-app.ts';

/**
 * The premium changes the audit log holds for one account, oldest first: each action
 * (`subscription.<provider>.<event>`) with its details. `provider` narrows them to one provider.
 */
export function subscriptionLog(t: TestApp, userId: number, provider?: string) {
  return t.database.db
    .selectFrom('admin_audit_log')
    .select(['action', 'details'])
    .where('entity_id', '=', userId)
    .where('action', 'like', provider ? `subscription.${provider}.%` : 'subscription.%')
    .orderBy('id')
    .execute();
}

/** Only the actions of `subscriptionLog`. */
export const subscriptionActions = async (t: TestApp, userId: number, provider?: string) =>
  (await subscriptionLog(t, userId, provider)).map((r) => r.action);
