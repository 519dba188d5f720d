import {
  financeRuleEndpoints as rules,
  type CreateRuleBody,
  type FinanceRule,
  type UpdateRuleBody,
} from '@orbita/contracts/finance';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

/** Under `finance`: any finance change (realtime or a write here) refreshes the rules too. */
export const ruleKeys = { list: () => ['finance', 'rules'] as const };

const one = (id: string) => ({ params: { id } });

/** The import rules' calls to `/api/app/riqueza/rules`. */
export const rulesApi = {
  list: () => callApi(rules.rules).then((r) => r.items),
  create: (body: CreateRuleBody) => callApi(rules.createRule, { body }),
  update: (id: string, body: UpdateRuleBody) => callApi(rules.updateRule, { ...one(id), body }),
  remove: (id: string) => callApi(rules.deleteRule, one(id)),
  reorder: (ids: string[]) => callApi(rules.reorderRules, { body: { ids } }).then((r) => r.items),
};

export const rulesQuery = () => queryOptions({ queryKey: ruleKeys.list(), queryFn: rulesApi.list });

/** The list as the server answered a reorder: exactly right, no reload needed. */
export function writeRules(client: QueryClient, items: FinanceRule[]) {
  client.setQueryData(ruleKeys.list(), items);
  return [ruleKeys.list()];
}

/** One rule as the server answered it, in place (a new one goes last, as the server put it). */
export function writeRule(client: QueryClient, rule: FinanceRule) {
  client.setQueryData<FinanceRule[]>(ruleKeys.list(), (old) =>
    old
      ? old.some((r) => r.id === rule.id)
        ? old.map((r) => (r.id === rule.id ? rule : r))
        : [...old, rule]
      : old,
  );
  return [ruleKeys.list()];
}
