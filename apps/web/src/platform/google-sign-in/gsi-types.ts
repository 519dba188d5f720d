/** The part of Google Identity Services (`google.accounts.id`) Orbita uses. */
export interface GsiCredentialResponse {
  credential: string;
  select_by?: string;
}

export interface GsiButtonOptions {
  type: 'standard' | 'icon';
  shape: 'rectangular' | 'pill' | 'circle' | 'square';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  text: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  size: 'large' | 'medium' | 'small';
  locale: string;
  logo_alignment: 'left' | 'center';
  width: number;
}

export interface GsiId {
  initialize(config: {
    client_id: string;
    callback: (response: GsiCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Partial<GsiButtonOptions>): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GsiId } };
  }
}
