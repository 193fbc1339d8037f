import { useSelector } from '@xstate/react';
import { auth } from './auth.ts';

/** The signed-in user, or null. Re-renders when the user changes. */
export const useAuthUser = () => useSelector(auth, (s) => s.context.user);
export const useAuthBusy = () => useSelector(auth, (s) => s.hasTag('busy'));
