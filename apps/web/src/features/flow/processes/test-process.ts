import type { Process, ProcessCard, ProcessStage } from '@orbita/contracts/flow';

/** A stage of process `p1` as the server answers it, for this folder's tests. */
export function testStage(
  id: string,
  name: string,
  over: Partial<ProcessStage> = {},
): ProcessStage {
  return {
    id,
    processId: 'p1',
    name,
    color: '#90a4ae',
    wipLimit: null,
    rank: id,
    cardCount: 0,
    version: 1,
    ...over,
  };
}

/** Process `p1` "Vendas" of workspace `w1` (override what a test is about). */
export function testProcess(over: Partial<Process> = {}): Process {
  return {
    id: 'p1',
    workspaceId: 'w1',
    name: 'Vendas',
    description: '',
    stages: [testStage('s1', 'Contato'), testStage('s2', 'Proposta')],
    cardCount: 0,
    fields: [],
    createdBy: null,
    createdAt: '',
    updatedAt: '',
    version: 1,
    ...over,
  };
}

/** Card `c<n>` "Cartão <n>" in stage `s1` of process `p1`. */
export function testCard(n: number, over: Partial<ProcessCard> = {}): ProcessCard {
  return {
    id: `c${n}`,
    workspaceId: 'w1',
    processId: 'p1',
    stageId: 's1',
    title: `Cartão ${n}`,
    description: '',
    rank: String(n).padStart(3, '0'),
    enteredStageAt: '2026-01-01T00:00:00Z',
    assigneeId: null,
    dueAt: null,
    priority: 'normal',
    fieldValues: {},
    createdBy: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    version: 1,
    ...over,
  };
}
