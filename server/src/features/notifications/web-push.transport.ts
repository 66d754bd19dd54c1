import webpush from 'web-push';
import type { PushTransport } from './push.service.js';

/** The real transport: `web-push` signs with the VAPID keys and encrypts the message for the browser. */
export function webPushTransport(keys: { publicKey: string; privateKey: string; subject: string }): PushTransport {
  const options = {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    // A phone that is off for a day still gets the reminder of the day; older ones are not worth it.
    TTL: 24 * 60 * 60,
    timeout: 10_000,
  };
  return async (subscription, message) => {
    await webpush.sendNotification(subscription, JSON.stringify(message), options);
  };
}
