import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { CreditReceiptScreen, CreditsScreen } from '../../../src/app/areas/credits';
import { sessionStore } from '../../../src/app/session/session-store';
import { zCredit, type Credit } from '../../../src/domain/credits';
import { renderWithProviders } from '../../helpers/app/render';

export const signInAsWorker = () =>
  sessionStore.signIn({ token: 'worker-token', user: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });

const people = [
  ['Andre', 'Rolle'],
  ['Brittany', 'Knowles'],
  ['Carl', 'Ferguson'],
] as const;

/** A recorded payment; by default $123.45 at 3%: 12,345¢ × 3% = 370.35¢ → $3.70, total $127.15. */
export const credit = (id: number, over: Partial<Credit> = {}): Credit => {
  const [first, last] = people[id % people.length]!;
  return zCredit.parse({
    id,
    name: `${over.first_name ?? first} ${over.last_name ?? last}`,
    first_name: first,
    last_name: last,
    vendor: 'Amazon',
    description: `Purchase ${id}`,
    value: 123.45,
    processingFee: 3.7,
    total: 127.15,
    fee_rate: 3,
    created_at: '2026-11-26T15:30:00.000Z',
    created_by: 'Wes Worker',
    ...over,
  });
};

export const creditsPage = (page: number, all: readonly Credit[]) => ({
  data: all.slice((page - 1) * 20, page * 20),
  meta: { current_page: page, last_page: Math.max(1, Math.ceil(all.length / 20)), total: all.length },
});

const ElsewhereInTheApp = () => <p>Another screen</p>;

/** The two CC payments screens at their addresses, as the router mounts them. */
export const renderCredits = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/credits" element={<CreditsScreen />} />
      <Route path="/credits/:id" element={<CreditReceiptScreen />} />
      <Route path="*" element={<ElsewhereInTheApp />} />
    </Routes>,
    { path },
  );

/** The blank tab window.open hands back, standing in for the browser's: where it was sent, and whether it was closed. */
export const fakeTab = () => {
  const tab = { opener: {} as unknown, document: { title: '', body: { textContent: '' } }, location: { assign: vi.fn() }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
};
