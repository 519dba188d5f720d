import { Alert, Button } from '@mui/material';
import { useSearchParams } from 'react-router';
import { notify } from '../../../platform/toasts';
import { useSwitchWorkspace } from '../api/mutations';
import { useCurrentWorkspace } from '../api/use-current-workspace';

/** The query parameter that says which workspace a shared link's record belongs to. */
export const WORKSPACE_HINT_PARAM = 'conta';

/** A link to a record, saying which workspace it belongs to, so whoever opens it can switch there. */
export function recordLink(path: string, workspaceId: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(WORKSPACE_HINT_PARAM, workspaceId);
  return `${base}?${params.toString()}`;
}

/** The workspace a link points into (`?conta=`), if any. */
export function useWorkspaceHint(): string | null {
  const [params] = useSearchParams();
  return params.get(WORKSPACE_HINT_PARAM);
}

/**
 * Offers to switch when a record belongs to another of my workspaces than the current one
 * (a link from an e-mail, a notification, another tab). Shows nothing when the workspace
 * is the current one or not one of mine. Any screen may use it:
 *   <SwitchWorkspacePrompt workspaceId={useWorkspaceHint()} what="esta chave" />
 */
export function SwitchWorkspacePrompt({
  workspaceId,
  what = 'este registro',
}: {
  workspaceId: string | null | undefined;
  what?: string;
}) {
  const { id, mine } = useCurrentWorkspace();
  const switcher = useSwitchWorkspace();
  const target = mine.data?.find((w) => w.id === workspaceId);
  if (!workspaceId || workspaceId === id || !target) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={switcher.isPending}
          // The promise, not mutate's callbacks: the switch reloads every screen before it
          // answers, and the page showing this prompt unmounts it while it loads (as
          // RecordElsewhere does too), dropping those callbacks.
          onClick={() =>
            void switcher.mutateAsync(target.id).then(
              () => notify.success(`Você está na conta ${target.name}.`),
              (error: Error) => notify.error(error.message),
            )
          }
        >
          Trocar para {target.name}
        </Button>
      }
    >
      {`${what.charAt(0).toUpperCase()}${what.slice(1)} é da conta ${target.name}, e você está trabalhando em outra conta.`}
    </Alert>
  );
}
