import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const fixRowOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'fixScanRowId' in state && typeof state.fixScanRowId === 'string' ? state.fixScanRowId : null;

/**
 * "Fix and resend" (the attention notice, the sync panel) opens this screen with the sent row whose
 * codes did not go through: the screen reports on that row as on a submit of its own. The state
 * is cleared at once, so Back or a reload does not bring it up again.
 */
export const useFixLanding = (show: (rowId: string) => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  const rowId = fixRowOf(location.state);
  const land = useEffectEvent((id: string) => {
    show(id);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  });
  useEffect(() => {
    if (rowId) land(rowId);
  }, [rowId]);
};
