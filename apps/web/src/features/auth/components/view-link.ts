import { useSearchParams } from 'react-router';

export const signInViews = ['entrar', 'criar-conta', 'recuperar-senha'] as const;
export type SignInView = (typeof signInViews)[number];

/** The sign-in card's view lives in `?acao=`, so links, Back and reloads keep it; `next` is kept too. */
export function useSignInView(): { view: SignInView; hrefOf: (view: SignInView) => string } {
  const [params] = useSearchParams();
  const raw = params.get('acao');
  const view = signInViews.find((v) => v === raw) ?? 'entrar';
  const hrefOf = (target: SignInView) => {
    const next = new URLSearchParams();
    if (target !== 'entrar') next.set('acao', target);
    const after = params.get('next');
    if (after) next.set('next', after);
    const search = next.toString();
    return search ? `/?${search}` : '/';
  };
  return { view, hrefOf };
}
