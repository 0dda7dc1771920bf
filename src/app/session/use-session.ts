import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
