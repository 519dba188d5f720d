import type { PublicConfig } from '@orbita/contracts/public-config';

/**
 * The Google client id of this server (`GOOGLE_CLIENT_ID`, from the public config at run
 * time); null hides the button — while the config loads, when the server has none, and when
 * it cannot be read (the e-mail form works without it). A file of its own so the sign-in form
 * can ask whether to offer Google without downloading the button component and the GSI
 * loader, which come with the lazy Google section.
 */
export function googleClientIdOf(config: PublicConfig | undefined): string | null {
  return config?.googleClientId?.trim() || null;
}
