/** The one table of what each action needs of the agent's role lives in the contracts. */
export { actionRequires, roleShortfalls } from '@orbita/contracts/agents';
