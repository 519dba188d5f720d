import { actionRequires } from '@orbita/contracts/agents';
import { createEntryBodySchema } from '@orbita/contracts/finance';
import type { Queryable } from '../../../platform/db/client';
import { clock } from '../../../platform/clock';
import { authorizeAccountType } from '../../../platform/policy';
import { entryProblem, recordEntries } from '../../finance';
import { personTimeZone } from '../../settings';
import { assertRole, parseOrRefuse, permanentOnRefusal, problemOf } from './shared';
import {
  PermanentActionError,
  type ActionEnv,
  type ActionOf,
  type InternalActionHandler,
} from './types';

/** Centavos as digits only ("1990" = R$ 19,90): a template yields text, never a guess at "19,9". */
const CENTS = /^\d{1,15}$/;

/** Today in the time zone of the person the agent acts as (the workspace has none of its own). */
async function todayFor(q: Queryable, env: ActionEnv): Promise<string> {
  const timeZone = await personTimeZone(q, env.actor.userId);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(clock.now());
}

/**
 * The agents contract says `income`, finance says `revenue` (the editor maps its category
 * picker the same way): translated here, the one place an agent's entry meets the ledger.
 */
const entryType = (type: ActionOf<'finance_entry'>['type']) =>
  type === 'income' ? ('revenue' as const) : ('expense' as const);

function rendered(action: ActionOf<'finance_entry'>, env: ActionEnv) {
  return {
    type: entryType(action.type),
    boxId: action.boxId,
    categoryId: action.categoryId,
    value: env.render(action.value).trim(),
    description: env.render(action.description).trim(),
    status: action.status,
  };
}

/** The entry as finance checks a person's request (value, description, ids), dated today. */
async function entryBody(q: Queryable, action: ActionOf<'finance_entry'>, env: ActionEnv) {
  assertRole(env, financeEntryAction.requires, 'finance_entry');
  await permanentOnRefusal(() => authorizeAccountType(q, env.actor, 'finance'));
  const fields = rendered(action, env);
  if (!CENTS.test(fields.value))
    throw new PermanentActionError(
      `Valor inválido: “${fields.value.slice(0, 40)}” não é um número de centavos (ex.: 1990 para R$ 19,90).`,
    );
  return parseOrRefuse(createEntryBodySchema, {
    ...fields,
    value: Number(fields.value),
    date: await todayFor(q, env),
  });
}

/**
 * An income or expense through finance's own recording (open period, box locked and writable,
 * category of the workspace and type, balances moved, `finance.entry.recorded` with the
 * creator as actor), in the step's transaction.
 */
export const financeEntryAction: InternalActionHandler<'finance_entry'> = {
  kind: 'finance_entry',
  external: false,
  requires: actionRequires.finance_entry,
  async run(action, env, tx) {
    const body = await entryBody(tx, action, env);
    const [entry] = await permanentOnRefusal(() => recordEntries(tx, env.actor, [body]));
    return { entryId: entry!.id, value: entry!.value, date: entry!.occurredOn };
  },
  async preview(action, env, db) {
    const problem = await problemOf(async () => {
      const body = await entryBody(db, action, env);
      const refusal = await entryProblem(db, env.actor, body);
      if (refusal) throw new PermanentActionError(refusal);
    });
    return { rendered: rendered(action, env), problem };
  },
};
