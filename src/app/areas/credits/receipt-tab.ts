/**
 * The tab a recorded payment's receipt opens in. It is opened blank in the click that submits
 * (a popup blocker lets a tab through only there, not once the server has answered), told what it
 * waits for, and then sent to the receipt, or closed when the payment is refused. Null when the
 * browser blocked it anyway.
 */
export type ReceiptTab = { show: (path: string) => void; close: () => void } | null;

export const openReceiptTab = (): ReceiptTab => {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The receipt needs nothing from this page; cut the link back to it.
  tab.opener = null;
  try {
    tab.document.title = 'CC payment receipt';
    tab.document.body.textContent = 'Recording the CC payment…';
  } catch {
    // A browser that gives the blank tab another origin still lets it be sent on.
  }
  return {
    show: (path) => tab.location.assign(path),
    close: () => tab.close(),
  };
};
