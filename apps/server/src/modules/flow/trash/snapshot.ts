/**
 * What the trash keeps of a deleted task: its row (dates as ISO strings, as JSON holds
 * them), its assignees, checklist items and comments, each with its own id so a restore
 * puts back exactly what was there.
 */
export interface TaskSnapshot {
  task: {
    id: string;
    version: number;
    listId: string;
    number: number;
    code: string;
    title: string;
    description: string;
    status: string;
    priority: string;
    size: string | null;
    tags: string[];
    dueAt: string | null;
    next: boolean;
    waiting: boolean;
    rank: string;
    fieldValues: Record<string, number>;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
    completedAt: string | null;
  };
  assigneeIds: string[];
  checklist: {
    id: string;
    text: string;
    done: boolean;
    rank: string;
    createdAt: string;
    version: number;
  }[];
  comments: {
    id: string;
    authorId: string | null;
    body: string;
    createdAt: string;
    updatedAt: string;
    version: number;
  }[];
}
