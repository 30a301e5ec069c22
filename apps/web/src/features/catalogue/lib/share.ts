/** How a share ended: the system sheet, a copied address, cancelled by the person, or impossible. */
export type ShareOutcome = 'native' | 'copy' | 'cancelled' | 'failed';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin, an old browser): fall back to a selected textarea.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Opens the system share sheet where there is one; otherwise copies the address. */
export async function shareOrCopy(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'native';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, a policy): copying still works.
    }
  }
  return (await copyText(data.url)) ? 'copy' : 'failed';
}

/** Copies an address without offering the share sheet. */
export async function copyLink(url: string): Promise<ShareOutcome> {
  return (await copyText(url)) ? 'copy' : 'failed';
}

/** The absolute address of an app path, for sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
