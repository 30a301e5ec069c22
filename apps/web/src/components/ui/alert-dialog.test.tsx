// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/testing/dom.tsx';
import { AlertDialog } from './alert-dialog.tsx';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function openAlert(showCancel: boolean) {
  const { unmount } = await render(
    <AlertDialog
      open
      onClose={() => undefined}
      type="error"
      title="Error updating report"
      message="Something went wrong."
      showCancel={showCancel}
      confirmText={showCancel ? 'Confirm' : 'OK'}
    />,
  );
  cleanups.push(unmount);
  // Radix moves focus on the next frame.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return document.activeElement?.textContent;
}

describe('AlertDialog focus', () => {
  it('puts focus on OK when the alert has one button, so Enter closes it', async () => {
    expect(await openAlert(false)).toBe('OK');
  });

  it('puts focus on Cancel when it asks to confirm, so Enter does not confirm by accident', async () => {
    expect(await openAlert(true)).toBe('Cancel');
  });
});
