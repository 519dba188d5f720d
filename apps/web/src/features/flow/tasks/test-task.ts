import type { TaskDetail } from '@orbita/contracts/flow';

/** A task as the server answers it, for this folder's tests (override what a test is about). */
export function testTask(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    workspaceId: '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01',
    listId: '5b1f6a0e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    code: 'TAR-0001',
    number: 1,
    title: 'Revisar contrato',
    description: '',
    status: 'todo',
    priority: 'medium',
    size: null,
    tags: [],
    dueAt: null,
    next: false,
    waiting: false,
    rank: 'm',
    assignees: [],
    checklist: { done: 0, total: 0 },
    commentCount: 0,
    fieldValues: {},
    formulaValues: {},
    createdBy: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    completedAt: null,
    version: 1,
    checklistItems: [],
    ...overrides,
  };
}
