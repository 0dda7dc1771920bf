import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { idleTimeoutMs } from '../../domain/constants';
import { onDemand } from '../components/on-demand';
import { readStored } from '../storage/local-storage';
import { sessionStore } from './session-store';

const SessionExpiredDialog = onDemand(() => import('./session-expired-dialog').then((module) => module.SessionExpiredDialog));

/** Tests shorten the 15 minutes through localStorage; nobody else sets this key. */
const configuredTimeout = () => readStored('idleTimeoutMs') ?? idleTimeoutMs;

const activity = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Once idle, the session stays expired until the user signs in again: moving the mouse does not undo it. */
const useExpiredAfterIdle = () => {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (expired) return;
    const timeout = configuredTimeout();
    let timer = window.setTimeout(() => setExpired(true), timeout);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setExpired(true), timeout);
    };
    for (const event of activity) window.addEventListener(event, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activity) window.removeEventListener(event, reset);
    };
  }, [expired]);
  return expired;
};

export const IdleTimeout = () => {
  const expired = useExpiredAfterIdle();
  const navigate = useNavigate();
  const login = () => {
    sessionStore.signOut();
    navigate('/login', { replace: true });
  };
  return expired ? <SessionExpiredDialog onLogin={login} /> : null;
};
