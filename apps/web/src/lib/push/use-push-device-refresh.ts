import { useEffect } from 'react';
import { getPublicConfig } from '../config';
import { refreshPushDevice } from './push-device';

/** Once per sign-in: the server gets this device's subscription again if this person turned push on here. */
export function usePushDeviceRefresh(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    refreshPushDevice(userId, getPublicConfig().vapidPublicKey).catch((error: unknown) => console.warn('Push subscription not refreshed', error));
  }, [userId]);
}
