/** A tab opened on the click itself, navigated once the URL is known. */
type PendingTab = {
  /** Sends the tab to the URL (or this tab, when the browser blocked the new one). */
  go: (url: string) => void;
  /** Closes the tab when there is nothing to show in it. */
  cancel: () => void;
};

/**
 * Opens a blank tab synchronously, inside the click, because browsers block `window.open` after an
 * await. The new tab gets no `opener`, so the provider's page cannot script this one.
 */
export function openPendingTab(win: Window = window): PendingTab {
  const tab = win.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else win.location.assign(url);
    },
    cancel: () => tab?.close(),
  };
}
