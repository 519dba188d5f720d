import { isNativeShell } from './is-native';

/**
 * Push-ready plumbing (issue 25): the device registers for push only when the person turns
 * on "Notificações no celular" (Configurações), a choice kept on this device. The
 * registration token stays on the device: the server does not take device tokens yet.
 */
export const PUSH_SETTING_KEY = 'orbita-push-celular';
export const PUSH_TOKEN_KEY = 'orbita-push-token';

export function pushAvailable(): boolean {
  return isNativeShell();
}

export function pushEnabled(): boolean {
  return localStorage.getItem(PUSH_SETTING_KEY) === 'on';
}

/** Asks the permission and registers; resolves false when the person refuses. */
async function register(): Promise<boolean> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  let status = await PushNotifications.checkPermissions();
  if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale')
    status = await PushNotifications.requestPermissions();
  if (status.receive !== 'granted') return false;
  await PushNotifications.removeAllListeners();
  await PushNotifications.addListener('registration', (token) =>
    localStorage.setItem(PUSH_TOKEN_KEY, token.value),
  );
  await PushNotifications.addListener('registrationError', (error) =>
    console.warn('Falha ao registrar as notificações no celular.', error),
  );
  await PushNotifications.register();
  return true;
}

/** Turns push on or off on this device; resolves whether it ended on. */
export async function setPushEnabled(on: boolean): Promise<boolean> {
  if (!pushAvailable()) return false;
  if (!on) {
    localStorage.removeItem(PUSH_SETTING_KEY);
    localStorage.removeItem(PUSH_TOKEN_KEY);
    const { PushNotifications } = await import('@capacitor/push-notifications');
    await PushNotifications.removeAllListeners();
    await PushNotifications.unregister();
    return false;
  }
  const granted = await register();
  if (granted) localStorage.setItem(PUSH_SETTING_KEY, 'on');
  return granted;
}

/** At start: registers again when the setting is on (tokens can change between runs). */
export async function restorePush(): Promise<void> {
  if (pushEnabled()) await register().catch(() => undefined);
}
